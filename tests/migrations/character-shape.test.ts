import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { useDataModels, build } from "../fakes/data-fields";
import { characterShape, planCharacterReshape } from "../../src/migrations/001-character-shape";
import { applyUpdate } from "../../src/migrations/apply-update";
import { flatten, getPath } from "../../src/paths";
import { type DocumentSource } from "../../src/migrations/types";

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/characters-v0.json", import.meta.url), "utf8"),
) as DocumentSource[];

const models = useDataModels();

const STATS = ["edge", "heart", "iron", "shadow", "wits"];
const METERS = ["health", "spirit", "supply"];

/** Where an old value may be found after the migration: its new place, or kept as retired. */
function placesAfter(path: string): string[] {
  const [root, key, ...rest] = path.split(".");
  if (root !== "system") return [path];
  if (rest.length === 0 && STATS.includes(key))
    return [`system.stats.${key}`, `flags.vowforge.retired.${key}`];
  if (rest.length === 0 && METERS.includes(key))
    return [`system.meters.${key}`, `flags.vowforge.retired.${key}`];
  if (key === "momentum" && rest.length === 1) {
    const retired = `flags.vowforge.retired.momentum.${rest[0]}`;
    return rest[0] === "value" ? ["system.momentum", retired] : [retired];
  }
  return [path];
}

function sameValue(before: unknown, after: unknown): boolean {
  return isDeepStrictEqual(before, after) || (typeof before === "string" && Number(before) === after);
}

describe("migration 1: character shape", () => {
  it.each(fixtures.map((f) => [f.name, f] as const))(
    "%s: every value is still there, at its new path",
    (_name, source) => {
      const after = applyUpdate(source, characterShape.migrate(source));
      for (const [path, value] of Object.entries(flatten(source))) {
        if (isDeepStrictEqual(value, {})) continue; // an empty object holds no value
        const places = placesAfter(path);
        const found = places.some((place) => sameValue(value, getPath(after, place)));
        expect(found, `${path} = ${JSON.stringify(value)} not found at ${places.join(" or ")}`).toBe(true);
      }
    },
  );

  it.each(fixtures.map((f) => [f.name, f] as const))(
    "%s: the result has the current shape and migrates no further",
    (_name, source) => {
      const after = applyUpdate(source, characterShape.migrate(source));
      const system = after.system as Record<string, unknown>;
      for (const key of [...STATS, ...METERS]) expect(system).not.toHaveProperty(key);
      expect(typeof system.momentum === "number" || system.momentum === undefined).toBe(true);
      expect(characterShape.migrate(after)).toEqual({});
      expect(() => build(models.CharacterModel, system)).not.toThrow();
    },
  );

  it("the stored result reads the same as the model reading the old data directly", () => {
    for (const source of fixtures) {
      const after = applyUpdate(source, characterShape.migrate(source));
      const direct = build(
        models.CharacterModel,
        structuredClone(source.system) as Record<string, unknown>,
      ).toObject();
      const migrated = build(models.CharacterModel, after.system as Record<string, unknown>).toObject();
      expect(migrated).toEqual(direct);
    }
  });

  it("writes a removal for each old key and keeps derived momentum values in flags", () => {
    expect(characterShape.migrate(fixtures[0])).toEqual({
      "system.-=edge": null,
      "system.-=heart": null,
      "system.-=iron": null,
      "system.-=shadow": null,
      "system.-=wits": null,
      "system.-=health": null,
      "system.-=spirit": null,
      "system.-=supply": null,
      "system.stats.edge": 2,
      "system.stats.heart": 3,
      "system.stats.iron": 1,
      "system.stats.shadow": 2,
      "system.stats.wits": 1,
      "system.meters.health": 4,
      "system.meters.spirit": 5,
      "system.meters.supply": 3,
      "system.momentum": 5,
      "flags.vowforge.retired.momentum.max": 9,
      "flags.vowforge.retired.momentum.reset": 1,
    });
  });

  it("keeps a flat value that differs from the one already moved", () => {
    expect(planCharacterReshape({ stats: { edge: 4, iron: 2 }, edge: 1, iron: 2 })).toEqual({
      set: {},
      remove: ["edge", "iron"],
      retired: { edge: 1 },
    });
  });

  it("leaves documents without system data alone", () => {
    expect(characterShape.migrate({ type: "character" })).toEqual({});
  });
});

describe("migration 1 over an unlinked token's delta", () => {
  const base = {
    type: "character",
    system: { edge: 2, stats: { iron: 3 }, momentum: { value: 5, max: 10, reset: 2 } },
  };

  it("keeps the momentum the token shows when its delta holds only the old maximum", () => {
    // Before, the delta's { max: 8 } read as momentum without a value and was reset to 2.
    const delta = { type: "character", system: { momentum: { max: 8 } } };
    expect(characterShape.migrate(delta, { delta: { base } })).toEqual({
      "system.momentum": 5,
      "flags.vowforge.retired.momentum.max": 8,
    });
  });

  it("moves only what the delta holds, meeting what the token shows at the new place", () => {
    const delta = { type: "character", system: { edge: 4, iron: 1 } };
    expect(characterShape.migrate(delta, { delta: { base } })).toEqual({
      "system.-=edge": null,
      "system.-=iron": null,
      "system.stats.edge": 4,
      // The token shows iron 3 in the new place already (its actor's): the old flat 1 is retired.
      "flags.vowforge.retired.iron": 1,
    });
  });
});
