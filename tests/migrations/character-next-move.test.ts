import { describe, expect, it } from "vitest";
import { characterNextMove } from "../../src/migrations/011-character-next-move";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";

const SECURE = "move:starforged/adventure/secure_an_advantage";
const add = (n: number) => ({ add: n, source: SECURE, move: "", notProgress: true });

const migrate = (source: DocumentSource, delta?: { base: DocumentSource | null }) =>
  migrateSource(source, "Actor", pendingMigrations(10), delta ? { delta } : {});

function character(system: Record<string, unknown>, flags: Record<string, unknown> = {}): DocumentSource {
  return { _id: "c1", type: "character", system: { ruleset: "starforged", ...system }, flags };
}

describe("migration 11: the adds kept for the next move", () => {
  it("is registered as version 11 for Ironsworn / Starforged characters", () => {
    expect(MIGRATIONS.find((m) => m.version === 11)).toBe(characterNextMove);
    expect(characterNextMove.types).toEqual(["character"]);
  });

  it("leaves a character stored without the list alone, and a token's delta without it gets nothing", () => {
    expect(migrate(character({}))).toEqual({});
    expect(migrate({ _id: "d", type: "character", system: { notes: "x" } }, { base: character({}) })).toEqual({});
  });

  it("keeps a valid list, makes a null list empty", () => {
    expect(migrate(character({ nextMove: [add(1), add(2)] }))).toEqual({});
    expect(migrate(character({ nextMove: null }))).toEqual({ "system.nextMove": [] });
  });

  it("retires what the rules cannot read and the oldest past ten, losing nothing", () => {
    const odd = character({ nextMove: { plus: 1 } });
    expect(applyUpdate(odd, migrate(odd))).toMatchObject({
      system: { nextMove: [] },
      flags: { vowforge: { retired: { nextMove: { plus: 1 } } } },
    });
    const bad = { add: 7, source: SECURE, move: "", notProgress: false };
    const many = character({ nextMove: [bad, ...Array.from({ length: 11 }, (_, i) => add((i % 5) + 1))] });
    const migrated = applyUpdate(many, migrate(many)) as { system: { nextMove: unknown[] }; flags: unknown };
    expect(migrated.system.nextMove).toHaveLength(10);
    expect(migrated.system.nextMove[0]).toEqual(add(2));
    expect(migrated.flags).toEqual({ vowforge: { retired: { nextMove: [bad, add(1)] } } });
    expect(migrate(migrated as DocumentSource)).toEqual({});
  });

  it("leaves other actors alone", () => {
    expect(migrate({ _id: "s", type: "starship", system: { nextMove: 5 } })).toEqual({});
  });
});
