/**
 * Continue a Legacy rolls each legacy track: which tracks, in what order and with which scores, the
 * requests it makes (ordinary progress cards noting their place in the series), and the one button the
 * character sheet's moves list shows for it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../../src/applications/sheets/context/character-context";
import { legacyViews } from "../../../src/applications/sheets/context/legacy-context";
import { eachLegacyRequests, eachLegacyRolls, readMove } from "../../../src/applications/sheets/context/moves-context";
import { type SheetItem } from "../../../src/applications/sheets/context/types";
import { localize } from "../../helpers/handlebars";
import { renderCharacter, sheetEnv } from "../../templates/sheets/sheet-render";
import { move, sampleStarforged } from "../../../playground/sheets/samples";
import { packMove, type PackMove } from "../../helpers/pack-move";

let source: PackMove;

beforeAll(() => {
  source = packMove("starforged-moves", "Continue a Legacy");
});

/** The Continue a Legacy move as the Starforged pack ships it (a fresh copy). */
function continueALegacy(): SheetItem {
  const copy = structuredClone(source);
  return { id: copy._id, uuid: `Compendium.vowforge.starforged-moves.Item.${copy._id}`, name: copy.name, type: "move", img: "", sort: 0, system: copy.system };
}

/** Legacy tracks: quests 3 boxes and a bit, bonds in the "+10" state, discoveries empty. */
const legacies = () =>
  legacyViews({ legacies: { quests: { ticks: 14, overflow: false }, bonds: { ticks: 6, overflow: true }, discoveries: { ticks: 0, overflow: false } } }, localize);

describe("which legacy tracks a move rolls each of", () => {
  it("Continue a Legacy rolls quests, bonds and discoveries, in that order, with each track's score", () => {
    expect(eachLegacyRolls(readMove(continueALegacy()), legacies())).toEqual([
      { legacy: "quests", name: "Quests", score: 3, index: 1, count: 3 },
      { legacy: "bonds", name: "Bonds", score: 10, index: 2, count: 3 },
      { legacy: "discoveries", name: "Discoveries", score: 0, index: 3, count: 3 },
    ]);
  });

  it("follows the order the move lists its tracks in", () => {
    const system = structuredClone(continueALegacy().system) as { rollConditions: { rollOptions: unknown[] }[] };
    system.rollConditions[0].rollOptions.reverse();
    expect(eachLegacyRolls(readMove({ type: "move", system }), legacies()).map((r) => [r.legacy, r.index])).toEqual([
      ["discoveries", 1],
      ["bonds", 2],
      ["quests", 3],
    ]);
  });

  it("rolls nothing this way for a move whose player picks the track, or for an actor without legacy tracks", () => {
    const picked = structuredClone(continueALegacy().system) as { rollConditions: { rollMethod: string }[] };
    picked.rollConditions[0].rollMethod = "playerChoice";
    expect(eachLegacyRolls(readMove({ type: "move", system: picked }), legacies())).toEqual([]);
    // An older copy without conditions reads as the player's choice.
    expect(eachLegacyRolls(readMove({ type: "move", system: { ...(continueALegacy().system as object), rollConditions: [] } }), legacies())).toEqual([]);
    expect(eachLegacyRolls(readMove(continueALegacy()), null)).toEqual([]);
  });

  it("skips options naming no legacy track", () => {
    const system = structuredClone(continueALegacy().system) as { rollConditions: { rollOptions: { key: string }[] }[] };
    system.rollConditions[0].rollOptions[1].key = "renown";
    expect(eachLegacyRolls(readMove({ type: "move", system }), legacies()).map((r) => [r.legacy, r.index, r.count])).toEqual([
      ["quests", 1, 2],
      ["discoveries", 2, 2],
    ]);
  });
});

describe("the requests of the series", () => {
  it("are ordinary progress rolls headed by the move, each naming its track and its place", () => {
    const move = continueALegacy();
    const rolls = eachLegacyRolls(readMove(move), legacies());
    const requests = eachLegacyRequests({ move: { uuid: move.uuid, name: move.name }, rolls, actorUuid: "Actor.ren" }, localize);
    expect(requests).toEqual([
      { kind: "progress", ruleset: "starforged", actorUuid: "Actor.ren", moveUuid: move.uuid, title: "Continue a Legacy", trackUuid: null, trackName: "Quests: roll 1 of 3 for Continue a Legacy", score: 3 },
      { kind: "progress", ruleset: "starforged", actorUuid: "Actor.ren", moveUuid: move.uuid, title: "Continue a Legacy", trackUuid: null, trackName: "Bonds: roll 2 of 3 for Continue a Legacy", score: 10 },
      { kind: "progress", ruleset: "starforged", actorUuid: "Actor.ren", moveUuid: move.uuid, title: "Continue a Legacy", trackUuid: null, trackName: "Discoveries: roll 3 of 3 for Continue a Legacy", score: 0 },
    ]);
  });
});

describe("the moves list", () => {
  const build = (moves: SheetItem[]) => {
    const ren = sampleStarforged(); // quests 14 ticks, bonds "+10" with 6, discoveries 3
    return buildCharacterContext(
      { name: ren.name, img: ren.img, system: ren.system, items: ren.items, moves, search: "", enabledRulesets: ["starforged"], activeTab: "moves", richEditor: false },
      sheetEnv(),
    );
  };

  it("shows one button rolling each track in turn, with the scores, instead of a button per track", () => {
    const context = build([continueALegacy()]);
    const view = context.moves.groups.flatMap((g) => g.moves).find((m) => m.name === "Continue a Legacy");
    expect(view?.rollEach).toEqual({
      text: "Roll each in turn: Quests 3, Bonds 10, Discoveries 0",
      label: "Continue a Legacy: a progress roll on each of the 3 legacy tracks, one card each",
    });
    const html = renderCharacter(context);
    expect(html).toContain('data-action="rollMoveEach" data-move-uuid="Compendium.vowforge.starforged-moves.Item.w2DsXqWBvRU3pACx"');
    expect(html).toContain("<span class=\"vf-sr-only\">Continue a Legacy:</span> Roll each in turn: Quests 3, Bonds 10, Discoveries 0</button>");
    expect(html).not.toContain('data-action="rollMoveProgress"');
  });

  it("keeps a button per track for a move whose player picks the track", () => {
    const legacyTracks: [string, string][] = [["legacyTrack", "quests"], ["legacyTrack", "bonds"], ["legacyTrack", "discoveries"]];
    const pick = move("starforged", "pick-legacy", "Continue a Legacy", "legacy", "specialTrack", legacyTracks, "Roll a track you pick.");
    const context = build([pick]);
    const view = context.moves.groups.flatMap((g) => g.moves)[0];
    expect(view.rollEach).toBeNull();
    expect(view.targets.map((t) => t.legacy)).toEqual(["quests", "bonds", "discoveries"]);
    expect(renderCharacter(context)).not.toContain('data-action="rollMoveEach"');
  });
});
