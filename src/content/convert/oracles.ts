/**
 * Datasworn oracles -> RollTables. Nested collections are flattened: a table is named with the path
 * of its collections ("Character / Character Name / Given Name").
 */
import { type DsNode, ContentError, check, arr, dict, int, optStr, str } from "../errors";
import { attributionHtml, sourceOf, walkCollection } from "../datasworn";
import { ICONS, primary, stats } from "../documents";
import { embeddedId } from "../ids";
import { rowCoverage } from "../validate/row-coverage";
import { type ConversionContext } from "../context";
import { type DocumentSource } from "../documents";
import { type PlannedEntry } from "../entries";

/** A table of alternatives: its id, label and region tag. */
export interface Alternative {
  id: string;
  label: string;
  region: string | null;
}

export interface AlternativeSets {
  sets: Map<string, Alternative[]>;
  memberOf: Map<string, Alternative[]>;
}

export interface OracleEntry extends PlannedEntry {
  table: DsNode;
  collection: DsNode;
  alternatives?: AlternativeSets;
}

/** A rollable row in order, with its index in the Datasworn list. */
export interface CoveredRow {
  row: DsNode;
  i: number;
  min: number;
  max: number;
}

/** What a table result's flags say about rolling on from it. */
interface ResultFlags {
  rollTwice?: boolean;
  rollCount?: number;
  rollTable?: string;
  rollTables?: string[];
  alternatives?: Array<{ uuid: string; label: string; region?: string }>;
}

/** "Character Oracles" -> "Character": the word adds nothing inside an oracle pack. */
function shortName(name: string): string {
  return name.replace(/\s+Oracles$/i, "").trim() || name;
}

/**
 * Collections whose tables are alternatives, not parts to roll together: Datasworn marks a book table
 * printed with one roll column and a result column per context as `table_shared_text` (Starforged's
 * Terminus / Outlands / Expanse columns, planetside / orbital / deep space, lifebearing / lifeless).
 * A roll that names such a collection means "roll on the column that fits". `table_shared_rolls`
 * collections (a prefix and a suffix read off one roll) stay "roll all".
 */
export const ALTERNATIVE_COLLECTION_TYPE = "table_shared_text";

/** The tag a table of an alternative set is chosen by, if any ("region": "terminus"). */
function regionTag(table: DsNode | undefined): string | null {
  for (const tags of Object.values<DsNode>(table?.tags ?? {})) {
    if (typeof tags?.region === "string") return tags.region;
  }
  return null;
}

/**
 * Every set of alternative tables of a ruleset: Datasworn id -> its tables, each with its id, label
 * and region tag. A set is listed under its collection id and under the id oracle rolls use for it
 * ("oracle_rollable:starforged/starship/mission" for "oracle_collection:starforged/starship/mission");
 * `memberOf` maps each table in a set to its set.
 */
export function alternativeSets(data: DsNode): AlternativeSets {
  const sets = new Map<string, Alternative[]>();
  const memberOf = new Map<string, Alternative[]>();
  const walk = (collection: DsNode, where: string): void => {
    if (collection?.oracle_type === ALTERNATIVE_COLLECTION_TYPE) {
      const members = Object.values(collection.contents ?? {}).map((table: unknown) => ({
        id: str(table, "_id", where),
        label: str(table, "name", where),
        region: regionTag(table as DsNode),
      }));
      const id = str(collection, "_id", where);
      sets.set(id, members);
      sets.set(id.replace(/^oracle_collection:/, "oracle_rollable:"), members);
      for (const member of members) memberOf.set(member.id, members);
    }
    for (const [key, child] of Object.entries(collection.collections ?? {}))
      walk(child as DsNode, `${where}.collections.${key}`);
  };
  for (const [key, collection] of Object.entries(dict(data, "oracles", data._id)))
    walk(collection, `oracles.${key}`);
  return { sets, memberOf };
}

