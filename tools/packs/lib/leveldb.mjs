/**
 * Writes a compendium pack's documents into its LevelDB folder, stored exactly as the Foundry CLI's
 * `compilePack` stores them (@foundryvtt/foundryvtt-cli 3.0, lib/package.mjs, compileClassicLevel with
 * its HIERARCHY, applyHierarchy and mapHierarchy):
 *
 * - every document and embedded document under its `_key` ("!tables!<id>", "!tables.results!<table
 *   id>.<result id>"), the value its JSON without the `_key`;
 * - a document holds each of its embedded collections as the list of their ids, an absent collection
 *   as [] (so an Item gets `effects: []`);
 * - keys already in the folder that the documents do not hold are deleted, and the database is
 *   compacted from its first key to its last.
 *
 * We write the folder ourselves rather than through `compilePack` because the CLI reads one document
 * per source file: the build keeps one source file per pack (tools/packs/build.mjs) and compiles from
 * memory. tests/packs/leveldb.test.ts compiles the same documents through the CLI from one file each
 * and holds both folders to the same keys and values.
 */
import { ClassicLevel } from "classic-level";

/** Embedded collections by the collection of the document holding them, for the kinds of document our packs hold. */
const EMBEDDED = {
  actors: ["items", "effects"],
  items: ["effects"],
  journal: ["pages", "categories"],
  tables: ["results"],
  effects: [],
  pages: [],
  categories: [],
  results: [],
};

/** The collection a primary document's key names ("!tables!…" -> "tables"). */
function collectionOf(key, where) {
  const collection = /^!([a-z]+)!/.exec(key)?.[1];
  if (!collection || !(collection in EMBEDDED)) throw new Error(`${where}: no pack collection in the key "${key}"`);
  return collection;
}

/** Adds `doc` and everything embedded in it to `entries` (key -> value), as compilePack stores them. */
function flatten(doc, collection, entries) {
  const { _key: key, ...value } = doc;
  if (typeof key !== "string" || !key.startsWith("!")) throw new Error(`${doc.name ?? doc._id ?? "a document"} has no _key`);
  if (entries.has(key)) throw new Error(`An entry with key '${key}' was already packed and would be overwritten by this entry.`);
  const stored = structuredClone(value);
  for (const embedded of EMBEDDED[collection] ?? []) {
    const children = Array.isArray(doc[embedded]) ? doc[embedded] : [];
    stored[embedded] = children.map((child) => child._id);
  }
  entries.set(key, stored);
  for (const embedded of EMBEDDED[collection] ?? []) {
    for (const child of Array.isArray(doc[embedded]) ? doc[embedded] : []) flatten(child, embedded, entries);
  }
}

/** Every key and value a pack of `documents` stores, in no particular order. */
export function packEntries(documents) {
  const entries = new Map();
  for (const doc of documents) flatten(doc, collectionOf(doc._key, doc.name ?? doc._id), entries);
  return entries;
}

/** Writes `documents` into the LevelDB folder `dir` (created when missing), leaving it holding exactly them. */
export async function writePack(dir, documents) {
  const entries = packEntries(documents);
  const db = new ClassicLevel(dir, { keyEncoding: "utf8", valueEncoding: "json" });
  try {
    const batch = db.batch();
    for (const [key, value] of entries) batch.put(key, value);
    for (const key of await db.keys().all()) if (!entries.has(key)) batch.del(key);
    await batch.write();
    const keys = [...entries.keys()].sort();
    if (keys.length > 0) await db.compactRange(keys[0], keys.at(-1), { keyEncoding: "utf8" });
  } finally {
    await db.close();
  }
}
