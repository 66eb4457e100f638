/**
 * Our own compendium packs, written for Vowforge rather than converted from Datasworn: where each
 * one's source lives (packs/content/<pack name>.json) and what kind of documents it holds.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Folder of the committed content sources. */
export const CONTENT_DIR = path.join(root, "packs/content");

/** Every pack of our own, in the order system.json lists them (after the Datasworn packs). */
export const OWN_PACKS = [
  { name: "ironsworn-reference", ruleset: "ironsworn", kind: "reference", title: "Ironsworn Reference" },
  { name: "starforged-reference", ruleset: "starforged", kind: "reference", title: "Starforged Reference" },
  { name: "forged-ties-moves", ruleset: "forgedTies", kind: "moves", title: "Forged Ties Moves" },
  { name: "forged-ties-reference", ruleset: "forgedTies", kind: "reference", title: "Forged Ties Reference" },
  { name: "augur-moves", ruleset: "augur", kind: "moves", title: "Augur Moves" },
  { name: "augur-reference", ruleset: "augur", kind: "reference", title: "Augur Reference" },
  { name: "strike-moves", ruleset: "strike", kind: "moves", title: "Strike! Moves" },
  { name: "strike-tables", ruleset: "strike", kind: "tables", title: "Strike! Tables" },
  { name: "strike-reference", ruleset: "strike", kind: "reference", title: "Strike! Reference" },
  // The guide to Vowforge itself, for every ruleset (ruleset null: never hidden, in the Vowforge folder).
  { name: "guide", ruleset: null, kind: "reference", title: "Vowforge Guide" },
];

/** The content source file of a pack, in `dir` (default packs/content). */
export function contentFile(pack, dir = CONTENT_DIR) {
  return path.join(dir, `${pack.name}.json`);
}

/** The registry key of an entry, from which its document id is derived: "vowforge/<pack>/<key>". */
export function contentId(packName, key) {
  return `vowforge/${packName}/${key}`;
}

/** The `source` block of every document of ours. */
export const OWN_SOURCE = Object.freeze({
  title: "Vowforge",
  page: null,
  authors: "Vowforge developers",
  license: "",
  url: "",
});
