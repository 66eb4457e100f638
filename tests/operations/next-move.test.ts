import { beforeAll, describe, expect, it } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";
import type * as NextMove from "../../src/operations/next-move";
import { RulesError } from "../../src/rules/errors";

let kit: TrackTestKit;
let ops: typeof NextMove;

const SECURE = "move:starforged/adventure/secure_an_advantage";
const FACE = "move:starforged/adventure/face_danger";

beforeAll(async () => {
  kit = await setUpTracks();
  ops = await import("../../src/operations/next-move");
});

describe("+N on your next move on a character", () => {
  it("a new character holds none; a stored add is kept and read back", async () => {
    const actor = kit.makeActor("character", { ruleset: "starforged" });
    expect(ops.nextMoveAddsOf(actor)).toEqual([]);
    await ops.storeNextMoveAdd(actor, { add: 1, source: SECURE, move: "", notProgress: true });
    expect(ops.nextMoveAddsOf(actor)).toEqual([{ add: 1, source: SECURE, move: "", notProgress: true }]);
  });

  it("refuses an add the rules cannot read and writes nothing", async () => {
    const actor = kit.makeActor("character", { ruleset: "starforged" });
    await expect(ops.storeNextMoveAdd(actor, { add: 9, source: SECURE, move: "", notProgress: false })).rejects.toThrow(
      RulesError,
    );
    expect(ops.nextMoveAddsOf(actor)).toEqual([]);
  });

  it("a roll uses the adds it took once: they are gone, the others stay", async () => {
    const actor = kit.makeActor("character", { ruleset: "starforged" });
    await ops.storeNextMoveAdd(actor, { add: 1, source: SECURE, move: "", notProgress: true });
    await ops.storeNextMoveAdd(actor, { add: 2, source: SECURE, move: FACE, notProgress: false });
    const total = await ops.spendNextMoveAdds(actor, { moveId: FACE, progress: false }, [0, 1]);
    expect(total).toBe(3);
    expect(ops.nextMoveAddsOf(actor)).toEqual([]);
    await ops.storeNextMoveAdd(actor, { add: 2, source: SECURE, move: FACE, notProgress: false });
    await expect(ops.spendNextMoveAdds(actor, { moveId: SECURE, progress: false }, [0])).rejects.toThrow(RulesError);
    expect(ops.nextMoveAddsOf(actor)).toHaveLength(1);
  });

  it("refuses an actor that is not an Ironsworn / Starforged character", async () => {
    const actor = kit.makeActor("augurCharacter");
    await expect(ops.storeNextMoveAdd(actor, { add: 1, source: SECURE, move: "", notProgress: false })).rejects.toThrow(
      RulesError,
    );
  });
});
