/** The sheet templates rendered with the real Handlebars in strict mode. */
import { describe, expect, it } from "vitest";
import { buildCharacterContext, CHARACTER_TABS, type CharacterTab } from "../../../src/applications/sheets/context/character-context";
import { buildFoeContext, buildSharedContext, buildStarshipContext } from "../../../src/applications/sheets/context/actor-context";
import { buildAssetSheetContext, buildMoveSheetContext, buildProgressSheetContext } from "../../../src/applications/sheets/context/item-context";
import { ACTOR_TEMPLATES, CHARACTER_PARTS, ITEM_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { progress, sampleIronsworn, sampleMoves, sampleStarforged, type SampleSheetActor } from "../../../playground/sheets/samples";
import { renderCharacter, renderSheet, sheetEnv } from "./sheet-render";
import { submitOnChange } from "../../fakes/form-submit";

const XSS = "<img src=x onerror=alert(1)>";

function characterHtml(actor: SampleSheetActor, editable = true, search = "", activeTab: CharacterTab = "tracks"): string {
  const context = buildCharacterContext(
    { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves: sampleMoves(), search, enabledRulesets: ["ironsworn", "starforged"], activeTab, drawnTabs: CHARACTER_TABS, richEditor: false },
    sheetEnv({ editable }),
  );
  return renderCharacter(context);
}

describe("character sheet", () => {
  it("renders every part for both rulesets in strict mode", () => {
    for (const actor of [sampleIronsworn(), sampleStarforged()]) {
      const html = characterHtml(actor);
      for (const part of ["vf-sheet__header", "vf-stats", "vf-meters", "vf-momentum", "vf-tabs", "vf-tracks", "vf-assets", "vf-moves", "vf-notes-tab"]) {
        expect(html).toContain(part);
      }
    }
  });

  it("escapes a vow name a user typed", () => {
    const kaila = sampleIronsworn();
    kaila.items.push(progress("evil", XSS, "vow", "dangerous", 4));
    kaila.name = XSS;
    const html = characterHtml(kaila);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
  });

  it("gives every icon-only button an aria-label and every button a type", () => {
    const html = characterHtml(sampleStarforged());
    const buttons = html.match(/<button\b[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(30);
    for (const button of buttons) expect(button).toContain('type="button"');
    const iconOnly = html.match(/<button\b[^>]*>\s*<i [^>]*><\/i>\s*<\/button>/g) ?? [];
    expect(iconOnly.length).toBeGreaterThan(10);
    for (const button of iconOnly) expect(button).toMatch(/aria-label="[^"]+"/);
  });

  it("draws progress boxes with their ticks and a sentence for screen readers", () => {
    const html = characterHtml(sampleIronsworn());
    expect(html).toContain('role="img" aria-label="5 of 10 boxes filled"');
    expect(html).toContain('<span class="vf-box--t1"></span><span></span>');
  });

  it("hides the writing buttons when the sheet is not editable, keeping the rolls", () => {
    const html = characterHtml(sampleIronsworn(), false);
    expect(html).not.toContain('data-action="markProgress"');
    expect(html).not.toContain('data-action="adjustMeter"');
    expect(html).toContain('data-action="roll"');
    expect(html).toContain('data-action="progressRoll"');
  });

  it("renders the moves tab with roll buttons and track targets", () => {
    const html = characterHtml(sampleIronsworn(), true, "", "moves");
    expect(html).toContain('data-action="rollMove"');
    expect(html).toContain('data-action="rollMoveProgress"');
    expect(html).toMatch(/id="vf-test-panel-moves" role="tabpanel"/);
    expect(html).toMatch(/class="tab vf-panel vf-moves active"/);
  });

  it("each character part has a single root element, as Foundry's parts need", () => {
    const kaila = sampleIronsworn();
    const context = buildCharacterContext(
      { name: kaila.name, img: kaila.img, system: kaila.system, items: kaila.items, moves: sampleMoves(), search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", drawnTabs: CHARACTER_TABS, richEditor: true },
      sheetEnv(),
    );
    for (const path of Object.values(CHARACTER_PARTS)) {
      const html = renderSheet(path, context).trim();
      const open = /^<([a-z]+)/.exec(html)?.[1];
      expect(open, path).toBeTruthy();
      expect(html.endsWith(`</${open}>`), path).toBe(true);
    }
    expect(renderSheet(CHARACTER_PARTS.notes, context)).toContain('<prose-mirror name="system.notes"');
  });
});

describe("item and other actor sheets", () => {
  it("frames an asset as a card: title band, type line, a check per ability, its meter at the foot", () => {
    const kaila = sampleIronsworn();
    const hound = kaila.items.find((i) => i.name === "Hound");
    if (!hound) throw new Error("sample data changed");
    const onSheet = characterHtml(kaila);
    const card = /<li class="vf-asset" data-item-id="hound"[\s\S]*?<\/li>\s*(?=<li class="vf-asset"|<\/ul>\s*<\/section>)/.exec(onSheet)?.[0] ?? "";
    expect(card).toMatch(/<div class="vf-asset__header">\s*<h4 class="vf-asset__name">Hound<\/h4>/);
    expect(card).toMatch(/<p class="vf-asset__category">Companion<\/p>/);
    expect(card.match(/data-action="toggleAbility"/g)).toHaveLength(3);
    expect(card).toMatch(/data-action="toggleAbility" data-item-id="hound" data-index="0" aria-pressed="true" aria-label="Hound: ability 1" >/);
    expect(card).toMatch(/<div class="vf-asset__meter">[\s\S]*data-action="adjustAssetMeter"/);
    // On the asset's own sheet the card's checks mark the abilities (no edit or delete of itself).
    const own = renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(hound, sheetEnv()));
    expect(own).toMatch(/data-action="toggleAbility" data-item-id="hound" data-index="1" aria-pressed="false" aria-label="Hound: ability 2" >/);
    expect(own).not.toMatch(/data-action="(editItem|deleteItem)"/);
    expect(own).not.toMatch(/<input type="checkbox"[^>]*toggleAbility/);
    const locked = renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(hound, sheetEnv({ editable: false })));
    expect(locked.match(/data-action="toggleAbility"[^>]*disabled>/g)).toHaveLength(3);
  });

  it("offers a companion out of action a button to clear the mark by hand, to an editor only; never a dead one", () => {
    const kaila = sampleIronsworn();
    const hound = kaila.items.find((i) => i.name === "Hound");
    if (!hound) throw new Error("sample data changed");
    const houndCard = (html: string) => /<li class="vf-asset" data-item-id="hound"[\s\S]*?<\/li>\s*(?=<li class="vf-asset"|<\/ul>\s*<\/section>)/.exec(html)?.[0] ?? "";
    Object.assign(hound, { flags: { vowforge: { companion: "outOfAction" } } });
    const card = houndCard(characterHtml(kaila, true, "", "assets"));
    expect(card).toMatch(
      /<p class="vf-asset__state">Out of action <button type="button" class="vf-button vf-asset__state-clear" data-action="clearCompanionMark" data-item-id="hound" aria-label="Clear the out-of-action mark from Hound">Clear<\/button><\/p>/,
    );
    expect(houndCard(characterHtml(kaila, false, "", "assets"))).not.toContain("clearCompanionMark");
    Object.assign(hound, { flags: { vowforge: { companion: "dead" } } });
    const dead = houndCard(characterHtml(kaila, true, "", "assets"));
    expect(dead).toContain("Dead: remove the asset");
    expect(dead).not.toContain("clearCompanionMark");
  });

  it("renders the asset, progress and move sheets", () => {
    const kaila = sampleIronsworn();
    const hound = kaila.items.find((i) => i.name === "Hound");
    const vow = kaila.items.find((i) => i.id === "vow1");
    const move = sampleMoves().find((m) => m.name === "Endure Harm");
    if (!hound || !vow || !move) throw new Error("sample data changed");
    expect(renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(hound, sheetEnv()))).toContain("Your hound follows a trail");
    const progressHtml = renderSheet(ITEM_TEMPLATES.progress, buildProgressSheetContext({ ...vow, name: XSS }, sheetEnv(), false));
    expect(progressHtml).not.toContain("<img src=x");
    // The rank is a choice of pills on radio buttons in the header band, the track's own rank checked.
    expect(progressHtml).toMatch(/<input type="radio" name="system.rank" value="dangerous" checked\s*>/);
    expect(progressHtml.match(/name="system.rank"/g)).toHaveLength(5);
    expect(renderSheet(ITEM_TEMPLATES.move, buildMoveSheetContext(move, sheetEnv()))).toContain('data-action="rollMove"');
  });

  it("renders the foe, starship and shared sheets", () => {
    const env = sheetEnv();
    const foe = renderSheet(ACTOR_TEMPLATES.foe, buildFoeContext({ name: XSS, img: "", system: { rank: "formidable", nature: "Beast", description: "<p>Big.</p>", progress: { ticks: 9 } }, items: [] }, env, false));
    expect(foe).toContain('aria-label="2 of 10 boxes filled, plus 1 of 4 ticks in the next box"');
    expect(foe).not.toContain("<img src=x");
    const ship = renderSheet(ACTOR_TEMPLATES.starship, buildStarshipContext({ name: "Wayfarer", img: "", system: { integrity: 3, battered: true, cursed: false, notes: "" }, items: sampleStarforged().items }, env, false));
    expect(ship).toMatch(/name="system.battered" checked/);
    expect(ship).toContain('data-action="adjustAssetMeter"');
    expect(ship).not.toContain('name="system.supply"');
    const flagship = renderSheet(ACTOR_TEMPLATES.starship, buildStarshipContext({ name: "Gull", img: "", system: { integrity: 3, supply: 2, unequipped: true, battered: false, cursed: false, notes: "" }, items: [] }, env, false, true));
    expect(flagship).toContain('name="system.supply" value="2"');
    expect(flagship).toContain("Supply (hold)");
    expect(flagship).toMatch(/name="system.unequipped" checked/);
    const shared = renderSheet(ACTOR_TEMPLATES.shared, buildSharedContext({ name: "Party", img: "", system: { supply: 2, notes: "" }, items: [progress("v", "Shared vow", "vow", "epic", 3)] }, env, false));
    expect(shared).toContain("Shared vow");
    expect(shared).toContain('name="system.supply" value="2"');
  });
});

describe("designed header fields and the asset's requirement band", () => {
  it("draws a foe's and a track's rank as pills on radio buttons; a whole-form submit sends the checked one only", () => {
    const foe = renderSheet(ACTOR_TEMPLATES.foe, buildFoeContext({ name: "Wolf", img: "", system: { rank: "formidable", nature: "Beast", description: "", progress: { ticks: 0 } }, items: [] }, sheetEnv(), false));
    expect(foe).not.toMatch(/<select[^>]*name="system.rank"/);
    expect(foe.match(/<input type="radio" name="system.rank"/g)).toHaveLength(5);
    expect(foe).toMatch(/<label class="vf-chip-field" for="vf-test-system-nature">[\s\S]*?name="system.nature" value="Beast"/);
    expect(submitOnChange(foe, "system.nature", "Wolves")).toMatchObject({ system: { rank: "formidable", nature: "Wolves" } });
    const vow = sampleIronsworn().items.find((i) => i.id === "vow1");
    if (!vow) throw new Error("sample data changed");
    const track = renderSheet(ITEM_TEMPLATES.progress, buildProgressSheetContext(vow, sheetEnv(), false));
    expect(submitOnChange(track, "system.completed", true)).toMatchObject({ system: { rank: "dangerous", kind: "vow", completed: true } });
    // Not editable: every header field is closed.
    const locked = renderSheet(ITEM_TEMPLATES.progress, buildProgressSheetContext(vow, sheetEnv({ editable: false }), false));
    expect(locked.match(/name="system.rank"[^>]*disabled/g)).toHaveLength(5);
    expect(locked).toMatch(/name="system.kind" disabled/);
  });

  it("shows an asset's requirement as the band under its title, on its sheet and on the character's", () => {
    const kaila = sampleIronsworn();
    const hound = kaila.items.find((i) => i.name === "Hound");
    const archer = kaila.items.find((i) => i.name === "Archer");
    if (!hound || !archer) throw new Error("sample data changed");
    const band = /<div class="vf-asset__header">[\s\S]*?<\/div>\s*<div class="vf-asset__requirement"><p>Only for one who raised the hound from a pup\.<\/p><\/div>\s*<div class="vf-asset__body">/;
    expect(renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(hound, sheetEnv()))).toMatch(band);
    expect(characterHtml(kaila, true, "", "assets")).toMatch(band);
    // An asset without a requirement has no band.
    expect(renderSheet(ITEM_TEMPLATES.asset, buildAssetSheetContext(archer, sheetEnv()))).not.toContain("vf-asset__requirement");
  });
});
