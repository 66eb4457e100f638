import { describe, expect, it } from "vitest";
import { moveEffects } from "../../src/migrations/010-move-effects";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";
import { MOVE_EFFECTS } from "../../src/rules/effects/moves";

const FACE_DANGER = "move:classic/adventure/face_danger";
const COMPANION = "move:starforged/suffer/companion_takes_a_hit";
const COMPANION_HEALTH = { using: "assetMeter", key: "companionHealth", label: "companion health" };

/** A move as stored before it carried effects (version 9). */
function storedMove(dataswornId: string, more: Record<string, unknown> = {}): DocumentSource {
  return {
    name: "A move",
    type: "move",
    system: {
      ruleset: "ironsworn",
      dataswornId,
      rollType: "action",
      rollOptions: [],
      rollConditions: [],
      ...more,
    },
  };
}

describe("migration 10: outcome effects on moves", () => {
  it("is registered as version 10, for moves", () => {
    expect(MIGRATIONS.find((m) => m.version === 10)).toBe(moveEffects);
    expect([moveEffects.documentName, moveEffects.types]).toEqual(["Item", ["move"]]);
  });

  it("fills a system move's effects by its Datasworn id (the older id form too), without the text notes", () => {
    const update = moveEffects.migrate(storedMove(FACE_DANGER));
    expect(update).toEqual({ "system.effects": MOVE_EFFECTS[FACE_DANGER] });
    const old = moveEffects.migrate(storedMove("classic/moves/adventure/face_danger"));
    expect(old["system.effects"]).toEqual(MOVE_EFFECTS[FACE_DANGER]);
    const repair = moveEffects.migrate(storedMove("move:starforged/recover/repair"));
    expect(repair["system.effects"]).not.toHaveProperty("notEffects");
  });

  it("leaves a move it holds no effects for alone", () => {
    expect(moveEffects.migrate(storedMove(""))).toEqual({});
    expect(moveEffects.migrate(storedMove("move:classic/fate/pay_the_price"))).toEqual({});
    expect(moveEffects.migrate({ name: "x", type: "move" })).toEqual({});
  });

  it("keeps replaced effects under flags.vowforge.retired", () => {
    const stale = { strongHit: [{ type: "meter", meter: "momentum", amount: 3 }] };
    const update = moveEffects.migrate(storedMove(FACE_DANGER, { effects: stale }));
    expect(update["flags.vowforge.retired.effects"]).toEqual(stale);
    expect(update["system.effects"]).toEqual(MOVE_EFFECTS[FACE_DANGER]);
  });

  it("is idempotent: a migrated move needs nothing more, whatever the key order it was stored in", () => {
    const source = storedMove(FACE_DANGER);
    const migrated = applyUpdate(source, moveEffects.migrate(source));
    expect(moveEffects.migrate(migrated)).toEqual({});
    const reordered = structuredClone(migrated);
    const system = reordered.system as Record<string, unknown>;
    system.effects = Object.fromEntries(Object.entries(system.effects as object).reverse());
    expect(moveEffects.migrate(reordered)).toEqual({});
  });

  it("SF-04: Companion Takes a Hit rolls the higher of heart and companion health; the text's roll is kept under retired", () => {
    const stored = storedMove(COMPANION, {
      ruleset: "starforged",
      rollOptions: [COMPANION_HEALTH],
      rollConditions: [
        { rollMethod: "playerChoice", label: "", rollOptions: [{ ...COMPANION_HEALTH, value: 0 }] },
      ],
    });
    const update = moveEffects.migrate(stored);
    expect(update["system.rollConditions"]).toEqual([
      {
        rollMethod: "highest",
        label: "",
        rollOptions: [
          { using: "stat", key: "heart", label: "", value: 0 },
          { ...COMPANION_HEALTH, value: 0 },
        ],
      },
    ]);
    expect(update["system.rollOptions"]).toEqual([
      { using: "stat", key: "heart", label: "" },
      COMPANION_HEALTH,
    ]);
    expect(update["flags.vowforge.retired.rollOptions"]).toEqual([COMPANION_HEALTH]);
    const migrated = applyUpdate(stored, update);
    expect(moveEffects.migrate(migrated)).toEqual({});
  });

  it("SF-04: a Companion Takes a Hit whose roll was changed in the world keeps it", () => {
    const changed = [
      {
        rollMethod: "playerChoice",
        label: "",
        rollOptions: [{ using: "stat", key: "iron", label: "", value: 0 }],
      },
    ];
    const update = moveEffects.migrate(storedMove(COMPANION, { rollConditions: changed }));
    expect(update).not.toHaveProperty("system.rollConditions");
  });
});
