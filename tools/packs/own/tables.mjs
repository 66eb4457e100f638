/**
 * Our tables -> RollTables. Each result carries its meaning as data in flags.vowforge (for example
 * { row: "successCost" } on a skill table, or the costs of a purchase), so the roll code can act on
 * a drawn result without reading its text.
 */
import { ICONS, check, checkCoverage, dieSize, embeddedId, isPlainObject, primary, stats } from "../lib/converter.mjs";
import { OWN_SOURCE, contentId } from "./packs.mjs";
import { contentHtml } from "./text.mjs";

function rowOf(result, where) {
  check(isPlainObject(result), `${where}: should be an object`);
  const range = result.range;
  check(
    Array.isArray(range) && range.length === 2 && range.every(Number.isInteger),
    `${where}: "range" should be [low, high]`,
  );
  check(isPlainObject(result.data), `${where}: "data" should be an object (what the result means)`);
  return { min: range[0], max: range[1], result };
}

/** One RollTable with its results. */
export function ownTableDocument(table, index, { pack, ctx }) {
  const id = contentId(pack.name, table.key);
  const where = `${pack.name} table "${table.key}"`;
  const target = ctx.target(id);
  const faces = dieSize(table.formula, where);
  check(Array.isArray(table.results), `${where}: "results" should be a list`);
  const rows = checkCoverage(
    table.results.map((result, i) => rowOf(result, `${where} results[${i}]`)),
    faces,
    where,
  );
  const results = rows.map(({ row, i, min, max }) => {
    const resultId = embeddedId(id, `row${i}`);
    return {
      _id: resultId,
      _key: `!tables.results!${target.id}.${resultId}`,
      type: "text",
      name: "",
      description: contentHtml(row.result.text, ctx, `${where} results[${i}]`),
      img: ICONS.result,
      range: [min, max],
      weight: max - min + 1,
      drawn: false,
      flags: { vowforge: JSON.parse(JSON.stringify(row.result.data)) },
      _stats: stats(),
    };
  });
  const source = { ...OWN_SOURCE };
  return {
    ...primary("tables", target, (index + 1) * 100000, { contentId: id, ruleset: pack.ruleset, source }),
    img: ICONS.table,
    description: contentHtml(table.description, ctx, `${where} description`, { required: false }),
    results,
    formula: `1d${faces}`,
    replacement: true,
    displayRoll: true,
  };
}
