/**
 * The world's compendium packs in Foundry, as the import writer uses them (import-write.ts PackStore).
 *
 * What is confirmed by open code:
 * - a compendium folder is a Folder document of type "Compendium" in `game.folders`, and a pack's
 *   folder is its entry's `folder` in the `core.compendiumConfiguration` setting (dnd5e
 *   module/migration.mjs:306-333 finds its folder with `game.folders` by type "Compendium" and name,
 *   and re-parents packs by editing that setting's entries directly);
 * - a pack is unlocked with `pack.configure({ locked: false })` and locked again afterwards with the
 *   state it had (dnd5e module/migration.mjs refreshCompendium, `wasLocked`; draw-steel
 *   src/module/data/migrations.mjs:72-77), so finding a pack here never unlocks it; the writer
 *   unlocks the packs it writes and locks them again (import-write.ts);
 * - documents go in with `createDocuments(data, { pack, keepId: true, keepEmbeddedIds: true })` (dnd5e
 *   module/migration.mjs refreshCompendium re-creates pack documents with those options) and indexes
 *   are read with `getIndex({ fields })` and whole documents with `getDocuments(query)` (dnd5e
 *   module/data/actor/encounter.mjs, draw-steel src/module/helpers/registry.mjs).
 * What no open code here shows, and the first licensed run checks (docs/architecture.md): that
 * `CompendiumCollection.createCompendium({ name, label, type })` makes `world.<name>` (the API
 * reference names the method; the community wiki's CompendiumCollection page describes it), that
 * `pack.setFolder(id)` files a pack in a folder, `pack.deleteCompendium()` and `Folder#delete` on a
 * rollback, and `deleteDocuments(ids, { pack })` for compendium documents.
 */
import { type DocumentSource } from "../../content/documents";
import { DIGEST_FIELD, type IndexEntry } from "./import-plan";
import { type PackSpec, type PackStore, type WorldPack } from "./import-write";

type Pack = foundry.documents.collections.CompendiumCollection.Any;

/** The document class of a pack's type, for its create and delete operations. */
function documentClass(type: string): {
  createDocuments(data: unknown[], operation: object): Promise<unknown>;
  deleteDocuments(ids: string[], operation: object): Promise<unknown>;
} {
  return foundry.utils.getDocumentClass(type as "Item") as unknown as ReturnType<typeof documentClass>;
}

function worldPack(pack: Pack): WorldPack {
  const operation = { pack: pack.collection };
  const type = pack.documentName;
  return {
    collection: pack.collection,
    async index(): Promise<IndexEntry[]> {
      const index = await pack.getIndex({ fields: [DIGEST_FIELD] as never[] });
      return [...index].map((entry) => {
        const digest = foundry.utils.getProperty(entry, DIGEST_FIELD);
        return { _id: String(entry._id), name: String(entry.name ?? ""), digest: typeof digest === "string" ? digest : undefined };
      });
    },
    async sources(ids) {
      const docs = (await pack.getDocuments({ _id__in: [...ids] } as never)) as unknown as Array<{ toObject(): DocumentSource }>;
      return docs.map((doc) => doc.toObject());
    },
    async create(docs) {
      await documentClass(type).createDocuments([...docs], { ...operation, keepId: true, keepEmbeddedIds: true });
    },
    async delete(ids) {
      await documentClass(type).deleteDocuments([...ids], operation);
    },
    async unlock() {
      const wasLocked = pack.locked;
      if (wasLocked) await pack.configure({ locked: false });
      return wasLocked;
    },
    async lock() {
      await pack.configure({ locked: true });
    },
  };
}

export function foundryPackStore(): PackStore {
  const packs = new Map<string, Pack>();
  return {
    async find(name) {
      const pack = game.packs.get(`world.${name}`) as Pack | undefined;
      if (!pack) return null;
      packs.set(`world.${name}`, pack);
      return worldPack(pack);
    },
    async create(spec: PackSpec) {
      const { CompendiumCollection } = foundry.documents.collections;
      const metadata = { name: spec.name, label: spec.label, type: spec.type, flags: { vowforge: { ruleset: spec.ruleset, imported: true } } };
      const pack = (await CompendiumCollection.createCompendium(metadata as never)) as unknown as Pack;
      packs.set(pack.collection, pack);
      return worldPack(pack);
    },
    async remove(handle) {
      const pack = packs.get(handle.collection) ?? (game.packs.get(handle.collection) as Pack | undefined);
      await pack?.deleteCompendium();
    },
    async folder(name) {
      const found = game.folders?.find((f) => f.type === "Compendium" && f.name === name && !f.folder);
      if (found) return { id: found.id as string, made: false };
      const made = await Folder.create({ name, type: "Compendium" });
      return { id: String(made?.id), made: true };
    },
    async removeFolder(id) {
      await game.folders?.get(id)?.delete();
    },
    async place(handle, folderId) {
      const pack = packs.get(handle.collection);
      await pack?.setFolder(folderId);
    },
  };
}
