/**
 * Augur stances on the GM's side, on the sheets page in Chromium: rolling from Mira's sheet, a GM's
 * dialog lists the stances with their ranges and sums them into the threat level the odds report
 * (impossible at +4, momentum first below 0); a player's dialog (?as=player) shows no stance, only the
 * threat level the GM gives, which rules the odds the same way. axe-core finds no serious or critical
 * violation in the open dialog, in the light and the dark theme.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage } from "../helpers/browser-page";

const STANCES = ["Compromised (−2 to +0)", "Resistant (+0 to +4)", "Volatile (+0 to +4)", "Substantial (+1 to +4)", "Inert (+0)"];

describeInChromium("Augur stances in the roll dialog, GM side, in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-stances-", address: "sheets/?seed=5", sheets: true });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  const dialog = () => page.locator('dialog[data-role="ruleset-roll-dialog"][open]');

  async function open(query: string): Promise<void> {
    await page.goto(`${base}${query}`);
    await page.waitForSelector('#app[data-ready="true"]');
    await page.locator('form[data-actor="mira"] button[data-action="roll"][data-stat="finesse"]').click();
    await expect.poll(() => dialog().count()).toBe(1);
  }

  async function dialogText(): Promise<string> {
    return (await dialog().textContent()) ?? "";
  }

  for (const theme of ["light", "dark"] as const) {
    it(`a GM picks the stances and sees their sum rule the odds (${theme} theme)`, async () => {
      await open(`?seed=5&theme=${theme}`);
      for (const label of STANCES) expect(await dialog().getByLabel(label, { exact: true }).count()).toBe(1);
      await dialog().getByLabel("Resistant (+0 to +4)", { exact: true }).fill("2");
      await dialog().getByLabel("Substantial (+1 to +4)", { exact: true }).fill("1");
      await dialog().getByLabel("Resistant (+0 to +4)", { exact: true }).press("Tab");
      await expect.poll(dialogText).toContain("Threat level +3 from the stances");
      await dialog().getByLabel("Substantial (+1 to +4)", { exact: true }).fill("2");
      await dialog().getByLabel("Substantial (+1 to +4)", { exact: true }).press("Tab");
      await expect.poll(dialogText).toContain("Threat level +4 from the stances");
      expect(await dialogText()).toContain("Break the task into smaller steps");
      await dialog().screenshot({ path: screenshotPath(`augur-stances-gm-${theme}`) });
      expect(await seriousViolations(page, 'dialog[data-role="ruleset-roll-dialog"]')).toEqual([]);
    });

    it(`a player sees no stance, only the threat level the GM gives (${theme} theme)`, async () => {
      await open(`?seed=5&as=player&theme=${theme}`);
      for (const label of STANCES) expect(await dialog().getByLabel(label, { exact: true }).count()).toBe(0);
      const level = dialog().getByLabel("Threat level", { exact: true });
      expect(await level.count()).toBe(1);
      await level.fill("4");
      await level.press("Tab");
      await expect.poll(dialogText).toContain("Threat level +4 from the stances");
      expect(await dialogText()).toContain("Break the task into smaller steps");
      await level.fill("-2");
      await level.press("Tab");
      await expect.poll(dialogText).toContain("The low threat level grants 2 momentum first.");
      await dialog().screenshot({ path: screenshotPath(`augur-stances-player-${theme}`) });
      expect(await seriousViolations(page, 'dialog[data-role="ruleset-roll-dialog"]')).toEqual([]);
    });
  }
});
