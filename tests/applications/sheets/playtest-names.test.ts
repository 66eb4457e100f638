/**
 * Playtest names: each Starforged move the published book renamed is found by its 2020 playtest name in
 * the sheet's move search, and its move sheet says what it was called.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildMoveSheetContext } from "../../../src/applications/sheets/context/item-context";
import { movesView, readMove, type MovesInput } from "../../../src/applications/sheets/context/moves-context";
import { type SheetItem } from "../../../src/applications/sheets/context/types";
import { ITEM_TEMPLATES } from "../../../src/applications/sheets/sheet-templates";
import { formerNameOf, PLAYTEST_RENAMES } from "../../../src/rules/playtest-names";
import { renderSheet, sheetEnv } from "../../templates/sheets/sheet-render";

/** Every Starforged move the Datasworn package publishes, by id. */
function publishedMoves(): Map<string, string> {
  const file = path.resolve(__dirname, "../../../node_modules/@datasworn/starforged/json/starforged.json");
  const data = JSON.parse(readFileSync(file, "utf8")) as {
    moves: Record<string, { contents?: Record<string, { _id: string; name: string }> }>;
  };
  const out = new Map<string, string>();
  for (const category of Object.values(data.moves))
    for (const move of Object.values(category.contents ?? {})) out.set(move._id, move.name);
  return out;
}

function move(name: string, system: Record<string, unknown>): SheetItem {
  return { id: name, uuid: `Item.${name}`, name, type: "move", img: "", sort: 0, system: { ruleset: "starforged", category: "legacy", ...system } };
}

function search(moves: SheetItem[], text: string): string[] {
  const input: MovesInput = {
    ruleset: "starforged",
    moves,
    ownMoves: [],
    search: text,
    values: { stats: {}, meters: {} } as unknown as MovesInput["values"],
    tracks: [],
    legacies: null,
    bonds: null,
  };
  return movesView(input, sheetEnv()).groups.flatMap((g) => g.moves.map((m) => m.name));
}

describe("playtest names", () => {
  it("list every rename: the three published moves whose playtest name differs", () => {
    expect(PLAYTEST_RENAMES.map((r) => [r.playtest, r.published])).toEqual([
      ["Leave a Legacy", "Continue a Legacy"],
      ["Develop a Relationship", "Develop Your Relationship"],
      ["Test a Relationship", "Test Your Relationship"],
    ]);
    const published = publishedMoves();
    for (const rename of PLAYTEST_RENAMES) expect(published.get(rename.dataswornId)).toBe(rename.published);
  });

  it("are found from the published id or the published name", () => {
    expect(formerNameOf("move:starforged/legacy/continue_a_legacy", "")).toBe("Leave a Legacy");
    expect(formerNameOf("starforged/moves/legacy/continue_a_legacy", "Continue a Legacy")).toBe("Leave a Legacy");
    expect(formerNameOf("other", "Test Your Relationship")).toBe("Test a Relationship");
    expect(formerNameOf("starforged/moves/adventure/face_danger", "Face Danger")).toBe("");
  });

  it.each(PLAYTEST_RENAMES.map((r) => [r.playtest, r.published, r.dataswornId]))(
    "the sheet's move search finds %s as %s",
    (playtest, published, dataswornId) => {
      const moves = [
        move(published, { dataswornId, formerly: playtest }),
        move("Face Danger", { dataswornId: "starforged/moves/adventure/face_danger", formerly: "", category: "adventure" }),
      ];
      expect(search(moves, playtest.toLowerCase())).toEqual([published]);
      // A move stored before the field existed reads its playtest name from the list.
      expect(search([move(published, { dataswornId })], playtest)).toEqual([published]);
      expect(readMove({ type: "move", system: { ruleset: "starforged", dataswornId } }).formerly).toBe(playtest);
    },
  );

  it("show 'formerly …' on the move sheet of a renamed move only", () => {
    const renamed = move("Continue a Legacy", { dataswornId: "starforged/moves/legacy/continue_a_legacy", formerly: "Leave a Legacy" });
    const context = buildMoveSheetContext(renamed, sheetEnv());
    expect(context.formerly).toBe("Formerly “Leave a Legacy” (the playtest name)");
    expect(renderSheet(ITEM_TEMPLATES.move, context)).toContain(
      '<p class="vf-move-sheet__formerly">Formerly “Leave a Legacy” (the playtest name)</p>',
    );
    const plain = move("Face Danger", { dataswornId: "starforged/moves/adventure/face_danger", formerly: "" });
    expect(buildMoveSheetContext(plain, sheetEnv()).formerly).toBeNull();
    expect(renderSheet(ITEM_TEMPLATES.move, buildMoveSheetContext(plain, sheetEnv()))).not.toContain("formerly");
  });
});
