/**
 * What every browser test shares: a suite that runs only where Chromium is (skipped with a message, or
 * failing on CI), a page of the playground opened in Chromium with console errors collected,
 * screenshots, and axe-core's serious and critical violations.
 *
 * For test authors: call `useBrowserPage({ address })` inside `describeInChromium`. The playground is
 * built once and one Chromium is started once for the whole run (tests/support/browser-setup.ts, the
 * global setup of the "browser" project: every file under tests/browser/); each suite gets a browser
 * context and page of its own, so suites never see each other's state and add no build or launch.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { buildPlayground, root } from "../../tools/playground/build.mjs";
import { serveStatic } from "../../tools/playground/server.mjs";
import { chromiumMissingMessage, findChromium, launchChromium } from "./chromium";

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
  /** The address opened, relative to the playground's root (e.g. "sheets/?seed=5"). */
  address: string;
  /** No longer used: every suite shares one build, which has the sheets page. */
  prefix?: string;
  /** No longer used: the shared build always has the sheets page. */
  sheets?: boolean;
}

/** The size of the page a suite drives. */
const VIEWPORT = { width: 1280, height: 900 };

/** Where a suite's page comes from: the run's shared browser and build, or (run outside the browser project) its own. */
interface PageSource {
  url: string;
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh context in the shared Chromium (tests/support/browser-setup.ts). */
async function sharedSource(url: string, wsEndpoint: string): Promise<PageSource> {
  const browser: Browser = await chromium.connect(wsEndpoint, { timeout: 30_000 });
  const context = await browser.newContext({ viewport: VIEWPORT });
  return {
    url,
    context,
    // Closing a connected browser closes its contexts and disconnects; the shared one keeps running.
    close: () => browser.close(),
  };
}

/** A build and a browser of the suite's own, when the run provides none (a config without the browser project). */
async function ownSource(): Promise<PageSource> {
  const outDir = await mkdtemp(path.join(tmpdir(), "vowforge-playground-"));
  const cleanups: Array<() => Promise<void>> = [() => rm(outDir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    await buildPlayground({ outDir, quiet: true });
    const server = await serveStatic(outDir, 0);
    cleanups.push(() => server.close());
    const launched = await launchChromium(executable as string, VIEWPORT);
    cleanups.push(() => launched.close());
    return { url: server.url, context: launched.context, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Registers the suite's beforeAll and afterAll: opens `address` of the playground in a page of its
 * own and waits for the page to be ready; afterwards closes the page and its context.
 */
export function useBrowserPage({ address }: BrowserPageOptions): BrowserPage {
  let source: PageSource | undefined;
  let page: Page | undefined;
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];

  beforeAll(async () => {
    const shared = inject("sharedBrowser");
    source = shared ? await sharedSource(shared.url, shared.wsEndpoint) : await ownSource();
    const opened = source.context.pages()[0] ?? (await source.context.newPage());
    page = opened;
    // Fail with Playwright's own message rather than at the test's time limit (30 s); a full-page
    // screenshot on a loaded machine, beside the other suites' pages in the shared browser, can take
    // longer than 5 s.
    opened.setDefaultTimeout(15_000);
    opened.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
      if (message.type() === "warning") consoleWarnings.push(message.text());
    });
    opened.on("pageerror", (error) => consoleErrors.push(error.message));
    await mkdir(SCREENSHOTS, { recursive: true });
    await opened.goto(`${source.url}${address}`);
    await opened.waitForSelector('#app[data-ready="true"]');
  }, 60_000);

  afterAll(async () => {
    await source?.close();
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
