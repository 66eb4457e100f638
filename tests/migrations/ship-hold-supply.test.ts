import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { shipHoldSupply } from "../../src/migrations/008-ship-hold-supply";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { SCHEMA_VERSION } from "../../src/migrations/schema-version";
import { flatten, getPath } from "../../src/paths";
import { type DocumentSource } from "../../src/migrations/types";

const models = useDataModels();

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/starships-v6.json", import.meta.url), "utf8"),
) as DocumentSource[];

describe("migration 8: the ship's hold supply", () => {
  it("is registered as version 8, for starships only", () => {
    expect(MIGRATIONS.find((m) => m.version === 8)).toBe(shipHoldSupply);
    expect(shipHoldSupply).toMatchObject({ version: 8, documentName: "Actor", types: ["starship"] });
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(8);
    expect(pendingMigrations(7)[0]).toBe(shipHoldSupply);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))("%s: keeps every value stored, reads a full hold where none was stored, a bar that matches, builds, runs once", (_name, fixture) => {
    const after = applyUpdate(fixture, migrateSource(fixture, "Actor", pendingMigrations(6)));
    for (const [path, value] of Object.entries(flatten(fixture))) {
      if (isDeepStrictEqual(value, {}) || path === "system.bars.shipSupply.value") continue;
      expect(getPath(after, path), path).toEqual(value);
    }
    // What the ship reads as after the migration: stored values kept, absent ones at the model's start.
    const supply = getPath(fixture, "system.supply") ?? 5;
    const stored = build(models.StarshipModel, after.system as Record<string, unknown>).toObject();
    expect(stored.supply).toBe(supply);
    expect(stored.unequipped).toBe(getPath(fixture, "system.unequipped") ?? false);
    expect(getPath(stored, "bars.shipSupply.value")).toBe(supply);
    expect(shipHoldSupply.migrate(after)).toEqual({});
    expect(getPath(stored, "integrity")).toBe(getPath(fixture, "system.integrity"));
  });

  it("gives a full hold in place of a supply that cannot be one, and reads odd data safely", () => {
    // What is replaced is kept under flags.vowforge.retired.
    expect(shipHoldSupply.migrate({ type: "starship", system: { integrity: 3, supply: 9, unequipped: false } })).toEqual({
      "system.supply": 5,
      "flags.vowforge.retired.supply": 9,
      "system.bars.shipSupply.value": 5,
    });
    expect(shipHoldSupply.migrate({ type: "starship", system: null })).toEqual({});
    expect(shipHoldSupply.migrate({ type: "starship", system: { supply: 2, unequipped: "yes" } })).toEqual({
      "system.unequipped": false,
      "flags.vowforge.retired.unequipped": "yes",
      "system.bars.shipSupply.value": 2,
    });
    expect(
      shipHoldSupply.migrate({ type: "starship", system: { supply: 3, bars: { shipSupply: { value: 5 } } } }),
    ).toEqual({ "system.bars.shipSupply.value": 3, "flags.vowforge.retired.bars.shipSupply.value": 5 });
  });

  it("writes nothing a ship stored without a hold lacks, so an unlinked token's delta keeps showing its actor's hold", () => {
    // A delta that overrides only the integrity: giving it a supply would hide the base ship's for good.
    expect(shipHoldSupply.migrate({ type: "starship", system: { integrity: 3, bars: { integrity: { value: 3 } } } })).toEqual({});
    const read = build(models.StarshipModel, { integrity: 3 });
    expect(read.toObject()).toMatchObject({ supply: 5, unequipped: false });
    expect(read.bars).toMatchObject({ shipSupply: { value: 5, max: 5 } });
    expect(migrateSource({ type: "character", system: {} }, "Actor", [shipHoldSupply])).toEqual({});
  });

  it("the prepared ship shows its hold as a token bar", () => {
    const ship = build(models.StarshipModel, { supply: 2 });
    expect(ship.bars).toMatchObject({ shipSupply: { value: 2, max: 5 }, integrity: { value: 5, max: 5 } });
  });
});
