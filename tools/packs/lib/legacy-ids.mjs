/**
 * Datasworn 0.1.0 typed its ids ("starforged/moves/adventure/face_danger" became
 * "move:starforged/adventure/face_danger"). Our document ids are hashes of the old form, so every
 * compendium link a world holds keeps working: this module maps a typed id back to the id the same
 * entry had in 0.0.10, from the id maps the Datasworn packages ship (migration/0.1.0/id_map.json).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** The packages whose id maps we read (the Sundered Isles package ships none: it is new in 0.1.0). */
export const ID_MAP_PACKAGES = ["@datasworn/ironsworn-classic", "@datasworn/starforged", "@datasworn/ironsworn-classic-delve"];

/** Typed id prefix -> the path segment the untyped id put after the ruleset. */
const TYPE_PATHS = {
  move: "moves",
  asset: "assets",
  oracle_rollable: "oracles",
  npc: "npcs",
  truth: "truths",
  atlas_entry: "atlas",
  delve_site: "delve_sites",
  delve_site_domain: "site_domains",
  delve_site_theme: "site_themes",
  rarity: "rarities",
  move_category: "collections/moves",
  asset_collection: "collections/assets",
  oracle_collection: "collections/oracles",
  npc_collection: "collections/npcs",
  atlas_collection: "collections/atlas",
};

/** The untyped form of a typed id by rule alone ("move:a/b/c" -> "a/moves/b/c"), or null. */
export function untypedForm(typedId) {
  const match = /^([a-z_]+):([^/]+)\/(.+)$/.exec(typedId);
  if (!match) return null;
  const segment = TYPE_PATHS[match[1]];
  return segment ? `${match[2]}/${segment}/${match[3]}` : null;
}

/** Reads one package's id map: { old id: new id | null }, wildcard rules left out. */
export function readIdMap(pkg) {
  const map = JSON.parse(readFileSync(require.resolve(`${pkg}/migration/0.1.0/id_map.json`), "utf8"));
  return Object.fromEntries(Object.entries(map).filter(([from, to]) => !from.includes("*") && typeof to === "string"));
}

/** Every package's id map merged: old id -> typed id. */
export function forwardIdMap() {
  return Object.assign({}, ...ID_MAP_PACKAGES.map(readIdMap));
}

/**
 * typed id -> the old id of the same entry. When several old ids map to one typed id (an entry
 * renamed or moved between earlier releases), the one the rule gives wins, else the last listed
 * (the maps list the older spellings first).
 */
export function reverseIdMap(forward = forwardIdMap()) {
  const candidates = new Map();
  for (const [from, to] of Object.entries(forward)) candidates.set(to, [...(candidates.get(to) ?? []), from]);
  const reverse = new Map();
  for (const [to, froms] of candidates) {
    const byRule = untypedForm(to);
    reverse.set(to, froms.includes(byRule) ? byRule : froms[froms.length - 1]);
  }
  return reverse;
}

let cached;

/** The key a document id is derived from: the entry's 0.0.10 id when it had one, else by rule. */
export function documentKey(typedId) {
  cached ??= reverseIdMap();
  return cached.get(typedId) ?? untypedForm(typedId) ?? typedId;
}
