/**
 * Turns our own content (packs/content/*.json) into Foundry document sources, in memory. The pack
 * build (tools/packs/build.mjs) writes and compiles them with the Datasworn packs. Document ids come
 * from each entry's pack and key, so a rebuild keeps every id; bad content stops the build with a
 * message naming the file, the entry and the field.
 */
import { check, createContext } from "../lib/converter.mjs";
import { documentKey } from "../lib/legacy-ids.mjs";
import { loadContent } from "./content.mjs";
import { OWN_KINDS } from "./kinds.mjs";
import { moveEffectsOf } from "./move-effects.mjs";
import { generatedBlocks } from "./odds.mjs";
import { CONTENT_DIR, OWN_PACKS, contentId } from "./packs.mjs";

/** Every document and embedded document must carry a `_key`, or the CLI silently drops it. */
function assertKeys(doc, where) {
  check(typeof doc._key === "string" && doc._key.startsWith("!"), `${where}: ${doc.name} has no _key`);
  for (const field of ["results", "pages"]) {
    for (const child of doc[field] ?? []) {
      check(typeof child._key === "string" && child._key.startsWith("!"), `${where}: ${doc.name} ${field} without _key`);
    }
  }
}

/**
 * Converts every content file of `contentDir` (default packs/content).
 * @param {{ contentDir?: string }} [options]
 * @returns {Promise<{ packs: Array<{ name: string, type: string, ruleset: string, documents: object[] }>,
 *                     files: number, entries: number }>}
 */
export async function generateOwnDocuments({ contentDir = CONTENT_DIR } = {}) {
  const ctx = createContext({ keyOf: documentKey });
  // Plan first: every entry gets its id before any text is converted, so links resolve both ways.
  const planned = OWN_PACKS.map((pack) => {
    const kind = OWN_KINDS[pack.kind];
    check(kind, `${pack.name}: unknown kind "${pack.kind}"`);
    const { entries } = loadContent(pack, kind.listKey, contentDir);
    for (const entry of entries) ctx.register(contentId(pack.name, entry.key), pack.name, kind.documentName, entry.name);
    return { pack, kind, entries };
  });
  for (const { pack, kind, entries } of planned) for (const entry of entries) kind.plan?.(entry, pack, ctx);
  const blocks = await generatedBlocks();
  const effectsOf = await moveEffectsOf();
  const packs = planned.map(({ pack, kind, entries }) => ({
    name: pack.name,
    type: kind.type,
    ruleset: pack.ruleset,
    documents: entries.map((entry, index) => kind.convert(entry, index, { pack, ctx, blocks, effectsOf })),
  }));
  for (const pack of packs) for (const doc of pack.documents) assertKeys(doc, pack.name);
  const entries = planned.reduce((n, p) => n + p.entries.length, 0);
  return { packs, files: planned.length, entries };
}
