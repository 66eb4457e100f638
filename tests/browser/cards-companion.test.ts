/**
 * A companion hurt from the card in the playground, in Foundry's light and dark themes: the Starforged
 * sample (Ren, with a glowcat at 3 of 4 health) rolls Face Danger (seeded dice) until a weak hit and
 * picks Companion Takes a Hit from its suffer choice; the glowcat's health, written on its item, drops
 * by one, which the trace shows, and a second weak hit's companion harm starts from the lowered
 * health (the card read it back from the item). Companion Takes a Hit's weak hit, rolled with the
 * glowcat's health, offers Lose Momentum for +1 health and writes both. Buttons at least 24 × 24, axe-core's WCAG 2.2 AA
 * rules clean. Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("a companion hurt from the card in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-companion-");
  const lastCard = () => pg.lastCard();

  /** Picks Companion Takes a Hit on the last card and returns its trace line. */
  async function hurtCompanion(): Promise<string> {
    const panel = lastCard().locator(".vf-card__effects");
    await panel.locator('button[data-action="applyEffect"]', { hasText: "Companion Takes a Hit" }).click();
    await expect.poll(() => panel.locator(".vf-card__effects-trace li").count()).toBe(1);
    return (await panel.locator(".vf-card__effects-trace li").first().textContent()) ?? "";
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: Face Danger's weak hit lowers the glowcat's health`, async () => {
      await pg.page.setViewportSize({ width: 1366, height: 900 });
      await pg.page.goto(`${pg.base}?seed=3&theme=${theme}`);
      await pg.page.waitForSelector('#app[data-ready="true"]');
      await pg.page.locator('input[data-role="ruleset"][value="starforged"]').check();

      await pg.faceDangerWeakHit();
      const card = lastCard();
      await card.screenshot({ path: screenshotPath(`card-companion-offered-${theme}`) });
      const first = await hurtCompanion();
      expect(first).toContain("Health of Glowcat");
      expect(first).toContain("3 → 2");
      for (const box of await card.locator(".vf-card__effects button").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.width).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await card.screenshot({ path: screenshotPath(`card-companion-applied-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      // The next weak hit's companion harm starts from the health the first one wrote on the item.
      await pg.faceDangerWeakHit();
      expect(await hurtCompanion()).toContain("2 → 1");
    });
  }

  it("Companion Takes a Hit's weak hit offers Lose Momentum for +1 health to the glowcat above 0", async () => {
    await pg.page.goto(`${pg.base}?seed=3&theme=dark`);
    await pg.page.waitForSelector('#app[data-ready="true"]');
    await pg.page.locator('input[data-role="ruleset"][value="starforged"]').check();
    await pg.page.locator('select[data-role="move"]').selectOption({ label: "Companion Takes a Hit" });
    let weak = false;
    for (let i = 0; i < 20 && !weak; i++) {
      await pg.page.locator('.pg-roll[data-action="rollMove"]').click();
      await pg.rollFromDialog(null);
      weak = /weak hit/i.test((await lastCard().locator(".vf-card__outcome").textContent()) ?? "");
    }
    expect(weak).toBe(true);
    const panel = lastCard().locator(".vf-card__effects");
    const offer = panel.locator('button[data-action="applyEffect"]');
    await expect.poll(() => offer.allTextContents()).toEqual(["Lose Momentum (-1), +1 Companion health"]);
    await lastCard().screenshot({ path: screenshotPath("card-companion-weak-hit-dark") });
    await offer.click();
    await expect.poll(() => panel.locator(".vf-card__effects-trace li").count()).toBe(1);
    const trace = (await panel.locator(".vf-card__effects-trace li").first().textContent()) ?? "";
    expect(trace).toContain("Health of Glowcat 3 → 4");
    expect(trace).toContain("Momentum 4 → 3");
    expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);
  });
});
