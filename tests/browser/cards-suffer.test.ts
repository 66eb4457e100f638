/**
 * A suffer move finished from the card in the playground, in Foundry's light and dark themes: Face
 * Danger rolled (seeded dice) until a weak hit, Endure Harm picked from its choice, the character's
 * health changed and the trace written, then the card's "Roll Endure Harm" button opens the roll
 * dialog for that move (the higher of health and iron) and posts its own card; once rolled, the first
 * card offers the roll no more. A loss that only partly fits (Starforged Endure Harm's miss, Lose
 * Momentum (-2) at momentum -5) takes what fits and its trace line names the rest with what Lose
 * Momentum asks for it. Endure Harm's miss at health 0: its "-1 health" option is Lose Momentum (-1)
 * (docs/rulings.md, SF-28), the button saying so and the trace naming the momentum lost. Buttons at
 * least 24 × 24, axe-core's WCAG 2.2 AA rules clean.
 * Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("a suffer move rolled from the card in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-suffer-");
  const lastCard = () => pg.lastCard();
  const health = async () => Number(/Health (\d+)/.exec((await pg.page.locator('[data-field="meters"]').textContent()) ?? "")?.[1] ?? Number.NaN);

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: Face Danger's weak hit, Endure Harm picked, its roll posted`, async () => {
      await pg.page.setViewportSize({ width: 1366, height: 900 });
      await pg.page.goto(`${pg.base}?seed=3&theme=${theme}`);
      await pg.page.waitForSelector('#app[data-ready="true"]');
      await pg.page.locator('input[data-role="ruleset"][value="ironsworn"]').check();
      await pg.faceDangerWeakHit();
      const card = lastCard();
      const panel = card.locator(".vf-card__effects");
      await card.screenshot({ path: screenshotPath(`card-suffer-offered-${theme}`) });

      const before = await health();
      await panel.locator('button[data-action="applyEffect"]', { hasText: "Endure Harm (-1)" }).click();
      await expect.poll(health).toBe(before - 1);
      await expect.poll(() => panel.locator(".vf-card__effects-trace li").count()).toBe(1);
      const line = (await panel.locator(".vf-card__effects-trace li").first().textContent()) ?? "";
      expect(line).toContain(`${before} → ${before - 1}`);

      // The suffer move's own roll, with the higher of health and iron (the sample's iron is 1).
      const roll = panel.locator('button[data-action="rollSufferMove"]');
      await expect.poll(() => roll.count()).toBe(1);
      expect(((await roll.textContent()) ?? "").trim()).toBe(`Roll Endure Harm with Health (${before - 1})`);
      for (const box of await panel.locator("button").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await card.screenshot({ path: screenshotPath(`card-suffer-applied-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      const cards = await pg.page.locator(".pg-message").count();
      await roll.click();
      const dialog = pg.page.locator("dialog[open]");
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain("Endure Harm");
      await pg.rollFromDialog(null);
      await expect.poll(() => pg.page.locator(".pg-message").count()).toBe(cards + 1);
      const suffer = lastCard();
      expect(((await suffer.locator(".vf-card__title").textContent()) ?? "").trim()).toBe("Endure Harm");
      // Rolled with health, the higher.
      expect((await suffer.textContent()) ?? "").toMatch(/Health/);
      await suffer.screenshot({ path: screenshotPath(`card-suffer-rolled-${theme}`) });
      // The first card offers the roll no more: the character has rolled since.
      expect(await pg.page.locator(".pg-message").nth(cards - 1).locator('button[data-action="rollSufferMove"]').count()).toBe(0);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: Lose Momentum (-2) at momentum -5 takes 1 and names the rest (Starforged)`, async () => {
      await pg.openRuleset(theme, "starforged");
      await pg.page.evaluate(() => {
        const app = Reflect.get(window, "vowforgePlayground") as { characters: { starforged: { momentum: number } } };
        app.characters.starforged.momentum = -5;
      });
      await pg.rollMoveUntil("Endure Harm", null, /miss/i, 30);
      const panel = lastCard().locator(".vf-card__effects");
      await panel.locator('button[data-action="applyEffect"]', { hasText: "Lose Momentum (-2)" }).click();
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(1);
      const line = ((await trace.first().textContent()) ?? "").replace(/\s+/g, " ").trim();
      expect(line).toContain(
        "Lose Momentum (-2) — Momentum -5 → -6; Momentum at its minimum (-6), -1 left over: apply the cost to a different suffer move, or clear progress (Lose Momentum)",
      );
      await lastCard().screenshot({ path: screenshotPath(`card-suffer-leftover-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: Endure Harm's miss at health 0, the additional -1 health is Lose Momentum (-1) (Starforged)`, async () => {
      await pg.openRuleset(theme, "starforged");
      await pg.page.evaluate(() => {
        const app = Reflect.get(window, "vowforgePlayground") as { characters: { starforged: { momentum: number; meters: { health: number } } } };
        app.characters.starforged.meters.health = 0;
        app.characters.starforged.momentum = 3;
      });
      await pg.rollMoveUntil("Endure Harm", null, /miss/i, 30);
      const panel = lastCard().locator(".vf-card__effects");
      await panel.locator('button[data-action="applyEffect"]', { hasText: "-1 Health, or else Lose Momentum (-1)" }).click();
      const trace = panel.locator(".vf-card__effects-trace li");
      await expect.poll(() => trace.count()).toBe(1);
      const line = ((await trace.first().textContent()) ?? "").replace(/\s+/g, " ").trim();
      expect(line).toContain("-1 Health, or else Lose Momentum (-1) — Momentum 3 → 2");
      await lastCard().screenshot({ path: screenshotPath(`card-suffer-additional-at-zero-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }
});
