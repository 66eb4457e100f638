/**
 * The character sheets' first view at 1366×768: each sample character of the five games (Ironsworn,
 * Starforged, Forged Ties, Augur, Strike!), drawn at its sheet's default width with its first tab open,
 * fits the content area of a window of its default size (the size minus Foundry's title bar), which
 * itself fits the screen, in both themes and in every language of lang/; the games' display fonts load from the built files; axe finds
 * no serious or critical WCAG 2.2 AA violation on each sheet (target size included).
 *
 * Without Chromium the suite is skipped with a message, or fails when CI is set.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { describeInChromium, screenshotPath, seriousViolations, WCAG22_AA } from "../helpers/browser-page";
import { useSheetsPage } from "../helpers/sheets-page";
import { FIRST_VIEW, SHEET_SIZES, WINDOW_HEADER_PX, type SheetSizeKey } from "../../src/applications/sheets/sheet-sizes";
import { CHARACTER_TABS } from "../../src/applications/sheets/context/character-context";
import { FORGED_TIES_TABS } from "../../src/applications/sheets/context/forged-ties-context";
import { AUGUR_TABS } from "../../src/applications/sheets/context/augur-context";
import { STRIKE_TABS } from "../../src/applications/sheets/context/strike-context";

import { DISPLAY_FONTS } from "../../tools/fonts.mjs";
import { root } from "../../tools/playground/build.mjs";

/** Every language the system ships (lang/*.json): a longer word must not push a first tab past the screen. */
const LANGUAGES = readdirSync(path.join(root, "lang")).filter((f) => f.endsWith(".json")).map((f) => f.slice(0, -".json".length)).sort();

/** Each sample character on the sheets page: its sheet's size and its first tab. */
const CHARACTERS: { actor: string; size: SheetSizeKey; firstTab: string }[] = [
  { actor: "kaila", size: "character", firstTab: CHARACTER_TABS[0] },
  { actor: "ren", size: "character", firstTab: CHARACTER_TABS[0] },
  { actor: "brannoc", size: "forgedTies", firstTab: FORGED_TIES_TABS[0] },
  { actor: "mira", size: "augur", firstTab: AUGUR_TABS[0] },
  { actor: "orrin", size: "strike", firstTab: STRIKE_TABS[0] },
];

describeInChromium("character sheets' first tab at 1366×768", () => {
  const pg = useSheetsPage(3);

  it("each character sheet's default window fits the screen", () => {
    for (const { size } of CHARACTERS) {
      expect(SHEET_SIZES[size].width).toBeLessThanOrEqual(FIRST_VIEW.width);
      expect(SHEET_SIZES[size].height).toBeLessThanOrEqual(FIRST_VIEW.height);
    }
  });

  for (const theme of ["light", "dark"] as const) {
    for (const lang of LANGUAGES) {
      it(`each first tab fits without scrolling in ${lang} (${theme})`, async () => {
        await pg.page.setViewportSize(FIRST_VIEW);
        await pg.open(`?seed=3&theme=${theme}&lang=${lang}`);
        expect(await pg.page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const overflows: string[] = [];
        for (const { actor, size, firstTab } of CHARACTERS) {
          const form = pg.page.locator(`form[data-actor="${actor}"]`);
          const active = form.locator('[role="tab"][aria-selected="true"]');
          expect(await active.getAttribute("data-tab")).toBe(firstTab);
          // The other tabs' panels are drawn but hidden: the open one is the first tab's.
          expect(await form.locator(`[role="tabpanel"][data-tab="${firstTab}"]`).isVisible()).toBe(true);
          const box = await form.boundingBox();
          expect(box).not.toBeNull();
          expect(box!.width).toBeLessThanOrEqual(SHEET_SIZES[size].width + 2);
          const room = SHEET_SIZES[size].height - WINDOW_HEADER_PX;
          if (box!.height > room) overflows.push(`${actor}: ${Math.ceil(box!.height - room)} px too tall`);
          await form.screenshot({ path: screenshotPath(`sheet-fit-${actor}-${lang}-${theme}`) });
          expect(await seriousViolations(pg.page, `form[data-actor="${actor}"]`, WCAG22_AA)).toEqual([]);
        }
        expect(overflows).toEqual([]);
        // Five sheets' screenshot and axe run: a loaded machine passes the 30 s default, each step of
        // which Playwright already limits (15 s); this limit only catches a hang.
      }, 120_000);
    }
  }

  it("loads every game's display font from the built files", async () => {
    await pg.page.evaluate(() => document.fonts.ready);
    const loaded = await pg.page.evaluate(async (faces) => {
      const out: Record<string, boolean> = {};
      for (const { family, weight } of faces) {
        await document.fonts.load(`${weight} 16px "${family}"`);
        out[family] = document.fonts.check(`${weight} 16px "${family}"`) && [...document.fonts].some((f) => f.family.replace(/"/g, "") === family && f.status === "loaded");
      }
      return out;
    }, DISPLAY_FONTS.map(({ family, weight }) => ({ family, weight })));
    expect(loaded).toEqual(Object.fromEntries(DISPLAY_FONTS.map((f) => [f.family, true])));
    expect(pg.consoleErrors).toEqual([]);
  });
});
