import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { build, fields, useDataModels } from "../fakes/data-fields";
import { storedTokenBars } from "../../src/migrations/004-stored-token-bars";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource } from "../../src/migrations/registry";
import { TRACKABLE_ATTRIBUTES } from "../../src/data/actor/bars";
import { flatten, getPath } from "../../src/paths";
import { type DocumentSource } from "../../src/migrations/types";

const models = useDataModels();

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/characters-v0.json", import.meta.url), "utf8"),
) as DocumentSource[];

/** The field at a dotted path of a model's schema (SchemaFields nest their `fields`). */
function fieldAt(model: unknown, path: string): unknown {
  let field: unknown = (model as { schema: unknown }).schema;
  for (const key of path.split(".")) field = (field as { fields?: Record<string, unknown> } | undefined)?.fields?.[key];
  return field;
}

describe("token bars the HUD may edit", () => {
  // Foundry's token HUD edits a bar only when `<bar>.value` is a NumberField of the schema
  // (foundryvtt/foundryvtt#8907, #10007).
  it("every bar any actor type offers has its value as a number field of the schema", () => {
    for (const [type, { bar: bars }] of Object.entries(TRACKABLE_ATTRIBUTES)) {
      const Model = models.actorModels[type as keyof typeof models.actorModels];
      for (const bar of bars) {
        expect(fieldAt(Model, `${bar}.value`), `${type} ${bar}`).toBeInstanceOf(fields.NumberField);
      }
    }
  });

  it("the prepared bars still show the meters, with their maximum", () => {
    const model = build(models.CharacterModel, { meters: { health: 3 }, momentum: 4, debilities: { wounded: true } });
    expect(model.bars).toMatchObject({ health: { value: 3, max: 5 }, momentum: { value: 4, max: 9, min: -6 } });
  });
});

describe("migration 4: stored token bars", () => {
  it("is the fourth migration, for characters, parties and starships", () => {
    expect(MIGRATIONS[3]).toBe(storedTokenBars);
    expect(storedTokenBars).toMatchObject({ version: 4, documentName: "Actor", types: ["character", "shared", "starship"] });
  });

  it("fills the party's supply bar and a starship's integrity bar from their meters, once", () => {
    const party = { type: "shared", system: { supply: 2, notes: "" } };
    expect(migrateSource(party, "Actor", [storedTokenBars])).toEqual({ "system.bars.partySupply.value": 2 });
    const ship = { type: "starship", system: { integrity: 1, battered: true, cursed: false, notes: "" } };
    expect(migrateSource(ship, "Actor", [storedTokenBars])).toEqual({ "system.bars.integrity.value": 1 });
    for (const [source, Model, bar, meter] of [
      [party, models.SharedModel, "partySupply", "supply"],
      [ship, models.StarshipModel, "integrity", "integrity"],
    ] as const) {
      const after = applyUpdate(source, storedTokenBars.migrate(source));
      expect(storedTokenBars.migrate(after)).toEqual({});
      const stored = build(Model, after.system as Record<string, unknown>).toObject();
      expect(getPath(stored, `bars.${bar}.value`)).toBe(getPath(stored, meter));
      expect(getPath(stored, meter)).toBe(getPath(source.system, meter));
    }
  });

  it.each(fixtures.map((f) => [f.name, f] as const))("%s: keeps every value, mirrors the meters, builds, runs once", (_name, fixture) => {
    // Through every migration, as a world at version 0 is brought up to date.
    const source = applyUpdate(fixture, migrateSource(fixture, "Actor", MIGRATIONS.slice(0, 3)));
    const after = applyUpdate(source, storedTokenBars.migrate(source));
    for (const [path, value] of Object.entries(flatten(source))) {
      if (isDeepStrictEqual(value, {})) continue;
      expect(getPath(after, path), path).toEqual(value);
    }
    expect(storedTokenBars.migrate(after)).toEqual({});
    // Built as the model stores it (a meter missing from old data takes its initial value, as its bar does).
    const stored = build(models.CharacterModel, after.system as Record<string, unknown>).toObject();
    for (const meter of ["health", "spirit", "supply"]) {
      expect(getPath(stored, `bars.${meter}.value`), meter).toBe(getPath(stored, `meters.${meter}`));
    }
    expect(getPath(stored, "bars.momentum.value")).toBe(stored.momentum);
  });

  const otherFixtures = JSON.parse(
    readFileSync(new URL("../fixtures/migrations/parties-starships-v3.json", import.meta.url), "utf8"),
  ) as DocumentSource[];

  it.each(otherFixtures.map((f) => [f.name, f] as const))("%s (stored before migration 4): keeps every value, fills its bar, runs once", (_name, fixture) => {
    const source = applyUpdate(fixture, migrateSource(fixture, "Actor", MIGRATIONS.slice(0, 3)));
    const after = applyUpdate(source, migrateSource(source, "Actor", [storedTokenBars]));
    const [Model, bar, meter] =
      fixture.type === "shared"
        ? ([models.SharedModel, "partySupply", "supply"] as const)
        : ([models.StarshipModel, "integrity", "integrity"] as const);
    for (const [path, value] of Object.entries(flatten(source))) {
      if (isDeepStrictEqual(value, {}) || path === `system.bars.${bar}.value`) continue;
      expect(getPath(after, path), path).toEqual(value);
    }
    expect(getPath(after, `system.bars.${bar}.value`)).toBe(getPath(fixture, `system.${meter}`));
    expect(storedTokenBars.migrate(after)).toEqual({});
    const stored = build(Model, after.system as Record<string, unknown>).toObject();
    expect(getPath(stored, `bars.${bar}.value`)).toBe(getPath(stored, meter));
  });

  it("writes only what is missing or differs, and reads odd data safely", () => {
    const source = { type: "character", system: { meters: { health: 2, spirit: 5, supply: 1 }, momentum: 3, bars: { health: { value: 2 } } } };
    expect(storedTokenBars.migrate(source)).toEqual({
      "system.bars.spirit.value": 5,
      "system.bars.supply.value": 1,
      "system.bars.momentum.value": 3,
    });
    expect(storedTokenBars.migrate({ type: "character" })).toEqual({});
    expect(storedTokenBars.migrate({ type: "character", system: { meters: "x", momentum: "7" } })).toEqual({});
  });

  it("leaves other actors alone", () => {
    expect(migrateSource({ type: "foe", system: { momentum: 3 } }, "Actor", [storedTokenBars])).toEqual({});
  });
});
