/**
 * A delve site on the sheets page, played: Locate Your Objective posts a progress card on the site's
 * track for the sample Ironsworn character (its outcome checked against the rules with the dice the
 * card shows), and the feature and denizen buttons roll d100 on the site's tables (the row named is
 * the one the rules find for the roll shown). Axe in both themes; screenshots to test-results/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";
import { resolveProgressRoll } from "../../src/rules/challenge";
import { progressScore } from "../../src/rules/progress";
import { DENIZEN_MATRIX, SITE_TABLE_PARTS, denizenFor, siteFeatureTable, siteRowFor } from "../../src/rules/delve";

/** The sample site's track and denizens (playground/sheets/other-sheets.ts). */
const SITE_TICKS = 10;
const DENIZENS = ["Barrow wight", "Carrion crows", "Grave robbers", "Hollow knight"];
/** Its feature rows: the theme's over 1-20, the domain's over 21-100, each part split evenly. */
function rows(texts: string[], [from, to]: readonly [number, number]) {
  const width = Math.floor((to - from + 1) / texts.length);
  return texts.map((text, i) => ({ min: from + i * width, max: i === texts.length - 1 ? to : from + (i + 1) * width - 1, text }));
}
const FEATURES = siteFeatureTable(
  { name: "Haunted", features: rows(["Cold spots and whispers", "A shrine to the lost", "Bones laid out with care"], SITE_TABLE_PARTS.feature.theme), dangers: [] },
  { name: "Barrow", features: rows(["Burial niches line the walls", "A sealed stone door"], SITE_TABLE_PARTS.feature.domain), dangers: [] },
);

describeInChromium("a delve site on the sheets page", () => {
  const browser = useBrowserPage({ prefix: "vowforge-delve-", address: "sheets/?seed=4", sheets: true });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  const site = () => page.locator('form[data-sheet="delve-site"]');
  const notice = async () => ((await page.locator('[data-role="notice"]').textContent()) ?? "").trim();

  for (const theme of ["light", "dark"] as const) {
    it(`rolls Locate Your Objective against the site and draws its denizens (${theme})`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}?seed=4&theme=${theme}`);
      await page.waitForSelector('#app[data-ready="true"]');
      const cards = page.locator(".pg-message");
      const before = await cards.count();
      await site().locator('button[data-action="locateObjective"]').click();
      await expect.poll(() => cards.count()).toBe(before + 1);
      const card = cards.last();
      expect(await card.textContent()).toContain("The Sunken Barrow");
      const challenge = (await card.locator(".vf-dice--challenge .vf-die__value").allTextContents()).map(Number);
      const result = resolveProgressRoll({ progress: progressScore(SITE_TICKS), challengeDice: [challenge[0], challenge[1]] });
      expect(await card.locator(".vf-card__outcome").getAttribute("class")).toContain(`vf-outcome--${result.outcome}`);

      await site().locator('button[data-action="rollDenizen"]').click();
      const drawn = await notice();
      const match = /^Denizen: rolled (\d+), (.+) \((.+)\)$/.exec(drawn);
      expect(match, drawn).not.toBeNull();
      const roll = Number(match?.[1]);
      const slot = denizenFor(DENIZEN_MATRIX.map((s, i) => ({ ...s, name: DENIZENS[i] ?? "" })), roll);
      expect(match?.[2]).toBe(slot.name || "(no denizen chosen for this slot)");

      await site().locator('button[data-action="rollFeature"]').click();
      const feature = /^Feature: rolled (\d+), (.+)$/.exec(await notice());
      expect(feature).not.toBeNull();
      expect(feature?.[2]).toBe(siteRowFor(FEATURES, Number(feature?.[1])).text);
      await site().screenshot({ path: screenshotPath(`delve-site-${theme}`) });
      expect(await seriousViolations(page, 'form[data-sheet="delve-site"]', WCAG22_AA)).toEqual([]);
      expect(await seriousViolations(page, ".pg-chat", WCAG22_AA)).toEqual([]);
    });
  }

  it("logs no console error", () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
