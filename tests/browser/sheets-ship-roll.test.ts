/**
 * The sheets page's starship and Sundered Isles flagship roll their meters: the flagship's hold-supply
 * button, pressed from the keyboard, opens the roll dialog for the sample Starforged character (Kira),
 * whose momentum goes into the roll; the card in the chat column names the ship and scores the action
 * die plus the hold's supply, as the rules engine computes from the card's own dice. axe-core in both
 * themes; screenshots go to test-results/screenshots/.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";
import { sampleStarforged } from "../../playground/sheets/samples";
import { resolveActionRoll } from "../../src/rules/challenge";

const momentum = Number((sampleStarforged().system as { momentum: unknown }).momentum);

describeInChromium("a starship's meters rolled on the sheets page in Chromium", () => {
  const pg = useSheetsPage(5);

  const flagship = () => pg.page.locator('form[data-sheet="flagship"]');
  const lastCard = () => pg.page.locator(".pg-message").last();
  const diceOf = async (group: string) =>
    (await lastCard().locator(`.vf-dice--${group} .vf-die .vf-die__value`).allTextContents()).map((v) => Number(v.trim()));

  for (const theme of ["light", "dark"] as const) {
    it(`rolls the flagship's hold supply with the Starforged character's momentum (${theme})`, async () => {
      await pg.page.setViewportSize({ width: 1280, height: 900 });
      await pg.open(`?seed=5&theme=${theme}`);
      const supply = Number(await flagship().locator('[data-meter="supply"] input').inputValue());
      await flagship().screenshot({ path: screenshotPath(`ship-roll-sheet-${theme}`) });
      const roll = flagship().getByRole("button", { name: "Roll +supply" });
      expect(await flagship().getByRole("button", { name: "Roll +integrity" }).count()).toBe(1);
      await roll.focus();
      await pg.page.keyboard.press("Enter");
      const dialog = pg.page.locator("dialog[open]");
      await dialog.waitFor();
      expect(await seriousViolations(pg.page, "dialog[open]", WCAG22_AA)).toEqual([]);
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => pg.page.locator("dialog[open]").count()).toBe(0);

      const card = lastCard();
      expect(await card.locator(".vf-card__title").textContent()).toContain("The Gull's Due");
      const [actionDie] = await diceOf("action");
      const challenge = await diceOf("challenge");
      const rolled = resolveActionRoll({ actionDie, stat: supply, momentum, challengeDice: [challenge[0], challenge[1]] });
      const scoreLine = (await card.locator(".vf-card__line--score, .vf-card__line").allTextContents()).join(" ");
      expect(scoreLine).toContain(`Action score ${rolled.score} (die ${actionDie} + The Gull's Due: +supply ${supply}`);
      expect(await card.locator(".vf-card__outcome").getAttribute("class")).toContain(`vf-outcome--${rolled.outcome}`);
      // The character's momentum is in the roll: the card offers to burn it exactly when the rules do.
      expect(await card.locator('button[data-action="burnMomentum"]').count()).toBe(rolled.burn ? 1 : 0);
      await pg.page.screenshot({ path: screenshotPath(`ship-roll-card-${theme}`), fullPage: true });
      expect(await seriousViolations(pg.page, 'form[data-sheet="flagship"]', WCAG22_AA)).toEqual([]);
      expect(await seriousViolations(pg.page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }

  it("rolls the starship's integrity too", async () => {
    await pg.open(`?seed=5`);
    const ship = pg.page.locator('form[data-sheet="starship"]');
    const integrity = Number(await ship.locator('[data-meter="integrity"] input').inputValue());
    await ship.getByRole("button", { name: "Roll +integrity" }).click();
    await pg.page.locator('dialog[open] button[type="submit"]').click();
    await expect.poll(() => pg.page.locator("dialog[open]").count()).toBe(0);
    const text = (await lastCard().textContent()) ?? "";
    expect(text).toContain(`Wayfarer: +integrity ${integrity}`);
  });
});
