/**
 * The world's compendium packs in Foundry, as the import writer uses them (import-write.ts PackStore).
 *
 * A world pack is made with `CompendiumCollection.createCompendium({ name, label, type })` and is then
 * `world.<name>`, as modules that fill world packs do (public code: "ensureWorldPack" helpers calling
 * `foundry.documents.collections.CompendiumCollection.createCompendium({ name, label, type, package:
 * "world" })` then `game.packs.get("world." + name)`, unlocking it with `pack.configure({ locked: false })`
 * before writing). A compendium folder is a Folder document of type "Compendium" in `game.folders`, and
 * a pack's folder is part of its entry in the `core.compendiumConfiguration` setting, which
 * `pack.setFolder` writes (dnd5e module/migration.mjs finds its "D&D SRD Content" folder with
 * `game.folders.find(f => f.type === "Compendium" && f.name === …)` and re-parents packs by their
 * `compendiumConfiguration` entry's `folder`). Documents go in with `createDocuments(data, { pack,
 * keepId: true, keepEmbeddedIds: true })` (dnd5e module/migration.mjs re-creates pack documents with
 * those options, so a table's results and a journal's pages keep their ids too) and out with
 * `deleteDocuments(ids, { pack })`; indexes are read with `getIndex({ fields })` and whole documents
 * with `getDocuments({ _id__in: ids })` (dnd5e module/data/actor/encounter.mjs, draw-steel
 * src/module/helpers/registry.mjs).
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
  };
}

async function unlocked(pack: Pack): Promise<Pack> {
  if (pack.locked) await pack.configure({ locked: false });
  return pack;
}

export function foundryPackStore(): PackStore {
  const packs = new Map<string, Pack>();
  return {
    async find(name) {
      const pack = game.packs.get(`world.${name}`) as Pack | undefined;
      if (!pack) return null;
      packs.set(`world.${name}`, pack);
      return worldPack(await unlocked(pack));
    },
    async create(spec: PackSpec) {
      const { CompendiumCollection } = foundry.documents.collections;
      const metadata = { name: spec.name, label: spec.label, type: spec.type, flags: { vowforge: { ruleset: spec.ruleset, imported: true } } };
      const pack = (await CompendiumCollection.createCompendium(metadata as never)) as unknown as Pack;
      packs.set(pack.collection, pack);
      return worldPack(await unlocked(pack));
    },
    async remove(handle) {
      const pack = packs.get(handle.collection) ?? (game.packs.get(handle.collection) as Pack | undefined);
      await pack?.deleteCompendium();
    },
    async folder(name) {
      const found = game.folders?.find((f) => f.type === "Compendium" && f.name === name && !f.folder);
      if (found) return found.id as string;
      const made = await Folder.create({ name, type: "Compendium" });
      return String(made?.id);
    },
    async place(handle, folderId) {
      const pack = packs.get(handle.collection);
      await pack?.setFolder(folderId);
    },
  };
}
