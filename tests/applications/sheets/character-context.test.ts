/** The character sheet context: derived values, ordering, filters and per-ruleset parts. */
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type CharacterSheetInput } from "../../../src/applications/sheets/context/character-context";
import { rollSummary } from "../../../src/applications/dialogs/actor-summaries";
import { categoryLine } from "../../../src/applications/sheets/context/asset-context";
import { localize } from "../../helpers/handlebars";
import { sheetEnv } from "../../templates/sheets/sheet-render";
import { asset, move, progress, sampleIronsworn, sampleMoves, sampleStarforged, type SampleSheetActor } from "../../../playground/sheets/samples";

function input(actor: SampleSheetActor, over: Partial<CharacterSheetInput> = {}): CharacterSheetInput {
  return {
    name: actor.name,
    img: actor.img,
    system: actor.system,
    items: actor.items,
    moves: sampleMoves(),
    search: "",
    enabledRulesets: ["ironsworn", "starforged"],
    activeTab: "tracks",
    richEditor: false,
    ...over,
  };
}

const build = (actor: SampleSheetActor, over: Partial<CharacterSheetInput> = {}) => buildCharacterContext(input(actor, over), sheetEnv());

describe("vitals", () => {
  it("derives momentum max and reset from the marked debilities when the data has none", () => {
    const kaila = sampleIronsworn(); // one debility (shaken) marked, momentum 5
    const ctx = build(kaila);
    expect(ctx.momentum).toMatchObject({ value: 5, min: -6, max: 9, reset: 1, burnable: true, resettable: true });
    expect(ctx.conditions.group).toBe("debilities");
    expect(ctx.conditions.items.find((c) => c.id === "shaken")?.marked).toBe(true);
  });

  it("names the initiative (Ironsworn) or in control (Starforged) toggle, stored as system.inControl", () => {
    const kaila = sampleIronsworn();
    expect(build(kaila).conditions.control).toMatchObject({ label: "Initiative", marked: false, name: "system.inControl" });
    const ren = sampleStarforged();
    ren.system.inControl = true;
    expect(build(ren).conditions.control).toMatchObject({
      label: "In control",
      hint: "Ticked: you are in control. Unticked: you are in a bad spot.",
      marked: true,
    });
  });

  it("prefers the prepared momentumMax / momentumReset of the data model", () => {
    const kaila = sampleIronsworn();
    kaila.system.momentumMax = 7;
    kaila.system.momentumReset = 0;
    kaila.system.momentum = 7;
    const ctx = build(kaila);
    expect(ctx.momentum).toMatchObject({ max: 7, reset: 0, canIncrement: false, canDecrement: true });
  });

  it("counts impacts for a Starforged character; two impacts reset to 0", () => {
    const ren = sampleStarforged();
    Object.assign(ren.system.impacts as object, { wounded: true, indebted: true });
    const ctx = build(ren);
    expect(ctx.conditions.group).toBe("impacts");
    expect(ctx.conditions.items).toHaveLength(10);
    expect(ctx.momentum).toMatchObject({ max: 8, reset: 0 });
  });

  it("marks meters that cannot move further", () => {
    const kaila = sampleIronsworn(); // health 5, spirit 4
    const [health, spirit] = build(kaila).meters;
    expect(health).toMatchObject({ value: 5, canIncrement: false, canDecrement: true, path: "meters.health", name: "system.meters.health" });
    expect(spirit).toMatchObject({ canIncrement: true, canDecrement: true });
    (kaila.system.meters as Record<string, number>).supply = 0;
    expect(build(kaila).meters[2]).toMatchObject({ canDecrement: false, canIncrement: true });
  });

  it("momentum at -6 can only go up and cannot be burned", () => {
    const kaila = sampleIronsworn();
    kaila.system.momentum = -6;
    expect(build(kaila).momentum).toMatchObject({ canDecrement: false, canIncrement: true, burnable: false });
  });
});

