/**
 * Outcome effects on a roll card in the playground, in Foundry's light and dark themes: the sample
 * move (which carries effects for each outcome, as a move item's `system.effects` does) rolled through
 * the dialog until a hit; an effect's button applied to the sample character through the system's own
 * card action; the trace line shown; Undo restores the value and marks the line undone. The panel's
 * buttons are at least 24 × 24 and show a focus ring; axe-core's WCAG 2.2 AA rules stay clean over the
 * card. Screenshots go to test-results/screenshots/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";

describeInChromium("outcome effects on a roll card in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-cards-effects-", address: "?seed=3", sheets: false });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  const lastCard = () => page.locator(".pg-message").last();
  const field = async (name: string) => ((await page.locator(`[data-field="${name}"]`).textContent()) ?? "").trim();
  const number = (value: string) => Number(/^-?\d+/.exec(value)?.[0] ?? Number.NaN);

  /** Rolls the sample move with edge until its card offers an effect (at most 12 rolls). */
  async function rollUntilEffects(): Promise<void> {
    for (let i = 0; i < 12; i++) {
      await page.locator('.pg-roll[data-action="rollMove"]').click();
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor();
      await dialog.locator('select[name="option"]').selectOption("stat.edge");
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
      if ((await lastCard().locator('.vf-card__effects button[data-action="applyEffect"]').count()) > 0) return;
    }
    throw new Error("no roll of the sample move offered an effect");
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: an effect applied changes the character, its trace shows, Undo restores`, async () => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(`${base}?seed=3&theme=${theme}`);
      await page.waitForSelector('#app[data-ready="true"]');
      await page.locator('input[data-role="ruleset"][value="ironsworn"]').check();
      await rollUntilEffects();
      const panel = lastCard().locator(".vf-card__effects");
      // The prose offer gives way to the move's effects (SF-10).
      expect(await lastCard().locator('button[data-action="takeMomentum"]').count()).toBe(0);

      // Every effect button is at least 24 × 24 and shows a focus ring when reached by keyboard.
      const buttons = panel.locator("button");
      for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      const apply = panel.locator('button[data-action="applyEffect"]', { hasText: /momentum/i }).first();
      await apply.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      expect(await apply.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
      await lastCard().screenshot({ path: screenshotPath(`card-effects-offered-${theme}`) });

      const before = number(await field("momentum"));
      const label = ((await apply.textContent()) ?? "").trim();
      const amount = number(label.replace(/^\+/, ""));
      expect(amount).toBeGreaterThan(0);
      await apply.click();
      await expect.poll(async () => number(await field("momentum"))).toBe(before + amount);
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(1);
      const line = ((await trace.first().textContent()) ?? "").trim();
      expect(line).toContain(label);
      expect(line).toContain(`${before} → ${before + amount}`);
      // The momentum effect is spent; Undo is offered.
      expect(await panel.locator('button[data-action="applyEffect"]', { hasText: label }).count()).toBe(0);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-applied-${theme}`) });
      expect(await seriousViolations(page, ".pg-chat", WCAG22_AA)).toEqual([]);

      await panel.locator('button[data-action="undoEffect"]').click();
      await expect.poll(async () => number(await field("momentum"))).toBe(before);
      await expect.poll(() => trace.first().getAttribute("class")).toContain("vf-card__effects-undone");
      expect(await panel.locator('button[data-action="undoEffect"]').count()).toBe(0);
      expect(await panel.locator('button[data-action="applyEffect"]', { hasText: label }).count()).toBe(1);
      await lastCard().screenshot({ path: screenshotPath(`card-effects-undone-${theme}`) });
    });
  }
});
