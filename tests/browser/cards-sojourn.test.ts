/**
 * Sojourn's recover picks on the card in the playground, in Foundry's light and dark themes (SF-26):
 * the Starforged sample (Ren, health 4, supply 3) rolls Sojourn (seeded dice) until a strong hit, takes
 * Heal and Resupply's supply as automatic strong hits (health 4 → 5, supply 3 → 5 on the trace), and
 * then the card offers no third pick; undo takes the last one back and offers the picks again, and
 * Hearten taken then, Ren's spirit already at its highest, says so on its trace line.
 * Buttons at least 24 × 24, axe-core's WCAG 2.2 AA rules clean. Screenshots go to
 * test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("Sojourn's recover picks on the card in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-sojourn-");
  const lastCard = () => pg.lastCard();

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: a strong hit's two picks heal and resupply Ren`, async () => {
      await pg.openRuleset(theme, "starforged");

      await pg.rollMoveUntil("Sojourn", null, /strong hit/i, 30);
      const card = lastCard();
      const panel = card.locator(".vf-card__effects");
      const picks = panel.locator('button[data-action="applyEffect"]');
      await expect.poll(() => picks.allTextContents()).toEqual([
        "Heal (automatic strong hit)",
        "Hearten (automatic strong hit)",
        "Resupply (automatic strong hit): Clear Unprepared, +1 Supply, or else +2 Supply",
        "Resupply (automatic strong hit): +1 Momentum",
      ]);
      await card.screenshot({ path: screenshotPath(`card-sojourn-offered-${theme}`) });

      const trace = panel.locator(".vf-card__effects-trace li");
      await picks.filter({ hasText: "Heal" }).click();
      await expect.poll(() => trace.count()).toBe(1);
      expect(await trace.first().textContent()).toContain("Heal (automatic strong hit) — Health 4 → 5");
      await picks.filter({ hasText: "+2 Supply" }).click();
      await expect.poll(() => trace.count()).toBe(2);
      expect(await trace.nth(1).textContent()).toContain("Supply 3 → 5");
      // Two picks on a strong hit: none is offered now.
      await expect.poll(() => picks.count()).toBe(0);
      for (const box of await card.locator(".vf-card__effects button").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await card.screenshot({ path: screenshotPath(`card-sojourn-applied-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      // Undo gives the last pick back.
      await panel.locator('button[data-action="undoEffect"]').click();
      await expect.poll(() => picks.count()).toBe(4);
      expect(await trace.nth(1).textContent()).toContain("(undone)");

      // Hearten at spirit 5 writes nothing: its line says why, in place of before and after.
      await picks.filter({ hasText: "Hearten" }).click();
      await expect.poll(() => trace.count()).toBe(3);
      const unchanged = ((await trace.nth(2).textContent()) ?? "").trim();
      expect(unchanged).toContain("Hearten (automatic strong hit) — Spirit already at its highest");
      expect(unchanged).not.toContain("— —");
      await card.screenshot({ path: screenshotPath(`card-sojourn-unchanged-${theme}`) });
    });
  }
});
