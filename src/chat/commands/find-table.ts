/**
 * Finds an oracle table by name among the world's RollTables and the RollTable compendium packs:
 * case-insensitive, a whole-name match wins, else a unique part-of-name match.
 */

import { type DrawableTable } from "../../foundry-compat";

/** A table found by name, loaded only once chosen (compendium tables load from their pack). */
export interface TableCandidate {
  name: string;
  load(): Promise<DrawableTable | null | undefined>;
}

/** The result of matching a name. */
export type TableMatch =
  | { kind: "none" }
  | { kind: "one"; candidate: TableCandidate }
  | { kind: "several"; names: string[]; count: number };

/** Most table names listed when a name matches several tables. */
export const MAX_LISTED_TABLES = 10;

/**
 * Matches `query` against the candidates (in order: world tables first). A candidate whose whole name
 * equals the query (ignoring case) wins; else the candidates whose name contains it: one name is a
 * match (the first candidate of that name), several are listed.
 */
export function matchTables(query: string, candidates: readonly TableCandidate[]): TableMatch {
  const wanted = query.trim().toLowerCase();
  const exact = candidates.find((c) => c.name.trim().toLowerCase() === wanted);
  if (exact) return { kind: "one", candidate: exact };
  const partial = candidates.filter((c) => c.name.toLowerCase().includes(wanted));
  const names = [...new Set(partial.map((c) => c.name))];
  if (names.length === 0) return { kind: "none" };
  if (names.length === 1) return { kind: "one", candidate: partial[0] };
  return { kind: "several", names: names.slice(0, MAX_LISTED_TABLES), count: names.length };
}

/** The part of a compendium pack read here. */
export interface PackLike {
  documentName: string;
  getIndex(): Promise<Iterable<{ _id: string; name?: string | null }>>;
  getDocument(id: string): Promise<unknown>;
}

/** Where tables come from: the world's tables and the compendium packs. */
export interface TableSources {
  tables: Iterable<DrawableTable>;
  packs: Iterable<PackLike>;
}

function isDrawable(value: unknown): value is DrawableTable {
  return typeof value === "object" && value !== null && typeof (value as DrawableTable).draw === "function";
}

/** Lists every table by name: world tables first, then each RollTable pack's index. */
export async function collectTables(sources: TableSources): Promise<TableCandidate[]> {
  const found: TableCandidate[] = [];
  for (const table of sources.tables) {
    found.push({ name: table.name, load: () => Promise.resolve(table) });
  }
  for (const pack of sources.packs) {
    if (pack.documentName !== "RollTable") continue;
    const index = await pack.getIndex();
    for (const entry of index) {
      if (!entry.name) continue;
      found.push({
        name: entry.name,
        load: async () => {
          const document = await pack.getDocument(entry._id);
          return isDrawable(document) ? document : null;
        },
      });
    }
  }
  return found;
}
