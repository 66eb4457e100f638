/**
 * Advance on the sheets page (IS-15): Kaila has 2 experience to spend (4 earned, 2 spent in the sample
 * data, playground/sheets/samples.ts). Marking her Hound's second ability is an upgrade the page's host
 * buys (it answers every question with its first choice, "Upgrade for 2 XP"): the ability is marked
 * and nothing is left to spend. Marking the Archer's second ability then is refused in words and
 * leaves it unmarked; clearing a mark asks nothing and gives nothing back.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, useBrowserPage } from "../helpers/browser-page";
import { localize } from "../helpers/handlebars";

describeInChromium("Advance on the sheets page in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-sheets-advance-", address: "sheets/?seed=3", sheets: true });
  let page: Page;

  beforeAll(() => {
    page = browser.page;
  });

  const kaila = () => page.locator('form[data-actor="kaila"]');
  const notice = () => page.locator('[data-role="notice"]');
  const toSpend = () => kaila().locator(".vf-xp__available").textContent();
  const ability = (asset: string, index: number) =>
    kaila().locator(`.vf-asset:has(.vf-asset__name:text-is("${asset}")) [data-action="toggleAbility"][data-index="${index}"]`);

  it("buys an upgrade with experience, then refuses one it cannot pay", async () => {
    await kaila().locator('[data-action="tab"][data-tab="assets"]').click();
    await expect.poll(() => ability("Hound", 1).count()).toBe(1);
    expect(await toSpend()).toBe(localize("VOWFORGE.Sheet.Experience.Available", { available: "2" }));

    await ability("Hound", 1).click();
    await expect.poll(() => ability("Hound", 1).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => toSpend()).toBe(localize("VOWFORGE.Sheet.Experience.Available", { available: "0" }));
    expect(await notice().textContent()).toBe("");

    await ability("Archer", 1).click();
    await expect
      .poll(() => notice().textContent())
      .toBe(localize("VOWFORGE.Error.NotEnoughExperience", { cost: "2", available: "0" }));
    expect(await ability("Archer", 1).getAttribute("aria-pressed")).toBe("false");

    // Clearing the mark is no Advance: the ability clears, the experience stays spent.
    await ability("Hound", 1).click();
    await expect.poll(() => ability("Hound", 1).getAttribute("aria-pressed")).toBe("false");
    expect(await toSpend()).toBe(localize("VOWFORGE.Sheet.Experience.Available", { available: "0" }));
  });
});
