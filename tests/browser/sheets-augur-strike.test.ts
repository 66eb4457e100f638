/**
 * The Augur and Strike! sheets' edit mode on the sheets page in Chromium: the toggle opens the fields,
 * an Augur expertise and a Strike! trait are added, a Strike! skill is renamed, an approach out of range
 * is refused with a sentence and nothing changes, and axe-core finds no serious or critical violation
 * with both sheets in edit mode.
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
import {
  chromiumMissingMessage,
  findChromium,
  launchChromium,
  type LaunchedChromium,
} from "../helpers/chromium";

const executable = findChromium();

if (!executable) {
  if (process.env.CI) {
    describe("Augur and Strike! edit mode in Chromium", () => {
      it("needs Chromium", () => {
        throw new Error(
          chromiumMissingMessage().replace("browser tests skipped", "browser tests cannot run on CI"),
        );
      });
    });
  } else {
    console.log(chromiumMissingMessage());
  }
}

describe.skipIf(!executable)("Augur and Strike! edit mode in Chromium", () => {
  let outDir = "";
  let server: StaticServer;
  let chromium: LaunchedChromium;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), "vowforge-sheets-edit-"));
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

  const mira = () => page.locator('form[data-actor="mira"]');
  const orrin = () => page.locator('form[data-actor="orrin"]');
  const notice = () => page.locator('[data-role="notice"]');

  it("opens the Augur edit mode from the keyboard and adds an expertise", async () => {
    const toggle = mira().getByRole("button", { name: "Edit character" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => mira().getByRole("button", { name: "Edit character" }).getAttribute("aria-pressed"))
      .toBe("true");
    await mira().getByRole("textbox", { name: "New Expertise" }).fill("Rooftop routes");
    await mira().locator('[data-action="addExpertise"]').click();
    await expect
      .poll(() => mira().getByRole("textbox", { name: "Expertise 2" }).inputValue())
      .toBe("Rooftop routes");
    await mira().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => mira().locator(".vf-rs-list li").allTextContents()).toContain("Rooftop routes");
    await mira().getByRole("button", { name: "Edit character" }).click();
  });

  it("refuses an approach out of range with a sentence and keeps the value", async () => {
    await mira().getByRole("spinbutton", { name: "Prowess" }).fill("9");
    await mira().getByRole("button", { name: "Save approaches" }).click();
    await expect
      .poll(() => notice().textContent())
      .toContain("An approach is a whole number from 0 to 6; 9 was not saved.");
    expect(await mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("1");
    await mira().getByRole("spinbutton", { name: "Prowess" }).fill("2");
    await mira().getByRole("button", { name: "Save approaches" }).click();
    await expect.poll(() => mira().getByRole("spinbutton", { name: "Prowess" }).inputValue()).toBe("2");
    await expect.poll(() => notice().textContent()).toBe("");
  });

  it("renames a Strike! skill and adds a trait", async () => {
    await orrin().getByRole("button", { name: "Edit character" }).click();
    await orrin().getByRole("textbox", { name: "Skill 2" }).fill("Bargaining");
    await orrin().getByRole("checkbox", { name: "Haggling is skilled" }).check();
    await orrin().getByRole("combobox", { name: "Ability of Haggling" }).selectOption("charisma");
    await orrin().getByRole("button", { name: "Save Haggling" }).click();
    await expect
      .poll(() => orrin().getByRole("textbox", { name: "Skill 2" }).inputValue())
      .toBe("Bargaining");
    expect(await orrin().getByRole("combobox", { name: "Ability of Bargaining" }).inputValue()).toBe(
      "charisma",
    );
    await orrin().getByRole("textbox", { name: "New Trait" }).fill("Patient");
    await orrin().locator('[data-action="addTrait"]').click();
    await expect.poll(() => orrin().getByRole("textbox", { name: "Trait 3" }).inputValue()).toBe("Patient");
  });

  it("marks a trait lost and spends an action point outside edit mode", async () => {
    await orrin().getByRole("button", { name: "Edit character" }).click();
    const lost = orrin().getByRole("button", { name: "Lost: Patient" });
    expect(await lost.getAttribute("aria-pressed")).toBe("false");
    await lost.click();
    await expect
      .poll(() => orrin().getByRole("button", { name: "Lost: Patient" }).getAttribute("aria-pressed"))
      .toBe("true");
    await orrin().getByRole("combobox", { name: "Spend an action point for" }).selectOption("preventLoss");
    await orrin().getByRole("button", { name: "Spend a point" }).click();
    await expect.poll(() => orrin().locator(".vf-rs-big").textContent()).toBe("1");
    await expect.poll(() => orrin().getByRole("button", { name: "Roll Bargaining" }).count()).toBe(1);
  });

  it("has no serious or critical accessibility violation with both sheets in edit mode", async () => {
    await orrin().getByRole("button", { name: "Edit character" }).click();
    await mira().getByRole("button", { name: "Edit character" }).click();
    await expect.poll(() => orrin().locator("[data-edit-row]").count()).toBeGreaterThan(3);
    await page.addScriptTag({ path: path.join(root, "node_modules/axe-core/axe.min.js") });
    const violations = await page.evaluate(async () => {
      interface AxeRun {
        violations: { id: string; impact: string; nodes: { target: string[]; failureSummary?: string }[] }[];
      }
      const axe = (window as unknown as { axe: { run(ctx: Element): Promise<AxeRun> } }).axe;
      const sheets = document.querySelectorAll('form[data-actor="mira"], form[data-actor="orrin"]');
      const found: { id: string; nodes: string[] }[] = [];
      for (const sheet of sheets) {
        const result = await axe.run(sheet);
        found.push(
          ...result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => ({
              id: v.id,
              nodes: v.nodes.map(
                (n) => `${n.target.join(" ")}: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`,
              ),
            })),
        );
      }
      return found;
    });
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
