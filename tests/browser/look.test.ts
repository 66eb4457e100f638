/**
 * How the pages look to every user, in Foundry's light and dark themes: axe-core with the WCAG 2.2 AA
 * rules (target size included) finds no serious or critical violation on the playground's main and
 * sheets pages; at 1366 × 768 every roll dialog's Roll button and odds are in view without scrolling.
 */
import { type Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { describeInChromium, seriousViolations, useBrowserPage, WCAG22_AA } from "../helpers/browser-page";
import { EXTRA_SHEET_SHOTS, SHEET_SHOTS } from "../../tools/gallery/plan.mjs";

describeInChromium("the look in Chromium", () => {
  const browser = useBrowserPage({ prefix: "vowforge-look-", address: "?seed=3", sheets: true });
  let page: Page;
  let base = "";

  beforeAll(() => {
    page = browser.page;
    base = page.url().replace(/\?.*$/, "");
  });

  async function open(address: string): Promise<void> {
    await page.goto(`${base}${address}`);
    await page.waitForSelector('#app[data-ready="true"]');
  }

  /**
   * Whether the open dialog's Roll button and its odds panel are inside the window, unscrolled, and are
   * what a click there would hit (nothing covers them): the Roll button at least 24 px, the odds with
   * every outcome row's percentage in view.
   */
  async function rollAndOddsInView(): Promise<{ roll: boolean; odds: boolean }> {
    const button = page.locator('dialog[open] button[type="submit"]').last();
    await button.waitFor();
    return page.locator("dialog[open]").evaluate((dialog) => {
      const visible = (el: Element | null, min = 1): boolean => {
        if (!el) return false;
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth && box.width >= min && box.height >= min && !!hit && el.contains(hit);
      };
      const buttons = dialog.querySelectorAll('button[type="submit"]');
      const odds = dialog.querySelector(".vf-odds");
      const rows = [...dialog.querySelectorAll(".vf-odds__percent")];
      return { roll: visible(buttons[buttons.length - 1] ?? null, 24), odds: visible(odds) && rows.length > 0 && rows.every((row) => visible(row)) };
    });
  }

  for (const theme of ["light", "dark"] as const) {
    it(`main page, ${theme} theme: no serious or critical WCAG 2.2 AA violation`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(`?seed=3&theme=${theme}`);
      expect(await page.evaluate(() => document.body.className)).toContain(`theme-${theme}`);
      expect(await seriousViolations(page, null, WCAG22_AA)).toEqual([]);
    });

    it(`sheets page, ${theme} theme: no serious or critical WCAG 2.2 AA violation`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(`sheets/?seed=3&theme=${theme}`);
      expect(await seriousViolations(page, null, WCAG22_AA)).toEqual([]);
    });

    it(`sheets page, ${theme} theme: none either with the characters' asset cards and every sheet's edit mode open`, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(`sheets/?seed=3&theme=${theme}`);
      for (const id of ["kaila", "ren"]) await page.locator(`form[data-actor="${id}"] [data-action="tab"][data-tab="assets"]`).click();
      expect(await page.locator(".vf-asset").count()).toBeGreaterThan(3);
      expect(await seriousViolations(page, null, WCAG22_AA)).toEqual([]);
      for (const toggle of await page.locator('[data-action="toggleEdit"]').all()) await toggle.click();
      await expect.poll(() => page.locator('[data-action="toggleEdit"][aria-pressed="true"]').count()).toBeGreaterThan(2);
      expect(await seriousViolations(page, null, WCAG22_AA)).toEqual([]);
    });
  }

  it("every control of the sheets page, on every tab and in edit mode, is at least 24 × 24 px (a link inside a sentence excepted)", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open("sheets/?seed=3");
    for (const toggle of await page.locator('[data-action="toggleEdit"]').all()) await toggle.click();
    for (const tab of [null, "assets", "moves", "notes"]) {
      if (tab) for (const button of await page.locator(`[data-action="tab"][data-tab="${tab}"]`).all()) await button.click();
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("button, input, select, textarea, a[href], [role='button'], [tabindex='0'], summary")]
          .filter((el) => !(el instanceof HTMLInputElement && el.type === "hidden") && !(el instanceof HTMLAnchorElement && el.closest("p")))
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24))
          .map(({ el, box }) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect({ tab, small }).toEqual({ tab, small: [] });
    }
  });

  it("the sheets' and the roll dialog's selects are drawn in the sheet's look, in both themes, and the keyboard still works them", async () => {
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(`sheets/?seed=3&theme=${theme}`);
      // The selects in view (a closed tab's are not drawn at all).
      const drawn = (selector: string) =>
        page.locator(selector).evaluateAll((selects) =>
          selects.filter((el) => el.getClientRects().length > 0).map((el) => {
            const style = getComputedStyle(el);
            const box = el.getBoundingClientRect();
            return { select: `${el.closest("form")?.getAttribute("data-actor") ?? "dialog"} ${el.getAttribute("name") ?? el.getAttribute("data-role") ?? ""}`, appearance: style.appearance, chevron: style.backgroundImage.includes("gradient"), height: box.height >= 24 };
          }),
        );
      const onSheets = await drawn("form[data-actor] select:not([disabled])");
      expect(onSheets.length).toBeGreaterThan(0);
      expect(onSheets.filter((s) => s.appearance !== "none" || !s.chevron || !s.height)).toEqual([]);

      // The clock odds on Ren's sheet: focused, the arrow keys choose the next option as a native select's do.
      const odds = page.locator('form[data-actor="ren"] [data-role="clock-odds"]');
      await odds.focus();
      const before = await odds.inputValue();
      await page.keyboard.press("ArrowDown");
      expect(await odds.inputValue()).not.toBe(before);
      await page.keyboard.press("ArrowUp");
      expect(await odds.inputValue()).toBe(before);

      await page.locator('form[data-actor="kaila"] [data-action="roll"][data-stat="edge"]').click();
      const inDialog = await drawn("dialog[open] select");
      expect(inDialog.length).toBeGreaterThan(0);
      expect(inDialog.filter((s) => s.appearance !== "none" || !s.chevron || !s.height)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    }
  });

  it("the sheets page shows every sheet the gallery plans, each on a form of its registered type", async () => {
    await open("sheets/?seed=3");
    const forms = await page.locator(".pg-sheet").evaluateAll((els) => els.map((el) => [el.getAttribute("data-actor") ?? el.getAttribute("data-sheet") ?? "", el.getAttribute("data-document-type")] as const));
    const shown = new Map(forms);
    for (const [type, ids] of Object.entries(SHEET_SHOTS)) for (const id of ids) expect({ id, type: shown.get(id) }).toEqual({ id, type });
    for (const id of Object.keys(EXTRA_SHEET_SHOTS)) expect(shown.has(id)).toBe(true);
    expect(forms.length).toBe(Object.values(SHEET_SHOTS).flat().length + Object.keys(EXTRA_SHEET_SHOTS).length);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`${theme} theme: no serious or critical WCAG 2.2 AA violation with each ruleset's roll dialog open`, async () => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await open(`?seed=3&theme=${theme}`);
      const rulesets = await page.locator('[data-role="ruleset"]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      for (const ruleset of rulesets) {
        await page.locator(`[data-role="ruleset"][value="${ruleset}"]`).check();
        await page.locator(".pg-roll").first().click();
        await page.locator("dialog[open]").waitFor();
        expect({ ruleset, violations: await seriousViolations(page, "dialog[open]", WCAG22_AA) }).toEqual({ ruleset, violations: [] });
        await page.keyboard.press("Escape");
        await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
      }
    });
  }

  it("at 1366 × 768 every roll dialog of the main page shows its Roll button and its odds without scrolling", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open("?seed=3");
    const rulesets = await page.locator('[data-role="ruleset"]').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
    let dialogs = 0;
    for (const ruleset of rulesets) {
      await page.locator(`[data-role="ruleset"][value="${ruleset}"]`).check();
      const count = await page.locator(".pg-roll").count();
      for (let i = 0; i < count; i++) {
        await page.locator(".pg-roll").nth(i).click();
        if ((await page.locator("dialog[open]").count()) === 0) continue;
        dialogs++;
        expect({ ruleset, button: i, ...(await rollAndOddsInView()) }).toEqual({ ruleset, button: i, roll: true, odds: true });
        await page.keyboard.press("Escape");
        await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
      }
    }
    expect(dialogs).toBeGreaterThanOrEqual(rulesets.length);
    expect(rulesets).toEqual(expect.arrayContaining(["ironsworn", "starforged", "forgedTies", "augur", "strike"]));
  });

  it("at 1366 × 768 the sheets' roll dialogs show their Roll button and their odds without scrolling", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await open("sheets/?seed=3");
    const openers = [
      'form[data-actor="kaila"] button[data-action="roll"]',
      'form[data-actor="ren"] button[data-action="roll"]',
      'form[data-actor="brannoc"] button[data-action="roll"]',
      'form[data-actor="mira"] button[data-action="roll"]',
      'form[data-actor="orrin"] button[data-action="roll"]',
    ];
    for (const opener of openers) {
      await page.locator(opener).first().click();
      expect({ opener, ...(await rollAndOddsInView()) }).toEqual({ opener, roll: true, odds: true });
      await page.keyboard.press("Escape");
      await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
    }
  });
});
