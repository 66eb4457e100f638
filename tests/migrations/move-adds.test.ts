import { describe, expect, it } from "vitest";
import { moveAdds } from "../../src/migrations/012-move-adds";
import { moveEffects } from "../../src/migrations/010-move-effects";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";
import { MOVE_ADDS, MOVE_EFFECTS } from "../../src/rules/effects/moves";

const SOJOURN = "move:classic/relationship/sojourn";
const FACE_DANGER = "move:classic/adventure/face_danger";

function storedMove(dataswornId: string, effects?: unknown): DocumentSource {
  return {
    name: "A move",
    type: "move",
    system: { ruleset: "ironsworn", dataswornId, rollType: "action", ...(effects === undefined ? {} : { effects }) },
  };
}

describe("migration 12: the conditional adds on moves", () => {
  it("is registered as version 12, for moves", () => {
    expect(MIGRATIONS.find((m) => m.version === 12)).toBe(moveAdds);
    expect([moveAdds.documentName, moveAdds.types]).toEqual(["Item", ["move"]]);
  });

  it("adds Sojourn's bond add beside the effects migration 10 stored, replacing nothing", () => {
    const { adds: _adds, ...withoutAdds } = structuredClone(MOVE_EFFECTS[SOJOURN]);
    const update = moveAdds.migrate(storedMove(SOJOURN, withoutAdds));
    expect(update).toEqual({ "system.effects": { ...withoutAdds, adds: [{ id: "shareBond", add: 1 }] } });
    expect(Object.keys(update).some((k) => k.startsWith("flags."))).toBe(false);
  });

  it("finds the move by the older id form too, and fills a move stored with no effects", () => {
    const update = moveAdds.migrate(storedMove("classic/moves/relationship/sojourn"));
    expect(update).toEqual({ "system.effects": { adds: MOVE_ADDS[SOJOURN] } });
  });

  it("leaves alone a move with no adds, a move that holds adds already (a GM's own), and bad data", () => {
    expect(moveAdds.migrate(storedMove(FACE_DANGER, {}))).toEqual({});
    expect(moveAdds.migrate(storedMove(SOJOURN, { adds: [] }))).toEqual({});
    expect(moveAdds.migrate(storedMove(SOJOURN, "broken"))).toEqual({});
    expect(moveAdds.migrate({ name: "x", type: "move" })).toEqual({});
  });

  it("after migration 10 from an old world, and run twice, needs nothing more", () => {
    const old = storedMove(SOJOURN);
    const at10 = applyUpdate(old, moveEffects.migrate(old));
    expect(moveAdds.migrate(at10)).toEqual({});
    const at11 = storedMove(SOJOURN, {});
    const migrated = applyUpdate(at11, moveAdds.migrate(at11));
    expect(moveAdds.migrate(migrated)).toEqual({});
  });
});
