import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { currentDataswornId, dataswornTypedIds } from "../../src/migrations/005-datasworn-typed-ids";
import { rollConditionsFor } from "../../src/migrations/002-move-roll-conditions";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS, migrateSource, pendingMigrations } from "../../src/migrations/registry";
import { flatten, getPath } from "../../src/paths";
import { type DocumentSource } from "../../src/migrations/types";
import { ID_MAP_FILE, idMapExceptions, idMapModule, storedIdMap } from "../../tools/packs/datasworn-id-map.mjs";
import { forwardIdMap } from "../../tools/packs/lib/legacy-ids.mjs";
import { generateDocuments } from "../../tools/packs/build.mjs";

type Fixture = DocumentSource & { documentName: "Actor" | "Item"; system: { dataswornId: string } };

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/datasworn-ids-v3.json", import.meta.url), "utf8"),
) as Fixture[];
const recorded = JSON.parse(
  readFileSync(new URL("../fixtures/packs/pack-ids-0.0.10.json", import.meta.url), "utf8"),
) as { packs: Record<string, Array<{ id: string; dataswornId: string }>> };

const byName = (name: string) => fixtures.find((f) => f.name === name) as Fixture;
const migrated = (source: Fixture) =>
  applyUpdate(source, migrateSource(source, source.documentName, pendingMigrations(3)));

describe("migration 5: Datasworn 0.1.0 ids", () => {
  it("is registered after migration 4, for moves, assets and foes", () => {
    expect(MIGRATIONS).toContain(dataswornTypedIds);
    expect(pendingMigrations(4)[0]).toBe(dataswornTypedIds);
    expect(dataswornTypedIds).toMatchObject({
      version: 5,
      documentName: ["Item", "Actor"],
      types: ["move", "asset", "foe"],
    });
  });

  it.each(fixtures.map((f) => [f.name, f] as const))(
    "%s: every value stays, the old id under retired",
    (_name, source) => {
      const after = migrated(source);
      for (const [path, value] of Object.entries(flatten(source))) {
        if (path === "system.dataswornId") continue;
        expect(getPath(after, path), path).toEqual(value);
      }
      const id = (after.system as { dataswornId: string }).dataswornId;
      if (id !== source.system.dataswornId) {
        expect(getPath(after, "flags.vowforge.retired.dataswornId")).toBe(source.system.dataswornId);
      }
      expect(migrateSource(after, source.documentName, pendingMigrations(3))).toEqual({});
    },
  );

  it("gives the old ids their 0.1.0 form, whatever path an earlier release used", () => {
    const idOf = (name: string) => (migrated(byName(name)).system as { dataswornId: string }).dataswornId;
    expect(idOf("Face Danger")).toBe("move:classic/adventure/face_danger");
    expect(idOf("Gain Ground")).toBe("move:starforged/combat/gain_ground");
    expect(idOf("Sojourn (filed under Connection by an early release)")).toBe(
      "move:starforged/recover/sojourn",
    );
    expect(idOf("Hound")).toBe("asset:classic/companion/hound");
    expect(idOf("Engine Upgrade")).toBe("asset:starforged/module/engine_upgrade");
    expect(idOf("Raider")).toBe("npc:classic/ironlanders/raider");
  });

  it("leaves typed, empty and unknown ids alone", () => {
    for (const name of [
      "Face Danger (already migrated)",
      "A move of our own packs",
      "A homebrew move with an id of its own",
    ]) {
      expect(dataswornTypedIds.migrate(byName(name)), name).toEqual({});
    }
    expect(dataswornTypedIds.migrate({ type: "move", system: { dataswornId: 7 } })).toEqual({});
  });

  it("maps the stored id of every move, asset and foe built from 0.0.10 to the id the same document holds now", () => {
    const now = new Map(
      generateDocuments().packs.flatMap((p) =>
        p.documents.map((d) => [
          d._id as string,
          (d.system as { dataswornId?: string } | undefined)?.dataswornId,
        ]),
      ),
    );
    let checked = 0;
    for (const pack of [
      "ironsworn-moves",
      "ironsworn-assets",
      "ironsworn-foes",
      "starforged-moves",
      "starforged-assets",
      "starforged-encounters",
    ]) {
      for (const doc of recorded.packs[pack]) {
        expect(currentDataswornId(doc.dataswornId), doc.dataswornId).toBe(now.get(doc.id));
        checked++;
      }
    }
    expect(checked).toBe(308);
  });

  it("migration 2 still finds the known roll conditions of a move stored with an old id", () => {
    const endureHarm = {
      dataswornId: "classic/moves/suffer/endure_harm",
      rollOptions: [
        { using: "stat", key: "iron", label: "" },
        { using: "conditionMeter", key: "health", label: "" },
      ],
    };
    expect(rollConditionsFor(endureHarm)[0]?.rollMethod).toBe("highest");
  });

  it("the exceptions module is what the Datasworn packages say (regenerate it with tools/packs/datasworn-id-map.mjs)", () => {
    expect(readFileSync(ID_MAP_FILE, "utf8")).toBe(idMapModule(idMapExceptions(storedIdMap())));
  });

  it("the rule and its exceptions give every move, asset and NPC of the Datasworn id maps its 0.1.0 id, and leave every other id alone", () => {
    const forward = forwardIdMap();
    const stored = storedIdMap(forward);
    expect(Object.keys(stored)).toHaveLength(357);
    for (const from of Object.keys(forward)) expect(currentDataswornId(from), from).toBe(stored[from] ?? from);
    for (const to of Object.values(stored)) expect(currentDataswornId(to), to).toBe(to);
  });
});
