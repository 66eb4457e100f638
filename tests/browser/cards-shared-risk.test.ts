/**
 * The Augur card's shared-risk line (AU-20) in the playground, in Foundry's light and dark themes: the
 * Augur sample rolls with one assisting character entered in the roll dialog, and its card names the
 * one who shares the roll's risk; a roll with no assist has no such line. axe-core's WCAG 2.2 AA rules
 * clean. Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";
import { localize } from "../helpers/handlebars";

describeInChromium("the Augur card's shared risk in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-shared-risk-");

  /** Rolls the Augur sample's approach with `assists` assisting characters; returns the card. */
  async function rollWithAssists(assists: number) {
    await pg.page.locator('.pg-roll[data-action="rollStat"]').click();
    const dialog = pg.page.locator("dialog[open]");
    await dialog.waitFor();
    await dialog.locator('input[name="assists"]').fill(String(assists));
    const before = await pg.page.locator(".pg-message").count();
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => pg.page.locator(".pg-message").count()).toBe(before + 1);
    return pg.lastCard();
  }

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: one assist shares the risk, none shares nothing`, async () => {
      await pg.page.setViewportSize({ width: 1366, height: 900 });
      await pg.page.goto(`${pg.base}?seed=3&theme=${theme}`);
      await pg.page.waitForSelector('#app[data-ready="true"]');
      await pg.page.locator('input[data-role="ruleset"][value="augur"]').check();

      const shared = await rollWithAssists(1);
      const risk = shared.locator(".vf-card__line--sharedRisk");
      expect(((await risk.textContent()) ?? "").trim()).toBe(localize("VOWFORGE.Card.Threat.SharedRisk", { count: 1 }));
      await shared.screenshot({ path: screenshotPath(`card-shared-risk-${theme}`) });
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);

      const alone = await rollWithAssists(0);
      expect(await alone.locator(".vf-card__line--sharedRisk").count()).toBe(0);
    });
  }
});
