/**
 * A companion hurt from the card in the playground, in Foundry's light and dark themes: the Starforged
 * sample (Ren, with a glowcat at 3 of 4 health) rolls Face Danger (seeded dice) until a weak hit and
 * picks Companion Takes a Hit from its suffer choice; the glowcat's health, written on its item, drops
 * by one, which the trace shows, and a second weak hit's companion harm starts from the lowered
 * health (the card read it back from the item). Companion Takes a Hit's weak hit, rolled with the
 * glowcat's health, offers Lose Momentum for +1 health and writes both. With a second companion (an
 * owl) hurt from the card, the card's "Roll Companion Takes a Hit" opens the roll dialog on the owl's
 * roll (heart, compared with the owl's lowered health), not the glowcat's. Buttons at least 24 × 24,
 * axe-core's WCAG 2.2 AA rules clean. Screenshots go to test-results/screenshots/.
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

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: the roll of the owl's Companion Takes a Hit opens on the owl's, not the glowcat's`, async () => {
      await pg.page.goto(`${pg.base}?seed=3&theme=${theme}`);
      await pg.page.waitForSelector('#app[data-ready="true"]');
      await pg.page.locator('input[data-role="ruleset"][value="starforged"]').check();
      await pg.page.evaluate(() => {
        const app = Reflect.get(window, "vowforgePlayground") as { characters: { starforged: { companions: unknown[] } } };
        app.characters.starforged.companions.push({
          id: "owl",
          name: "Owl",
          type: "asset",
          system: { dataswornId: "", category: "Companion", abilities: [], meter: { enabled: true, label: "Health", value: 2, min: 0, max: 3 } },
          flags: {},
        });
      });
      await pg.faceDangerWeakHit();
      const panel = lastCard().locator(".vf-card__effects");
      await panel.locator('button[data-action="applyEffect"]', { hasText: "Companion Takes a Hit (-1): Owl" }).click();
      await expect.poll(() => panel.locator(".vf-card__effects-trace li").count()).toBe(1);
      const roll = panel.locator('button[data-action="rollSufferMove"]');
      expect(await roll.getAttribute("data-companion")).toBe("owl");
      expect(((await roll.textContent()) ?? "").trim()).toBe("Resist: roll Companion Takes a Hit with Heart (2)");
      await roll.click();
      const dialog = pg.page.locator("dialog[open]");
      await dialog.waitFor();
      const picked = await dialog.locator('select[name="option"]').evaluate((el) => {
        const select = el as HTMLSelectElement;
        return select.selectedOptions[0]?.textContent?.replace(/\s+/g, " ").trim() ?? "";
      });
      // Heart (+2) beats the owl's 1, and is compared with the owl's health, not the glowcat's (3).
      expect(picked).toBe("Heart (+2), the higher of Owl (Health) (+1) and Heart (+2)");
      await dialog.screenshot({ path: screenshotPath(`dialog-companion-suffer-roll-${theme}`) });
      expect(await seriousViolations(pg.page, "dialog[open]", WCAG22_AA)).toEqual([]);
      await pg.rollFromDialog(null);
    });
  }
});
