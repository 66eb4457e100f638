/**
 * Stand-ins for the Foundry plumbing the guided creation and the truths dialog touch: compendium packs
 * (an index with the fields asked for, documents by id, `getDocuments`), `fromUuid`, the world's Items
 * collection making item data from a pack document, game.actors, game.i18n over the real lang/en.json,
 * ui.notifications, Roll (the dice queue), and an actor that validates what it stores (StoringActor)
 * and its embedded items against the data models.
 *
 * Foundry behaviour copied here, from the open systems that rely on it:
 * - `CompendiumCollection#getIndex({ fields })` gives each entry's `_id`, `name`, `uuid` and the fields
 *   asked for (foundryvtt/dnd5e module/applications/compendium-browser.mjs asks indexes for fields);
 * - `Items#fromCompendium(document)` returns the document's data for a world or embedded item without
 *   its pack id, folder, sort and ownership, and records the pack document as the source
 *   (`_stats.compendiumSource`); dnd5e embeds pack items with it (module/applications/actor/character-sheet.mjs);
 * - `createEmbeddedDocuments` validates every item against its data model before creating any, and
 *   keeps the given ids with `keepId` (dnd5e's AdvancementManager creates its items so).
 */
import { vi } from "vitest";
import { localize } from "../helpers/handlebars";
import { build, type DataModel } from "./data-fields";
import type { StoringActor } from "./storing-actors";

export type Source = Record<string, unknown> & { _id: string; name: string };

export interface FakePack {
  collection: string;
  documentName: string;
  metadata: { label: string; flags: unknown };
  getIndex(options?: { fields?: string[] }): Promise<Array<Record<string, unknown>>>;
  getDocument(id: string): Promise<Record<string, unknown> | null>;
  getDocuments(): Promise<Array<Record<string, unknown>>>;
}

function getPath(source: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), source);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}

/** A document of a pack: its source without the pack build's `_key`, with its UUID. */
function packDocument(collection: string, documentName: string, source: Source): Record<string, unknown> {
  const { _key: _dropped, ...data } = source;
  return { ...structuredClone(data), uuid: `Compendium.${collection}.${documentName}.${source._id}`, documentName };
}

export function fakePack(name: string, documentName: string, label: string, flags: unknown, sources: Source[]): FakePack {
  const collection = `vowforge.${name}`;
  const docs = sources.map((s) => packDocument(collection, documentName, s));
  return {
    collection,
    documentName,
    metadata: { label, flags },
    async getIndex({ fields = [] } = {}) {
      return docs.map((doc) => {
        const entry: Record<string, unknown> = { _id: doc._id, name: doc.name, uuid: doc.uuid };
        for (const field of fields) if (getPath(doc, field) !== undefined) setPath(entry, field, structuredClone(getPath(doc, field)));
        return entry;
      });
    },
    async getDocument(id) {
      return structuredClone(docs.find((d) => d._id === id) ?? null);
    },
    async getDocuments() {
      return structuredClone(docs);
    },
  };
}

/** `Items#fromCompendium`: the pack document's data for an item made from it. */
export function fromCompendium(document: Record<string, unknown>): Record<string, unknown> {
  const { _id, folder, sort, ownership, uuid, documentName, ...data } = structuredClone(document);
  void [_id, folder, sort, ownership, documentName];
  return { ...data, _stats: { ...(data._stats as object), compendiumSource: uuid } };
}

type Models = { Actor: Record<string, unknown>; Item: Record<string, unknown> };

/**
 * The actor class the creation writes: `ActorBase` (the system's VowforgeActor over StoringActor) with
 * a name, a UUID and embedded items validated by their models.
 */
export function creationActorClass(ActorBase: new (type: string, system: unknown) => StoringActor, models: Models) {
  return class CreationActor extends ActorBase {
    name: string;
    readonly items = new Map<string, { id: string; name: string; type: string; system: DataModel }>();
    readonly created: unknown[][] = [];
    readonly deleted: string[][] = [];
    /** Makes the next embedded creation throw after storing this many items (a failing server). */
    failCreateAfter: number | null = null;

    constructor(type: string, name: string, system: Record<string, unknown> = {}, uuid = `Actor.${name.replace(/\W/g, "")}`) {
      super(type, build(models.Actor[type], system));
      this.name = name;
      this.uuid = uuid;
    }

    async createEmbeddedDocuments(documentName: string, data: Record<string, unknown>[], options: { keepId?: boolean } = {}) {
      if (documentName !== "Item") throw new Error(`no embedded ${documentName}`);
      this.created.push(structuredClone(data));
      const made = data.map((d) => {
        const model = models.Item[String(d.type)];
        if (!model) throw new Error(`no item type ${String(d.type)}`);
        const id = options.keepId && typeof d._id === "string" ? d._id : `item${Math.random().toString(36).slice(2, 10)}`;
        return { id, name: String(d.name), type: String(d.type), system: build(model, (d.system ?? {}) as Record<string, unknown>) };
      });
      for (const [i, item] of made.entries()) {
        if (this.failCreateAfter !== null && i >= this.failCreateAfter) throw new Error("the server refused the items");
        this.items.set(item.id, item);
      }
      return made;
    }

    async deleteEmbeddedDocuments(documentName: string, ids: string[]) {
      this.deleted.push([...ids]);
      for (const id of ids) this.items.delete(id);
      return ids;
    }

    override async update(data: unknown): Promise<this | undefined> {
      const result = await super.update(data);
      const name = (data as { name?: unknown }).name;
      if (typeof name === "string") this.name = name;
      return result;
    }
  };
}

export interface Notified {
  info: string[];
  warn: string[];
  error: string[];
}

/** Installs game (i18n, user, packs, actors, items), ui and Roll; returns the notifications seen. */
export function installCreationGlobals(packs: FakePack[], actors: Array<Record<string, unknown>> = []): Notified {
  const notified: Notified = { info: [], warn: [], error: [] };
  const byUuid = (uuid: string) => {
    const match = /^Compendium\.(vowforge\.[^.]+)\.(\w+)\.(\w+)$/.exec(uuid);
    const pack = match ? packs.find((p) => p.collection === match[1]) : undefined;
    return pack && match ? pack.getDocument(match[3]) : Promise.resolve(null);
  };
  const has = (key: string) => {
    try {
      localize(key);
      return true;
    } catch {
      return false;
    }
  };
  const game = (globalThis as { game?: Record<string, unknown> }).game ?? {};
  vi.stubGlobal("game", {
    ...game,
    i18n: { localize: (key: string) => localize(key), format: (key: string, data: Record<string, unknown>) => localize(key, data), has },
    user: { id: "user1", isGM: true },
    packs,
    actors: Object.assign([...actors], { contents: actors, get: (id: string) => actors.find((a) => a.id === id) }),
    items: { fromCompendium },
  });
  vi.stubGlobal("ui", {
    notifications: {
      info: (text: string) => notified.info.push(text),
      warn: (text: string) => notified.warn.push(text),
      error: (text: string) => notified.error.push(text),
    },
  });
  const foundry = (globalThis as { foundry?: Record<string, unknown> }).foundry ?? {};
  let ids = 0;
  vi.stubGlobal("foundry", {
    ...foundry,
    utils: { ...(foundry.utils as object), fromUuid: byUuid, randomID: () => `id${String(++ids).padStart(14, "0")}` },
  });
  return notified;
}
