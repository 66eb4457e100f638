/**
 * The tabs of the tabbed sheets: the open tab is the one asked for when the sheet shows it, else the
 * first; each tab's button and panel point at each other; a tab a sheet does not show keeps a hidden,
 * empty panel. The Forged Ties, Augur and Strike! sheets open on their first tab and keep the tab the
 * user chose (Foundry's tab group) across a redraw.
 */
import { describe, expect, it } from "vitest";
import { sheetTabs, tabViews } from "../../../../src/applications/sheets/context/tabs-context";
import { buildForgedTiesContext, FORGED_TIES_TABS } from "../../../../src/applications/sheets/context/forged-ties-context";
import { AUGUR_TABS, buildAugurContext } from "../../../../src/applications/sheets/context/augur-context";
import { buildStrikeContext, STRIKE_TABS } from "../../../../src/applications/sheets/context/strike-context";
import { sampleAugur, sampleForgedTies, sampleStrike } from "../../../../playground/sheets/ruleset-samples";
import { localize } from "../../../helpers/handlebars";

const env = { localize, html: (s: string) => s, editable: true, idPrefix: "t" };

describe("sheet tabs", () => {
  it("opens the tab asked for, or the first when it is not one of the sheet's", () => {
    expect(tabViews(["condition", "growth", "bonds"], "growth", env).map((t) => [t.id, t.active, t.cssClass])).toEqual([
      ["condition", false, ""],
      ["growth", true, "active"],
      ["bonds", false, ""],
    ]);
    for (const asked of [undefined, null, "", "moves"]) expect(tabViews(["condition", "growth"], asked, env).filter((t) => t.active).map((t) => t.id)).toEqual(["condition"]);
  });

  it("labels each tab from VOWFORGE.Sheet.Tab and links its button to its panel", () => {
    const [growth] = tabViews(["growth"], "growth", env);
    expect(growth).toEqual({ id: "growth", group: "primary", label: "Growth", active: true, cssClass: "active", tabId: "t-tab-growth", panelId: "t-panel-growth", drawn: true });
  });

  it("keeps a hidden, empty panel for a tab the sheet does not show", () => {
    const { tabNav, panels } = sheetTabs(["tracks", "legacies", "notes"], ["tracks", "notes"], "legacies", env);
    expect(tabNav.map((t) => t.id)).toEqual(["tracks", "notes"]);
    expect(panels.legacies).toMatchObject({ label: "", active: false, cssClass: "" });
    expect(panels.tracks.active).toBe(true);
  });
});

describe("the ruleset sheets' tabs", () => {
  const cases = [
    ["Forged Ties", FORGED_TIES_TABS, (activeTab?: string) => buildForgedTiesContext({ ...sampleForgedTies(), activeTab }, env)],
    ["Augur", AUGUR_TABS, (activeTab?: string) => buildAugurContext({ ...sampleAugur(), activeTab }, env)],
    ["Strike!", STRIKE_TABS, (activeTab?: string) => buildStrikeContext({ ...sampleStrike(), activeTab }, env)],
  ] as const;

  it.each(cases)("%s: opens on its first tab and keeps the one chosen, every tab with a label", (_name, tabs, build) => {
    expect(build().tabNav.filter((t) => t.active).map((t) => t.id)).toEqual([tabs[0]]);
    for (const tab of tabs) {
      const context = build(tab);
      expect(context.tabNav.filter((t) => t.active).map((t) => t.id)).toEqual([tab]);
      expect(Object.entries(context.panels).filter(([, p]) => p.active).map(([id]) => id)).toEqual([tab]);
    }
    for (const t of build().tabNav) expect(t.label).not.toBe("");
    // The last tab holds the clocks and the notes on every ruleset sheet.
    expect(tabs[tabs.length - 1]).toBe("journal");
  });
});
