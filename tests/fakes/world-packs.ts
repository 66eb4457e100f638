/**
 * The world's compendium packs as Foundry keeps them, for the import writer (src/applications/import/
 * import-write.ts PackStore). What it copies of Foundry:
 * - a world pack made by `CompendiumCollection.createCompendium({ name, … })` is `world.<name>`, and
 *   making one whose name is taken fails (public modules look the pack up first for that reason:
 *   "ensureWorldPack" helpers that call `game.packs.get("world." + name)` before creating);
 * - `createDocuments(data, { keepId: true })` keeps each `_id` (dnd5e module/migration.mjs re-creates
 *   pack documents that way), and creating an id the pack holds already fails, as the database refuses
 *   a duplicate primary key;
 * - `deleteDocuments(ids)` of an id the pack does not hold fails (Foundry throws for a missing id);
 * - compendium folders are world Folder documents of type "Compendium" (dnd5e module/migration.mjs).
 * `failOn` makes the n-th write throw, as a lost connection would.
 */
import { type DocumentSource } from "../../src/content/documents";
import { type IndexEntry } from "../../src/applications/import/import-plan";
import { type PackSpec, type PackStore, type WorldPack } from "../../src/applications/import/import-write";

export interface FakePack {
  spec: PackSpec;
  folder: string | null;
  docs: Map<string, DocumentSource>;
}

export class FakeWorldPacks implements PackStore {
  packs = new Map<string, FakePack>();
  folders = new Map<string, string>();
  writes = 0;
  /** The write (1-based) that throws, or 0 for none. */
  failOn = 0;
  /** Called after each write (a test cancels from here). */
  afterWrite: (() => void) | null = null;

  #write(): void {
    this.writes += 1;
    if (this.failOn && this.writes === this.failOn) throw new Error("the server did not answer");
  }

  #handle(collection: string): WorldPack {
    const pack = () => {
      const found = this.packs.get(collection);
      if (!found) throw new Error(`${collection} does not exist`);
      return found;
    };
    return {
      collection,
      index: async (): Promise<IndexEntry[]> =>
        [...pack().docs.values()].map((doc) => ({
          _id: String(doc._id),
          name: String(doc.name),
          digest: ((doc.flags as Record<string, { importDigest?: string }> | undefined)?.vowforge?.importDigest),
        })),
      sources: async (ids) => ids.map((id) => structuredClone(pack().docs.get(id) as DocumentSource)),
      create: async (docs) => {
        this.#write();
        const target = pack().docs;
        for (const doc of docs) if (target.has(String(doc._id))) throw new Error(`an id ${String(doc._id)} exists already`);
        for (const doc of docs) target.set(String(doc._id), structuredClone(doc));
        this.afterWrite?.();
      },
      delete: async (ids) => {
        this.#write();
        const target = pack().docs;
        for (const id of ids) if (!target.has(id)) throw new Error(`${id} does not exist`);
        for (const id of ids) target.delete(id);
        this.afterWrite?.();
      },
    };
  }

  async find(name: string): Promise<WorldPack | null> {
    return this.packs.has(`world.${name}`) ? this.#handle(`world.${name}`) : null;
  }

  async create(spec: PackSpec): Promise<WorldPack> {
    const collection = `world.${spec.name}`;
    if (this.packs.has(collection)) throw new Error(`a pack ${collection} exists already`);
    this.packs.set(collection, { spec, folder: null, docs: new Map() });
    return this.#handle(collection);
  }

  async remove(pack: WorldPack): Promise<void> {
    this.packs.delete(pack.collection);
  }

  async folder(name: string): Promise<string> {
    const found = this.folders.get(name);
    if (found) return found;
    const id = `folder${this.folders.size + 1}`;
    this.folders.set(name, id);
    return id;
  }

  async place(pack: WorldPack, folderId: string): Promise<void> {
    const found = this.packs.get(pack.collection);
    if (found) found.folder = folderId;
  }

  /** Every pack's documents by id (the order of writes aside), for comparing states. */
  snapshot(): Record<string, DocumentSource[]> {
    const byId = (a: DocumentSource, b: DocumentSource) => String(a._id).localeCompare(String(b._id));
    return Object.fromEntries([...this.packs].map(([name, pack]) => [name, [...pack.docs.values()].sort(byId)]));
  }
}
