import { describe, expect, it, vi } from "vitest";
import { installUiFakes } from "../fakes/foundry-ui";
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

  it("writes nothing for absent flaws and learning: the model's initial values apply on read", () => {
    expect(conflictFlawsLearning.migrate(storedConflict())).toEqual({});
  });

  it("repairs flaw counts present but unreadable, keeping valid ones and what it replaced", () => {
    const source = storedConflict();
    const players = (source.system as { players: Array<Record<string, unknown>> }).players;
    players[0].flaws = "2";
    players[1].flaws = "many";
    const update = conflictFlawsLearning.migrate(source);
    expect(update).toEqual({
      "system.players": [
        { id: "Actor.a", traits: [{ id: "stubborn", name: "Stubborn" }], strikes: 1, flaws: 2 },
        { id: "Actor.b", traits: [], strikes: 0, flaws: 0 },
      ],
      "flags.vowforge.retired.flaws": [{ id: "Actor.b", flaws: "many" }],
    });
    const migrated = applyUpdate(source, update);
    expect((migrated.system as Record<string, unknown>).notes).toBe("<p>kept</p>");
    expect(conflictFlawsLearning.migrate(migrated)).toEqual({});
  });

  it.each([
    [-1, 0],
    [2.4, 2],
    [99, 10],
    [null, 0],
  ])("brings a flaw count of %j to %j, keeping the stored value under the retired flags", (stored, expected) => {
    const source = storedConflict();
    (source.system as { players: Array<Record<string, unknown>> }).players[0].flaws = stored;
    const update = conflictFlawsLearning.migrate(source);
    const players = update["system.players"] as Array<{ flaws?: number }>;
    expect(players.map((p) => p.flaws)).toEqual([expected, undefined]);
    // Before, a count clamped (99 to 10) or rounded was replaced without a trace.
    expect(update["flags.vowforge.retired.flaws"]).toEqual([{ id: "Actor.a", flaws: stored }]);
  });

  it("repairs a learning list present but unreadable, keeping the readable entries and retiring the rest", () => {
    const good = { playerId: "Actor.a", skills: ["Rowing"], dice: [6], learnt: [] };
    const bad = { playerId: "Actor.b", skills: "Rowing", dice: [9], learnt: [] };
    const withLearning = (learning: unknown) => {
      const source = storedConflict();
      (source.system as Record<string, unknown>).learning = learning;
      return source;
    };
    expect(conflictFlawsLearning.migrate(withLearning([good]))).toEqual({});
    expect(conflictFlawsLearning.migrate(withLearning([good, bad]))).toEqual({ "system.learning": [good], "flags.vowforge.retired.learning": [bad] });
    expect(conflictFlawsLearning.migrate(withLearning(null))).toEqual({ "system.learning": [] });
    expect(conflictFlawsLearning.migrate(withLearning("rolled"))).toEqual({ "system.learning": [], "flags.vowforge.retired.learning": "rolled" });
  });

  it("leaves an unlinked token's delta without learning or flaws alone, so it keeps showing its actor's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    installUiFakes({});
    const { runMigrations } = await import("../../src/migrations/runner");
    const updates: Record<string, unknown>[] = [];
    // The token's synthetic actor: updating it writes into the delta (dnd5e module/migration.mjs
    // migrates unlinked tokens through `token.actor.update`), and it answers with itself.
    const deltaActor = (system: Record<string, unknown>) => {
      const actor = {
        documentName: "Actor" as const,
        id: "base1",
        name: "Brawl",
        type: "conflict",
        toObject: () => ({ _id: "base1", name: "Brawl", type: "conflict", system }),
        update: async (data: Record<string, unknown>) => {
          updates.push(data);
          return actor;
        },
      };
      return actor;
    };
    // The delta overrides only the notes and, on a second token, holds an unreadable flaw count.
    const rawScenes = [
      {
        _id: "scene1",
        tokens: [
          { _id: "tokA", actorLink: false, delta: { system: { notes: "<p>token notes</p>" }, flags: {} } },
          { _id: "tokB", actorLink: false, delta: { system: { players: [{ id: "Actor.a", traits: [], strikes: 0, flaws: "x" }] }, flags: {} } },
        ],
      },
    ];
    const report = await runMigrations(
      {
        actors: [],
        items: [],
        packs: [],
        scenes: [
          {
            id: "scene1",
            name: "The Hollow",
            tokens: [
              { id: "tokA", actorLink: false, actor: deltaActor({ notes: "<p>token notes</p>" }) },
              { id: "tokB", actorLink: false, actor: deltaActor({}) },
            ],
          },
        ],
        rawScenes,
      },
      [conflictFlawsLearning],
      8,
    );
    expect(report).toMatchObject({ updated: 1, failed: [] });
    expect(updates).toEqual([
      { "system.players": [{ id: "Actor.a", traits: [], strikes: 0, flaws: 0 }], "flags.vowforge.retired.flaws": [{ id: "Actor.a", flaws: "x" }] },
    ]);
  });

  it("leaves a conflict with no system data alone", () => {
    expect(conflictFlawsLearning.migrate({ name: "x", type: "conflict" })).toEqual({});
  });
});
