import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { installUiFakes } from "../fakes/foundry-ui";
import {
  defaultRollConditions,
  fillRollConditions,
  fixedValueOf,
  moveRollConditions,
} from "../../src/migrations/002-move-roll-conditions";
import { applyUpdate } from "../../src/migrations/apply-update";
import { KNOWN_ROLL_CONDITIONS } from "../../src/migrations/known-roll-conditions";
import { KNOWN_CONDITIONS_FILE, knownRollConditions, knownRollConditionsModule } from "../../tools/packs/known-roll-conditions.mjs";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { runMigrations, type MigrationDocument } from "../../src/migrations/runner";
import { flatten, getPath } from "../../src/paths";
import { type DocumentSource, type FlatUpdate } from "../../src/migrations/types";

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/moves-v1.json", import.meta.url), "utf8"),
) as DocumentSource[];

const models = useDataModels();

const byName = (name: string) => fixtures.find((f) => f.name === name) as DocumentSource;
const migrated = (source: DocumentSource) => applyUpdate(source, moveRollConditions.migrate(source));

describe("migration 2: move roll conditions", () => {
  it("is the second migration, for move items, after the character reshape", () => {
    expect(MIGRATIONS[1]).toBe(moveRollConditions);
    expect(moveRollConditions).toMatchObject({ version: 2, documentName: "Item", types: ["move"] });
    expect(pendingMigrations(1)[0]).toBe(moveRollConditions);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))(
    "%s: every value stays where it was",
    (_name, source) => {
      const after = migrated(source);
      for (const [path, value] of Object.entries(flatten(source))) {
        if (isDeepStrictEqual(value, {})) continue;
        expect(getPath(after, path), path).toEqual(value);
      }
    },
  );

  it.each(fixtures.map((f) => [f.name, f] as const))(
    "%s: the result builds as a move and migrates no further",
    (_name, source) => {
      const after = migrated(source);
      expect(moveRollConditions.migrate(after)).toEqual({});
      const system = (after.system ?? {}) as Record<string, unknown>;
      expect(() => build(models.MoveModel, system)).not.toThrow();
    },
  );

  it("a move of the system's packs gets the conditions its pack ships now, by its Datasworn id", () => {
    expect(moveRollConditions.migrate(byName("Endure Harm"))).toEqual({
      "system.rollConditions": [
        {
          rollMethod: "highest",
          label: "",
          rollOptions: [
            { using: "stat", key: "iron", label: "", value: 0 },
            { using: "conditionMeter", key: "health", label: "", value: 0 },
          ],
        },
      ],
    });
    // The list is what the pack generator makes today (the same moves, the same conditions).
    const generated = knownRollConditions();
    expect(KNOWN_ROLL_CONDITIONS).toEqual(generated);
    expect(Object.keys(generated)).toEqual(expect.arrayContaining(["move:classic/adventure/heal", "move:starforged/legacy/continue_a_legacy"]));
  });

  it("the generated module is the file in the repository (run node tools/packs/known-roll-conditions.mjs)", () => {
    expect(readFileSync(KNOWN_CONDITIONS_FILE, "utf8")).toBe(knownRollConditionsModule(knownRollConditions()));
  });

  it("a pack move whose options were changed in the world keeps them, by player choice", () => {
    const changed = structuredClone(byName("Endure Harm"));
    (changed.system as { rollOptions: unknown[] }).rollOptions.push({ using: "stat", key: "heart", label: "" });
    const update = moveRollConditions.migrate(changed) as { "system.rollConditions": { rollMethod: string; rollOptions: unknown[] }[] };
    expect(update["system.rollConditions"]).toEqual([expect.objectContaining({ rollMethod: "playerChoice" })]);
    expect(update["system.rollConditions"][0].rollOptions).toHaveLength(3);
  });

  it("an older move of no known Datasworn id rolls by player choice over the options it had", () => {
    const unknown = structuredClone(byName("Endure Harm"));
    (unknown.system as Record<string, unknown>).dataswornId = "homebrew/moves/endure";
    expect(moveRollConditions.migrate(unknown)).toEqual({
      "system.rollConditions": [
        {
          rollMethod: "playerChoice",
          label: "",
          rollOptions: [
            { using: "stat", key: "iron", label: "", value: 0 },
            { using: "conditionMeter", key: "health", label: "", value: 0 },
          ],
        },
      ],
    });
  });

  it("a custom option's fixed value comes from its older label; a value past 10 is not one", () => {
    const [condition] = defaultRollConditions(
      (byName("Develop Your Relationship").system as Record<string, unknown>).rollOptions,
    );
    expect(condition.rollOptions.map((o) => [o.key, o.label, o.value])).toEqual([
      ["troublesome", "troublesome (+1)", 1],
      ["epic", "epic (+5)", 5],
      ["odd", "a label (+40)", 0],
    ]);
    expect(fixedValueOf({ using: "stat", label: "iron (+3)" })).toBe(0);
  });

  it("a move without options gets no conditions; current moves and moves without data are left alone", () => {
    expect(moveRollConditions.migrate(byName("Begin a Session"))).toEqual({ "system.rollConditions": [] });
    expect(moveRollConditions.migrate(byName("Heal"))).toEqual({});
    expect(moveRollConditions.migrate(byName("A move without data"))).toEqual({});
  });

  it("the model reads an older move the same as the migrated one", () => {
    for (const source of fixtures) {
      if (!source.system) continue;
      const direct = build(
        models.MoveModel,
        structuredClone(source.system) as Record<string, unknown>,
      ).toObject();
      const after = build(models.MoveModel, migrated(source).system as Record<string, unknown>).toObject();
      expect(after, String(source.name)).toEqual(direct);
    }
  });

  it("the model leaves a partial update without roll options alone", () => {
    expect(fillRollConditions({ trigger: "<p>new</p>" })).toEqual({ trigger: "<p>new</p>" });
  });

  it("applies to moves only", () => {
    const progress = { type: "progress", system: { rollOptions: [] } };
    expect(migrateSource(progress, "Item", [moveRollConditions])).toEqual({});
    expect(migrateSource(byName("Endure Harm"), "Actor", [moveRollConditions])).toEqual({});
  });
});

