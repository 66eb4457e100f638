/**
 * Loads the Datasworn rulesets we ship from their npm packages, brought to the shape the converter
 * reads (src/content/shape.ts) with the known upstream slips corrected (errata.mjs).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { PackBuildError, check, dict, isPlainObject, normaliseShape, str } from "./converter.mjs";
import { applyErrata } from "./errata.mjs";

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
