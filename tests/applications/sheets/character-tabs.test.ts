/**
 * Every tabbed sheet (the character, Forged Ties, Augur, Strike!) draws only the panels of the tabs opened: the active one at first, another when
 * the user first opens it (that part alone is drawn again), never twice for the same tab.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeActor, installSheetFakes } from "../../fakes/foundry-sheets";
import { buildCharacterContext, type CharacterSheetContext } from "../../../src/applications/sheets/context/character-context";
import { CHARACTER_PARTS, SHEET_PARTIALS } from "../../../src/applications/sheets/sheet-templates";
import { createHandlebars, localize, readTemplate } from "../../helpers/handlebars";
import { sampleAugur, sampleForgedTies, sampleStrike } from "../../../playground/sheets/ruleset-samples";

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  installSheetFakes();
  const g = globalThis as unknown as { game: Record<string, unknown> };
  vi.stubGlobal("game", { ...g.game, packs: [], settings: { get: () => true } });
});

const env = { localize, html: (source: string) => source, editable: true, idPrefix: "t" };
const input = { name: "Kaila", img: "", system: { ruleset: "ironsworn" as const }, items: [], moves: [], search: "", enabledRulesets: ["ironsworn" as const], richEditor: false };

describe("the character sheet's tab panels", () => {
  it("are drawn for the active tab and the tabs opened before, the others left empty", () => {
    const context = buildCharacterContext({ ...input, activeTab: "tracks", drawnTabs: ["notes"] }, env);
    expect(Object.fromEntries(Object.entries(context.panels).map(([id, panel]) => [id, panel.drawn]))).toEqual({
      tracks: true,
      legacies: false,
      assets: false,
      moves: false,
      notes: true,
    });
    const hb = createHandlebars();
    for (const partial of Object.values(SHEET_PARTIALS)) hb.registerPartial(partial, readTemplate(partial));
    const draw = (part: string) => hb.compile(readTemplate(part), { strict: true })(context);
    // An undrawn panel keeps its tab panel element (the tab button controls it), with nothing inside.
    expect(draw(CHARACTER_PARTS.assets)).toMatch(/^<section class="tab vf-panel vf-assets [^"]*"[^>]*role="tabpanel"[^>]*>\s*<\/section>\s*$/);
    expect(draw(CHARACTER_PARTS.moves)).not.toContain("vf-moves__search");
    expect(draw(CHARACTER_PARTS.tracks)).toContain("vf-panel__bar");
    expect(draw(CHARACTER_PARTS.notes)).toContain("vf-sheet__heading");
  });

  it("draw a tab's part when it is first opened, and only then", async () => {
    const { CharacterSheet } = await import("../../../src/applications/sheets/character-sheet");
    const sheet = new CharacterSheet({ document: new FakeActor("Kaila", "character", { ruleset: "ironsworn" }) } as never) as unknown as {
      render(options?: unknown): Promise<unknown>;
      act(action: string, target: { dataset: Record<string, string> }): Promise<void>;
      renders: unknown[];
      lastContext: CharacterSheetContext;
    };
    await sheet.render({ force: true });
    expect(sheet.lastContext.panels.assets.drawn).toBe(false);
    const tab = (id: string) => sheet.act("tab", { dataset: { action: "tab", group: "primary", tab: id } });
    await tab("assets");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheet.renders.at(-1)).toEqual({ parts: ["assets"] });
    expect(sheet.lastContext.panels.assets).toMatchObject({ active: true, drawn: true });
    expect(sheet.lastContext.panels.tracks.drawn).toBe(true);
    const count = sheet.renders.length;
    await tab("tracks");
    await tab("assets");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheet.renders).toHaveLength(count);
  });
});

describe("the Forged Ties, Augur and Strike! sheets' tab panels", () => {
  it.each([
    ["forged-ties-sheet", "ForgedTiesSheet", sampleForgedTies, "growth"],
    ["augur-sheet", "AugurSheet", sampleAugur, "bonds"],
    ["strike-sheet", "StrikeSheet", sampleStrike, "wealth"],
  ] as const)("%s: the first tab drawn at first, another drawn alone when first opened, and only then", async (file, name, sample, second) => {
    const module = (await import(`../../../src/applications/sheets/${file}.ts`)) as Record<string, new (options: unknown) => unknown>;
    const { uuid, type, system } = sample();
    const sheet = new module[name]({ document: new FakeActor("Sample", type, system, uuid) }) as {
      render(options?: unknown): Promise<unknown>;
      act(action: string, target: { dataset: Record<string, string> }): Promise<void>;
      renders: unknown[];
      lastContext: { panels: Record<string, { drawn: boolean; active: boolean }> };
    };
    await sheet.render({ force: true });
    const drawn = () => Object.entries(sheet.lastContext.panels).filter(([, panel]) => panel.drawn).map(([id]) => id);
    const [first] = drawn();
    expect(drawn()).toHaveLength(1);
    const tab = (id: string) => sheet.act("tab", { dataset: { action: "tab", group: "primary", tab: id } });
    await tab(second);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheet.renders.at(-1)).toEqual({ parts: [second] });
    expect(drawn()).toEqual([first, second]);
    expect(sheet.lastContext.panels[second].active).toBe(true);
    const count = sheet.renders.length;
    await tab(first);
    await tab(second);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sheet.renders).toHaveLength(count);
  });
});
