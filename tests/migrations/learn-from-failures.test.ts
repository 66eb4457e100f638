import { describe, expect, it } from "vitest";
import { learnFromFailures, LEARN_FROM_YOUR_FAILURES } from "../../src/migrations/014-learn-from-failures";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";
import { MOVE_EFFECTS } from "../../src/rules/effects/moves";

function storedMove(dataswornId: string, effects?: unknown): DocumentSource {
  return {
    name: "Learn from Your Failures",
    type: "move",
    system: { ruleset: "ironsworn", dataswornId, rollType: "specialTrack", ...(effects === undefined ? {} : { effects }) },
  };
}

/** The effects migration 10 stored: experience on each outcome, no clearing, no gate. */
const OLD = { strongHit: [{ type: "xp", amount: 3 }], weakHit: [{ type: "xp", amount: 2 }], miss: [{ type: "xp", amount: 1 }] };

describe("migration 14: Learn from Your Failures clears the failure track and needs +6", () => {
  it("is registered as version 14, for moves", () => {
    expect(MIGRATIONS.find((m) => m.version === 14)).toBe(learnFromFailures);
    expect([learnFromFailures.documentName, learnFromFailures.types]).toEqual(["Item", ["move"]]);
  });

  it("gives the stored move the effects its pack ships, keeping the old ones under retired", () => {
    const update = learnFromFailures.migrate(storedMove(LEARN_FROM_YOUR_FAILURES, OLD));
    expect(update).toEqual({ "system.effects": MOVE_EFFECTS[LEARN_FROM_YOUR_FAILURES], "flags.vowforge.retired.effects": OLD });
    const effects = update["system.effects"] as typeof MOVE_EFFECTS[string];
    expect(effects.minProgress).toBe(6);
    expect(effects.weakHit?.some((e) => e.type === "clearProgress")).toBe(true);
  });

  it("keeps adds the move holds, and retires nothing for a move stored without effects", () => {
    const adds = [{ id: "homebrew", add: 1 }];
    expect(learnFromFailures.migrate(storedMove(LEARN_FROM_YOUR_FAILURES, { ...OLD, adds }))["system.effects"]).toMatchObject({ adds });
    expect(learnFromFailures.migrate(storedMove(LEARN_FROM_YOUR_FAILURES))).toEqual({ "system.effects": MOVE_EFFECTS[LEARN_FROM_YOUR_FAILURES] });
  });

  it("leaves alone another move, a move holding a gate already, and run twice needs nothing more", () => {
    expect(learnFromFailures.migrate(storedMove("move:classic/adventure/face_danger", OLD))).toEqual({});
    expect(learnFromFailures.migrate(storedMove(LEARN_FROM_YOUR_FAILURES, { ...OLD, minProgress: 4 }))).toEqual({});
    const old = storedMove(LEARN_FROM_YOUR_FAILURES, OLD);
    expect(learnFromFailures.migrate(applyUpdate(old, learnFromFailures.migrate(old)))).toEqual({});
  });
});
