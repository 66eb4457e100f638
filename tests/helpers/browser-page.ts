/**
 * What every browser test shares: a suite that runs only where Chromium is (skipped with a message, or
 * failing on CI), the playground built into a temporary folder and served on a free port, Chromium
 * opened on one of its pages with console errors collected, screenshots, and axe-core's serious and
 * critical violations.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { buildPlayground, root } from "../../tools/playground/build.mjs";
import { serveStatic, type StaticServer } from "../../tools/playground/server.mjs";
import { buildSheetsPage } from "../../playground/sheets/build.mjs";
import { chromiumMissingMessage, findChromium, launchChromium, type LaunchedChromium } from "./chromium";

const executable = findChromium();

/** Where the browser tests write their screenshots. */
export const SCREENSHOTS = path.join(root, "test-results/screenshots");

/** The file of the screenshot `name` (the folder is made when a page opens). */
export function screenshotPath(name: string): string {
  return path.join(SCREENSHOTS, `${name}.png`);
}

/**
 * A suite that needs Chromium: without it, a failing "needs Chromium" test when CI is set, else a
 * message; the suite itself is skipped.
 */
export function describeInChromium(name: string, body: () => void): void {
  if (!executable) {
    if (process.env.CI) {
      describe(name, () => {
        it("needs Chromium", () => {
          throw new Error(chromiumMissingMessage().replace("browser tests skipped", "browser tests cannot run on CI"));
        });
      });
    } else {
      console.log(chromiumMissingMessage());
    }
  }
  describe.skipIf(!executable)(name, body);
}

/** The page a suite drives, open once its beforeAll has run, and the console errors seen on it. */
export interface BrowserPage {
  readonly page: Page;
  readonly consoleErrors: string[];
  /** The console's warnings (the pages warn of language keys they could not find). */
  readonly consoleWarnings: string[];
}

export interface BrowserPageOptions {
  /** Prefix of the temporary build folder. */
  prefix: string;
  /** The address opened, relative to the server's root (e.g. "sheets/?seed=5"). */
  address: string;
  /** Whether the sheets page is built besides the roll playground. */
  sheets: boolean;
}

/**
 * Registers the suite's beforeAll and afterAll: builds the playground (and the sheets page), serves it,
 * opens `address` in Chromium and waits for the page to be ready; afterwards closes and removes it all.
 */
export function useBrowserPage({ prefix, address, sheets }: BrowserPageOptions): BrowserPage {
  let outDir = "";
  let server: StaticServer | undefined;
  let chromium: LaunchedChromium | undefined;
  let page: Page | undefined;
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), prefix));
    await buildPlayground({ outDir, quiet: true });
    if (sheets) await buildSheetsPage({ outDir, quiet: true });
    server = await serveStatic(outDir, 0);
    chromium = await launchChromium(executable as string);
    const opened = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page = opened;
    // Fail fast with Playwright's own message rather than at the test's time limit.
    opened.setDefaultTimeout(5_000);
    opened.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
      if (message.type() === "warning") consoleWarnings.push(message.text());
    });
    opened.on("pageerror", (error) => consoleErrors.push(error.message));
    await mkdir(SCREENSHOTS, { recursive: true });
    await opened.goto(`${server.url}${address}`);
    await opened.waitForSelector('#app[data-ready="true"]');
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  return {
    get page(): Page {
      if (!page) throw new Error("the browser page is not open yet");
      return page;
    },
    consoleErrors,
    consoleWarnings,
  };
}

/** An axe-core violation: rule, impact, and each node with axe's explanation. */
export interface AxeViolation {
  id: string;
  impact: string;
  nodes: string[];
}

/**
 * Serious and critical axe-core violations on `page`: within every element `selector` matches, or the
 * whole document when there is no selector.
 */
export async function seriousViolations(page: Page, selector: string | null = null, tags: readonly string[] | null = null): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: path.join(root, "node_modules/axe-core/axe.min.js") });
  return page.evaluate(async ({ scope, only }) => {
    interface AxeRun {
      violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run(ctx: Element | Document, options?: object): Promise<AxeRun> } }).axe;
    const contexts: (Element | Document)[] = scope === null ? [document] : [...document.querySelectorAll(scope)];
    const found: AxeViolation[] = [];
    for (const context of contexts) {
      const result = await axe.run(context, only ? { runOnly: { type: "tag", values: only } } : {});
      found.push(
        ...result.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({
            id: v.id,
            impact: v.impact,
            nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`),
          })),
      );
    }
    return found;
  }, { scope: selector, only: tags ? [...tags] : null });
}

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 AA brings the 24 × 24 px target size). */
export const WCAG22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;
