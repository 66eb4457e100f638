import { describe, expect, it } from "vitest";
import { characterInControl } from "../../src/migrations/013-character-in-control";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";

const migrate = (source: DocumentSource, delta?: { base: DocumentSource | null }) =>
  migrateSource(source, "Actor", pendingMigrations(11), delta ? { delta } : {});

function character(system: Record<string, unknown>): DocumentSource {
  return { _id: "c1", type: "character", system: { ruleset: "ironsworn", ...system }, flags: {} };
}

describe("migration 13: initiative / in control", () => {
  it("is registered as version 13 for Ironsworn / Starforged characters", () => {
    expect(MIGRATIONS.find((m) => m.version === 13)).toBe(characterInControl);
    expect(characterInControl.types).toEqual(["character"]);
  });

  it("leaves a character without the field alone, and gives a token's delta nothing", () => {
    expect(migrate(character({}))).toEqual({});
    expect(migrate({ _id: "d", type: "character", system: { notes: "x" } }, { base: character({}) })).toEqual({});
  });

  it("keeps a stored true or false", () => {
    expect(migrate(character({ inControl: true }))).toEqual({});
    expect(migrate(character({ inControl: false }))).toEqual({});
  });

  it("turns anything else into false, keeping the old value under retired", () => {
    const odd = character({ inControl: "yes" });
    const migrated = applyUpdate(odd, migrate(odd));
    expect(migrated).toMatchObject({ system: { inControl: false }, flags: { vowforge: { retired: { inControl: "yes" } } } });
    expect(migrate(migrated as DocumentSource)).toEqual({});
    expect(migrate(character({ inControl: null }))).toEqual({ "system.inControl": false });
  });

  it("leaves other actors alone", () => {
    expect(migrate({ _id: "s", type: "starship", system: { inControl: 5 } })).toEqual({});
  });
});
