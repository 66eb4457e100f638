/**
 * Two companions in the roll dialog, in the playground in Foundry's light and dark themes: the
 * Starforged sample gets a second companion beside its glowcat (an owl, written into the page's sample
 * as an embedded item), and Companion Takes a Hit offers each one's health by name, each compared
 * with heart on its own (SF-04); the one picked is
 * rolled and named on the card. axe-core's WCAG 2.2 AA rules stay clean over the dialog. Screenshots
 * go to test-results/screenshots/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";

describeInChromium("two companions in the roll dialog in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-dialog-companions-", address: "?seed=3", sheets: false });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  const dialog = () => page.locator("dialog[open]");
  const optionTexts = async () =>
    (await dialog().locator('select[name="option"] option').allTextContents()).map((s) => s.replace(/\s+/g, " ").trim());

  async function openWithOwl(theme: string, move: string): Promise<void> {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${base}?seed=3&theme=${theme}`);
    await page.waitForSelector('#app[data-ready="true"]');
    await page.locator('input[data-role="ruleset"][value="starforged"]').check();
    await page.evaluate(() => {
      const app = Reflect.get(window, "vowforgePlayground") as { characters: { starforged: { companions: unknown[] } } };
      app.characters.starforged.companions.push({
        id: "owl",
        name: "Owl",
        type: "asset",
        system: { dataswornId: "", category: "Companion", abilities: [], meter: { enabled: true, label: "Health", value: 2, min: 0, max: 3 } },
        flags: {},
      });
    });
    await page.locator('select[data-role="move"]').selectOption({ label: move });
    await page.locator('.pg-roll[data-action="rollMove"]').click();
    await dialog().waitFor();
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: Companion Takes a Hit offers the glowcat's health and the owl's; the owl's is rolled and named`, async () => {
      await openWithOwl(theme, "Companion Takes a Hit");
      // The higher of the companion's health and heart (SF-04), for each companion on its own.
      const owl = "Owl (Health) (+2), the higher of Owl (Health) (+2) and Heart (+2)";
      expect(await optionTexts()).toEqual(["Glowcat (Health) (+3), the higher of Glowcat (Health) (+3) and Heart (+2)", owl]);
      await dialog().locator('select[name="option"]').selectOption({ label: owl });
      await dialog().screenshot({ path: screenshotPath(`dialog-companions-${theme}`) });
      expect(await seriousViolations(page, "dialog[open]", WCAG22_AA)).toEqual([]);
      await dialog().locator('button[type="submit"]').click();
      await expect.poll(() => dialog().count()).toBe(0);
      expect(await page.locator(".pg-message").last().textContent()).toContain("Owl (Health)");
    });
  }
});
