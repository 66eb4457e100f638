import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { owedRuinAdvances, ruinAdvancesDue } from "../../src/migrations/003-ruin-advances-due";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource } from "../../src/migrations/registry";
import { flatten, getPath } from "../../src/paths";
import { type DocumentSource } from "../../src/migrations/types";

const models = useDataModels();

/** A Forged Ties character as stored before the owed count (version 2). */
function stored(marked: number, ruinAdvances: string[], ruinSpaces = [5, 8]): DocumentSource {
  return {
    name: "Brannoc",
    type: "forgedTiesCharacter",
    system: {
      stats: { strength: 1, agility: 2, wits: 3, presence: 1 },
      skills: [],
      breaking: { marked, length: 10, ruinSpaces },
      heart: { marked: 0, length: 3 },
      harm: [null, null, null],
      ruinAdvances,
      advances: { marked: 0, length: 5 },
      statTracks: {
        strength: { marked: 0, length: 4 },
        agility: { marked: 0, length: 4 },
        wits: { marked: 0, length: 4 },
        presence: { marked: 0, length: 4 },
      },
      forge: { marked: 0, length: 10, requirements: [] },
      bonds: [],
      notes: "",
    },
  };
}

describe("migration 3: ruin advances owed", () => {
  it("is the third migration, for Forged Ties characters", () => {
    expect(MIGRATIONS[2]).toBe(ruinAdvancesDue);
    expect(ruinAdvancesDue).toMatchObject({ version: 3, documentName: "Actor", types: ["forgedTiesCharacter"] });
  });

  it.each([
    ["no ruin space marked", 4, [], 0],
    ["one marked, none recorded", 5, [], 1],
    ["both marked, one recorded", 9, ["Haunted by the river"], 1],
    ["recorded more than marked (after a recovery)", 2, ["Bitter", "Cold"], 0],
  ] as const)("%s: stores what the track showed as owed", (_name, marked, advances, owed) => {
    const source = stored(marked, [...advances]);
    expect(ruinAdvancesDue.migrate(source)).toEqual({ "system.ruinAdvancesDue": owed });
  });

  it("keeps every value, builds as the model, and runs once", () => {
    const source = stored(9, ["Haunted by the river"]);
    const after = applyUpdate(source, ruinAdvancesDue.migrate(source));
    for (const [path, value] of Object.entries(flatten(source))) {
      if (isDeepStrictEqual(value, {})) continue;
      expect(getPath(after, path), path).toEqual(value);
    }
    expect(ruinAdvancesDue.migrate(after)).toEqual({});
    const model = build(models.ForgedTiesCharacterModel, after.system as Record<string, unknown>);
    expect(model.toObject()).toMatchObject({ ruinAdvancesDue: 1, ruinAdvances: ["Haunted by the river"] });
  });

  it("the model reads unmigrated data the same way before the migration stores it", () => {
    const source = stored(5, []);
    const model = build(models.ForgedTiesCharacterModel, source.system as Record<string, unknown>);
    expect(model.toObject()).toMatchObject({ ruinAdvancesDue: 1 });
  });

  it("leaves the partial data of an update alone (Foundry runs migrateData on updates too)", () => {
    const model = models.ForgedTiesCharacterModel as unknown as { migrateData(source: Record<string, unknown>): Record<string, unknown> };
    for (const partial of [{ breaking: { marked: 6 } }, { ruinAdvances: [] }, { breaking: { length: 12 } }]) {
      expect(model.migrateData(structuredClone(partial))).not.toHaveProperty("ruinAdvancesDue");
    }
    const whole = stored(6, []).system as Record<string, unknown>;
    expect(model.migrateData(structuredClone(whole))).toMatchObject({ ruinAdvancesDue: 1 });
  });

  it("reads odd data safely: no track, no list, a ruin space that is not a number", () => {
    expect(owedRuinAdvances({})).toBe(0);
    expect(owedRuinAdvances({ breaking: { marked: 6, ruinSpaces: [5, "8", null] } })).toBe(1);
    expect(ruinAdvancesDue.migrate({ type: "forgedTiesCharacter" })).toEqual({});
  });

  it("leaves other actors alone", () => {
    const other = { ...stored(5, []), type: "character" };
    expect(migrateSource(other, "Actor", [ruinAdvancesDue])).toEqual({});
  });
});

describe("migration 3 over an unlinked token's delta", () => {
  // The token's actor owes one ruin advance (ruin space 5 marked, none recorded).
  const base = stored(6, []);

  it("writes nothing into a delta holding none of the record: the token shows its actor's count", () => {
    // Before, the delta was given a count of its own read from the nothing it held (0), hiding the 1 owed.
    const delta = { type: "forgedTiesCharacter", system: { advances: { marked: 2 } } };
    expect(ruinAdvancesDue.migrate(delta, { delta: { base } })).toEqual({});
    expect(ruinAdvancesDue.migrate(delta, { delta: { base: null } })).toEqual({});
    expect(migrateSource(delta, "Actor", MIGRATIONS, { delta: { base } })).not.toHaveProperty("system.ruinAdvancesDue");
  });

  it("gives a delta holding part of the record the count the token shows, read with its actor's track", () => {
    // The token marked its own track further: both ruin spaces (5 and 8) are marked on it.
    const delta = { type: "forgedTiesCharacter", system: { breaking: { marked: 9 } } };
    expect(ruinAdvancesDue.migrate(delta, { delta: { base } })).toEqual({ "system.ruinAdvancesDue": 2 });
    // Its own advance recorded settles one.
    const recorded = { type: "forgedTiesCharacter", system: { ruinAdvances: ["Hollow-eyed"] } };
    expect(ruinAdvancesDue.migrate(recorded, { delta: { base } })).toEqual({ "system.ruinAdvancesDue": 0 });
  });
});
