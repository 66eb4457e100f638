import { describe, expect, it } from "vitest";
import { conflictFlawsLearning } from "../../src/migrations/009-conflict-flaws-learning";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";

/** A team conflict as stored before flaws and learning were kept. */
function storedConflict(): DocumentSource {
  return {
    name: "Brawl",
    type: "conflict",
    system: {
      opponentsName: "Smugglers",
      players: [
        { id: "Actor.a", traits: [{ id: "stubborn", name: "Stubborn" }], strikes: 1 },
        { id: "Actor.b", traits: [], strikes: 0 },
      ],
      opponents: [{ id: "o1", name: "Smuggler", traits: [], strikes: 0 }],
      events: [],
      notes: "<p>kept</p>",
    },
  };
}

describe("migration 9: relevant flaws and learning on team conflicts", () => {
  it("is registered for conflicts, after migration 6", () => {
    expect(MIGRATIONS).toContain(conflictFlawsLearning);
    expect([conflictFlawsLearning.version, conflictFlawsLearning.documentName, conflictFlawsLearning.types]).toEqual([9, "Actor", ["conflict"]]);
    expect(MIGRATIONS.indexOf(conflictFlawsLearning)).toBeGreaterThan(MIGRATIONS.findIndex((m) => m.version === 6));
  });

  it("gives every player 0 relevant flaws and the conflict an empty learning list, keeping the rest", () => {
    const source = storedConflict();
    const migrated = applyUpdate(source, conflictFlawsLearning.migrate(source));
    const system = migrated.system as Record<string, unknown>;
    expect(system.players).toEqual([
      { id: "Actor.a", traits: [{ id: "stubborn", name: "Stubborn" }], strikes: 1, flaws: 0 },
      { id: "Actor.b", traits: [], strikes: 0, flaws: 0 },
    ]);
    expect(system.learning).toEqual([]);
    expect(system.opponents).toEqual((source.system as Record<string, unknown>).opponents);
    expect(system.notes).toBe("<p>kept</p>");
  });

  it("keeps flaws already counted, and is idempotent", () => {
    const source = storedConflict();
    const players = (source.system as { players: Array<Record<string, unknown>> }).players;
    players[0].flaws = 2;
    const update = conflictFlawsLearning.migrate(source);
    expect((update["system.players"] as Array<{ flaws: number }>).map((p) => p.flaws)).toEqual([2, 0]);
    const migrated = applyUpdate(source, update);
    expect(conflictFlawsLearning.migrate(migrated)).toEqual({});
  });

  it("leaves a conflict with no system data alone", () => {
    expect(conflictFlawsLearning.migrate({ name: "x", type: "conflict" })).toEqual({});
  });
});
