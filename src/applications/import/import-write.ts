/**
 * Writes a planned import (import-plan.ts) into the world's compendium packs, and takes it all back
 * when it is cancelled or fails. Documents go in batches, so a large file shows its progress and a
 * cancel is heard between batches.
 *
 * Cancel rolls back rather than writing into a fresh pack and swapping it in: a document's UUID names
 * its pack (Compendium.world.<pack>.<type>.<id>), so a swapped-in pack of another name would break
 * every link and every sheet item that came from the pack, the very thing re-importing in place is
 * for. So each step is journaled: the packs created, the ids created, the full sources of the
 * documents deleted (a changed document is deleted and created again under the same id); a rollback
 * deletes what was created, creates again what was deleted, and deletes the packs it created.
 *
 * The Foundry side is the PackStore (foundry-packs.ts); tests hand in a fake that behaves as
 * Foundry's compendium does.
 */
import { type DocumentSource } from "../../content/documents";
import { type IndexEntry, type PackChange } from "./import-plan";

/** A world compendium pack, as the writer uses it. */
export interface WorldPack {
  /** "world.<name>". */
  collection: string;
  /** Each document's id, name and import digest. */
  index(): Promise<IndexEntry[]>;
  /** The whole stored sources of these documents (kept to restore them). */
  sources(ids: readonly string[]): Promise<DocumentSource[]>;
  /** Creates documents keeping their `_id`. */
  create(docs: readonly DocumentSource[]): Promise<void>;
  delete(ids: readonly string[]): Promise<void>;
  /** Unlocks the pack for writing; says whether it was locked (so the writer can lock it again). */
  unlock(): Promise<boolean>;
  /** Locks the pack again. */
  lock(): Promise<void>;
}

/** What a pack is made with. */
export interface PackSpec {
  name: string;
  label: string;
  type: string;
  ruleset: string;
}

/** The world's compendium packs and their folders. */
export interface PackStore {
  /** The world pack of this name, or null. Finding changes nothing (a dry run finds too). */
  find(name: string): Promise<WorldPack | null>;
  create(spec: PackSpec): Promise<WorldPack>;
  remove(pack: WorldPack): Promise<void>;
  /** The compendium folder of this name, made when there is none (`made` says so). */
  folder(name: string): Promise<{ id: string; made: boolean }>;
  /** Deletes a compendium folder (one this import made, on a rollback). */
  removeFolder(id: string): Promise<void>;
  /** Puts a pack in a compendium folder. */
  place(pack: WorldPack, folderId: string): Promise<void>;
}

/** Progress: documents written so far of all. */
export type Progress = (done: number, total: number) => void;

/** Thrown when the user cancels; what was written is rolled back first. */
export class ImportCancelled extends Error {
  constructor() {
    super("import cancelled");
    this.name = "ImportCancelled";
  }
}

export interface WriteOptions {
  /** The compendium folder's name: the file's title. */
  folder: string;
  /** A pack's label from its name and type. */
  label: (change: PackChange) => string;
  onProgress?: Progress;
  signal?: AbortSignal;
  /** Documents per write. */
  batch?: number;
}

interface Journal {
  pack: WorldPack;
  created: boolean;
  /** The pack was locked before the import unlocked it: it is locked again when the import ends. */
  wasLocked: boolean;
  /** The rollback removed the pack (a created one): nothing is left to lock. */
  removed: boolean;
  createdIds: string[];
  deleted: DocumentSource[];
}

/** What the import wrote, to take back: the packs, and the compendium folder it made, if any. */
interface Written {
  packs: Journal[];
  folder: string | null;
}

function batches<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Writes every change; on a cancel or a failure, rolls everything back and throws. Returns the packs' collections. */
export async function writeImport(changes: readonly PackChange[], store: PackStore, options: WriteOptions): Promise<string[]> {
  const size = options.batch ?? 50;
  const total = changes.reduce((n, c) => n + c.added.length + 2 * c.changed.length + c.removed.length, 0);
  let done = 0;
  const step = (n: number) => {
    done += n;
    options.onProgress?.(done, total);
    if (options.signal?.aborted) throw new ImportCancelled();
  };
  const written: Written = { packs: [], folder: null };
  const journal = written.packs;
  try {
    options.onProgress?.(0, total);
    if (options.signal?.aborted) throw new ImportCancelled();
    const folder = changes.some((c) => !c.exists) ? await store.folder(options.folder) : null;
    if (folder?.made) written.folder = folder.id;
    for (const change of changes) {
      const found = await store.find(change.name);
      const pack = found ?? (await store.create({ name: change.name, label: options.label(change), type: change.type, ruleset: change.ruleset }));
      const entry: Journal = { pack, created: !found, wasLocked: false, removed: false, createdIds: [], deleted: [] };
      journal.push(entry);
      entry.wasLocked = await pack.unlock();
      if (!found && folder) await store.place(pack, folder.id);
      const gone = [...change.removed.map((e) => e._id), ...change.changed.map((d) => String(d._id))];
      for (const ids of batches(gone, size)) {
        entry.deleted.push(...(await pack.sources(ids)));
        await pack.delete(ids);
        step(ids.length);
      }
      for (const docs of batches([...change.changed, ...change.added], size)) {
        await pack.create(docs);
        entry.createdIds.push(...docs.map((d) => String(d._id)));
        step(docs.length);
      }
    }
    return journal.map((j) => j.pack.collection);
  } catch (error) {
    await rollBack(written, store, size);
    throw error;
  } finally {
    await relock(journal);
  }
}

/**
 * Undoes the journal, last pack first: created documents deleted, deleted ones made again, new packs
 * removed; then the compendium folder, when this import made it.
 */
async function rollBack(written: Written, store: PackStore, size: number): Promise<void> {
  for (const entry of [...written.packs].reverse()) {
    if (entry.created) {
      await store.remove(entry.pack);
      entry.removed = true;
      continue;
    }
    for (const ids of batches(entry.createdIds, size)) await entry.pack.delete(ids);
    for (const docs of batches(entry.deleted, size)) await entry.pack.create(docs);
  }
  if (written.folder) await store.removeFolder(written.folder);
}

/**
 * Locks again every pack the import unlocked that was locked before, as dnd5e's compendium refresh
 * (module/migration.mjs refreshCompendium: `wasLocked`, then `configure({ locked: wasLocked })`) and
 * draw-steel's migration (src/module/data/migrations.mjs) do. A pack that will not lock again is
 * reported, not thrown: the import itself is done or already rolled back.
 */
async function relock(journal: readonly Journal[]): Promise<void> {
  for (const entry of journal) {
    if (!entry.wasLocked || entry.removed) continue;
    try {
      await entry.pack.lock();
    } catch (error) {
      console.error(`Vowforge | could not lock ${entry.pack.collection} again`, error);
    }
  }
}