describe("progress tracks", () => {
  it("lists vows first, then by kind, completed tracks last, with boxes and score", () => {
    const kaila = sampleIronsworn();
    kaila.items.push(progress("fight", "Duel at dawn", "combat", "extreme", 6, 0), progress("vow9", "Avenge the fallen", "vow", "epic", 1, 5));
    const names = build(kaila).tracks.map((t) => t.name);
    expect(names).toEqual(["Find the ones who burned Thornwatch", "Avenge the fallen", "Cross the Veiled Pass", "Duel at dawn", "Bury my brother"]);
    const vow = build(kaila).tracks[0];
    expect(vow).toMatchObject({ ticks: 20, score: 5, isVow: true, rank: "dangerous", ticksPerMark: 8, canMark: true, canClear: true });
    expect(vow.boxes.map((b) => b.ticks)).toEqual([4, 4, 4, 4, 4, 0, 0, 0, 0, 0]);
    expect(vow.srText).toBe("5 of 10 boxes filled");
  });

  it("says how many ticks a part-filled box holds", () => {
    const journey = build(sampleIronsworn()).tracks.find((t) => t.kind === "journey");
    expect(journey?.srText).toBe("3 of 10 boxes filled, plus 1 of 4 ticks in the next box");
    expect(journey?.boxes[3]).toEqual({ ticks: 1, cssClass: "vf-box--t1" });
    expect(journey?.boxes[4]).toEqual({ ticks: 0, cssClass: "" });
  });

  it("shows the bonds track for Ironsworn and legacy tracks with experience for Starforged", () => {
    const iron = build(sampleIronsworn());
    expect(iron.bonds).toMatchObject({ ticks: 3, score: 0 });
    expect(iron.legacies).toBeNull();
    const star = build(sampleStarforged());
    expect(star.bonds).toBeNull();
    const [quests, bonds, discoveries] = star.legacies ?? [];
    expect(quests).toMatchObject({ id: "quests", score: 3, xp: 6, overflow: false, rollScore: 3 });
    expect(bonds).toMatchObject({ id: "bonds", overflow: true, xp: 21, rollScore: 10 });
    expect(discoveries).toMatchObject({ xp: 0, canClear: true });
    expect(star.experience.legacyTotal).toBe(27);
  });

  it("gives one figure to spend: Starforged counts the legacies' experience with the rest (SF-20)", () => {
    const sample = sampleStarforged();
    const star = build({ ...sample, system: { ...(sample.system as object), experience: { earned: 4, spent: 6 } } } as typeof sample);
    expect(star.experience).toMatchObject({ earned: 4, spent: 6, legacyTotal: 27, available: 25 });
    expect(star.xp.map((m) => m.label)).toEqual(["Experience earned besides legacies", "Experience spent"]);
    const iron = build(sampleIronsworn());
    expect(iron.experience.available).toBe(Math.max(0, iron.experience.earned - iron.experience.spent));
    expect(iron.xp[0].label).toBe("Experience earned");
  });
});

describe("assets", () => {
  it("shows abilities and the asset meter with its own limits", () => {
    const hound = build(sampleIronsworn()).assets.find((a) => a.name === "Hound");
    expect(hound?.abilities.map((a) => a.enabled)).toEqual([true, false, false]);
    expect(hound?.meter).toMatchObject({ value: 3, min: 0, max: 4, label: "Health", canIncrement: true });
    expect(hound?.meterKey).toBe("companionHealth");
    expect(hound?.categoryLabel).toBe("Companion");
  });

  it("names the category above the asset unless it only repeats the name", () => {
    expect(categoryLine("combatTalent", "Swordmaster")).toBe("Combat talent");
    expect(categoryLine("command_vehicle", "Command Vehicle")).toBe("");
    expect(categoryLine("", "Hawk")).toBe("");
  });

  it("offers asset meters to the roll dialog", () => {
    const kaila = sampleIronsworn();
    const summary = rollSummary({ name: kaila.name, uuid: null, system: kaila.system, items: kaila.items }, localize);
    expect(summary.meters.map((m) => m.id)).toEqual(["health", "spirit", "supply", "companionHealth"]);
    expect(summary.stats.find((s) => s.id === "heart")?.value).toBe(3);
  });
});

