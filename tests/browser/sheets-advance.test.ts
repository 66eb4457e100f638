/**
 * Advance on the sheets page (IS-15): Kaila has 2 experience to spend (4 earned, 2 spent in the sample
 * data, playground/sheets/samples.ts). Marking her Hound's second ability is an upgrade: the page asks
 * in a window, as Foundry's DialogV2 does, "Upgrade for 2 XP (2 to spend)" or "Mark free"; closing it
 * marks nothing, buying marks the ability and leaves nothing to spend. Marking the Archer's second
 * ability then is refused in words and leaves it unmarked; clearing a mark asks nothing and gives
 * nothing back. A companion at 0 health whose Companion Endure Harm misses (not on a 1) is marked out
 * of action from the card, and the sheet shows it on the asset. Initiative (Ironsworn) and in control
 * (Starforged) are a tick beside the conditions, kept on the character (IS-16 / SF-27). The prompt,
 * the mark and the ticks are drawn in both themes with no serious or critical axe-core violation.
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

  const prompt = () => pg.page.locator('dialog[data-role="choice-prompt"][open]');
  const available = (n: number) => localize("VOWFORGE.Sheet.Experience.Available", { available: String(n) });

  for (const theme of ["light", "dark"] as const) {
    it(`asks how an upgrade is paid, buys it, then refuses one it cannot pay (${theme} theme)`, async () => {
      await pg.open(`?seed=3&theme=${theme}`);
      await kaila().locator('[data-action="tab"][data-tab="assets"]').click();
      await expect.poll(() => ability("Hound", 1).count()).toBe(1);
      expect(await toSpend()).toBe(available(2));

      // Closing the question marks nothing and spends nothing.
      await ability("Hound", 1).click();
      await prompt().waitFor();
      await pg.page.keyboard.press("Escape");
      await expect.poll(() => prompt().count()).toBe(0);
      expect(await ability("Hound", 1).getAttribute("aria-pressed")).toBe("false");
      expect(await toSpend()).toBe(available(2));

      await ability("Hound", 1).click();
      await prompt().waitFor();
      const upgrade = localize("VOWFORGE.Sheet.Advance.Upgrade", { cost: "2", available: "2" });
      expect(await prompt().locator("button").allTextContents()).toEqual([upgrade, localize("VOWFORGE.Sheet.Advance.MarkFree")]);
      expect(await prompt().getByRole("heading").textContent()).toBe(localize("VOWFORGE.Sheet.Advance.Title"));
      expect(await seriousViolations(pg.page, 'dialog[data-role="choice-prompt"]')).toEqual([]);
      await prompt().screenshot({ path: screenshotPath(`sheets-advance-prompt-${theme}`) });
      await prompt().getByRole("button", { name: upgrade }).click();
      await expect.poll(() => ability("Hound", 1).getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => toSpend()).toBe(available(0));
      expect(await notice().textContent()).toBe("");

      await ability("Archer", 1).click();
      await prompt().getByRole("button", { name: localize("VOWFORGE.Sheet.Advance.Upgrade", { cost: "2", available: "0" }) }).click();
      await expect.poll(() => notice().textContent()).toBe(localize("VOWFORGE.Error.NotEnoughExperience", { cost: "2", available: "0" }));
      expect(await ability("Archer", 1).getAttribute("aria-pressed")).toBe("false");

      // Clearing the mark is no Advance: nothing is asked, the experience stays spent.
      await ability("Hound", 1).click();
      await expect.poll(() => ability("Hound", 1).getAttribute("aria-pressed")).toBe("false");
      expect(await prompt().count()).toBe(0);
      expect(await toSpend()).toBe(available(0));
    });
  }

  const hound = () => kaila().locator('.vf-asset:has(.vf-asset__name:text-is("Hound"))');
  const lastCard = () => pg.page.locator(".pg-message").last();
  const outOfAction = () => lastCard().locator('button[data-action="applyEffect"]', { hasText: localize("VOWFORGE.CardEffect.CompanionMark.outOfAction", { name: "Hound" }) });

  /** Lowers the Hound to 0 health and rolls Companion Endure Harm through the roll dialog. */
  async function hurtHoundAndRoll(seed: number, theme: string): Promise<void> {
    await pg.open(`?seed=${seed}&theme=${theme}`);
    await kaila().locator('[data-action="tab"][data-tab="assets"]').click();
    for (let i = 0; i < 3; i++) await hound().locator('button[data-action="adjustAssetMeter"][data-delta="-1"]').click();
    await expect.poll(() => hound().locator('button[data-action="adjustAssetMeter"][data-delta="-1"]').isDisabled()).toBe(true);
    await kaila().getByRole("tab", { name: "Moves" }).click();
    await kaila().getByRole("button", { name: "Roll Companion Endure Harm" }).click();
    await pg.page.locator("dialog[open]").waitFor();
    await pg.page.locator('dialog[open] button[type="submit"]').click();
    await expect.poll(() => pg.page.locator("dialog[open]").count()).toBe(0);
    await lastCard().locator("article").waitFor();
  }

  let missSeed = 0;
  for (const theme of ["light", "dark"] as const) {
    it(`marks a companion out of action from the card, shown on the sheet (${theme} theme)`, async () => {
      if (missSeed === 0) {
        // The page's dice are seeded: the first seed whose roll is a miss without a 1 serves both themes.
        for (let seed = 1; seed <= 60 && missSeed === 0; seed++) {
          await hurtHoundAndRoll(seed, theme);
          if ((await outOfAction().count()) > 0) missSeed = seed;
        }
        expect(missSeed, "a seed up to 60 misses Companion Endure Harm without a 1").toBeGreaterThan(0);
      } else {
        await hurtHoundAndRoll(missSeed, theme);
      }
      await outOfAction().click();
      await expect.poll(() => outOfAction().count()).toBe(0);
      await kaila().locator('[data-action="tab"][data-tab="assets"]').click();
      const state = hound().locator(".vf-asset__state");
      await expect.poll(() => state.evaluate((p) => p.firstChild?.textContent?.trim())).toBe(localize("VOWFORGE.Sheet.Asset.Companion.outOfAction"));
      expect(await seriousViolations(pg.page, 'form[data-actor="kaila"] .vf-asset')).toEqual([]);
      await hound().screenshot({ path: screenshotPath(`sheets-companion-out-of-action-${theme}`) });
      await lastCard().screenshot({ path: screenshotPath(`sheets-companion-card-${theme}`) });
      // The sheet's own Clear (the GM's or owner's hand control) takes the mark off again, by keyboard.
      await state.locator('[data-action="clearCompanionMark"]').focus();
      await pg.page.keyboard.press("Enter");
      await expect.poll(() => hound().locator(".vf-asset__state").count()).toBe(0);
      // A few page loads and rolls per seed tried, on a machine shared with the other suites.
    }, 180_000);
  }

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
