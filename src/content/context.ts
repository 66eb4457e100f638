/**
 * The registry of every document a conversion makes, keyed by Datasworn id, so that text anywhere can
 * link to a move, asset, table, foe or truth, and so that ids never collide.
 */
import { SYSTEM_ID } from "../constants";
import { type DocumentTarget } from "./documents";
import { ContentError, check } from "./errors";
import { stableId } from "./ids";
import { type MarkdownContext, type TableRow, markdownToHtml, rowsTableHtml } from "./markdown";

/** A row of a site theme's or domain's features or dangers, as the built siteAspect item holds it. */
export interface SiteRow {
  min: number;
  max: number;
  text: string;
}

/**
 * A document outside the conversion that a file may name: its UUID and name, and for a site theme or
 * domain its rows, which a delve site naming it copies in (as the shipped Delve sites do).
 */
export interface ExternalDocument {
  uuid: string;
  name: string;
  aspect?: { features: SiteRow[]; dangers: SiteRow[] };
}

export interface ContextOptions {
  /**
   * The key a Datasworn id's document id is hashed from. The pack build gives an entry's 0.0.10 id
   * where it had one (tools/packs/lib/legacy-ids.mjs), so ids survive Datasworn's id change; an import
   * hashes the id itself.
   */
  keyOf?: (dataswornId: string) => string;
  /** The package whose compendia hold the documents: the system, a content module, or "world". */
  packageId?: string;
  /** Documents outside this conversion that text and rolls may link to (a ruleset's shipped packs). */
  external?: ReadonlyMap<string, ExternalDocument>;
}

export type ConversionContext = ReturnType<typeof createContext>;

export function createContext({ keyOf = (id) => id, packageId = SYSTEM_ID, external }: ContextOptions = {}) {
  const targets = new Map<string, DocumentTarget>();
  const ids = new Map<string, string>();
  /** UUID -> name, for link labels. */
  const names = new Map<string, string>();
  /** Datasworn id -> rows and column labels of a table that text may embed with {{table:id}}. */
  const tables = new Map<string, { rows: TableRow[]; labels: string[] }>();
  /** Datasworn collection id -> ids of the tables directly inside it. */
  const collections = new Map<string, string[]>();
  for (const { uuid, name } of external?.values() ?? []) names.set(uuid, name);

  function register(dataswornId: string, pack: string, documentName: string, name: string): DocumentTarget {
    check(!targets.has(dataswornId), `Datasworn id "${dataswornId}" appears twice`);
    const key = keyOf(dataswornId);
    const id = stableId(key);
    check(!ids.has(id), `id ${id} of "${dataswornId}" collides with "${ids.get(id)}"`);
    ids.set(id, dataswornId);
    const uuid = `Compendium.${packageId}.${pack}.${documentName}.${id}`;
    const target = { pack, documentName, id, key, name, uuid };
    targets.set(dataswornId, target);
    if (!names.has(uuid)) names.set(uuid, name);
    return target;
  }

  /** Name of the document a UUID points at (for link labels). */
  function nameOf(uuid: string): string {
    return names.get(uuid) ?? "";
  }

  function target(dataswornId: string): DocumentTarget {
    const found = targets.get(dataswornId);
    if (!found) throw new ContentError(`no document was planned for Datasworn id "${dataswornId}"`);
    return found;
  }

  function registerTable(dataswornId: string, rows: TableRow[], labels: string[]): void {
    tables.set(dataswornId, { rows, labels });
  }

  function registerCollection(dataswornId: string, tableIds: string[]): void {
    collections.set(dataswornId, tableIds);
  }

  /** Links to embedded documents (a journal's pages), by the id text links name them with. */
  const embedded = new Map<string, string>();

  /** Lets text link to an embedded document (a journal page) by `id`. */
  function registerEmbedded(id: string, uuid: string, name: string): void {
    check(!targets.has(id) && !embedded.has(id), `link id "${id}" appears twice`);
    embedded.set(id, uuid);
    if (!names.has(uuid)) names.set(uuid, name);
  }

  /**
   * UUID of the document made from a Datasworn id (or of an embedded document), or null when no pack
   * holds it.
   */
  function uuidOf(dataswornId: string): string | null {
    return targets.get(dataswornId)?.uuid ?? embedded.get(dataswornId) ?? external?.get(dataswornId)?.uuid ?? null;
  }

  /**
   * UUIDs of the tables an oracle roll points at. Datasworn sometimes names a collection of
   * columns ("oracle_rollable:starforged/starship/mission" for the collection of mission tables by
   * location); that resolves to each of its tables.
   */
  function tableUuids(dataswornId: string): string[] {
    const direct = uuidOf(dataswornId);
    if (direct) return [direct];
    const collectionId = dataswornId.replace(/^oracle_rollable:/, "oracle_collection:");
    const members = collections.get(dataswornId) ?? collections.get(collectionId) ?? [];
    return members.map((id) => targets.get(id)?.uuid).filter((uuid): uuid is string => Boolean(uuid));
  }

  /**
   * Markdown to HTML, resolving links and {{table:...}} placeholders; `where` names the entry. Links to
   * moves and oracle tables are written as @Move and @Oracle unless `enricherLinks` is false (see
   * markdown.ts).
   */
  function md(text: unknown, where: string, { enricherLinks = true }: { enricherLinks?: boolean } = {}): string {
    const ctx: MarkdownContext = {
      where,
      enricherLinks,
      uuidOf,
      tableHtml: (id) => {
        const table = tables.get(id);
        if (!table) throw new ContentError(`${where}: text embeds unknown table "${id}"`);
        return rowsTableHtml(table.rows, table.labels, ctx);
      },
    };
    return markdownToHtml(text, ctx);
  }

  /** The name and rows of a site theme or domain outside the conversion, or null when none is known. */
  function externalAspect(dataswornId: string): { name: string; features: SiteRow[]; dangers: SiteRow[] } | null {
    const found = external?.get(dataswornId);
    return found?.aspect ? { name: found.name, ...found.aspect } : null;
  }

  return {
    register,
    registerEmbedded,
    target,
    nameOf,
    registerTable,
    registerCollection,
    tableUuids,
    md,
    uuidOf,
    externalAspect,
    targets,
  };
}