/** Lists every rollable table of a ruleset with its full path name. */
export function collectOracles(data: DsNode): OracleEntry[] {
  const items: OracleEntry[] = [];
  const alternatives = alternativeSets(data);
  for (const [key, collection] of Object.entries(dict(data, "oracles", data._id))) {
    const top = shortName(str(collection, "name", `oracles.${key}`));
    const visit = (entry: DsNode, path: string[], entryKey: string, parent: DsNode): void => {
      const where = `oracle ${entry?._id ?? entryKey}`;
      check(entry?.type === "oracle_rollable", `${where}: expected an oracle_rollable, got "${entry?.type}"`);
      const name = [...path.map(shortName), str(entry, "name", where)].join(" / ");
      items.push({
        dataswornId: str(entry, "_id", where),
        name,
        table: entry,
        collection: parent,
        alternatives,
      });
    };
    walkCollection(
      collection,
      (entry, path, entryKey, parent) => visit(entry, [top, ...path], entryKey, parent),
      [],
      `oracles.${key}`,
    );
  }
  return items;
}

/** Datasworn collection id -> the ids of the tables directly inside it, for every oracle collection. */
export function oracleCollections(data: DsNode): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (collection: DsNode, where: string): void => {
    const id = str(collection, "_id", where);
    out.set(
      id,
      Object.values(collection.contents ?? {}).map((entry) => (entry as DsNode | null)?._id),
    );
    for (const [key, child] of Object.entries(collection.collections ?? {}))
      walk(child as DsNode, `${where}.collections.${key}`);
  };
  for (const [key, collection] of Object.entries(dict(data, "oracles", data._id)))
    walk(collection, `oracles.${key}`);
  return out;
}

/** Number of faces of a one-die formula ("1d100" -> 100). */
export function dieSize(dice: unknown, where: string): number {
  const match = /^1d(\d+)$/.exec(String(dice));
  check(match && Number(match[1]) >= 2, `${where}: unsupported dice "${dice}"`);
  return Number(match[1]);
}

/** A row with neither min nor max: shown in the book's column but never rolled (shared-text tables). */
export function isUnrollable(row: DsNode | undefined): boolean {
  return row?.min === null && row?.max === null;
}

/**
 * Checks that the rollable rows cover 1..faces exactly once, and returns them sorted, each with its
 * index in the Datasworn list.
 */
export function checkCoverage(rows: DsNode[], faces: number, where: string): CoveredRow[] {
  const sorted = rows
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => !isUnrollable(row))
    .map(({ row, i }) => ({ row, i, min: int(row, "min", `${where} rows[${i}]`), max: int(row, "max", `${where} rows[${i}]`) }))
    .sort((a, b) => a.min - b.min);
  const fault = rowCoverage(sorted, faces);
  if (fault?.kind === "empty") throw new ContentError(`${where}: no rollable rows`);
  if (fault?.kind === "end") throw new ContentError(`${where}: rows end at ${fault.last}, the die has ${faces} faces`);
  if (fault?.kind === "reversed") throw new ContentError(`${where} rows[${fault.index}]: range ${fault.min}-${fault.max} is reversed`);
  if (fault) throw new ContentError(`${where} rows[${fault.index}]: ${fault.kind === "overlap" ? "overlaps" : "leaves a gap before"} ${fault.min}-${fault.max}`);
  return sorted;
}

/** Column labels for an embedded copy of the table. */
export function columnLabels(table: DsNode, collection: DsNode | undefined): string[] {
  const labels = table.column_labels ?? collection?.column_labels ?? {};
  const out = [labels.roll ?? "Roll", labels.text ?? "Result"];
  if (table.oracle_type === "table_text2") out.push(labels.text2 ?? "Details");
  return out;
}

/** Datasworn ids a row's text links to ("[Outlands](id:starforged/oracles/...)"). */
function linkedIds(row: DsNode): string[] {
  const text = `${row.text ?? ""} ${row.text2 ?? ""}`;
  return [...text.matchAll(/\]\((?:id|datasworn):([^)\s]+)\)/g)].map((m) => m[1]);
}

/**
 * The set of alternative tables a row offers, or null: an oracle roll naming a set, a link to the
 * set, or links in its text to two or more tables of one set. A row offering two different sets stops the build.
 */