/** A stored document whose update merges into its source, as the database would. */
function stored(
  documentName: "Actor" | "Item",
  source: DocumentSource,
): MigrationDocument & { source: DocumentSource } {
  const items = ((source.items as DocumentSource[] | undefined) ?? []).map((i) => stored("Item", i));
  const doc = {
    source: structuredClone(source),
    documentName,
    items,
    get id() {
      return String(doc.source._id);
    },
    get name() {
      return String(doc.source.name);
    },
    get type() {
      return String(doc.source.type);
    },
    toObject: () => structuredClone(doc.source),
    async update(data: FlatUpdate) {
      doc.source = applyUpdate(doc.source, data);
      return doc;
    },
  };
  return doc;
}

// Runs last: the UI fakes it installs stay until the data fakes are removed after the file.
describe("migration 2 in a world", () => {
  it("migrates world move items and the moves characters own, and nothing else", async () => {
    installUiFakes();
    const worldMove = stored("Item", byName("Endure Harm"));
    const actor = stored("Actor", {
      _id: "kaila",
      name: "Kaila",
      type: "character",
      system: { stats: { iron: 2 }, meters: { health: 5 }, momentum: 2 },
      items: [
        byName("Develop Your Relationship"),
        { _id: "vow", name: "A vow", type: "progress", system: { ticks: 4 } },
      ],
    });
    const report = await runMigrations(
      { actors: [actor], items: [worldMove], packs: [] },
      // Migrations 2 and 3 only: later ones (the stored token bars of 4) change characters too.
      pendingMigrations(1).filter((m) => m.version <= 3),
      1,
    );
    expect(report).toMatchObject({ from: 1, total: 4, updated: 2, failed: [] });
    const conditions = (doc: { source: DocumentSource }) =>
      (doc.source.system as Record<string, unknown>).rollConditions;
    expect(conditions(worldMove)).toEqual([expect.objectContaining({ rollMethod: "highest" })]);
    const [ownMove, vow] = actor.items as unknown as { source: DocumentSource }[];
    expect(conditions(ownMove)).toEqual([
      expect.objectContaining({
        rollOptions: expect.arrayContaining([expect.objectContaining({ key: "epic", value: 5 })]),
      }),
    ]);
    expect(vow.source).toEqual({ _id: "vow", name: "A vow", type: "progress", system: { ticks: 4 } });
    expect(actor.source.system).toEqual({ stats: { iron: 2 }, meters: { health: 5 }, momentum: 2 });
  });
});
