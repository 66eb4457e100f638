import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { build, useDataModels } from "../fakes/data-fields";
import { installUiFakes } from "../fakes/foundry-ui";
import { applyUpdate } from "../../src/migrations/apply-update";
import { MIGRATIONS } from "../../src/migrations/registry";
import { type DocumentSource } from "../../src/migrations/types";
import { type MigrationDocument, type MigrationPack, type MigrationScene } from "../../src/migrations/runner";

const models = useDataModels();

const fixtures = JSON.parse(
  readFileSync(new URL("../fixtures/migrations/characters-v0.json", import.meta.url), "utf8"),
) as DocumentSource[];

/**
 * A document as Foundry builds it from stored data: its `system` goes through the model's
 * `migrateData` and `cleanData` when the document is constructed, so `toObject()` shows the reshaped,
 * cleaned data, never what is stored (dnd5e's module/migration.mjs: `pack.getDocuments()` asks for
 * "server-side data model migration" and returns "the migrated content"; for the stored source of a
 * document that cannot be built it reads `game.data.actors` instead). `update` merges into the stored
 * data, as the database does.
 */
class BuiltDocument implements MigrationDocument {
  stored: DocumentSource;
  updates: Record<string, unknown>[] = [];
  items: BuiltDocument[] = [];

  constructor(
    public documentName: "Actor" | "Item",
    stored: DocumentSource,
  ) {
    this.stored = structuredClone(stored);
  }

  get id() {
    return String(this.stored._id);
  }
  get name() {
    return String(this.stored.name ?? "");
  }
  get type() {
    return String(this.stored.type);
  }
  toObject() {
    const model = this.type === "character" ? models.CharacterModel : null;
    const system = model
      ? structuredClone(build(model, structuredClone(this.stored.system as Record<string, unknown>))._source)
      : this.stored.system;
    return { ...structuredClone(this.stored), system };
  }
  async update(data: Record<string, unknown>) {
    this.updates.push(data);
    this.stored = applyUpdate(this.stored, data);
    return this;
  }
}

function pack(documents: BuiltDocument[], raw?: DocumentSource[]): MigrationPack {
  return {
    collection: "world.heroes",
    documentName: "Actor",
    locked: false,
    metadata: { packageType: "world", system: "vowforge" },
    getDocuments: async () => documents,
    ...(raw ? { getRawSources: async () => raw } : {}),
  };
}

beforeEach(() => {
  installUiFakes({});
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("the fake is honest: a built document's toObject() has lost what migration 1 keeps", () => {
  it("shows the reshaped data, without the retired momentum maximum", () => {
    const built = new BuiltDocument("Actor", fixtures[0]).toObject();
    expect(built.system).toMatchObject({ stats: { edge: 2 }, meters: { health: 4 }, momentum: 5 });
    expect(JSON.stringify(built)).not.toContain('"max":9');
  });
});

describe("world compendium packs", () => {
  it("are migrated from their stored source, so retired values reach the flags", async () => {
    const { runMigrations } = await import("../../src/migrations/runner");
    const document = new BuiltDocument("Actor", fixtures[0]);
    const report = await runMigrations(
      { actors: [], items: [], packs: [pack([document], [fixtures[0]])] },
      MIGRATIONS,
      0,
    );
    expect(report).toMatchObject({ updated: 1, failed: [] });
    expect(document.updates[0]).toMatchObject({
      "system.stats.edge": 2,
      "system.momentum": 5,
      "flags.vowforge.retired.momentum.max": 9,
      "flags.vowforge.retired.momentum.reset": 1,
    });
  });

  it("without a stored source (the old way) the retired values are lost", async () => {
    const { runMigrations } = await import("../../src/migrations/runner");
    const document = new BuiltDocument("Actor", fixtures[0]);
    await runMigrations({ actors: [], items: [], packs: [pack([document])] }, MIGRATIONS, 0);
    expect(JSON.stringify(document.updates)).not.toContain("retired.momentum");
  });
});

describe("unlinked token actors (ActorDelta)", () => {
  function scene(tokens: MigrationScene["tokens"]): MigrationScene {
    return { id: "scene1", name: "The Hollow", tokens };
  }

  it("migrate what their stored delta overrides, through the token's actor", async () => {
    const { runMigrations } = await import("../../src/migrations/runner");
    const base = { _id: "base1", name: "Raider", type: "character", system: {} };
    const unlinked = new BuiltDocument("Actor", {
      ...base,
      system: { health: 2, momentum: { value: 3, max: 8 } },
    });
    const linked = new BuiltDocument("Actor", { ...base, system: { health: 1 } });
    const untouched = new BuiltDocument("Actor", base);
    const rawScenes = [
      {
        _id: "scene1",
        tokens: [
          {
            _id: "tokA",
            actorLink: false,
            delta: { system: { health: 2, momentum: { value: 3, max: 8 } }, flags: {} },
          },
          { _id: "tokB", actorLink: true, delta: { system: { health: 1 } } },
          { _id: "tokC", actorLink: false, delta: { system: {} } },
        ],
      },
    ];
    const report = await runMigrations(
      {
        actors: [],
        items: [],
        packs: [],
        scenes: [
          scene([
            { id: "tokA", actorLink: false, actor: unlinked },
            { id: "tokB", actorLink: true, actor: linked },
            { id: "tokC", actorLink: false, actor: untouched },
          ]),
        ],
        rawScenes,
      },
      MIGRATIONS,
      0,
    );
    expect(report).toMatchObject({ total: 1, updated: 1, failed: [] });
    expect(unlinked.updates).toEqual([
      {
        "system.-=health": null,
        "system.meters.health": 2,
        "system.momentum": 3,
        "flags.vowforge.retired.momentum.max": 8,
        // Migration 4 stores the token bars the moved meters feed.
        "system.bars.health.value": 2,
        "system.bars.momentum.value": 3,
      },
    ]);
    expect(linked.updates).toEqual([]);
    expect(untouched.updates).toEqual([]);
  });
});
