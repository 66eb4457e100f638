/**
 * The world's compendium packs as Foundry keeps them, for the import writer (src/applications/import/
 * import-write.ts PackStore). What it copies of Foundry:
 * - a world pack made by `CompendiumCollection.createCompendium({ name, … })` is `world.<name>`, and
 *   making one whose name is taken fails (not confirmed by open code: on the licensed-run list in
 *   docs/architecture.md);
 * - `createDocuments(data, { keepId: true })` keeps each `_id` (dnd5e module/migration.mjs
 *   refreshCompendium re-creates pack documents that way);
 * - a pack is locked or unlocked with `pack.configure({ locked })`, which writes the world's
 *   `core.compendiumConfiguration` setting (dnd5e module/migration.mjs:323-330 edits that setting for a
 *   pack's folder; `configureWrites` counts those writes; draw-steel src/module/data/migrations.mjs:72-77
 *   unlocks and relocks);
 * - compendium folders are world Folder documents of type "Compendium" (dnd5e module/migration.mjs:306-313),
 *   listed in `folders` by name.
 * Stricter than any source confirms, so that a writer bug shows (both on the licensed-run list): creating
 * an id the pack holds already fails, and deleting an id it does not hold fails. The writer relies on
 * neither: it deletes a changed document before creating it again, and deletes only ids the index listed.
 * `failOn` makes the n-th write throw, as a lost connection would.
 */
import { type DocumentSource } from "../../src/content/documents";
import { type IndexEntry } from "../../src/applications/import/import-plan";
import { type PackSpec, type PackStore, type WorldPack } from "../../src/applications/import/import-write";

export interface FakePack {
  spec: PackSpec;
  folder: string | null;
  locked: boolean;
  docs: Map<string, DocumentSource>;
}

export class FakeWorldPacks implements PackStore {
  packs = new Map<string, FakePack>();
  folders = new Map<string, string>();
  writes = 0;
  /** Writes of `core.compendiumConfiguration` (a pack locked or unlocked). */
  configureWrites = 0;
  /** Whether a pack this fake makes starts locked. */
  createLocked = false;
  /** The write (1-based) that throws, or 0 for none. */
  failOn = 0;
  /** Called after each write (a test cancels from here). */
  afterWrite: (() => void) | null = null;
  #folderCount = 0;

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
      unlock: async () => {
        const found = pack();
        const wasLocked = found.locked;
        if (wasLocked) this.#configure(found, false);
        return wasLocked;
      },
      lock: async () => this.#configure(pack(), true),
    };
  }

  #configure(pack: FakePack, locked: boolean): void {
    this.configureWrites += 1;
    pack.locked = locked;
  }

  /** A test's existing pack: locked, as a GM usually leaves one. */
  lockAll(): void {
    for (const pack of this.packs.values()) pack.locked = true;
  }

  async find(name: string): Promise<WorldPack | null> {
    return this.packs.has(`world.${name}`) ? this.#handle(`world.${name}`) : null;
  }

  async create(spec: PackSpec): Promise<WorldPack> {
    const collection = `world.${spec.name}`;
    if (this.packs.has(collection)) throw new Error(`a pack ${collection} exists already`);
    this.packs.set(collection, { spec, folder: null, locked: this.createLocked, docs: new Map() });
    return this.#handle(collection);
  }

  async remove(pack: WorldPack): Promise<void> {
    this.packs.delete(pack.collection);
  }

  async folder(name: string): Promise<{ id: string; made: boolean }> {
    const found = this.folders.get(name);
    if (found) return { id: found, made: false };
    const id = `folder${++this.#folderCount}`;
    this.folders.set(name, id);
    return { id, made: true };
  }

  async removeFolder(id: string): Promise<void> {
    const name = [...this.folders].find(([, folderId]) => folderId === id)?.[0];
    if (name === undefined) throw new Error(`no folder ${id}`);
    this.folders.delete(name);
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