function rowAlternatives(
  row: DsNode,
  rolls: DsNode[],
  item: OracleEntry,
  where: string,
): Alternative[] | null {
  const { sets, memberOf } = item.alternatives ?? { sets: new Map(), memberOf: new Map() };
  const found = new Set<Alternative[]>();
  for (const roll of rolls) if (roll.oracle && sets.has(roll.oracle)) found.add(sets.get(roll.oracle));
  const linked = new Map<Alternative[], Set<string>>();
  for (const id of linkedIds(row)) {
    // Datasworn 0.1.0 links the set itself ("[Starship Mission](datasworn:oracle_collection:...)").
    if (sets.has(id) && !memberOf.has(id)) found.add(sets.get(id));
    const set = memberOf.get(id);
    if (set) linked.set(set, new Set([...(linked.get(set) ?? []), id]));
  }
  for (const [set, ids] of linked) if (ids.size >= 2) found.add(set);
  check(found.size <= 1, `${where}: offers ${found.size} different sets of alternative tables`);
  return found.size ? [...found][0] : null;
}

function resultFlags(row: DsNode, item: OracleEntry, ctx: ConversionContext, where: string): ResultFlags {
  const flags: ResultFlags = {};
  const rolls = Array.isArray(row.oracle_rolls) ? row.oracle_rolls : [];
  const choice = rowAlternatives(row, rolls, item, where);
  const targets: string[] = [];
  for (const [i, roll] of rolls.entries()) {
    if (roll.oracle === null || roll.oracle === undefined) {
      // Rolling the same table again: "roll twice", sometimes "roll three times" (rollCount says how often).
      const times = roll.number_of_rolls ?? 1;
      check(
        Number.isInteger(times) && times >= 1,
        `${where} oracle_rolls[${i}]: bad number_of_rolls ${times}`,
      );
      if (times >= 2) {
        flags.rollTwice = true;
        flags.rollCount = times;
      }
      continue;
    }
    if (choice && item.alternatives?.sets.get(roll.oracle) === choice) continue;
    const uuids = ctx.tableUuids(roll.oracle);
    check(uuids.length > 0, `${where} oracle_rolls[${i}]: unknown table "${roll.oracle}"`);
    for (const uuid of uuids) if (!targets.includes(uuid)) targets.push(uuid);
  }
  if (typeof row.embed_table === "string") {
    const uuid = ctx.uuidOf(row.embed_table);
    check(uuid, `${where}: embeds unknown table "${row.embed_table}"`);
    if (!targets.includes(uuid)) targets.push(uuid);
  }
  if (targets.length === 1) flags.rollTable = targets[0];
  if (targets.length > 0) flags.rollTables = targets;
  if (choice) {
    // One of these tables is rolled, not all: the one of the current region, or the one the user picks.
    flags.alternatives = choice.map((member) => {
      const uuid = ctx.uuidOf(member.id);
      check(uuid, `${where}: offers unknown table "${member.id}"`);
      return member.region
        ? { uuid, label: member.label, region: member.region }
        : { uuid, label: member.label };
    });
  }
  return flags;
}

/** @UUID links to tables, "A, B, C" (or "A, B or C" when `last` is "or"). */
function linkList(uuids: string[], ctx: ConversionContext, last: string | null = null): string {
  const links = uuids.map((uuid) => `@UUID[${uuid}]{${ctx.nameOf(uuid).replace(/[{}]/g, "")}}`);
  if (!last || links.length < 2) return links.join(", ");
  return `${links.slice(0, -1).join(", ")} ${last} ${links.at(-1)}`;
}

function resultDescription(row: DsNode, flags: ResultFlags, ctx: ConversionContext, where: string): string {
  const text = str(row, "text", where);
  const text2 = optStr(row, "text2", where);
  // A drawn row's text is enriched once, when the draw is posted, and kept in the message
  // (src/oracles/draw.ts): it links with Foundry's own @UUID, whose links need no render callback.
  let html = ctx.md(text2 ? `${text} — ${text2}` : text, where, { enricherLinks: false });
  // Rows that send you to another table say so with a link, unless their text already links it.
  const missing = (flags.rollTables ?? []).filter((uuid) => !html.includes(`@UUID[${uuid}]`));
  if (missing.length) html += `<p>Roll on ${linkList(missing, ctx)}.</p>`;
  const choices = (flags.alternatives ?? []).map((a) => a.uuid);
  if (choices.length && choices.some((uuid) => !html.includes(`@UUID[${uuid}]`)))
    html += `<p>Roll on one of ${linkList(choices, ctx, "or")}, whichever fits.</p>`;
  return html;
}

