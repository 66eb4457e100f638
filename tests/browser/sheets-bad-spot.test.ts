/**
 * Starforged on the sheets page: Ren's Take Decisive Action against a combat track posts a progress card
 * that asks whether she acts from a bad spot; pressing "In a bad spot" runs the system's own card action
 * and the card's outcome drops one step, as the rules say (src/rules/bad-spot.ts). A playtest move name
 * typed in Ren's move search finds the published move. axe-core finds no serious or critical violation
 * on the card in either theme.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";
import { localize } from "../helpers/handlebars";
import { applyBadSpot } from "../../src/rules/bad-spot";
import { resolveProgressRoll, type ProgressRollResult } from "../../src/rules/challenge";
import { PLAYTEST_RENAMES } from "../../src/rules/playtest-names";
import { progressScore } from "../../src/rules/progress";

/** Ren's combat track in the sample data (playground/sheets/samples.ts): 28 ticks. */
const FIGHT_TICKS = 28;

describeInChromium("Starforged bad spot and playtest names on the sheets page in Chromium", () => {
  const pg = useSheetsPage(1);

  const ren = () => pg.page.locator('form[data-actor="ren"]');
  const lastCard = () => pg.page.locator(".pg-message").last();
  const outcomeText = async () => ((await lastCard().locator(".vf-card__outcome").textContent()) ?? "").trim();

  /** axe-core on the last card only (checked to be the card under test, so axe cannot pass on nothing). */
  async function cardViolations(theme: string): Promise<void> {
    const scoped = pg.page.locator(".pg-message:last-child");
    expect(await scoped.count()).toBe(1);
    expect(await scoped.textContent()).toBe(await lastCard().textContent());
    expect(await seriousViolations(pg.page, ".pg-message:last-child"), theme).toEqual([]);
  }

  /** Rolls Take Decisive Action on Ren's combat track; returns what the rules make of the card's dice. */
  async function rollDecisive(): Promise<ProgressRollResult> {
    await ren().getByRole("tab", { name: localize("VOWFORGE.Sheet.Tab.moves") }).click();
    const move = ren().locator(".vf-move", { hasText: "Take Decisive Action" });
    const before = await pg.page.locator(".pg-message").count();
    await move.locator('button[data-action="rollMoveProgress"]', { hasText: "Drive off the raiders" }).click();
    await expect.poll(() => pg.page.locator(".pg-message").count()).toBe(before + 1);
    const challenge = (await lastCard().locator(".vf-dice--challenge .vf-die .vf-die__value").allTextContents()).map((v) => Number(v.trim()));
    expect(challenge).toHaveLength(2);
    return resolveProgressRoll({ progress: progressScore(FIGHT_TICKS), challengeDice: [challenge[0], challenge[1]] });
  }

  for (const theme of ["light", "dark"] as const) {
    it(`a strong hit from a bad spot becomes the outcome one step lower (${theme} theme)`, async () => {
      let rolled: ProgressRollResult | null = null;
      for (let seed = 1; seed <= 60 && rolled === null; seed++) {
        await pg.open(`?seed=${seed}&theme=${theme}`);
        const result = await rollDecisive();
        if (result.outcome === "strongHit") rolled = result;
      }
      if (rolled === null) throw new Error("no seed up to 60 gives a strong hit");
      expect(await lastCard().textContent()).toContain("Take Decisive Action");
      expect(await outcomeText()).toBe(localize(`VOWFORGE.Outcome.${rolled.outcome}`));
      const badSpot = lastCard().locator('button[data-action="badSpot"]');
      expect(await badSpot.textContent()).toContain(localize("VOWFORGE.Card.Action.badSpot"));
      await cardViolations(theme);

      await badSpot.click();
      const dropped = applyBadSpot(rolled, true);
      expect(dropped.outcome).not.toBe(rolled.outcome);
      await expect.poll(outcomeText).toBe(localize(`VOWFORGE.Outcome.${dropped.outcome}`));
      expect(await lastCard().locator('button[data-action="badSpot"]').count()).toBe(0);
      await lastCard().screenshot({ path: screenshotPath(`sheets-card-bad-spot-${theme}`) });
      await cardViolations(theme);
    });
  }

  it("finds each published move by its playtest name in Ren's move search", async () => {
    await pg.open("?seed=1");
    await ren().getByRole("tab", { name: localize("VOWFORGE.Sheet.Tab.moves") }).click();
    const search = ren().getByLabel(localize("VOWFORGE.Sheet.Move.Search"));
    const listed = async () => (await ren().locator(".vf-move .vf-move__name").allTextContents()).map((n) => n.trim());
    // Every rename whose published move the sample list holds (Continue a Legacy at least).
    const all = await listed();
    const present = PLAYTEST_RENAMES.filter((r) => all.includes(r.published));
    expect(present.length).toBeGreaterThan(0);
    for (const rename of present) {
      await search.fill(rename.playtest);
      await expect.poll(listed).toEqual([rename.published]);
    }
    await search.fill("");
    await expect.poll(async () => (await listed()).length).toBe(all.length);
  });
});
