/**
 * The conditional adds moves name for their own roll (src/rules/effects/moves/adds.ts) against the
 * moves' texts in the Datasworn packages we ship: the part of a move's text before its outcomes names
 * "add +N" for exactly the amounts our data lists, so data and text cannot drift.
 */
import { describe, expect, it } from "vitest";
import { assertMoveEffects } from "../../../src/rules";
import { MOVE_ADDS, documentEffects } from "../../../src/rules/effects/moves";
import { DATASWORN_FILES, dataswornMoves, type DsNode } from "../../helpers/datasworn-json";

/** The amounts "add +N" names in a move's text before its outcomes (the trigger and how it rolls). */
function namedAdds(move: DsNode): number[] {
  const before = String(move.text ?? "").split(/On (?:an? )?__strong hit__/i)[0];
  return [...new Set([...before.matchAll(/\badd \+(\d+)/gi)].map((m) => Number(m[1])))].sort();
}

function dataAdds(id: string): number[] {
  return [...new Set((Object.hasOwn(MOVE_ADDS, id) ? MOVE_ADDS[id] : []).map((a) => a.add))].sort();
}

describe("moves' conditional adds", () => {
  const moves = Object.values(DATASWORN_FILES).flatMap(dataswornMoves);

  for (const [ruleset, file] of Object.entries(DATASWORN_FILES)) {
    it(`${ruleset}: each rolled move's adds are the ones its text names before the outcomes`, () => {
      const problems = dataswornMoves(file)
        .filter((m) => m.roll_type !== "no_roll")
        .flatMap((m) => {
          const [text, data] = [namedAdds(m), dataAdds(m._id as string)];
          return JSON.stringify(text) === JSON.stringify(data) ? [] : [`${m._id}: text ${text}, data ${data}`];
        });
      expect(problems).toEqual([]);
    });
  }

  it("every entry is a rolled move we ship, valid as a move document's effects carry it", () => {
    const rolled = new Set(moves.filter((m) => m.roll_type !== "no_roll").map((m) => m._id as string));
    for (const id of Object.keys(MOVE_ADDS)) {
      expect(rolled.has(id), id).toBe(true);
      assertMoveEffects(documentEffects(id), id);
      expect(documentEffects(id).adds).toEqual(MOVE_ADDS[id]);
    }
    expect(Object.keys(MOVE_ADDS).length).toBe(8);
  });

  it("the guard works: a changed amount disagrees with the text", () => {
    const sojourn = moves.find((m) => m._id === "move:classic/relationship/sojourn") as DsNode;
    expect(namedAdds(sojourn)).toEqual([1]);
    expect(namedAdds({ ...sojourn, text: String(sojourn.text).replaceAll("add +1", "add +2") })).toEqual([2]);
  });

  it("refuses an add out of range, a condition named twice and an unknown key", () => {
    expect(() => assertMoveEffects({ adds: [{ id: "shareBond", add: 4 }] })).toThrow(/add/);
    expect(() => assertMoveEffects({ adds: [{ id: "x", add: 1 }, { id: "x", add: 2 }] })).toThrow(/twice/);
    expect(() => assertMoveEffects({ adds: [{ id: "bad id!", add: 1 }] })).toThrow();
    expect(() => assertMoveEffects({ adds: "shareBond" })).toThrow(/list/);
  });
});
