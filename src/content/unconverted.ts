/**
 * What a Datasworn 0.1 file may hold that the converter does not turn into documents, counted so the
 * import and the content CLI can say so instead of dropping it silently:
 *
 * - atlas entries (`atlas`): no document type of ours holds a region of the world;
 * - rarities (`rarities`, Delve): no asset upgrade of ours buys one;
 * - an expansion's own rules (`rules`: condition meters, stats, impacts, special tracks, tags): our
 *   sheets draw a game's meters and tracks from its ruleset, not from a file;
 * - moves and oracle tables inside an asset ability (`asset.ability.move:…`,
 *   `asset.ability.oracle_rollable:…`): they stay in the ability's text, as in the packs we ship.
 *
 * Every other node type of the 0.1.0 schema becomes documents (src/content/kinds.ts).
 */
import { type DsNode, isPlainObject } from "./errors";

export type UnconvertedKind = "atlas" | "rarities" | "rules" | "abilityMoves" | "abilityOracles";

export interface Unconverted {
  kind: UnconvertedKind;
  /** The JSON path of the file's part it was found in ("$.atlas"). */
  path: string;
  count: number;
}

/** Counts every node of a tree that `match` accepts. */
function countNodes(node: unknown, match: (node: DsNode) => boolean): number {
  if (Array.isArray(node)) return node.reduce<number>((sum, child) => sum + countNodes(child, match), 0);
  if (!isPlainObject(node)) return 0;
  const own = match(node) ? 1 : 0;
  return Object.values(node).reduce<number>((sum, child) => sum + countNodes(child, match), own);
}

const idStarts = (prefix: string) => (node: DsNode) => typeof node._id === "string" && node._id.startsWith(prefix);

/** The entries of an expansion's rules: each named meter, stat, impact category, track and tag. */
function ruleCount(rules: unknown): number {
  if (!isPlainObject(rules)) return 0;
  return Object.values(rules).reduce<number>((sum, part) => sum + (isPlainObject(part) ? Object.keys(part).length : 0), 0);
}

/** What of `data` is left out of the documents, each part with how many entries it holds; none listed at 0. */
export function unconvertedOf(data: DsNode): Unconverted[] {
  const found: Unconverted[] = [
    { kind: "atlas", path: "$.atlas", count: countNodes(data.atlas, (node) => node.type === "atlas_entry") },
    { kind: "rarities", path: "$.rarities", count: countNodes(data.rarities, (node) => node.type === "rarity") },
    { kind: "rules", path: "$.rules", count: ruleCount(data.rules) },
    { kind: "abilityMoves", path: "$.assets", count: countNodes(data.assets, idStarts("asset.ability.move:")) },
    { kind: "abilityOracles", path: "$.assets", count: countNodes(data.assets, idStarts("asset.ability.oracle_rollable:")) },
  ];
  return found.filter((part) => part.count > 0);
}

/** The language key of the sentence saying what was left out (`VOWFORGE.Import.Unconverted.<kind>`, with {count}). */
export function unconvertedKey(kind: UnconvertedKind): string {
  return `VOWFORGE.Import.Unconverted.${kind}`;
}
