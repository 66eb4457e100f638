import { describe, expect, it } from "vitest";
import { playtestNames } from "../../src/migrations/006-playtest-names";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";

/** A Starforged move as stored before `formerly` existed (version 3). */
function storedMove(name: string, dataswornId: string, ruleset = "starforged"): DocumentSource {
  return {
    name,
    type: "move",
    system: { ruleset, dataswornId, category: "legacy", trigger: "", text: "", rollType: "progress", rollOptions: [] },
  };
}

describe("migration 6: playtest names on moves", () => {
  it("is registered last, for moves", () => {
    expect(MIGRATIONS.find((m) => m.version === 6)).toBe(playtestNames);
    expect([playtestNames.version, playtestNames.documentName, playtestNames.types]).toEqual([6, "Item", ["move"]]);
  });

  it("stores the playtest name of each renamed move, and '' on the others", () => {
    expect(playtestNames.migrate(storedMove("Continue a Legacy", "move:starforged/legacy/continue_a_legacy"))).toEqual({
      "system.formerly": "Leave a Legacy",
    });
    expect(
      playtestNames.migrate(storedMove("Develop Your Relationship", "move:starforged/connection/develop_your_relationship")),
    ).toEqual({ "system.formerly": "Develop a Relationship" });
    expect(playtestNames.migrate(storedMove("Face Danger", "starforged/moves/adventure/face_danger"))).toEqual({
      "system.formerly": "",
    });
    expect(playtestNames.migrate(storedMove("Homebrew", "", "starforged"))).toEqual({ "system.formerly": "" });
    expect(playtestNames.migrate(storedMove("Continue a Legacy", "x", "ironsworn"))).toEqual({ "system.formerly": "" });
  });

  it("is idempotent: a migrated move needs nothing more", () => {
    const source = storedMove("Test Your Relationship", "move:starforged/connection/test_your_relationship");
    const migrated = applyUpdate(source, playtestNames.migrate(source));
    expect((migrated.system as Record<string, unknown>).formerly).toBe("Test a Relationship");
    expect(playtestNames.migrate(migrated)).toEqual({});
  });
});
