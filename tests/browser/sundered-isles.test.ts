/**
 * A Sundered Isles character on the playground (the Starforged sample, who holds a Chattering Skull):
 * the roll dialog offers the cursed die ticked and naming the skull; the card shows it after the other
 * dice, and a 10 on it is tagged and said in words. Outcomes are checked against the rules engine fed
 * with the dice the card shows; axe-core in both themes; screenshots go to test-results/screenshots/.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";
import { sampleCharacters } from "../../playground/samples";
import { resolveActionRoll } from "../../src/rules/challenge";
import { cursedActionReading } from "../../src/rules/cursed-die";
import type { CardState } from "../../src/kinds/registry";

const ren = sampleCharacters().starforged;

describeInChromium("a Sundered Isles character in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-isles-", address: "?seed=5", sheets: false });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  async function open(theme: "light" | "dark"): Promise<void> {
    await page.goto(`${base}?seed=5&theme=${theme}`);
    await page.waitForSelector('#app[data-ready="true"]');
    await page.locator('input[data-role="ruleset"][value="starforged"]').check();
    await expect.poll(() => page.locator(".pg-character").getAttribute("data-ruleset")).toBe("starforged");
  }

  const lastCard = () => page.locator(".pg-message").last();
  async function diceOf(group: string): Promise<number[]> {
    return (await lastCard().locator(`.vf-dice--${group} .vf-die .vf-die__value`).allTextContents()).map((v) => Number(v.trim()));
  }

  for (const theme of ["light", "dark"] as const) {
    it(`rolls with the cursed die from the dialog and shows it on the card (${theme})`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(theme);
      await page.locator('.pg-roll[data-action="rollStat"]').click();
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor();
      const box = dialog.locator('input[name="cursedDie"]');
      expect(await box.isChecked()).toBe(true);
      expect(await dialog.locator(`label:has(input[name="cursedDie"]), label[for="${await box.getAttribute("id")}"]`).first().textContent()).toContain(
        "Roll the cursed die (added by Chattering Skull)",
      );
      const notes = (await dialog.locator(".vf-odds").textContent()) ?? "";
      expect(notes).toContain("Cursed die shows 10 (the curse): 10.0%");
      expect(notes).toContain("A match with a 10 on the cursed die: 1.0%");
      await page.screenshot({ path: screenshotPath(`isles-roll-dialog-${theme}`), fullPage: true });
      expect(await seriousViolations(page, "dialog[open]", WCAG22_AA)).toEqual([]);
      await dialog.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);

      const [actionDie] = await diceOf("action");
      const challenge = await diceOf("challenge");
      const [cursed] = await diceOf("cursed");
      expect(cursed).toBeGreaterThanOrEqual(1);
      expect(cursed).toBeLessThanOrEqual(10);
      const rolled = resolveActionRoll({ actionDie, stat: ren.stats.edge, momentum: ren.momentum, challengeDice: [challenge[0], challenge[1]] });
      expect(await lastCard().locator(".vf-card__outcome").getAttribute("class")).toContain(`vf-outcome--${rolled.outcome}`);
      expect(await lastCard().locator(".vf-dice--cursed .vf-dice__label").textContent()).toBe("Cursed die");
      expect(await lastCard().locator(".vf-dice--cursed .vf-die__tag").allTextContents()).toEqual(cursed === 10 ? ["curse"] : []);
    });

    it(`shows a 10 on the cursed die as the curse, in words (${theme})`, async () => {
      await open(theme);
      // Roll the sample's Edge with the cursed die until it shows 10 (the seeded dice decide which roll).
      const state = await page.evaluate((name) => {
        const app = Reflect.get(window, "vowforgePlayground") as { roll(request: unknown): CardState | null };
        for (let i = 0; i < 80; i++) {
          const card = app.roll({
            kind: "action", ruleset: "starforged", actorUuid: "Actor.sample-starforged", moveUuid: null, title: "Edge",
            stat: { id: "edge", label: "Edge", value: 3 }, adds: 0, momentum: 4, cancelOnNegativeMomentum: true,
            cursedDie: { source: name },
          });
          if (card?.kind === "action" && card.cursedDie?.value === 10) return card;
        }
        return null;
      }, "Chattering Skull");
      expect(state?.kind).toBe("action");
      if (state?.kind !== "action") return;
      const reading = cursedActionReading(state.challengeDice, 10);
      const card = lastCard();
      expect(await card.locator(".vf-dice--cursed .vf-die--cursed").count()).toBe(1);
      expect(await card.locator(".vf-dice--cursed .vf-die__tag").allTextContents()).toEqual(["curse"]);
      const lines = await card.locator(".vf-card__line").allTextContents();
      const expected = reading.cursedMatch ? "A match with a 10 on the cursed die (Chattering Skull)" : "The cursed die shows 10: the curse takes hold (Chattering Skull).";
      expect(lines.some((l) => l.includes(expected))).toBe(true);
      await card.screenshot({ path: screenshotPath(`isles-cursed-card-${theme}`) });
      expect(await seriousViolations(page, ".pg-message", WCAG22_AA)).toEqual([]);
    });
  }

  it("logs no console error", () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
