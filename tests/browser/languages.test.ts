/**
 * The sheets page in another language (?lang=de): the page loads lang/de.json as Foundry loads the file
 * of the user's language, shows the sheets in German with no key missing (no "Missing lang keys"
 * warning, which would mean English stood in), writes decimals the German way (the roll dialog's
 * odds), marks the document as German, and has no serious axe violation in either theme. The English
 * page, loaded after it, misses no key either.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { root } from "../../tools/playground/build.mjs";
import { lookup, type LangTree } from "../../playground/i18n";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage } from "../helpers/browser-page";

const german = JSON.parse(readFileSync(path.join(root, "lang/de.json"), "utf8")) as LangTree;
const english = JSON.parse(readFileSync(path.join(root, "lang/en.json"), "utf8")) as LangTree;

/** A German string of lang/de.json (the test fails on a key the file lacks). */
function de(key: string): string {
  const text = lookup(german, key);
  if (text === undefined) throw new Error(`lang/de.json has no ${key}`);
  return text;
}

describeInChromium("the sheets page in German (?lang=de)", () => {
  const browser = useBrowserPage({ prefix: "vowforge-lang-", address: "sheets/?seed=11&lang=de", sheets: true });
  let page: Page;
  const missingKeyWarnings = () => browser.consoleWarnings.filter((w) => w.startsWith("Missing lang keys"));

  beforeAll(() => {
    page = browser.page;
  });

  const kaila = () => page.locator('form[data-actor="kaila"]');
  const ren = () => page.locator('form[data-actor="ren"]');

  it("shows the sheets in German, every key found in lang/de.json", async () => {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await page.title()).toBe(de("VOWFORGE.Playground.Sheets.Title"));
    expect(await kaila().locator(".vf-conditions legend").textContent()).toBe(de("VOWFORGE.Sheet.Debilities"));
    expect(await ren().locator(".vf-conditions legend").textContent()).toBe(de("VOWFORGE.Sheet.Impacts"));
    expect(await kaila().locator('[data-action="tab"][data-tab="assets"]').textContent()).toContain(de("VOWFORGE.Sheet.Tab.assets"));
    // German, not English, wherever the two differ.
    expect(de("VOWFORGE.Sheet.Debilities")).not.toBe(lookup(english, "VOWFORGE.Sheet.Debilities"));
    await page.screenshot({ path: screenshotPath("sheets-de"), fullPage: true });
    expect(missingKeyWarnings()).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  });

  it("writes the roll dialog's odds with a decimal comma", async () => {
    await kaila().locator('[data-action="roll"][data-stat="edge"]').click();
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    const percents = await dialog.locator(".vf-odds__percent").allTextContents();
    expect(percents.length).toBeGreaterThan(0);
    for (const text of percents) expect(text.trim()).toMatch(/^\d{1,3},\d\u00a0%$/);
    await dialog.screenshot({ path: screenshotPath("roll-dialog-de") });
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    const card = page.locator(".pg-message").last();
    expect(await card.textContent()).toContain(de("VOWFORGE.Card.Dice.Challenge"));
    expect(missingKeyWarnings()).toEqual([]);
  });

  it("has no serious or critical accessibility violations in the light and the dark theme", async () => {
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('[data-role="theme"]').check();
    await expect.poll(() => page.evaluate(() => document.body.className)).toContain("theme-dark");
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath("sheets-de-dark"), fullPage: true });
    await page.locator('[data-role="theme"]').uncheck();
  });

  it("misses no key in English either", async () => {
    const before = browser.consoleWarnings.length;
    await page.goto(page.url().replace("&lang=de", ""));
    await page.waitForSelector('#app[data-ready="true"]');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(browser.consoleWarnings.slice(before).filter((w) => w.startsWith("Missing lang keys"))).toEqual([]);
    expect(browser.consoleErrors).toEqual([]);
  });
});
