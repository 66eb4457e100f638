/**
 * Editing a Forged Ties character's ruin advances and bonds through the operations, on an actor whose
 * model checks every write: one update for each edit, and a refused edit writes nothing. The sheet
 * edit (stats, skills, requirements, track lengths) is tested through its buttons in
 * tests/applications/sheets/forged-ties-buttons.test.ts.
 */
import type * as Ruin from "../../src/operations/forged-ties-ruin";
import type * as Bonds from "../../src/operations/forged-ties-bonds";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setUpTracks, type TrackTestKit } from "./setup";
import { forgedTiesSample, refused, type ForgedTiesSys } from "./edit-samples";

let kit: TrackTestKit;
let ruin: typeof Ruin;
let bonds: typeof Bonds;

beforeAll(async () => {
  kit = await setUpTracks();
  ruin = await import("../../src/operations/forged-ties-ruin");
  bonds = await import("../../src/operations/forged-ties-bonds");
});
afterAll(() => vi.unstubAllGlobals());

const character = (source: Record<string, unknown> = {}) => forgedTiesSample(kit, source);
const sys = (actor: { system: unknown }) => actor.system as ForgedTiesSys;

describe("ruin advances", () => {
  it("records the player's words, counts what is due and takes one back", async () => {
    // Stored before the owed count existed: the model reads the one marked ruin space as owed.
    const actor = character({ breaking: { marked: 5, length: 10, ruinSpaces: [5, 8] }, ruinAdvances: [] });
    expect(ruin.ruinStatus(actor)).toEqual({ marked: 1, recorded: 0, due: 1 });
    const after = await ruin.recordRuinAdvance(actor, "Won't sleep near water");
    expect(after).toEqual({ marked: 1, recorded: 1, due: 0 });
    expect(actor.stored).toEqual([{ "system.ruinAdvances": ["Won't sleep near water"], "system.ruinAdvancesDue": 0 }]);
    await refused(() => ruin.recordRuinAdvance(actor, "won't  sleep near water"), "RuinAdvanceTaken");
    await refused(() => ruin.recordRuinAdvance(actor, " "), "RuinAdvanceText");
    await ruin.removeRuinAdvance(actor, 0);
    expect(sys(actor).ruinAdvances).toEqual([]);
    await refused(() => ruin.removeRuinAdvance(actor, 0), "OutOfRange");
    expect(actor.stored).toHaveLength(2);
  });
});

describe("adding and removing bonds", () => {
  it("adds an unmarked bond, refuses itself and a second bond with the same character, and removes one", async () => {
    const actor = character();
    await bonds.addBond(actor, "Actor.mira");
    expect(sys(actor).bonds).toEqual([{ characterId: "Actor.mira", marked: false }]);
    await refused(() => bonds.addBond(actor, "Actor.mira"), "BondExists");
    await refused(() => bonds.addBond(actor, "Actor.brannoc"), "BondWithSelf");
    await refused(() => bonds.addBond(actor, "not an id"), "BadId");
    await bonds.removeBond(actor, "Actor.mira");
    expect(sys(actor).bonds).toEqual([]);
    await refused(() => bonds.removeBond(actor, "Actor.mira"), "BadRowIndex");
    expect(actor.stored).toHaveLength(2);
  });
});
