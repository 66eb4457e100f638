/**
 * The sheets page's starship and Sundered Isles flagship roll their meters: the flagship's hold-supply
 * button, pressed from the keyboard, opens the roll dialog for the sample Starforged character (Kira),
 * whose momentum goes into the roll; the card in the chat column names the ship and scores the action
 * die plus the hold's supply, as the rules engine computes from the card's own dice. axe-core in both
 * themes; screenshots go to test-results/screenshots/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";
import { sampleStarforged } from "../../playground/sheets/samples";
import { resolveActionRoll } from "../../src/rules/challenge";

const momentum = Number((sampleStarforged().system as { momentum: unknown }).momentum);

describeInChromium("a starship's meters rolled on the sheets page in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-ship-roll-", address: "sheets/?seed=5", sheets: true });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/sheets\/.*$/, "");
  });

  const flagship = () => page.locator('form[data-sheet="flagship"]');
  const lastCard = () => page.locator(".pg-message").last();
  const diceOf = async (group: string) =>
    (await lastCard().locator(`.vf-dice--${group} .vf-die .vf-die__value`).allTextContents()).map((v) => Number(v.trim()));

  for (const theme of ["light", "dark"] as const) {
    it(`rolls the flagship's hold supply with the Starforged character's momentum (${theme})`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}sheets/?seed=5&theme=${theme}`);
      await page.waitForSelector('#app[data-ready="true"]');
      const supply = Number(await flagship().locator('[data-meter="supply"] input').inputValue());
      await flagship().screenshot({ path: screenshotPath(`ship-roll-sheet-${theme}`) });
      const roll = flagship().getByRole("button", { name: "Roll +supply" });
      expect(await flagship().getByRole("button", { name: "Roll +integrity" }).count()).toBe(1);
      await roll.focus();
      await page.keyboard.press("Enter");
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor();
      expect(await seriousViolations(page, "dialog[open]", WCAG22_AA)).toEqual([]);
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);

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
      await page.screenshot({ path: screenshotPath(`ship-roll-card-${theme}`), fullPage: true });
      expect(await seriousViolations(page, 'form[data-sheet="flagship"]', WCAG22_AA)).toEqual([]);
      expect(await seriousViolations(page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }

  it("rolls the starship's integrity too", async () => {
    await page.goto(`${base}sheets/?seed=5`);
    await page.waitForSelector('#app[data-ready="true"]');
    const ship = page.locator('form[data-sheet="starship"]');
    const integrity = Number(await ship.locator('[data-meter="integrity"] input').inputValue());
    await ship.getByRole("button", { name: "Roll +integrity" }).click();
    await page.locator('dialog[open] button[type="submit"]').click();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    const text = (await lastCard().textContent()) ?? "";
    expect(text).toContain(`Wayfarer: +integrity ${integrity}`);
  });
});
