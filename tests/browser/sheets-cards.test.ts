/**
 * The sheets page's chat cards are live: their buttons run the system's own card actions
 * (applyCardActionHere) on the page's sample characters. Burning momentum resets Kaila's momentum,
 * +momentum raises it, a Forged Ties card offers no push after the roll and "Mark harm" writes his harm.
 * Seeds are tried in turn until the roll offers the button (the page's dice are seeded).
 */
import { type Locator } from "playwright-core";
import { expect, it } from "vitest";
import { describeInChromium } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";

describeInChromium("sheets page chat cards in Chromium", () => {
  const pg = useSheetsPage(1);

  const kaila = () => pg.page.locator('form[data-actor="kaila"]');
  const brannoc = () => pg.page.locator('form[data-actor="brannoc"]');
  const lastCard = () => pg.page.locator(".pg-message").last();

  async function open(seed: number): Promise<void> {
    await pg.open(`?seed=${seed}`);
  }

  async function rollThroughDialog(): Promise<void> {
    await pg.page.locator("dialog[open]").waitFor();
    await pg.page.locator('dialog[open] button[type="submit"]').click();
    await expect.poll(() => pg.page.locator("dialog[open]").count()).toBe(0);
  }

  /** Opens seeds from 1 until `roll` posts a card with the `action` button (with `text`, if given); returns that button. */
  async function seedOffering(action: string, roll: () => Promise<void>, text?: RegExp): Promise<Locator> {
    for (let seed = 1; seed <= 60; seed++) {
      await open(seed);
      await roll();
      const button = lastCard().locator(`button[data-action="${action}"]`, text ? { hasText: text } : {});
      if ((await button.count()) > 0) return button.first();
    }
    throw new Error(`no seed up to 60 offers ${action}`);
  }

  const momentum = async () => Number(await kaila().locator('[data-meter="momentum"] input').inputValue());

  it("burns Kaila's momentum from the card, resetting it on her sheet", async () => {
    const burn = await seedOffering("burnMomentum", async () => {
      await kaila().locator('button[data-action="roll"][data-stat="iron"]').click();
      await rollThroughDialog();
    });
    expect(await momentum()).toBe(5);
    await burn.click();
    await expect.poll(momentum).toBe(1);
    expect(await lastCard().locator('button[data-action="burnMomentum"]').count()).toBe(0);
  });

  it("takes +momentum from a move card's outcome effects onto Kaila's sheet", async () => {
    // The page's Gather Information carries the published move's effects: +2 / +1 momentum on a hit.
    const take = await seedOffering("applyEffect", async () => {
      await kaila().getByRole("tab", { name: "Moves" }).click();
      await kaila().getByRole("button", { name: "Roll Gather Information" }).click();
      await rollThroughDialog();
    }, /momentum/i);
    const before = await momentum();
    await take.click();
    await expect.poll(momentum).toBeGreaterThan(before);
  });

  it("offers no push on a Forged Ties card once the dice are shown (FT-07)", async () => {
    for (let seed = 1; seed <= 3; seed++) {
      await open(seed);
      await brannoc().locator('button[data-action="roll"]').first().click();
      await rollThroughDialog();
      await lastCard().locator("article").waitFor();
      expect(await lastCard().locator('button[data-action="push"]').count()).toBe(0);
    }
  });

  it("marks harm from a Forged Ties card, naming it", async () => {
    const mark = await seedOffering("markHarm", async () => {
      await brannoc().locator('button[data-action="roll"]').first().click();
      await rollThroughDialog();
    });
    await mark.click();
    const prompt = pg.page.locator('dialog[open] input[name="harmName"]');
    await prompt.fill("Cracked rib");
    await prompt.press("Enter");
    await expect.poll(() => brannoc().locator(".vf-ft-harm").textContent()).toContain("Cracked rib");
    // A hang-only limit: the first seed offering Mark harm is the 7th, and each seed loads the whole
    // sheets page again, which takes seconds on a loaded machine.
  }, 120_000);
});
