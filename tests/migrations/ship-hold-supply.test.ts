import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { shipHoldSupply } from "../../src/migrations/008-ship-hold-supply";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, SCHEMA_VERSION, migrateSource, pendingMigrations } from "../../src/migrations/registry";
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

  it.each(fixtures.map((f) => [f.name, f] as const))("%s: keeps every value stored, fills the hold and its bar, builds, runs once", (_name, fixture) => {
    const after = applyUpdate(fixture, migrateSource(fixture, "Actor", pendingMigrations(6)));
    for (const [path, value] of Object.entries(flatten(fixture))) {
      if (isDeepStrictEqual(value, {}) || path === "system.bars.shipSupply.value") continue;
      expect(getPath(after, path), path).toEqual(value);
    }
    const supply = getPath(fixture, "system.supply") ?? 5;
    expect(getPath(after, "system.supply")).toBe(supply);
    expect(getPath(after, "system.unequipped")).toBe(getPath(fixture, "system.unequipped") ?? false);
    expect(getPath(after, "system.bars.shipSupply.value")).toBe(supply);
    expect(shipHoldSupply.migrate(after)).toEqual({});
    const stored = build(models.StarshipModel, after.system as Record<string, unknown>).toObject();
    expect(getPath(stored, "bars.shipSupply.value")).toBe(stored.supply);
    expect(getPath(stored, "integrity")).toBe(getPath(fixture, "system.integrity"));
  });

  it("gives a full hold in place of a supply that cannot be one, and reads odd data safely", () => {
    expect(shipHoldSupply.migrate({ type: "starship", system: { integrity: 3, supply: 9, unequipped: false } })).toEqual({
      "system.supply": 5,
      "system.bars.shipSupply.value": 5,
    });
    expect(shipHoldSupply.migrate({ type: "starship", system: null })).toEqual({});
    expect(migrateSource({ type: "character", system: {} }, "Actor", [shipHoldSupply])).toEqual({});
  });

  it("the prepared ship shows its hold as a token bar", () => {
    const ship = build(models.StarshipModel, { supply: 2 });
    expect(ship.bars).toMatchObject({ shipSupply: { value: 2, max: 5 }, integrity: { value: 5, max: 5 } });
  });
});
