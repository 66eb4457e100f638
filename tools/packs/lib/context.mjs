/**
 * The registry of every document a build makes, keyed by Datasworn id, so that text anywhere can
 * link to a move, asset, table, foe or truth in our packs, and so that ids never collide.
 */
import { PackBuildError, check } from "./errors.mjs";
import { stableId } from "./ids.mjs";
import { documentKey } from "./legacy-ids.mjs";
import { markdownToHtml, rowsTableHtml } from "./markdown.mjs";

export const SYSTEM_ID = "vowforge";

export function createContext() {
  /** @type {Map<string, {pack: string, documentName: string, id: string, key: string, name: string, uuid: string}>} */
  const targets = new Map();
  const ids = new Map();
  /** UUID -> name, for link labels. */
  const names = new Map();
  /** Datasworn id -> rows and column labels of a table that text may embed with {{table:id}}. */
  const tables = new Map();
  /** Datasworn collection id -> ids of the tables directly inside it. */
  const collections = new Map();

  function register(dataswornId, pack, documentName, name) {
    check(!targets.has(dataswornId), `Datasworn id "${dataswornId}" appears twice`);
    // The id hashes the entry's 0.0.10 id where it had one, so ids survive Datasworn's id change.
    const key = documentKey(dataswornId);
    const id = stableId(key);
    check(!ids.has(id), `id ${id} of "${dataswornId}" collides with "${ids.get(id)}"`);
    ids.set(id, dataswornId);
    const uuid = `Compendium.${SYSTEM_ID}.${pack}.${documentName}.${id}`;
    const target = { pack, documentName, id, key, name, uuid };
    targets.set(dataswornId, target);
    if (!names.has(uuid)) names.set(uuid, name);
    return target;
  }

  /** Name of the document a UUID points at (for link labels). */
  function nameOf(uuid) {
    return names.get(uuid) ?? "";
  }

  function target(dataswornId) {
    const found = targets.get(dataswornId);
    if (!found) throw new PackBuildError(`no document was planned for Datasworn id "${dataswornId}"`);
    return found;
  }

  function registerTable(dataswornId, rows, labels) {
    tables.set(dataswornId, { rows, labels });
  }

  function registerCollection(dataswornId, tableIds) {
    collections.set(dataswornId, tableIds);
  }

  /**
   * UUIDs of the tables an oracle roll points at. Datasworn sometimes names a collection of
   * columns ("oracle_rollable:starforged/starship/mission" for the collection of mission tables by
   * location); that resolves to each of its tables.
   */
  function tableUuids(dataswornId) {
    const direct = targets.get(dataswornId);
    if (direct) return [direct.uuid];
    const collectionId = dataswornId.replace(/^oracle_rollable:/, "oracle_collection:");
    const members = collections.get(dataswornId) ?? collections.get(collectionId) ?? [];
    return members.map((id) => targets.get(id)?.uuid).filter(Boolean);
  }

  /**
   * Markdown to HTML, resolving links and {{table:...}} placeholders; `where` names the entry. Links to
   * moves and oracle tables are written as @Move and @Oracle unless `enricherLinks` is false (see
   * markdown.mjs).
   */
  function md(text, where, { enricherLinks = true } = {}) {
    const ctx = {
      where,
      enricherLinks,
      uuidOf,
      tableHtml: (id) => {
        const table = tables.get(id);
        if (!table) throw new PackBuildError(`${where}: text embeds unknown table "${id}"`);
        return rowsTableHtml(table.rows, table.labels, ctx);
      },
    };
    return markdownToHtml(text, ctx);
  }

  /** Links to embedded documents (a journal's pages), by the id text links name them with. */
  const embedded = new Map();

  /** Lets text link to an embedded document (a journal page) by `id`. */
  function registerEmbedded(id, uuid, name) {
    check(!targets.has(id) && !embedded.has(id), `link id "${id}" appears twice`);
    embedded.set(id, uuid);
    if (!names.has(uuid)) names.set(uuid, name);
  }

  /** UUID of the document made from a Datasworn id (or of an embedded document), or null when no pack holds it. */
  function uuidOf(dataswornId) {
    return targets.get(dataswornId)?.uuid ?? embedded.get(dataswornId) ?? null;
  }

  return { register, registerEmbedded, target, nameOf, registerTable, registerCollection, tableUuids, md, uuidOf, targets };
}
