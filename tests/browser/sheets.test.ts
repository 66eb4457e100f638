/**
 * The sheets page in Chromium: the real character sheet templates for a sample Ironsworn and a sample
 * Starforged character. Meters move and stop at their ends, progress marks by rank, momentum burns
 * to its reset, a stat and a move roll through the roll dialog into a card, a track's progress roll
 * posts a card with its score; the Forged Ties, Augur and Strike! sheets roll a skill or approach into a
 * card whose outcome the rules confirm, and their buttons run the track operations; axe-core finds no
 * serious or critical violation.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { type Locator, type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage } from "../helpers/browser-page";
import { localize } from "../helpers/handlebars";
import { resolveActionRoll, resolveProgressRoll } from "../../src/rules/challenge";
import { resolvePoolRoll } from "../../src/rules/pool";
import { resolveStrikeRoll } from "../../src/rules/strike";
import { resolveThreatRoll } from "../../src/rules/threat";

describeInChromium("sheets page in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-sheets-", address: "sheets/?seed=11", sheets: true });
  const consoleErrors = browser.consoleErrors;
  let page: Page;

  beforeAll(async () => {
    page = browser.page;
  });

  const kaila = () => page.locator('form[data-actor="kaila"]');
  const ren = () => page.locator('form[data-actor="ren"]');
  const lastCard = () => page.locator(".pg-message").last();

  async function rollThroughDialog(): Promise<void> {
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor();
    await dialog.locator('button[type="submit"]').click();
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
  }

  async function dice(card: Locator, group: string): Promise<number[]> {
    return (await card.locator(`.vf-dice--${group} .vf-die .vf-die__value`).allTextContents()).map((v) => Number(v.trim()));
  }

  it("shows both sample characters on the real templates, without console errors", async () => {
    await expect.poll(() => kaila().locator(".vf-sheet__name").inputValue()).toBe("Kaila Ashborn");
    expect(await ren().locator('input[name="system.ruleset"]:checked').inputValue()).toBe("starforged");
    expect(await kaila().locator(".vf-conditions legend").textContent()).toBe("Debilities");
    expect(await ren().locator(".vf-conditions legend").textContent()).toBe("Impacts");
    // Only the open tab's panel is drawn: the legacy tracks appear once their tab is opened.
    expect(await ren().locator(".vf-legacies .vf-track").count()).toBe(0);
    await ren().locator('[data-action="tab"][data-tab="legacies"]').click();
    await expect.poll(() => ren().locator(".vf-legacies .vf-track").count()).toBe(3);
    await ren().locator('[data-action="tab"][data-tab="tracks"]').click();
    await expect.poll(() => ren().locator(".vf-tracks .vf-panel__bar").count()).toBe(1);
    await page.screenshot({ path: screenshotPath("sheets"), fullPage: true });
    expect(consoleErrors).toEqual([]);
  });

  it("moves a meter with its buttons and stops at the end", async () => {
    const health = kaila().locator('[data-meter="health"]');
    const lower = health.getByRole("button", { name: "Lower Health by one" });
    const raise = health.getByRole("button", { name: "Raise Health by one" });
    expect(await raise.isDisabled()).toBe(true);
    await lower.click();
    await expect.poll(() => health.locator("input").inputValue()).toBe("4");
    await raise.click();
    await expect.poll(() => health.locator("input").inputValue()).toBe("5");
    expect(await health.getByRole("button", { name: "Raise Health by one" }).isDisabled()).toBe(true);
  });

  it("holds a typed meter value within its range", async () => {
    const spirit = kaila().locator('[data-meter="spirit"] input');
    await spirit.fill("9");
    await spirit.press("Tab");
    await expect.poll(() => kaila().locator('[data-meter="spirit"] input').inputValue()).toBe("5");
  });

  it("works from the keyboard", async () => {
    const supply = kaila().locator('[data-meter="supply"]');
    await supply.getByRole("button", { name: "Lower Supply by one" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => supply.locator("input").inputValue()).toBe("2");
    // Focus stays on the same button after the sheet re-renders.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Lower Supply by one");
    await page.keyboard.press("Space");
    await expect.poll(() => supply.locator("input").inputValue()).toBe("1");
  });

  it("burns momentum down to its reset (one debility marked: +1)", async () => {
    await kaila().locator('[data-action="resetMomentum"]').first().click();
    await expect.poll(() => kaila().locator('[data-meter="momentum"] input').inputValue()).toBe("1");
    expect(await kaila().locator('[data-role="momentum-limits"]').textContent()).toBe("Max +9, reset +1");
    await kaila().getByLabel("Wounded").check();
    await expect.poll(() => kaila().locator('[data-role="momentum-limits"]').textContent()).toBe("Max +8, reset 0");
  });

  it("marks progress by rank and clears it again", async () => {
    const vow = kaila().locator(".vf-track", { hasText: "Find the ones who burned Thornwatch" });
    await expect.poll(() => vow.locator(".vf-boxes").getAttribute("aria-label")).toBe("5 of 10 boxes filled");
    await vow.getByRole("button", { name: "Mark progress on Find the ones who burned Thornwatch" }).click();
    await expect.poll(() => vow.locator(".vf-boxes").getAttribute("aria-label")).toBe("7 of 10 boxes filled");
    const journey = kaila().locator(".vf-track", { hasText: "Cross the Veiled Pass" });
    // Clearing is an edit: the button shows in the sheet's edit mode only, with the edit and delete buttons.
    const clear = journey.getByRole("button", { name: "Clear progress on Cross the Veiled Pass" });
    expect(await clear.count()).toBe(0);
    expect(await journey.locator('[data-action="editItem"], [data-action="deleteItem"]').count()).toBe(0);
    const toggle = kaila().locator('[data-action="toggleEdit"]');
    await toggle.click();
    await expect.poll(() => journey.locator('[data-action="editItem"], [data-action="deleteItem"]').count()).toBe(2);
    await clear.click();
    await expect.poll(() => journey.locator(".vf-boxes").getAttribute("aria-label")).toBe("2 of 10 boxes filled, plus 1 of 4 ticks in the next box");
    await toggle.click();
    await expect.poll(() => clear.count()).toBe(0);
  });

  it("rolls a progress track: Fulfill Your Vow with the track's score", async () => {
    const vow = kaila().locator(".vf-track", { hasText: "Find the ones who burned Thornwatch" });
    await vow.locator('[data-action="progressRoll"]').click();
    const card = lastCard();
    await expect.poll(() => card.textContent()).toContain("Fulfill Your Vow");
    const challenge = await dice(card, "challenge");
    const expected = resolveProgressRoll({ progress: 7, challengeDice: challenge as [number, number] });
    expect(await card.locator("article").getAttribute("class")).toContain(`vf-card--${expected.outcome}`);
  });

  it("rolls a stat through the roll dialog", async () => {
    const before = await page.locator(".pg-message").count();
    await ren().getByRole("button", { name: "Roll Edge 3" }).click();
    await rollThroughDialog();
    await expect.poll(() => page.locator(".pg-message").count()).toBe(before + 1);
    const card = lastCard();
    expect(await card.textContent()).toContain("Edge");
    const [actionDie] = await dice(card, "action");
    const challenge = await dice(card, "challenge");
    const result = resolveActionRoll({ actionDie, stat: 3, momentum: 4, challengeDice: challenge as [number, number] });
    expect(await card.locator("article").getAttribute("class")).toContain(`vf-card--${result.outcome}`);
  });

  it("finds a move by search and rolls it with the options its trigger allows", async () => {
    await ren().getByRole("tab", { name: localize("VOWFORGE.Sheet.Tab.moves") }).click();
    const search = ren().getByLabel("Search moves");
    await search.fill("endure");
    await expect.poll(() => ren().locator(".vf-move").count()).toBe(2);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    const endure = ren().locator(".vf-move", { hasText: "Endure Harm" });
    expect(await endure.locator(".vf-move__options").textContent()).toBe("Roll with Iron +1 or Health +4");
    await endure.getByRole("button", { name: "Roll Endure Harm" }).click();
    const options = await page.locator("dialog[open] select").first().locator("option").allTextContents();
    expect(options.join(" ")).toMatch(/Iron/);
    expect(options.join(" ")).toMatch(/Health/);
    await rollThroughDialog();
    expect(await lastCard().textContent()).toContain("Endure Harm");
  });

  const sheetOf = (key: string) => page.locator(`form[data-actor="${key}"]`);

  async function expectCardOutcome(id: string): Promise<void> {
    const card = lastCard().locator("article");
    await expect.poll(() => card.getAttribute("class")).toContain(`vf-card--${id}`);
    expect((await card.locator(".vf-card__outcome").textContent())?.trim()).toBe(localize(`VOWFORGE.Outcome.${id}`));
  }

  it("shows the Forged Ties, Augur and Strike! characters and a team conflict on their sheets", async () => {
    expect(await sheetOf("brannoc").locator(".vf-sheet__name").inputValue()).toBe("Brannoc Vey");
    expect(await sheetOf("mira").locator(".vf-sheet__name").inputValue()).toBe("Mira Quell");
    expect(await sheetOf("orrin").locator(".vf-sheet__name").inputValue()).toBe("Orrin Flint");
    expect(await sheetOf("docks").locator(".vf-rs-pending").count()).toBe(2);
    expect(await sheetOf("brannoc").locator(".vf-marks .vf-mark--ruin").count()).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it("rolls a Forged Ties skill through the dialog: the highest pool die against the challenge dice", async () => {
    const before = await page.locator(".pg-message").count();
    await sheetOf("brannoc").getByRole("button", { name: "Roll Climb" }).click();
    await rollThroughDialog();
    await expect.poll(() => page.locator(".pg-message").count()).toBe(before + 1);
    const card = lastCard();
    const pool = await dice(card, "pool");
    const challenge = await dice(card, "challenge");
    expect(pool.length).toBeGreaterThan(0);
    const result = resolvePoolRoll({ pool, challengeDice: challenge as [number, number], position: "risky", effect: "standard" });
    await expectCardOutcome(result.outcome);
  });

  it("rolls an Augur approach: action dice cut by threat dice from harm", async () => {
    await sheetOf("mira").getByRole("button", { name: "Roll Finesse" }).click();
    await rollThroughDialog();
    const card = lastCard();
    await expect.poll(() => card.textContent()).toContain("Mira Quell");
    const actionDice = await dice(card, "action");
    const threatDice = await dice(card, "threat");
    expect(actionDice).toHaveLength(3);
    expect(threatDice).toHaveLength(1);
    const result = resolveThreatRoll({ actionDice, threatDice, burnMomentum: 4 });
    await expectCardOutcome(result.outcome);
  });

  it("rolls a Strike! skill on the skilled table, one major condition taking one off", async () => {
    await sheetOf("orrin").getByRole("button", { name: "Roll Sailing" }).click();
    await rollThroughDialog();
    const card = lastCard();
    await expect.poll(() => card.textContent()).toContain("Orrin Flint");
    const skill = await dice(card, "skill");
    const result = resolveStrikeRoll({ dice: skill, skilled: true, majorConditions: 1 });
    await expectCardOutcome(result.row);
  });

  it("runs the track operations from the ruleset sheets' buttons", async () => {
    const brannoc = sheetOf("brannoc");
    await brannoc.getByRole("button", { name: "Mark breaking" }).click();
    await expect.poll(() => brannoc.locator('.vf-marks[aria-label="5 of 10 boxes marked"]').count()).toBe(1);
    const mira = sheetOf("mira");
    await mira.getByRole("button", { name: "Burn momentum" }).click();
    await expect.poll(() => mira.locator('.vf-momentum-box[aria-current="true"]').textContent()).toBe("2");
    expect(await mira.getByRole("button", { name: "Burn momentum" }).isDisabled()).toBe(true);
    const orrin = sheetOf("orrin");
    // Wealth has a tab of its own on the Strike! sheet.
    await orrin.getByRole("tab", { name: "Wealth" }).click();
    await orrin.getByRole("button", { name: "Mark Short" }).click();
    await expect.poll(() => orrin.textContent()).toContain("buys at tier 1");
    await orrin.getByRole("button", { name: "Mark Short" }).click();
    await expect.poll(() => orrin.textContent()).toContain("buys at tier 1");
    expect(await orrin.locator(".vf-st-wealth__broke").textContent()).toBe("1");
    const before = await page.locator(".pg-message").count();
    await orrin.getByRole("button", { name: "Buy", exact: true }).click();
    await expect.poll(() => page.locator(".pg-message").count()).toBe(before + 1);
  });

  it("settles a pending hit on the conflict sheet and undoes it", async () => {
    const docks = sheetOf("docks");
    await docks.getByRole("button", { name: "Give a strike to Orrin Flint" }).click();
    await expect.poll(() => docks.locator(".vf-rs-pending").count()).toBe(1);
    expect(await docks.locator(".vf-rs-member", { hasText: "Orrin Flint" }).textContent()).toContain("strikes: 1");
    await docks.getByRole("button", { name: "Undo the last event" }).click();
    await expect.poll(() => docks.locator(".vf-rs-pending").count()).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it("has no serious or critical accessibility violations", async () => {
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