describe("moves", () => {
  it("lists the ruleset's moves grouped by category in rulebook order", () => {
    const ctx = build(sampleIronsworn());
    expect(ctx.moves.groups.map((g) => g.id)).toEqual(["adventure", "quest", "suffer", "fate"]);
    expect(ctx.moves.groups[0].label).toBe("Adventure moves");
    const all = ctx.moves.groups.flatMap((g) => g.moves.map((m) => m.name));
    expect(all).not.toContain("Continue a Legacy");
    expect(ctx.moves.total).toBe(8);
  });

  it("filters by every word of the search, ignoring case and accents", () => {
    const ctx = build(sampleIronsworn(), { search: "  ÉNDURE harm " });
    expect(ctx.moves.groups.flatMap((g) => g.moves.map((m) => m.name))).toEqual(["Endure Harm", "Companion Endure Harm"]);
    expect(ctx.moves.resultsText).toBe("2 of 8 moves");
    const none = build(sampleIronsworn(), { search: "zzz" });
    expect(none.moves.groups).toEqual([]);
    expect(none.moves.emptyText).toBe("No move matches \u201czzz\u201d.");
  });

  it("gives each move the options its trigger allows, with the character's values", () => {
    const moves = build(sampleIronsworn()).moves.groups.flatMap((g) => g.moves);
    const endure = moves.find((m) => m.name === "Endure Harm");
    expect(endure).toMatchObject({ actionRoll: true, optionsText: "Roll with Iron +1 or Health +5", targets: [] });
    const companion = moves.find((m) => m.name === "Companion Endure Harm");
    expect(companion?.optionsText).toBe("Roll with Heart +3 or Hound (Health) +3");
    const pay = moves.find((m) => m.name === "Pay the Price");
    expect(pay).toMatchObject({ actionRoll: false, optionsText: "", noTargets: false });
  });

  it("lets a progress move roll against the open tracks of its kind only", () => {
    const moves = build(sampleIronsworn()).moves.groups.flatMap((g) => g.moves);
    const fulfill = moves.find((m) => m.name === "Fulfill Your Vow");
    expect(fulfill?.targets.map((t) => [t.name, t.score])).toEqual([["Find the ones who burned Thornwatch", 5]]);
    expect(fulfill?.actionRoll).toBe(false);
    const epilogue = moves.find((m) => m.name === "Write Your Epilogue");
    expect(epilogue?.targets).toEqual([expect.objectContaining({ bonds: true, score: 0 })]);
    const legacy = build(sampleStarforged()).moves.groups.flatMap((g) => g.moves).find((m) => m.name === "Continue a Legacy");
    expect(legacy?.targets.map((t) => [t.legacy, t.score])).toEqual([["quests", 3], ["bonds", 10], ["discoveries", 0]]);
  });

  it("puts the character's own move items first and hides the pack's copy", () => {
    const kaila = sampleIronsworn();
    const own = move("ironsworn", "mine", "Face Danger", "adventure", "action", [["stat", "edge"]], "My own words.");
    (own.system as Record<string, unknown>).dataswornId = "ironsworn/moves/adventure/ironsworn-face-danger";
    kaila.items.push(own);
    const adventure = build(kaila).moves.groups[0].moves;
    expect(adventure[0]).toMatchObject({ id: "mine", own: true });
    expect(adventure.filter((m) => m.name === "Face Danger")).toHaveLength(1);
  });

  it("names a progress move with nothing to roll against", () => {
    const kaila = sampleIronsworn();
    kaila.items = kaila.items.filter((i) => i.type !== "progress");
    kaila.items.push(asset("x", "X", "path", [["a", true]]));
    const fulfill = build(kaila).moves.groups.flatMap((g) => g.moves).find((m) => m.name === "Fulfill Your Vow");
    expect(fulfill).toMatchObject({ noTargets: true, targets: [] });
  });
});

describe("header and tabs", () => {
  it("offers only enabled character rulesets, keeping the current one", () => {
    const ctx = build(sampleStarforged(), { enabledRulesets: ["ironsworn"] });
    expect(ctx.rulesetOptions).toEqual([
      { value: "ironsworn", label: "Ironsworn", selected: false },
      { value: "starforged", label: "Starforged", selected: true },
    ]);
    expect(build(sampleIronsworn(), { enabledRulesets: ["ironsworn", "augur"] }).rulesetOptions.map((o) => o.value)).toEqual(["ironsworn"]);
  });

  it("marks the active tab", () => {
    const ctx = build(sampleIronsworn(), { activeTab: "moves" });
    expect(ctx.tabNav.filter((t) => t.active).map((t) => t.id)).toEqual(["moves"]);
    expect(ctx.panels.moves.cssClass).toBe("active");
    expect(ctx.panels.tracks.cssClass).toBe("");
  });
});
