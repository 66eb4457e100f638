/**
 * Repair's points on the card in the playground, in Foundry's light and dark themes (SF-25): the
 * Starforged sample (Ren, with a glowcat at 3 of 4 health) rolls Repair (seeded dice) until a hit,
 * picks "At a facility" (named with its points on the trace), spends a point on the glowcat's health (3 → 4 on the trace, written on its
 * item), and undo gives the point back. Buttons at least 24 × 24, axe-core's WCAG 2.2 AA rules clean.
 * Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("Repair's points on the card in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-repair-");
  const lastCard = () => pg.lastCard();

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: a hit's points mend the glowcat, and undo gives the point back`, async () => {
      await pg.openRuleset(theme, "starforged");

      await pg.rollMoveUntil("Repair", null, /strong hit|weak hit/i, 30);
      const card = lastCard();
      const panel = card.locator(".vf-card__effects");
      await expect.poll(() => panel.locator(".vf-card__effects-choose").first().textContent()).toBe("Repair points: pick the situation");
      await card.screenshot({ path: screenshotPath(`card-repair-offered-${theme}`) });
      await panel.locator('button[data-repair="situation.facility"]').click();
      const heading = panel.locator(".vf-card__effects-choose").first();
      await expect.poll(() => heading.textContent()).toMatch(/^Repair points: [35] left$/);
      const before = Number(/(\d) left/.exec((await heading.textContent()) ?? "")?.[1]);

      await panel.locator('button[data-repair="buy.companionHealth"]').click();
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(2);
      // The situation writes nothing: its line names it and the points it gave.
      expect(await trace.nth(0).textContent()).toContain(`At a facility — ${before} repair points`);
      expect(await trace.nth(1).textContent()).toContain("+1 health: Glowcat (1 point) — Health of Glowcat 3 → 4");
      await expect.poll(() => heading.textContent()).toBe(`Repair points: ${before - 1} left`);
      for (const box of await card.locator(".vf-card__effects button").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await card.screenshot({ path: screenshotPath(`card-repair-spent-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      await panel.locator('button[data-action="undoEffect"]').click();
      await expect.poll(() => heading.textContent()).toBe(`Repair points: ${before} left`);
      expect(await trace.nth(1).textContent()).toContain("(undone)");
    });
  }
});
