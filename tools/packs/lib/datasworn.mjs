/**
 * Loads the Datasworn rulesets from their npm packages and answers the questions every converter
 * asks: where an entry comes from (its attribution) and how its collections nest.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PackBuildError, check, dict, isPlainObject, optDict, str } from "./errors.mjs";
import { applyErrata } from "./errata.mjs";
import { normaliseShape } from "./shape.mjs";

const require = createRequire(import.meta.url);

/**
 * The Datasworn packages we build, keyed by our ruleset or expansion id. An expansion names the
 * Datasworn ruleset it extends (`extends`), which must be loaded with it.
 */
export const RULESETS = {
  ironsworn: { module: "@datasworn/ironsworn-classic/json/classic.json", dataswornId: "classic", title: "Ironsworn" },
  starforged: { module: "@datasworn/starforged/json/starforged.json", dataswornId: "starforged", title: "Starforged" },
  delve: {
    module: "@datasworn/ironsworn-classic-delve/json/delve.json",
    dataswornId: "delve",
    title: "Ironsworn: Delve",
    extends: "classic",
  },
  sunderedIsles: {
    module: "@datasworn/sundered-isles/json/sundered_isles.json",
    dataswornId: "sundered_isles",
    title: "Sundered Isles",
    extends: "starforged",
  },
};

/** Reads and checks the top level of one ruleset's JSON. */
export function loadRuleset(ruleset) {
  const spec = RULESETS[ruleset];
  check(spec, `unknown ruleset "${ruleset}"`);
  let file;
  try {
    file = require.resolve(spec.module);
  } catch {
    throw new PackBuildError(`cannot find ${spec.module}: is the Datasworn package installed (npm install)?`);
  }
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new PackBuildError(`${file} is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
  const where = `${spec.module}`;
  check(isPlainObject(data), `${where}: the top level should be an object`);
  check(data._id === spec.dataswornId, `${where}: expected ruleset "${spec.dataswornId}", found "${data._id}"`);
  str(data, "datasworn_version", where);
  const type = spec.extends ? "expansion" : "ruleset";
  check(data.type === type, `${where}: expected a ${type}, found "${data.type}"`);
  if (spec.extends) check(data.ruleset === spec.extends, `${where}: expected an expansion of "${spec.extends}", found "${data.ruleset}"`);
  for (const key of ["moves", "assets", "oracles", "npcs", "truths"]) dict(data, key, where);
  normaliseShape(data);
  const errata = applyErrata(data);
  return { ruleset, data, version: data.datasworn_version, errata };
}

const LICENSES = /creativecommons\.org\/licenses\/([a-z-]+)\/([\d.]+)/;

/**
 * The `source` block of a document: book, page, authors, licence name and licence url, read from
 * the entry's own `_source` (falling back to its collection's).
 */
export function sourceOf(entry, fallback, where) {
  const src = isPlainObject(entry?._source) ? entry._source : fallback?._source;
  check(isPlainObject(src), `${where}: no "_source" attribution`);
  const title = str(src, "title", `${where} _source`);
  const page = src.page ?? null;
  check(page === null || Number.isInteger(page), `${where} _source: "page" should be an integer`);
  check(Array.isArray(src.authors) && src.authors.length > 0, `${where} _source: "authors" should list someone`);
  const authors = src.authors.map((a, i) => str(a, "name", `${where} _source.authors[${i}]`)).join(", ");
  const url = str(src, "license", `${where} _source`);
  const match = LICENSES.exec(url);
  check(match, `${where} _source: unknown licence "${url}"`);
  return { title, page, authors, license: `CC ${match[1].toUpperCase()} ${match[2]}`, url };
}

/** A one-paragraph attribution in HTML, for tables and journals that have no `source` field. */
export function attributionHtml(source) {
  const page = source.page === null ? "" : `, page ${source.page}`;
  return (
    `<p class="vowforge-attribution">From <em>${source.title}</em>${page}, by ${source.authors}. ` +
    `Licensed under <a href="${source.url}">${source.license}</a>; data from Datasworn.</p>`
  );
}

/** snake_case or "Two Words" to lowerCamelCase ("combat_talent" -> "combatTalent"). */
export function camel(text) {
  const words = String(text)
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join("");
}

/**
 * Walks a Datasworn collection tree depth first, book order: for each entry of `contents` and then
 * each sub-collection, calls `visit(entry, path, key, collection)` where path lists the names of
 * the collections above the entry and collection is the one holding it.
 */
export function walkCollection(collection, visit, path = [], where = "collection") {
  const contents = optDict(collection, "contents", where);
  for (const [key, entry] of Object.entries(contents)) visit(entry, path, key, collection);
  const collections = optDict(collection, "collections", where);
  for (const [key, child] of Object.entries(collections)) {
    const name = str(child, "name", `${where}.collections.${key}`);
    walkCollection(child, visit, [...path, name], `${where}.collections.${key}`);
  }
}
