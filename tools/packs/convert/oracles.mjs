/**
 * Datasworn oracles -> RollTables. Nested collections are flattened: a table is named with the path
 * of its collections ("Character / Character Name / Given Name").
 */
import { PackBuildError, check, arr, dict, int, optStr, str } from "../lib/errors.mjs";
import { attributionHtml, sourceOf, walkCollection } from "../lib/datasworn.mjs";
import { ICONS, primary, stats } from "../lib/documents.mjs";
import { embeddedId } from "../lib/ids.mjs";

/** "Character Oracles" -> "Character": the word adds nothing inside an oracle pack. */
function shortName(name) {
  return name.replace(/\s+Oracles$/i, "").trim() || name;
}

/** Lists every rollable table of a ruleset with its full path name. */
export function collectOracles(data) {
  const items = [];
  for (const [key, collection] of Object.entries(dict(data, "oracles", data._id))) {
    const top = shortName(str(collection, "name", `oracles.${key}`));
    const visit = (entry, path, entryKey, parent) => {
      const where = `oracle ${entry?._id ?? entryKey}`;
      check(entry?.type === "oracle_rollable", `${where}: expected an oracle_rollable, got "${entry?.type}"`);
      const name = [...path.map(shortName), str(entry, "name", where)].join(" / ");
      items.push({ dataswornId: str(entry, "_id", where), name, table: entry, collection: parent });
    };
    walkCollection(collection, (entry, path, entryKey, parent) => visit(entry, [top, ...path], entryKey, parent), [], `oracles.${key}`);
  }
  return items;
}

/** Datasworn collection id -> the ids of the tables directly inside it, for every oracle collection. */
export function oracleCollections(data) {
  const out = new Map();
  const walk = (collection, where) => {
    const id = str(collection, "_id", where);
    out.set(id, Object.values(collection.contents ?? {}).map((entry) => entry?._id));
    for (const [key, child] of Object.entries(collection.collections ?? {})) walk(child, `${where}.collections.${key}`);
  };
  for (const [key, collection] of Object.entries(dict(data, "oracles", data._id))) walk(collection, `oracles.${key}`);
  return out;
}

/** Number of faces of a one-die formula ("1d100" -> 100). */
export function dieSize(dice, where) {
  const match = /^1d(\d+)$/.exec(String(dice));
  check(match && Number(match[1]) >= 2, `${where}: unsupported dice "${dice}"`);
  return Number(match[1]);
}

/** A row with neither min nor max: shown in the book's column but never rolled (shared-text tables). */
export function isUnrollable(row) {
  return row?.min === null && row?.max === null;
}

/**
 * Checks that the rollable rows cover 1..faces exactly once, and returns them sorted, each with its
 * index in the Datasworn list.
 */
export function checkCoverage(rows, faces, where) {
  const sorted = rows
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => !isUnrollable(row))
    .map(({ row, i }) => ({ row, i, min: int(row, "min", `${where} rows[${i}]`), max: int(row, "max", `${where} rows[${i}]`) }))
    .sort((a, b) => a.min - b.min);
  check(sorted.length > 0, `${where}: no rollable rows`);
  let next = 1;
  for (const { min, max, i } of sorted) {
    check(min <= max, `${where} rows[${i}]: range ${min}-${max} is reversed`);
    if (min !== next)
      throw new PackBuildError(`${where} rows[${i}]: ${min < next ? "overlaps" : "leaves a gap before"} ${min}-${max}`);
    next = max + 1;
  }
  check(next === faces + 1, `${where}: rows end at ${next - 1}, the die has ${faces} faces`);
  return sorted;
}

/** Column labels for an embedded copy of the table. */
export function columnLabels(table, collection) {
  const labels = table.column_labels ?? collection?.column_labels ?? {};
  const out = [labels.roll ?? "Roll", labels.text ?? "Result"];
  if (table.oracle_type === "table_text2") out.push(labels.text2 ?? "Details");
  return out;
}

function resultFlags(row, ctx, where) {
  const flags = {};
  const rolls = Array.isArray(row.oracle_rolls) ? row.oracle_rolls : [];
  const targets = [];
  for (const [i, roll] of rolls.entries()) {
    if (roll.oracle === null || roll.oracle === undefined) {
      // Rolling the same table again: "roll twice", sometimes "roll three times" (rollCount says how often).
      const times = roll.number_of_rolls ?? 1;
      check(Number.isInteger(times) && times >= 1, `${where} oracle_rolls[${i}]: bad number_of_rolls ${times}`);
      if (times >= 2) {
        flags.rollTwice = true;
        flags.rollCount = times;
      }
      continue;
    }
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
  return flags;
}

function resultDescription(row, flags, ctx, where) {
  const text = str(row, "text", where);
  const text2 = optStr(row, "text2", where);
  let html = ctx.md(text2 ? `${text} — ${text2}` : text, where);
  // Rows that send you to another table say so with a link, unless their text already links it.
  const missing = (flags.rollTables ?? []).filter((uuid) => !html.includes(`@UUID[${uuid}]`));
  if (missing.length) {
    const links = missing.map((uuid) => `@UUID[${uuid}]{${ctx.nameOf(uuid).replace(/[{}]/g, "")}}`).join(", ");
    html += `<p>Roll on ${links}.</p>`;
  }
  return html;
}

/** One RollTable with its results. */
export function oracleDocument(item, index, ruleset, ctx) {
  const { table, dataswornId } = item;
  const where = `oracle ${dataswornId}`;
  const target = ctx.target(dataswornId);
  const faces = dieSize(table.dice, where);
  const rows = checkCoverage(arr(table, "rows", where), faces, where);
  const source = sourceOf(table, item.collection, where);
  const results = rows.map(({ row, i, min, max }) => {
    const rowWhere = `${where} rows[${i}]`;
    const resultId = embeddedId(dataswornId, `row${i}`);
    const flags = resultFlags(row, ctx, rowWhere);
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
  const summary = ctx.md(optStr(table, "summary", where), `${where} summary`);
  return {
    ...primary("tables", target, (index + 1) * 100000, { dataswornId, ruleset, source }),
    img: ICONS.table,
    description: summary + attributionHtml(source),
    results,
    formula: `1d${faces}`,
    replacement: true,
    displayRoll: true,
  };
}
