/**
 * The Forged Ties, Augur and Strike! sheets' tabs on the sheets page in Chromium: each tab opens from its
 * button (and from the keyboard), showing its own panel only, and axe-core finds no serious or critical
 * WCAG 2.2 AA violation on any tab in either theme (target size included). Notes are as tall as their
 * text, and a text area grows with what is typed in it.
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";
import { FORGED_TIES_TABS } from "../../src/applications/sheets/context/forged-ties-context";
import { AUGUR_TABS } from "../../src/applications/sheets/context/augur-context";
import { STRIKE_TABS } from "../../src/applications/sheets/context/strike-context";

const SHEETS: { actor: string; tabs: readonly string[] }[] = [
  { actor: "brannoc", tabs: FORGED_TIES_TABS },
  { actor: "mira", tabs: AUGUR_TABS },
  { actor: "orrin", tabs: STRIKE_TABS },
];

describeInChromium("the ruleset sheets' tabs in Chromium", () => {
  const pg = useSheetsPage(3);

  async function open(theme: "light" | "dark"): Promise<void> {
    await pg.page.setViewportSize({ width: 1366, height: 900 });
    await pg.open(`?seed=3&theme=${theme}`);
  }

  for (const theme of ["light", "dark"] as const) {
    for (const { actor, tabs } of SHEETS) {
      it(`${actor}: every tab opens its own panel, with no serious or critical violation (${theme})`, async () => {
        await open(theme);
        const form = pg.page.locator(`form[data-actor="${actor}"]`);
        expect(await form.locator('[role="tab"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-tab")))).toEqual([...tabs]);
        for (const tab of tabs) {
          await form.locator(`[role="tab"][data-tab="${tab}"]`).click();
          await expect.poll(() => form.locator(`[role="tab"][data-tab="${tab}"]`).getAttribute("aria-selected")).toBe("true");
          const shown = await form.locator('[role="tabpanel"]').evaluateAll((els) =>
            els.filter((el) => el instanceof HTMLElement && el.offsetParent !== null).map((el) => el.getAttribute("data-tab")),
          );
          expect(shown).toEqual([tab]);
          expect(await seriousViolations(pg.page, `form[data-actor="${actor}"]`, WCAG22_AA), `${actor} ${tab}`).toEqual([]);
        }
        expect(pg.consoleErrors).toEqual([]);
      });
    }
  }

  for (const theme of ["light", "dark"] as const) {
    it(`ren: one experience figure to spend, the legacies' experience counted (SF-20, ${theme})`, async () => {
      await open(theme);
      const form = pg.page.locator('form[data-actor="ren"]');
      await form.locator('[role="tab"][data-tab="legacies"]').click();
      const legacies = Number(/\d+/.exec((await form.locator(".vf-legacies__xp").textContent()) ?? "")?.[0]);
      const earned = Number(await form.locator('[data-meter="xp-earned"] input').inputValue());
      const spent = Number(await form.locator('[data-meter="xp-spent"] input').inputValue());
      expect(legacies).toBeGreaterThan(0);
      expect((await form.locator(".vf-xp__available").textContent())?.trim()).toBe(`${earned + legacies - spent} to spend`);
      expect(await form.locator(".vf-xp").textContent()).toContain("Experience earned besides legacies");
      await form.locator(".vf-sheet__details").screenshot({ path: screenshotPath(`sheet-experience-starforged-${theme}`) });
    });
  }

  it("opens a tab from the keyboard, focus staying on its button", async () => {
    await open("light");
    const form = pg.page.locator('form[data-actor="orrin"]');
    await form.locator('[role="tab"][data-tab="wealth"]').focus();
    await pg.page.keyboard.press("Enter");
    await expect.poll(() => form.locator('[role="tab"][data-tab="wealth"]').getAttribute("aria-selected")).toBe("true");
    expect(await pg.page.evaluate(() => document.activeElement?.getAttribute("data-tab"))).toBe("wealth");
    expect(await form.locator('[role="tabpanel"][data-tab="wealth"]').isVisible()).toBe(true);
  });

  it("draws notes as tall as their text: a short note leaves no empty box, a long one grows", async () => {
    await open("light");
    const form = pg.page.locator('form[data-actor="brannoc"]');
    await form.locator('[role="tab"][data-tab="journal"]').click();
    const notes = form.locator(".vf-notes__text");
    /** The box's height less the height of what it holds. */
    const slack = () =>
      notes.evaluate((el) => {
        const children = [...el.children] as HTMLElement[];
        const first = children[0]?.getBoundingClientRect();
        const last = children[children.length - 1]?.getBoundingClientRect();
        return el.getBoundingClientRect().height - (first && last ? last.bottom - first.top : 0);
      });
    const short = await notes.evaluate((el) => el.getBoundingClientRect().height);
    expect(await slack()).toBeLessThan(4);
    await notes.evaluate((el) => {
      el.innerHTML = Array.from({ length: 12 }, (_, i) => `<p>Line ${i + 1} of a long note.</p>`).join("");
    });
    const long = await notes.evaluate((el) => el.getBoundingClientRect().height);
    expect(long).toBeGreaterThan(short * 6);
    expect(await slack()).toBeLessThan(4);
  });

  it("grows a text area with its text", async () => {
    await open("light");
    const form = pg.page.locator('form[data-actor="mira"]');
    await form.locator('[data-action="toggleEdit"]').click();
    const area = form.locator("textarea").first();
    await area.fill("One line.");
    const one = await area.evaluate((el) => el.getBoundingClientRect().height);
    await area.fill(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}.`).join("\n"));
    const eight = await area.evaluate((el) => el.getBoundingClientRect().height);
    expect(eight).toBeGreaterThan(one * 2);
    await form.locator('[data-action="toggleEdit"]').click();
  });
});