const CURSE_BEHAVIORS: Readonly<Record<string, string>> = {
  replace_result: "replaceResult",
  add_result: "addResult",
};

/**
 * Sundered Isles' cursed die (src/rules/cursed-die.ts): a table with a cursed version names it
 * (`cursedBy`, a UUID); a cursed version says how it applies (`curseBehavior`). Datasworn's tags
 * say so; other rulesets have none.
 */
function curseFlags(table: DsNode, ctx: ConversionContext, where: string): DocumentSource {
  const tags = table.tags?.sundered_isles;
  if (!tags) return {};
  const flags: DocumentSource = {};
  if (typeof tags.cursed_by === "string") {
    const uuid = ctx.uuidOf(tags.cursed_by);
    check(uuid, `${where}: its cursed version "${tags.cursed_by}" is in no pack`);
    flags.cursedBy = uuid;
  }
  if (tags.cursed_version_of !== undefined) {
    const behavior = CURSE_BEHAVIORS[tags.curse_behavior];
    check(behavior, `${where}: unknown curse behaviour "${tags.curse_behavior}"`);
    flags.curseBehavior = behavior;
  }
  return flags;
}

/**
 * A table of a region's column (Sundered Isles' Myriads / Margins / Reaches, Starforged's Terminus /
 * Outlands / Expanse): its region and every table of its collection with theirs, when each of them
 * has a region tag, so a draw can follow the world's region setting. Empty for any other table.
 */
function regionFlags(item: OracleEntry, ctx: ConversionContext): DocumentSource {
  const region = regionTag(item.table);
  const siblings = Object.values<DsNode>(item.collection?.contents ?? {});
  if (!region || siblings.length < 2 || !siblings.every((table) => regionTag(table))) return {};
  const regionSet = siblings.map((table: DsNode) => {
    const uuid = ctx.uuidOf(table._id);
    check(uuid, `oracle ${item.dataswornId}: its region's sibling "${table._id}" is in no pack`);
    return { uuid, label: table.name, region: regionTag(table) };
  });
  return { region, regionSet };
}

/** One RollTable with its results. */
export function oracleDocument(
  item: OracleEntry,
  index: number,
  ruleset: string,
  ctx: ConversionContext,
): DocumentSource {
  const { table, dataswornId } = item;
  const where = `oracle ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const faces = dieSize(table.dice, where);
  const rows = checkCoverage(arr(table, "rows", where), faces, where);
  const source = sourceOf(table, item.collection, where);
  const results = rows.map(({ row, i, min, max }) => {
    const rowWhere = `${where} rows[${i}]`;
    const resultId = embeddedId(target.key, `row${i}`);
    const flags = resultFlags(row, item, ctx, rowWhere);
    return {
      _id: resultId,
      _key: `!tables.results!${target.id}.${resultId}`,
      type: "text",
      name: "",
      description: resultDescription(row, flags, ctx, rowWhere),
      img: ICONS.result,
      range: [min, max],
      weight: max - min + 1,
      drawn: false,
      flags: { vowforge: flags },
      _stats: stats(),
    };
  });
  const summary = ctx.md(optStr(table, "summary", where), `${where} summary`, { enricherLinks: false });
  return {
    ...primary("tables", target, (index + 1) * 100000, {
      dataswornId,
      ruleset,
      source,
      ...curseFlags(table, ctx, where),
      ...regionFlags(item, ctx),
    }),
    img: ICONS.table,
    description: summary + attributionHtml(source),
    results,
    formula: `1d${faces}`,
    replacement: true,
    displayRoll: true,
  };
}
