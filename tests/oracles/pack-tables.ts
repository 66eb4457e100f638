/**
 * Oracle tables taken from the generated pack sources (the generator's generateDocuments(), run once
 * per test file): every RollTable as the resolver reads it, found by name or UUID.
 */
import { generateDocuments } from "../../tools/packs/build.mjs";
import { oracleTableData, type RollTableLike } from "../../src/oracles/table-data";
import { type OracleTableData } from "../../src/oracles/types";

export interface PackTables {
  /** Every table, in pack order. */
  all: OracleTableData[];
  byUuid: Map<string, OracleTableData>;
  /**
   * The table of that exact name, in `pack` when given, else in a base game's pack (throws when there
   * is none or several).
   */
  named(name: string, pack?: string): OracleTableData;
  /** The raw source of a table, by name. */
  source(name: string): Record<string, unknown>;
  /** Each RollTable pack: its name, ruleset and tables (name and UUID) in order. */
  packs: Array<{
    name: string;
    label: string;
    ruleset: string;
    /** The expansion a pack belongs to (null for a base game's). */
    expansion: string | null;
    tables: Array<{ name: string; uuid: string }>;
  }>;
}

let cached: PackTables | null = null;

export function packTables(): PackTables {
  if (cached) return cached;
  const all: OracleTableData[] = [];
  const sources = new Map<string, Record<string, unknown>>();
  const packs: PackTables["packs"] = [];
  for (const pack of generateDocuments().packs) {
    if (pack.type !== "RollTable") continue;
    const label = `VOWFORGE.Pack.${pack.name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())}`;
    const entry = {
      name: pack.name,
      label,
      ruleset: pack.ruleset,
      expansion: pack.expansion ?? null,
      tables: [] as Array<{ name: string; uuid: string }>,
    };
    for (const doc of pack.documents) {
      const uuid = `Compendium.vowforge.${pack.name}.RollTable.${String(doc._id)}`;
      const table = oracleTableData(doc as unknown as RollTableLike, uuid);
      all.push(table);
      sources.set(table.name, doc);
      entry.tables.push({ name: table.name, uuid });
    }
    packs.push(entry);
  }
  const byUuid = new Map(all.map((t) => [t.uuid ?? "", t]));
  const expansionPacks = packs.filter((p) => p.expansion).map((p) => `Compendium.vowforge.${p.name}.`);
  const named = (name: string, pack?: string): OracleTableData => {
    const inPack = pack ? `Compendium.vowforge.${pack}.` : "";
    // Without a pack, a base game's table: an expansion may reuse a name (Sundered Isles' Faction Type).
    const inScope = (uuid: string) => (pack ? uuid.startsWith(inPack) : !expansionPacks.some((p) => uuid.startsWith(p)));
    const found = all.filter((t) => t.name === name && inScope(t.uuid ?? ""));
    if (found.length !== 1) throw new Error(`${found.length} tables are named ${name}`);
    return found[0];
  };
  const source = (name: string): Record<string, unknown> => {
    const doc = sources.get(name);
    if (!doc) throw new Error(`no table ${name}`);
    return doc;
  };
  cached = { all, byUuid, named, source, packs };
  return cached;
}

/** A dice source handing out `values` in order (and recording the formulas asked for). */
export function fixedDice(...values: number[]) {
  const formulas: string[] = [];
  const queue = [...values];
  const source = (formula: string): number => {
    formulas.push(formula);
    const next = queue.shift();
    if (next === undefined) throw new Error(`no die left for ${formula}`);
    return next;
  };
  return { source, formulas, left: () => queue.length };
}
