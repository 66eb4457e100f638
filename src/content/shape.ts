/**
 * Datasworn 0.1.0 changed a few shapes our converters read. This brings a freshly loaded ruleset to
 * the shape they expect (mutating it), leaving the typed ids in place:
 *
 * - a roll range is `roll: { min, max }` (null for rows nobody rolls); converters read `min`/`max`;
 * - links are `[label](datasworn:<id>)`; converters read `[label](id:<id>)`;
 * - placeholders are `{{table>id}}` and `{{text>id}}`; converters read `{{table:id}}` and inline
 *   a text placeholder as a link to the table it names;
 * - a truth option's table is `oracles: { key: table }`; converters read `table` and the text
 *   names that table as `<truth id>/<option index>`;
 * - a move's tables live inside it (`oracles: { key: table }`); converters read the ids of tables
 *   in the ruleset's oracles, so they move to a "Moves" oracle collection (where 0.0.10 kept them,
 *   a move with several tables getting a sub-collection of its own) and the move lists their ids.
 */
import { type DsNode, isPlainObject } from "./errors";

const TRUTH_TABLE = /\{\{table>truth\.option\.oracle_rollable:([^.}]+)\.(\d+)\.[^}]+\}\}/g;

function text(value: string): string {
  // Most strings hold neither a placeholder nor a link: skip the five passes over them.
  if (!value.includes("{{") && !value.includes("](datasworn:")) return value;
  return (
    value
      // Sundered Isles 0.1.0-0 writes one typed id with "/" for ":" ("move.oracle_rollable/starforged/...").
      .replace(/\{\{table>((?:[a-z_]+\.)*oracle_rollable)\//g, "{{table>$1:")
      .replace(TRUTH_TABLE, (_all, truth: string, index: string) => `{{table:truth:${truth}/${index}}}`)
      .replace(/\]\(datasworn:/g, "](id:")
      .replace(/\{\{table>([^}]+)\}\}/g, "{{table:$1}}")
      .replace(/\{\{text>([^}]+)\}\}/g, "[$1](id:$1)")
  );
}

/** Arrays whose items carry a roll range: oracle rows, truth options, Delve's rows and denizens. */
const RANGED = new Set(["rows", "options", "features", "dangers", "denizens"]);

function rollRange(node: DsNode): void {
  if (!("roll" in node) || "min" in node) return;
  const roll = node.roll;
  if (roll === null) {
    node.min = null;
    node.max = null;
  } else if (isPlainObject(roll) && Number.isInteger(roll.min) && Number.isInteger(roll.max)) {
    node.min = roll.min;
    node.max = roll.max;
  }
}

function truthTables(truth: DsNode): void {
  for (const option of Array.isArray(truth.options) ? truth.options : []) {
    const tables = isPlainObject(option.oracles) ? Object.values(option.oracles) : [];
    if (tables.length > 0 && !("table" in option)) option.table = tables[0];
  }
}

function liftMoveOracles(data: DsNode): void {
  const contents: DsNode = {};
  const collections: DsNode = {};
  let source: unknown;
  const visitCategory = (category: DsNode): void => {
    for (const move of Object.values(isPlainObject(category.contents) ? category.contents : {})) {
      const tables = isPlainObject(move?.oracles) ? Object.entries(move.oracles) : [];
      if (tables.length === 0) {
        if (isPlainObject(move?.oracles)) move.oracles = [];
        continue;
      }
      source ??= move._source;
      for (const [, table] of tables) (table as DsNode)._source ??= move._source;
      const key = String(move._id).split("/").pop() ?? "";
      if (tables.length === 1) contents[key] = tables[0][1];
      else
        collections[key] = {
          _id: `oracle_collection:${data._id}/moves/${key}`,
          name: move.name,
          type: "oracle_collection",
          _source: move._source,
          contents: Object.fromEntries(tables),
          collections: {},
        };
      move.oracles = tables.map(([, table]) => (table as DsNode)._id);
    }
    for (const child of Object.values(isPlainObject(category.collections) ? category.collections : {}))
      visitCategory(child);
  };
  for (const category of Object.values(isPlainObject(data.moves) ? data.moves : {})) visitCategory(category);
  if (!source || !isPlainObject(data.oracles)) return;
  // The collection's name as 0.0.10 gave it, so table names stay as they were ("Moves / Pay the
  // Price" in Ironsworn, "Move / Pay the Price" elsewhere).
  const name = data._id === "classic" ? "Moves" : "Move";
  data.oracles.moves = {
    _id: `oracle_collection:${data._id}/moves`,
    name,
    type: "oracle_collection",
    _source: source,
    contents,
    collections,
  };
}

/** Normalises every node of a ruleset in place; returns it. */
export function normaliseShape(data: DsNode): DsNode {
  const visit = (node: unknown, key: string): void => {
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        if (typeof node[i] === "string") node[i] = text(node[i]);
        else visit(node[i], key);
      }
      return;
    }
    if (!isPlainObject(node)) return;
    if (RANGED.has(key)) rollRange(node);
    for (const [k, value] of Object.entries(node)) {
      if (typeof value === "string") node[k] = text(value);
      else visit(value, k);
    }
  };
  visit(data, "");
  for (const truth of Object.values(isPlainObject(data.truths) ? data.truths : {}))
    if (isPlainObject(truth)) truthTables(truth);
  liftMoveOracles(data);
  return data;
}
