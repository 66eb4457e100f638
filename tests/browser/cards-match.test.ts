/**
 * A Starforged strong hit with a match on a roll card in the playground, in Foundry's light and dark
 * themes (issue 22, SF-07): the sample Explore a Waypoint (its outcome texts our own short words, the
 * match clause inside the outcome's text as in Datasworn's Starforged moves; its effects the rules'
 * own) rolled with wits until a strong hit with a match; the card shows the match line, the strong
 * hit's text and its match clause together, and its effects panel still offers the strong hit's own
 * choice (before SF-07 a match dropped it; Make a Discovery itself is a move made at the table). axe-core's WCAG 2.2 AA rules stay clean over the
 * card. Screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations } from "../helpers/browser-page";
import { useCardsPage } from "../helpers/cards-page";

describeInChromium("a Starforged strong hit with a match in Chromium", () => {
  const pg = useCardsPage("vowforge-cards-match-");
  const lastCard = () => pg.lastCard();

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: the card shows the strong hit and its match clause, and still offers the strong hit's own choice`, async () => {
      await pg.openRuleset(theme, "starforged", 5);
      // A strong hit with a match comes about once in twenty rolls; the page's dice are seeded, so this is the same roll each run.
      await pg.rollMoveUntil("Explore a Waypoint", "stat.wits", /strong hit/i, 150, async (card) => (await card.locator(".vf-card__match").count()) > 0);
      const text = (await lastCard().textContent()) ?? "";
      expect(text).toContain("The place rewards a careful look");
      expect(text).toContain("something rarer waits here as well");
      const buttons = await lastCard().locator('.vf-card__effects button[data-action="applyEffect"]').allTextContents();
      expect(buttons.some((b) => /momentum/i.test(b)), `the strong hit's own choice is offered: ${buttons.join(" | ")}`).toBe(true);
      expect(await seriousViolations(pg.page, ".pg-message:last-child")).toEqual([]);
      await lastCard().screenshot({ path: screenshotPath(`card-strong-hit-match-${theme}`) });
    }, 240_000);
  }
});
