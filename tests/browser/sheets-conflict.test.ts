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
    await sheet.locator('[data-cf="die|pa"]').selectOption("3");
    await sheet.locator('[data-cf="die|pd"]').selectOption("4");
    await sheet.locator('[data-cf="die|oa"]').selectOption("5");
    await sheet.locator('[data-cf="die|od"]').selectOption("2");
    await sheet.locator('[data-cf="bonus|oa"]').fill("-1");
    await sheet.locator(`[data-cf="action|${ORRIN}"]`).selectOption("progress");
    await sheet.locator('[data-cf="opp-action|smugglers"]').selectOption("block");
    await sheet.getByRole("button", { name: "Play the round" }).click();

    const expected = resolveTeamRound({
      players: { advance: 3, defense: 4, bonusD: 1, actions: ["progress"] },
      opponents: { advance: 5, defense: 2, bonusA: -1, actions: ["block"] },
    });
    expect(expected.outcome).toBe("win");
    const entry = sheet.locator(".vf-cf-log__round");
    await expect.poll(() => entry.count()).toBe(1);
    const text = (await entry.textContent()) ?? "";
    expect(text).toContain("Round 1: Win");
    expect(text).toContain(`Players: Advance 3 (total ${expected.players.advance}), Defense 4 (total ${expected.players.defense}); Orrin Flint: Progress.`);
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
});
