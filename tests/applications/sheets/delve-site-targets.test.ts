/**
 * Delve moves rolled against a site from the character sheet's move list: Locate Your Objective offers
 * each delve site the user can see (the character's own and the world's, given by the sheet) as a
 * target, with its progress score, once each; without sites it has nothing to roll against.
 */
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type CharacterSheetInput } from "../../../src/applications/sheets/context/character-context";
import { type SheetItem } from "../../../src/applications/sheets/context/types";
import { sheetEnv } from "../../templates/sheets/sheet-render";
import { packMove } from "../../helpers/pack-move";
import { sampleIronsworn } from "../../../playground/sheets/samples";

const locate = packMove("delve-moves", "Locate Your Objective");

function moveItem(): SheetItem {
  return { id: locate._id, uuid: `Compendium.vowforge.delve-moves.Item.${locate._id}`, name: locate.name, type: "move", img: "", sort: 0, system: locate.system };
}

function site(id: string, name: string, ticks: number, uuid = `Item.${id}`): SheetItem {
  return { id, uuid, name, type: "delveSite", img: "", sort: 0, system: { rank: "dangerous", ticks, theme: null, domain: null, denizens: [] } };
}

function context(sites?: SheetItem[]) {
  const kaila = sampleIronsworn();
  const input: CharacterSheetInput = {
    name: kaila.name,
    img: kaila.img,
    system: kaila.system,
    items: kaila.items,
    moves: [moveItem()],
    search: "",
    enabledRulesets: ["ironsworn"],
    activeTab: "moves",
    richEditor: false,
    ...(sites ? { sites } : {}),
  };
  return buildCharacterContext(input, sheetEnv());
}

function locateView(sites?: SheetItem[]) {
  const ctx = context(sites);
  const view = ctx.moves.groups.flatMap((g) => g.moves).find((m) => m.name === "Locate Your Objective");
  if (!view) throw new Error("Locate Your Objective is not listed");
  return view;
}

describe("Locate Your Objective from the character sheet", () => {
  it("offers each delve site once, with its progress score and UUID", () => {
    const barrow = site("barrow", "The Sunken Barrow", 22, "Actor.kaila.Item.barrow");
    const view = locateView([barrow, site("tower", "Tower of Ash", 8), barrow]);
    expect(view.targets.map((t) => [t.name, t.score, t.trackUuid])).toEqual([
      ["The Sunken Barrow", 5, "Actor.kaila.Item.barrow"],
      ["Tower of Ash", 2, "Item.tower"],
    ]);
    expect(view.noTargets).toBe(false);
  });

  it("has nothing to roll against without a site", () => {
    const view = locateView();
    expect(view.targets).toEqual([]);
    expect(view.noTargets).toBe(true);
  });
});
