/**
 * Reads the plain table data the resolver needs from a RollTable document or from a pack source
 * (the JSON the pack generator writes). Both share the shape read here; anything malformed is read
 * defensively (a row without a usable range is left out, unknown flags are ignored).
 */
import { SYSTEM_ID } from "../constants";
import { escapeHtml } from "../html";
import {
  type CurseBehavior,
  type OracleAlternative,
  type OracleRowData,
  type OracleRowFlags,
  type OracleTableData,
} from "./types";

/** The part of a TableResult (document or source) read here. */
export interface TableResultLike {
  id?: string | null;
  _id?: string | null;
  range: readonly number[];
  name?: string | null;
  description?: string | null;
  documentUuid?: string | null;
  flags?: unknown;
}

/** The part of a RollTable (document or source) read here. */
export interface RollTableLike {
  name: string;
  formula?: string | null;
  results: Iterable<TableResultLike>;
  flags?: unknown;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** One alternative of a row's flags, or null when it lacks a UUID or a label. */
function alternative(value: unknown): OracleAlternative | null {
  const own = record(value);
  if (typeof own?.uuid !== "string" || typeof own.label !== "string") return null;
  const out: OracleAlternative = { uuid: own.uuid, label: own.label };
  if (typeof own.region === "string") out.region = own.region;
  return out;
}

/** The row flags of a result: flags.vowforge, keeping only the fields of the right type. */
export function rowFlags(flags: unknown): OracleRowFlags {
  const own = record(record(flags)?.[SYSTEM_ID]) ?? {};
  const out: OracleRowFlags = {};
  if (own.rollTwice === true) out.rollTwice = true;
  if (typeof own.rollCount === "number") out.rollCount = own.rollCount;
  if (typeof own.rollTable === "string") out.rollTable = own.rollTable;
  if (Array.isArray(own.rollTables))
    out.rollTables = own.rollTables.filter((u): u is string => typeof u === "string");
  if (Array.isArray(own.alternatives)) {
    const list = own.alternatives.map(alternative).filter((a): a is OracleAlternative => a !== null);
    if (list.length) out.alternatives = list;
  }
  return out;
}

/** The text of a result as HTML: its description, after a link to its document or its name. */
export function resultText(result: TableResultLike): string {
  const name = (result.name ?? "").trim();
  const description = (result.description ?? "").trim();
  let head = "";
  if (result.documentUuid)
    head = `<p>@UUID[${result.documentUuid}]{${escapeHtml(name.replace(/[{}[\]]/g, "")) || "?"}}</p>`;
  else if (name) head = `<p>${escapeHtml(name)}</p>`;
  return head + description;
}

/** The formula of a table, or one die covering its highest row. */
function formulaOf(table: RollTableLike, rows: readonly OracleRowData[]): string {
  const formula = (table.formula ?? "").trim();
  if (formula) return formula;
  const top = Math.max(1, ...rows.map((row) => row.range[1]));
  return `1d${top}`;
}

/** Reads a table's data; `uuid` is the document's UUID (null for a fixture without one). */
export function oracleTableData(table: RollTableLike, uuid: string | null): OracleTableData {
  const results: OracleRowData[] = [];
  let index = 0;
  for (const result of table.results) {
    const [low, high] = result.range ?? [];
    index += 1;
    if (!Number.isInteger(low) || !Number.isInteger(high) || low > high) continue;
    results.push({
      id: result.id ?? result._id ?? `row${index}`,
      range: [low, high],
      text: resultText(result),
      flags: rowFlags(result.flags),
    });
  }
  results.sort((a, b) => a.range[0] - b.range[0]);
  return { name: table.name, uuid, formula: formulaOf(table, results), results, ...curseFlags(table.flags) };
}

const CURSE_BEHAVIORS: readonly CurseBehavior[] = ["replaceResult", "addResult"];

type TableFlags = Pick<OracleTableData, "cursedBy" | "curseBehavior" | "region" | "regionSet">;

/**
 * A table's own flags (flags.vowforge): its cursed version and curse behaviour, its region and its
 * region's set, each when set and of the right type.
 */
function curseFlags(flags: unknown): TableFlags {
  const own = record(record(flags)?.[SYSTEM_ID]) ?? {};
  const out: TableFlags = {};
  if (typeof own.cursedBy === "string" && own.cursedBy !== "") out.cursedBy = own.cursedBy;
  const behavior = CURSE_BEHAVIORS.find((b) => b === own.curseBehavior);
  if (behavior) out.curseBehavior = behavior;
  if (typeof own.region === "string" && Array.isArray(own.regionSet)) {
    const set = own.regionSet.map(alternative).filter((a): a is OracleAlternative => a !== null);
    if (set.length > 1) {
      out.region = own.region;
      out.regionSet = set;
    }
  }
  return out;
}
