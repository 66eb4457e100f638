import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { characterClocks } from "../../src/migrations/007-character-clocks";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";

/** Characters as stored at schema version 6 (before clocks), and a few stored by hand since. */
const stored = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/characters-v6.json", import.meta.url), "utf8"),
) as DocumentSource[];

function byId(id: string): DocumentSource {
  const found = stored.find((s) => s._id === id);
  if (!found) throw new Error(`no fixture ${id}`);
  return structuredClone(found);
}

const migrate = (source: DocumentSource) => migrateSource(source, "Actor", pendingMigrations(6));

describe("migration 7: clocks on characters", () => {
  it("is registered as version 7, for every character subtype", () => {
    expect(MIGRATIONS).toContain(characterClocks);
    expect(MIGRATIONS.find((m) => m.version === 7)).toBe(characterClocks);
    expect(characterClocks.documentName).toBe("Actor");
    expect([...characterClocks.types].sort()).toEqual(
      ["augurCharacter", "character", "forgedTiesCharacter", "strikeCharacter"].sort(),
    );
  });

  it("leaves a character stored without the list as it is (the model's empty list applies)", () => {
    for (const id of ["ironChar00000001", "augurChar0000001", "forgedChar000001", "strikeChar000001"]) {
      expect(migrate(byId(id))).toEqual({});
    }
  });

  it("keeps a valid list as it is", () => {
    expect(migrate(byId("hasClocks0000001"))).toEqual({});
  });

  it("makes a null list empty", () => {
    expect(migrate(byId("nullClocks000001"))).toEqual({ "system.clocks": [] });
  });

  it("keeps anything else stored under the name in the retired flags, losing nothing", () => {
    const source = byId("oddClocks0000001");
    const migrated = applyUpdate(source, migrate(source));
    expect((migrated.system as Record<string, unknown>).clocks).toEqual([]);
    expect(migrated.flags).toEqual({ vowforge: { favourite: true, retired: { clocks: { doom: 3 } } } });
  });

  it("keeps the valid clocks of a list and retires the entries the rules cannot read", () => {
    const source = byId("badEntries000001");
    const migrated = applyUpdate(source, migrate(source));
    expect((migrated.system as Record<string, unknown>).clocks).toEqual([
      { id: "raid", name: "Raid", segments: 8, filled: 3, visibility: "all" },
    ]);
    expect(migrated.flags).toEqual({
      vowforge: {
        retired: { clocks: [{ id: "odd", name: "Odd", segments: 7, filled: 9, visibility: "all" }] },
      },
    });
  });

  it("leaves other actors alone", () => {
    expect(migrate({ ...byId("starship00000001"), system: { clocks: 5 } })).toEqual({});
  });

  it("is idempotent: a migrated character needs nothing more", () => {
    for (const source of stored) {
      const once = applyUpdate(source, migrate(source));
      expect(migrate(once)).toEqual({});
    }
  });
});
