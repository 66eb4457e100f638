/**
 * The Forged Ties sheet's edit mode on the sheets page in Chromium: a skill renamed, its dice changed
 * and a new skill added through the edit inputs, an out-of-range value refused in words with nothing
 * changed, a ruin advance asked for by a marked ruin space and recorded, a bond added; axe-core finds
 * no serious or critical violation with the edit mode open.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPlayground, root } from "../../tools/playground/build.mjs";
import { serveStatic, type StaticServer } from "../../tools/playground/server.mjs";
import { buildSheetsPage } from "../../playground/sheets/build.mjs";
import { chromiumMissingMessage, findChromium, launchChromium, type LaunchedChromium } from "../helpers/chromium";
import { localize } from "../helpers/handlebars";

const executable = findChromium();

if (!executable) {
  if (process.env.CI) {
    describe("Forged Ties sheet editing in Chromium", () => {
      it("needs Chromium", () => {
        throw new Error(chromiumMissingMessage().replace("browser tests skipped", "browser tests cannot run on CI"));
      });
    });
  } else {
    console.log(chromiumMissingMessage());
  }
}

describe.skipIf(!executable)("Forged Ties sheet editing in Chromium", () => {
  let outDir = "";
  let server: StaticServer;
  let chromium: LaunchedChromium;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "vowforge-ft-sheet-"));
    await buildPlayground({ outDir, quiet: true });
    await buildSheetsPage({ outDir, quiet: true });
    server = await serveStatic(outDir, 0);
    chromium = await launchChromium(executable as string);
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
    page.setDefaultTimeout(5_000);
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    await page.goto(`${server.url}sheets/?seed=5`);
    await page.waitForSelector('#app[data-ready="true"]');
  }, 60_000);

  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  const brannoc = () => page.locator('form[data-actor="brannoc"]');
  const notice = () => page.locator('[data-role="notice"]');

  it("opens the edit mode from the keyboard and edits a skill", async () => {
    const toggle = brannoc().getByRole("button", { name: "Edit character" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => brannoc().getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed")).toBe("true");
    expect(await brannoc().getByRole("button", { name: "Roll Climb" }).count()).toBe(0);

    await brannoc().getByLabel("Name of the skill Climb").fill("Climbing");
    await brannoc().getByLabel("Dice of Climb").fill("3");
    await brannoc().getByLabel("Stat of Climb").selectOption("strength");
    await brannoc().getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => brannoc().getByLabel("Name of the skill Climbing").inputValue()).toBe("Climbing");
    expect(await brannoc().getByLabel("Dice of Climbing").inputValue()).toBe("3");
    expect(await brannoc().getByLabel("Stat of Climbing").inputValue()).toBe("strength");

    await brannoc().getByLabel("New skill", { exact: true }).fill("Swim");
    await brannoc().getByRole("button", { name: "Add skill" }).click();
    await expect.poll(() => brannoc().getByLabel("Name of the skill Swim").inputValue()).toBe("Swim");
    expect(await notice().textContent()).toBe("");
  });

  it("refuses dice out of range in words and changes nothing", async () => {
    await brannoc().getByLabel("Dice of Climbing").fill("9");
    await brannoc().getByLabel("Name of the skill Swim").fill("Swimming");
    await brannoc().getByRole("button", { name: "Save changes" }).click();
    await expect.poll(() => notice().textContent()).toContain(
      localize("VOWFORGE.Error.OutOfRangeField", { label: "Dice of Climbing", min: 0, max: 5, value: "9" }),
    );
    // Nothing was saved: the sheet shows the stored values again, the rename refused with the rest.
    await expect.poll(() => brannoc().getByLabel("Dice of Climbing").inputValue()).toBe("3");
    expect(await brannoc().getByLabel("Name of the skill Swim").inputValue()).toBe("Swim");
  });

  /** Serious and critical axe violations within `selector` (the whole page when null). */
  async function seriousViolations(selector: string | null) {
    await page.addScriptTag({ path: path.join(root, "node_modules/axe-core/axe.min.js") });
    return page.evaluate(async (scope) => {
      interface AxeRun {
        violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[];
      }
      const axe = (window as unknown as { axe: { run(ctx: Element | Document): Promise<AxeRun> } }).axe;
      const result = await axe.run(scope === null ? document : (document.querySelector(scope) as Element));
      return result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`) }));
    }, selector);
  }

  it("has no serious or critical accessibility violations with the edit mode open", async () => {
    expect(await seriousViolations('form[data-actor="brannoc"]')).toEqual([]);
  });

  it("closes the edit mode, the new skills rolling from the sheet", async () => {
    await brannoc().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => brannoc().getByRole("button", { name: "Roll Swim" }).count()).toBe(1);
    expect(await brannoc().getByRole("button", { name: "Roll Climbing" }).textContent()).toContain("3");
  });

  it("asks for a ruin advance when a ruin space is marked, and records it", async () => {
    await brannoc().getByRole("button", { name: "Remove the ruin advance Haunted by the river" }).click();
    await expect.poll(() => brannoc().locator(".vf-ft-ruin__advance").count()).toBe(0);
    await brannoc().getByRole("button", { name: "Mark breaking" }).click();
    await expect.poll(() => brannoc().locator(".vf-ft-ruin-due").textContent()).toBe("Ruin advances to record: 1");
    await brannoc().getByLabel("New ruin advance").fill("Flinches at running water");
    await brannoc().getByRole("button", { name: "Record", exact: true }).click();
    await expect.poll(() => brannoc().locator(".vf-ft-ruin__advance").textContent()).toContain("Flinches at running water");
    expect(await brannoc().locator(".vf-ft-ruin-due").count()).toBe(0);
  });

  it("adds a bond with another character from the list and removes it", async () => {
    await brannoc().getByLabel("Character", { exact: true }).selectOption({ label: "Orrin Flint" });
    await brannoc().getByRole("button", { name: "Add bond" }).click();
    await expect.poll(() => brannoc().locator(".vf-rs-bond", { hasText: "Orrin Flint" }).count()).toBe(1);
    await brannoc().getByRole("button", { name: "Remove the bond with Orrin Flint" }).click();
    await expect.poll(() => brannoc().locator(".vf-rs-bond", { hasText: "Orrin Flint" }).count()).toBe(0);
  });

  it("has no serious or critical accessibility violations on the page, nor console errors", async () => {
    expect(await seriousViolations(null)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
