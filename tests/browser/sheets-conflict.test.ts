/**
 * The team conflict sheet on the sheets page in Chromium: back to preparation with undo, the opponents
 * set up from the sheet, a preparatory action rolled with the page's dice and one entered by hand, a
 * round played from the form whose result the rules confirm, the round in the log with its dice, the
 * aftermath in words, and axe-core finding no serious or critical violation.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage } from "../helpers/browser-page";
import { resolveTeamRound } from "../../src/rules/team-conflict";
import { teamConflictLearning } from "../../src/rules/team-conflict-conditions";
import { localize } from "../helpers/handlebars";

const ORRIN = "Actor.stOrrin";

describeInChromium("conflict sheet in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-conflict-", address: "sheets/?seed=5", sheets: true });
  const consoleErrors = browser.consoleErrors;
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  const docks = () => page.locator('form[data-actor="docks"]');
  const notice = () => page.locator('[data-role="notice"]');

  it("undoes the sample back to preparation, where the sides can be set up", async () => {
    const sheet = docks();
    expect(await sheet.locator(".vf-cf-log__round").count()).toBe(1);
    await sheet.getByRole("button", { name: "Undo the last event" }).click();
    await expect.poll(() => sheet.locator(".vf-cf-log__round").count()).toBe(0);
    await sheet.getByRole("button", { name: "Undo the last event" }).click();
    await expect.poll(() => sheet.locator(".vf-rs-status").textContent()).toContain("Preparation");

    await sheet.getByLabel("New opponent").fill("Harbour guard");
    await sheet.getByRole("button", { name: "Add the opponent" }).click();
    await expect.poll(() => sheet.locator('[data-cf="opp-name|1"]').inputValue()).toBe("Harbour guard");
    await sheet.getByLabel("New trait for Harbour guard").fill("Halberd");
    await sheet.getByRole("button", { name: "Add a trait to Harbour guard" }).click();
    await expect.poll(() => sheet.locator('[data-cf="trait-name|1|0"]').inputValue()).toBe("Halberd");
    await sheet.locator('[data-cf="opp-name|1"]').fill("Harbour watch");
    await sheet.getByRole("button", { name: "Rename Harbour guard" }).click();
    await expect.poll(() => sheet.locator('[data-cf="opp-name|1"]').inputValue()).toBe("Harbour watch");
    await sheet.getByRole("button", { name: "Remove Harbour watch" }).click();
    await expect.poll(() => sheet.locator('[data-cf="opp-name|1"]').count()).toBe(0);
    expect(await notice().textContent()).toBe("");
    await sheet.screenshot({ path: screenshotPath("conflict-preparation") });

    expect(await seriousViolations(page)).toEqual([]);
  });

  it("rolls a preparatory action with the page's dice, then enters one by hand after undoing it", async () => {
    const sheet = docks();
    await sheet.locator(`[data-cf="prep-action|${ORRIN}"]`).selectOption("scout");
    await sheet.getByRole("button", { name: "Roll d6 for the preparatory action of Orrin Flint" }).click();
    await expect.poll(() => sheet.locator(".vf-cf-prep-results li").count()).toBe(1);
    expect(await sheet.locator(".vf-cf-prep-results li").textContent()).toMatch(/Orrin Flint: Scout, die [1-6]\./);
    expect(await sheet.locator(`[data-cf="prep-action|${ORRIN}"]`).count()).toBe(0);

    await sheet.getByRole("button", { name: "Undo the last event" }).click();
    await expect.poll(() => sheet.locator(".vf-cf-prep-results li").count()).toBe(0);
    await sheet.locator(`[data-cf="prep-action|${ORRIN}"]`).selectOption("fortify");
    await sheet.locator(`[data-cf="prep-die|${ORRIN}"]`).selectOption("4");
    await sheet.getByRole("button", { name: "Record the die for the preparatory action of Orrin Flint" }).click();
    await expect.poll(() => sheet.locator(".vf-cf-prep-results li").textContent()).toContain("Orrin Flint: Fortify, die 4.");
    expect(await sheet.locator(".vf-cf-prep-results li").textContent()).toContain("+1 Defense in round 1.");
  });

  it("plays a round from the form and shows it in the log, then the aftermath", async () => {
    const sheet = docks();
    await sheet.getByRole("button", { name: "Start the rounds" }).click();
    await expect.poll(() => sheet.locator("[data-round-form]").count()).toBe(1);
    expect(await sheet.locator("[data-round-form]").textContent()).toContain("Already counted for the Players: Advance 0, Defense +1.");

    // Orrin's sheet: Winded (a minor condition) and one major condition, shown on his line and applied.
    expect(await sheet.locator('[data-conditions="0"]').textContent()).toBe("Minor: Winded · Major conditions: 1");
    expect(await sheet.locator('[data-cf="bonus|pa"]').inputValue()).toBe("-1");
    expect(await sheet.locator('[data-cf="disadvantage|pa"]').isChecked()).toBe(true);
    expect(await sheet.locator('[data-cf="disadvantage|pd"]').isChecked()).toBe(false);
    // One relevant flaw counted by the GM makes two sources: both rolls at disadvantage.
    // The flaws stepper: − is spent at none, + saves one more at once.
    expect(await sheet.getByRole("button", { name: localize("VOWFORGE.Sheet.Meter.Decrease", { meter: "Relevant flaws of Orrin Flint" }) }).isDisabled()).toBe(true);
    await sheet.getByRole("button", { name: localize("VOWFORGE.Sheet.Meter.Increase", { meter: "Relevant flaws of Orrin Flint" }) }).click();
    await expect.poll(() => sheet.locator('[data-conditions="0"]').textContent()).toBe("Minor: Winded · Relevant flaws: 1 · Major conditions: 1");
    expect(await sheet.locator("[data-team-penalties]").textContent()).toContain("both Advance and Defense at disadvantage");
    expect(await sheet.locator('[data-cf="disadvantage|pd"]').isChecked()).toBe(true);
    await sheet.screenshot({ path: screenshotPath("conflict-conditions") });
    await sheet.locator('[data-cf="die|pa"]').selectOption("4");
    await sheet.locator('[data-cf="die|pd"]').selectOption("4");
    await sheet.locator('[data-cf="die|oa"]').selectOption("5");
    await sheet.locator('[data-cf="die|od"]').selectOption("2");
    // The round's bonus steppers change the field only; Play round reads it.
    await sheet.getByRole("button", { name: localize("VOWFORGE.Sheet.Meter.Decrease", { meter: localize("VOWFORGE.Conflict.FIELDS.events.element.opponents.bonusA.label") }) }).click();
    expect(await sheet.locator('[data-cf="bonus|oa"]').inputValue()).toBe("-1");
    await sheet.locator(`[data-cf="action|${ORRIN}"]`).selectOption("progress");
    await sheet.locator('[data-cf="opp-action|smugglers"]').selectOption("block");
    await sheet.getByRole("button", { name: "Play the round" }).click();

    const expected = resolveTeamRound({
      players: { advance: 4, defense: 4, bonusA: -1, bonusD: 1, actions: ["progress"] },
      opponents: { advance: 5, defense: 2, bonusA: -1, actions: ["block"] },
    });
    expect(expected.outcome).toBe("win");
    const entry = sheet.locator(".vf-cf-log__round");
    await expect.poll(() => entry.count()).toBe(1);
    const text = (await entry.textContent()) ?? "";
    expect(text).toContain("Round 1: Win");
    expect(text).toContain(`Players: Advance 4 (total ${expected.players.advance}), Defense 4 (total ${expected.players.defense}); Orrin Flint: Progress.`);
    expect(text).toContain(`Opponents: Advance 5 (total ${expected.opponents.advance}), Defense 2 (total ${expected.opponents.defense}); The smugglers: Block.`);
    const aftermath = sheet.locator(".vf-cf-aftermath");
    expect(await aftermath.textContent()).toContain("The players win");
    expect(await aftermath.textContent()).toContain("Orrin Flint (strikes: 0): no condition.");
    expect(await aftermath.textContent()).toContain("The team owes no concession.");
    expect(await notice().textContent()).toBe("");
    await sheet.screenshot({ path: screenshotPath("conflict-aftermath") });

    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("after the conflict, rolls one die per unknown skill used and learns one skill per 6 on Orrin's sheet", async () => {
    const sheet = docks();
    const learn = sheet.locator(`[data-learning="${ORRIN}"]`);
    await expect.poll(() => learn.count()).toBe(1);
    // Haggling is on Orrin's sheet, not known: it is offered to tick; the others are typed.
    await learn.getByLabel("Haggling").check();
    await learn.getByLabel("Other skills used, separated by commas").fill("Climbing, Swimming, Rowing, Knots, Riding, Tracking, Cooking");
    await sheet.getByRole("button", { name: "Roll to learn for Orrin Flint" }).click();
    await expect.poll(() => learn.textContent()).toContain("Dice:");
    const text = (await learn.textContent()) ?? "";
    const skills = ["Haggling", "Climbing", "Swimming", "Rowing", "Knots", "Riding", "Tracking", "Cooking"];
    const dice = skills.map((skill) => Number(new RegExp(`${skill} ([1-6])`).exec(text)?.[1]));
    const { learns } = teamConflictLearning(skills, dice);
    // The page's seed gives this roll at least one 6, so the picking is seen.
    expect(learns).toBeGreaterThan(0);
    expect(text).toContain(`6s rolled: ${learns}; still to learn: ${learns}.`);
    const sixes = skills.filter((_, i) => dice[i] === 6);
    expect(sixes.length).toBe(learns);
    await expect.poll(() => learn.getByRole("button").count()).toBe(skills.length);
    await sheet.screenshot({ path: screenshotPath("conflict-learning") });

    await learn.getByRole("button", { name: "Orrin Flint learns Haggling" }).click();
    await expect.poll(() => learn.textContent()).toContain("Orrin Flint learnt Haggling.");
    // Haggling is now skilled on Orrin's own sheet, and the chat says so.
    const orrin = page.locator('form[data-actor="orrin"]');
    expect(await orrin.locator(".vf-rs-roll", { hasText: "Haggling" }).getAttribute("class")).not.toContain("vf-rs-roll--unskilled");
    const card = page.locator('[data-role="chat-log"] [data-kind="learnt"]').last();
    expect(await card.textContent()).toContain("Orrin Flint now knows Haggling.");
    // With every 6 used, no more skill is offered; otherwise the rest stay offered.
    expect(await learn.getByRole("button").count()).toBe(learns > 1 ? skills.length - 1 : 0);
    expect(await notice().textContent()).toBe("");
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it("reads well in the dark theme too: the conditions, the aftermath and the learning, with no serious axe violation", async () => {
    await page.locator('[data-role="theme"]').check();
    await expect.poll(() => page.evaluate(() => document.body.className)).toContain("theme-dark");
    await docks().screenshot({ path: screenshotPath("conflict-learning-dark") });
    expect(await seriousViolations(page, 'form[data-actor="docks"]')).toEqual([]);
    // Every control of the conflict sheet is at least 24 by 24 pixels.
    const small = await docks()
      .locator("button, select, input")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && (r.width < 24 || r.height < 24)).length);
    expect(small).toBe(0);
    await page.locator('[data-role="theme"]').uncheck();
  });
});
