/**
 * The roll dialog knows the move, in the playground in Foundry's light and dark themes: Ironsworn's
 * Sojourn offers its "+1 if you share a bond" and the sample character's marked Banner-Sworn ability
 * (+1 to Sojourn), both unticked and named; each tick moves the live odds; the roll made with the
 * ticks counts both adds on its card. Starforged's Swear an Iron Vow offers +1 for a connection and +2
 * for a bond, which count as alternatives, beside the marked Diplomat ability. axe-core's WCAG 2.2 AA
 * rules stay clean over the dialog. Screenshots go to test-results/screenshots/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";

describeInChromium("a move's conditional adds and its assets' adds in the roll dialog in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-dialog-adds-", address: "?seed=3", sheets: false });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  const dialog = () => page.locator("dialog[open]");
  const odds = async () => ((await dialog().locator(".vf-odds__live").textContent()) ?? "").replace(/\s+/g, " ").trim();
  const labelOf = async (name: string) =>
    ((await dialog().locator(`input[name="${name}"]`).locator("xpath=ancestor::label").textContent()) ?? "").replace(/\s+/g, " ").trim();

  async function openMove(theme: string, ruleset: string, move: string): Promise<void> {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${base}?seed=3&theme=${theme}`);
    await page.waitForSelector('#app[data-ready="true"]');
    await page.locator(`input[data-role="ruleset"][value="${ruleset}"]`).check();
    await page.locator('select[data-role="move"]').selectOption({ label: move });
    await page.locator('.pg-roll[data-action="rollMove"]').click();
    await dialog().waitFor();
    await expect.poll(() => dialog().locator(".vf-odds__table").count()).toBeGreaterThan(0);
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: Sojourn offers its bond add and Banner-Sworn's, unticked; the odds follow each tick; the roll counts both`, async () => {
      await openMove(theme, "ironsworn", "Sojourn");
      const bond = dialog().locator('input[name="offers.moveAdd.shareBond"]');
      const banner = dialog().locator('input[name="offers.ability.0.1"]');
      expect([await bond.isChecked(), await banner.isChecked()]).toEqual([false, false]);
      expect(await labelOf("offers.moveAdd.shareBond")).toBe("+1: you share a bond (Sojourn)");
      expect(await labelOf("offers.ability.0.1")).toBe("+1: Banner-Sworn, ability 2");
      const box = await bond.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24);
      // Banner-Sworn's first ability (marked) enhances no roll here; its third is not marked.
      expect(await dialog().locator('input[name^="offers.ability."]').count()).toBe(1);

      const none = await odds();
      await bond.check();
      await expect.poll(odds).not.toBe(none);
      const one = await odds();
      await banner.check();
      await expect.poll(odds).not.toBe(one);
      await banner.uncheck();
      await expect.poll(odds).toBe(one);
      await banner.check();
      await dialog().screenshot({ path: screenshotPath(`dialog-move-adds-${theme}`) });
      expect(await seriousViolations(page, "dialog[open]", WCAG22_AA)).toEqual([]);

      await dialog().locator('button[type="submit"]').click();
      await expect.poll(() => dialog().count()).toBe(0);
      expect(await page.locator(".pg-message").last().textContent()).toMatch(/adds 2\b/);
    });
  }

  it("Starforged Swear an Iron Vow: +1 for a connection or +2 for a bond count as alternatives; Diplomat's ability adds", async () => {
    await openMove("dark", "starforged", "Swear an Iron Vow");
    const connection = dialog().locator('input[name="offers.moveAdd.vowToConnection"]');
    const bonded = dialog().locator('input[name="offers.moveAdd.vowToBondedConnection"]');
    expect(await labelOf("offers.moveAdd.vowToBondedConnection")).toBe(
      "+2: you share a bond with that connection, instead of +1 (Swear an Iron Vow)",
    );
    expect(await labelOf("offers.ability.0.0")).toBe("+1: Diplomat, ability 1");
    await bonded.check();
    await expect.poll(odds).not.toBe("");
    const two = await odds();
    await connection.check();
    // Both ticked still count +2: the odds stay those of the bond's add.
    await page.waitForTimeout(100);
    expect(await odds()).toBe(two);
    await dialog().locator('input[name="offers.ability.0.0"]').check();
    await expect.poll(odds).not.toBe(two);
    await dialog().screenshot({ path: screenshotPath("dialog-move-adds-starforged-dark") });
    await dialog().locator('button[type="submit"]').click();
    await expect.poll(() => dialog().count()).toBe(0);
    expect(await page.locator(".pg-message").last().textContent()).toMatch(/adds 3\b/);
  });
});
