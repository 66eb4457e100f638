import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type UiFakes } from "../fakes/foundry-ui";
import { installMigrationUserFakes } from "../fakes/migration-user";
import { StoredDocument } from "../fakes/stored-document";
import {
  MIGRATIONS,
  assertLatest,
  assertOrdered,
  migrateSource,
  pendingMigrations,
} from "../../src/migrations/registry";
import { SCHEMA_VERSION } from "../../src/migrations/schema-version";
import { type DocumentSource, type Migration } from "../../src/migrations/types";
import { type MigrationPack } from "../../src/migrations/runner";

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/characters-v0.json", import.meta.url), "utf8"),
) as DocumentSource[];

/** A stored document whose update may be made to fail, with its embedded items. */
class FakeStoredDocument extends StoredDocument {
  items: FakeStoredDocument[];
  failWith: Error | null = null;

  constructor(documentName: "Actor" | "Item", source: DocumentSource) {
    super(documentName, source);
    this.items = ((source.items as DocumentSource[] | undefined) ?? []).map(
      (i) => new FakeStoredDocument("Item", i),
    );
  }

  override async update(data: Record<string, unknown>, operation?: { diff: boolean; render: boolean }) {
    if (this.failWith) throw this.failWith;
    expect(operation?.diff).toBe(false);
    return super.update(data, operation);
  }
}

function pack(
  name: string,
  documents: FakeStoredDocument[],
  overrides: Partial<MigrationPack> = {},
): MigrationPack & { opened: boolean } {
  const fake = {
    collection: `world.${name}`,
    documentName: "Actor",
    locked: false,
    metadata: { packageType: "world", system: "vowforge" },
    opened: false,
    async getDocuments() {
      fake.opened = true;
      return documents;
    },
    ...overrides,
  };
  return fake;
}

/** An Item migration used only here, to exercise embedded and world items. */
const renameTicks: Migration = {
  version: SCHEMA_VERSION + 1,
  description: "progress: oldTicks becomes ticks",
  documentName: "Item",
  types: ["progress"],
  migrate(source) {
    const system = source.system as Record<string, unknown>;
    return "oldTicks" in system ? { "system.ticks": system.oldTicks, "system.-=oldTicks": null } : {};
  },
};

let ui: UiFakes;
let settings: Map<string, unknown>;
let setActiveGM: (active: boolean) => void;

async function loadRunner() {
  return import("../../src/migrations/runner");
}

