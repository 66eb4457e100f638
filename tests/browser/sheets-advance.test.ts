/**
 * Advance on the sheets page (IS-15): Kaila has 2 experience to spend (4 earned, 2 spent in the sample
 * data, playground/sheets/samples.ts). Marking her Hound's second ability is an upgrade the page's host
 * buys (it answers every question with its first choice, "Upgrade for 2 XP"): the ability is marked
 * and nothing is left to spend. Marking the Archer's second ability then is refused in words and
 * leaves it unmarked; clearing a mark asks nothing and gives nothing back. Initiative (Ironsworn) and
 * in control (Starforged) are a tick beside the conditions, kept on the character (IS-16 / SF-27),
 * drawn in both themes with no serious or critical axe-core violation.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";
import { localize } from "../helpers/handlebars";

describeInChromium("Advance on the sheets page in Chromium", () => {
  const pg = useSheetsPage(3);

  const kaila = () => pg.page.locator('form[data-actor="kaila"]');
  const notice = () => pg.page.locator('[data-role="notice"]');
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

  for (const theme of ["light", "dark"] as const) {
    it(`keeps initiative and in control on the characters (${theme} theme)`, async () => {
      await pg.open(`?seed=3&theme=${theme}`);
      const initiative = kaila().getByRole("checkbox", { name: localize("VOWFORGE.Sheet.Control.ironsworn") });
      const control = pg.page.locator('form[data-actor="ren"]').getByRole("checkbox", { name: localize("VOWFORGE.Sheet.Control.starforged") });
      expect(await initiative.isChecked()).toBe(false);
      await initiative.check();
      await expect.poll(() => kaila().locator(".vf-control .vf-pill--on").count()).toBe(1);
      expect(await kaila().getByRole("checkbox", { name: localize("VOWFORGE.Sheet.Control.ironsworn") }).isChecked()).toBe(true);
      expect(await control.isChecked()).toBe(false);
      expect(await seriousViolations(pg.page, 'form[data-actor="kaila"] .vf-control')).toEqual([]);
      await kaila().locator(".vf-conditions-row").screenshot({ path: screenshotPath(`sheets-initiative-${theme}`) });
      await pg.page.locator('form[data-actor="ren"] .vf-conditions-row').screenshot({ path: screenshotPath(`sheets-in-control-${theme}`) });
      await pg.page.screenshot({ path: screenshotPath(`sheets-control-${theme}`), fullPage: true });
    });
  }
});