beforeEach(() => {
  ({ ui, settings, setActiveGM } = installMigrationUserFakes());
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("registry", () => {
  it("orders migrations by version and names the current schema version", () => {
    expect(() => assertOrdered(MIGRATIONS)).not.toThrow();
    // Versions increase from 1 (numbers are handed out ahead, so one may be missing while a
    // change that holds it is elsewhere); the schema version is the last one.
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions[0]).toBe(1);
    expect(versions.every((v, i) => i === 0 || v > versions[i - 1])).toBe(true);
    expect(SCHEMA_VERSION).toBe(versions.at(-1));
    expect(pendingMigrations(0)).toEqual(MIGRATIONS);
    expect(pendingMigrations(1).map((m) => m.version)).toEqual(MIGRATIONS.slice(1).map((m) => m.version));
    expect(pendingMigrations(SCHEMA_VERSION)).toEqual([]);
  });

  it("refuses versions out of order", () => {
    expect(() => assertOrdered([renameTicks, MIGRATIONS[0]])).toThrow(`version 1, after ${SCHEMA_VERSION + 1}`);
  });

  it("refuses a last migration other than the schema version the ready hook compares with", () => {
    expect(() => assertLatest(MIGRATIONS, SCHEMA_VERSION)).not.toThrow();
    expect(() => assertLatest([...MIGRATIONS, renameTicks], SCHEMA_VERSION)).toThrow(
      `the last migration has version ${SCHEMA_VERSION + 1}, but SCHEMA_VERSION is ${SCHEMA_VERSION}`,
    );
  });

  it("composes pending migrations for the document type and subtype only", () => {
    const item = { type: "progress", system: { oldTicks: 5 } };
    expect(migrateSource(item, "Item", [...MIGRATIONS, renameTicks])).toEqual({
      "system.ticks": 5,
      "system.-=oldTicks": null,
    });
    expect(migrateSource(item, "Actor", [renameTicks])).toEqual({});
    expect(migrateSource({ type: "asset", system: { oldTicks: 5 } }, "Item", [renameTicks])).toEqual({});
  });
});

describe("migrateWorld", () => {
  function world(
    actors: FakeStoredDocument[],
    items: FakeStoredDocument[] = [],
    packs: MigrationPack[] = [],
  ) {
    return { actors, items, packs };
  }

  it("migrates world actors and stores the new schema version, with progress shown", async () => {
    const { migrateWorld } = await loadRunner();
    const actors = fixtures.map((f) => new FakeStoredDocument("Actor", f));
    const report = await migrateWorld(world(actors));
    // The fourth character already had the current shape but for its stored token bars (migration 4).
    expect(report).toMatchObject({ from: 0, to: SCHEMA_VERSION, updated: 4, failed: [] });
    expect(actors[0].source.system).toMatchObject({ stats: { edge: 2 }, meters: { health: 4 }, momentum: 5 });
    expect(actors[3].updates).toHaveLength(1);
    expect(Object.keys(actors[3].updates[0] as object).every((key) => key.startsWith("system.bars."))).toBe(true);
    expect(settings.get("vowforge.schemaVersion")).toBe(SCHEMA_VERSION);
    const progress = ui.shown.find((n) => n.options.progress === true);
    expect(progress?.progress.at(-1)).toBe(1);
    expect(progress?.removed).toBe(true);
    expect(ui.shown.at(-1)?.message).toBe(`Vowforge data is up to date (version ${SCHEMA_VERSION}; 4 documents changed).`);
  });

  it("writes each removal as the running version does: a `-=` key on v13, `_del` on v14", async () => {
    const { migrateWorld } = await loadRunner();
    const v13 = new FakeStoredDocument("Actor", fixtures[0]);
    await migrateWorld(world([v13]));
    const removed = Object.keys(v13.updates[0] as object).filter((key) => key.includes("-="));
    expect(removed.length).toBeGreaterThan(0);

    settings.set("vowforge.schemaVersion", 0);
    // v14's deletion operator, a global there (dnd5e module/documents/item.mjs `deleteActivity`).
    const deletion = Object.freeze({ deletion: true });
    vi.stubGlobal("game", { ...(globalThis as unknown as { game: object }).game, release: { generation: 14 } });
    vi.stubGlobal("_del", deletion);
    const v14 = new FakeStoredDocument("Actor", fixtures[0]);
    await migrateWorld(world([v14]));
    const written = v14.updates[0] as Record<string, unknown>;
    expect(Object.keys(written).filter((key) => key.includes("-="))).toEqual([]);
    for (const key of removed) expect(written[key.replace("-=", "")], key).toBe(deletion);
  });

  it("runs for the active GM only", async () => {
    const { migrateWorld } = await loadRunner();
    setActiveGM(false);
    const actor = new FakeStoredDocument("Actor", fixtures[0]);
    expect(await migrateWorld(world([actor]))).toBeNull();
    expect(actor.updates).toEqual([]);
    expect(settings.get("vowforge.schemaVersion")).toBe(0);
  });

  it("does nothing when the stored version is current", async () => {
    const { migrateWorld } = await loadRunner();
    settings.set("vowforge.schemaVersion", SCHEMA_VERSION);
    const actor = new FakeStoredDocument("Actor", fixtures[0]);
    expect(await migrateWorld(world([actor]))).toBeNull();
    expect(actor.updates).toEqual([]);
    expect(ui.shown).toEqual([]);
  });

  it("one failing document does not stop the others; it is reported and the version stays", async () => {
    const { migrateWorld } = await loadRunner();
    const actors = fixtures.map((f) => new FakeStoredDocument("Actor", f));
    actors[1].failWith = new Error("database is read-only");
    const before = structuredClone(actors[1].source);
    const report = await migrateWorld(world(actors));
    expect(report?.updated).toBe(3);
    expect(report?.failed).toEqual([
      { where: "world", name: "Ash", id: "oldTextMomentum1", error: "database is read-only" },
    ]);
    expect(actors[0].updates).toHaveLength(1);
    expect(actors[2].updates).toHaveLength(1);
    expect(actors[1].source).toEqual(before);
    const errors = ui.shown.filter((n) => n.level === "error");
    expect(errors.map((n) => n.message)).toEqual([
      'Could not update Actor "Ash" (oldTextMomentum1, world): database is read-only. Its data is unchanged; the update will be tried again when the world next loads.',
      `Vowforge data update to version ${SCHEMA_VERSION} finished with 1 errors (see the messages above). It will be tried again when the world next loads.`,
    ]);
    expect(errors.every((n) => n.options.permanent === true)).toBe(true);
    expect(settings.get("vowforge.schemaVersion")).toBe(0);

    actors[1].failWith = null;
    const again = await migrateWorld(world(actors));
    expect(again).toMatchObject({ updated: 1, failed: [] });
    expect(actors[1].source.system).toMatchObject({ momentum: -3, stats: { edge: 3, wits: 2 } });
    expect(settings.get("vowforge.schemaVersion")).toBe(SCHEMA_VERSION);
  });

  it("counts an update the document refused as a failure", async () => {
    const { migrateWorld } = await loadRunner();
    const actor = new FakeStoredDocument("Actor", fixtures[0]);
    actor.update = async () => undefined as unknown as FakeStoredDocument;
    const report = await migrateWorld(world([actor]));
    expect(report?.failed[0].error).toBe("the update was refused");
  });

  it("migrates from the raw stored data when the world still holds it", async () => {
    const { migrateWorld } = await loadRunner();
    const actor = new FakeStoredDocument("Actor", { ...fixtures[3] });
    const report = await migrateWorld({ ...world([actor]), rawActors: [{ ...fixtures[0], _id: actor.id }] });
    expect(report?.updated).toBe(1);
    expect(actor.updates[0]).toMatchObject({
      "system.momentum": 5,
      "flags.vowforge.retired.momentum.max": 9,
    });
  });
});

describe("runMigrations over items and packs", () => {
  it("migrates embedded items, world items and unlocked world packs of this system only", async () => {
    const { runMigrations } = await loadRunner();
    const oldVow = { _id: "vow1", name: "Vow", type: "progress", system: { oldTicks: 7 } };
    const actor = new FakeStoredDocument("Actor", { ...fixtures[0], items: [oldVow] });
    const worldItem = new FakeStoredDocument("Item", { ...oldVow, _id: "vow2" });
    const inPack = new FakeStoredDocument("Item", { ...oldVow, _id: "vow3" });
    const packs = [
      pack("vows", [inPack], { documentName: "Item" }),
      pack("locked", [new FakeStoredDocument("Item", oldVow)], { documentName: "Item", locked: true }),
      pack("other", [new FakeStoredDocument("Item", oldVow)], {
        documentName: "Item",
        metadata: { packageType: "world", system: "dnd5e" },
      }),
      pack("module", [new FakeStoredDocument("Item", oldVow)], {
        documentName: "Item",
        metadata: { packageType: "module" },
      }),
      pack("journal", [], { documentName: "JournalEntry" }),
    ];
    const report = await runMigrations(
      { actors: [actor], items: [worldItem], packs },
      [...MIGRATIONS, renameTicks],
      0,
    );
    expect(report).toMatchObject({ to: SCHEMA_VERSION + 1, total: 4, updated: 4, failed: [] });
    expect(actor.items[0].source.system).toEqual({ ticks: 7 });
    expect(worldItem.source.system).toEqual({ ticks: 7 });
    expect(inPack.source.system).toEqual({ ticks: 7 });
    expect(packs.slice(1).map((p) => (p as { opened: boolean }).opened)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("reports a failing pack document and carries on", async () => {
    const { runMigrations } = await loadRunner();
    const broken = new FakeStoredDocument("Actor", fixtures[0]);
    broken.failWith = new Error("pack write failed");
    const fine = new FakeStoredDocument("Actor", fixtures[1]);
    const report = await runMigrations(
      { actors: [], items: [], packs: [pack("heroes", [broken, fine])] },
      MIGRATIONS,
      0,
    );
    expect(report.failed).toEqual([
      {
        where: "world.heroes",
        name: "Kira of the Hollow",
        id: "oldFlatChar00001",
        error: "pack write failed",
      },
    ]);
    expect(fine.updates).toHaveLength(1);
  });
});
