/**
 * The compendium packs: those built from Datasworn and our own (tools/packs/own), their names,
 * document types and labels, and the `packs` / `packFolders` entries of system.json that list them.
 */
import { KINDS } from "./lib/converter.mjs";
import { OWN_KINDS } from "./own/kinds.mjs";
import { OWN_PACKS } from "./own/packs.mjs";

export { OWN_PACKS, KINDS };

/**
 * Every pack built from Datasworn, in the order system.json lists them (our own packs follow).
 * `nonCommercial` marks a pack whose Datasworn entries are licensed CC BY-NC-SA 4.0 (Ironsworn's
 * foes and truths, Delve's denizens and sample sites, Sundered Isles' assets, oracles and truths);
 * the rest are CC BY 4.0.
 */
export const PACKS = [
  { name: "ironsworn-moves", ruleset: "ironsworn", kind: "moves", title: "Ironsworn Moves" },
  { name: "ironsworn-assets", ruleset: "ironsworn", kind: "assets", title: "Ironsworn Assets" },
  { name: "ironsworn-oracles", ruleset: "ironsworn", kind: "oracles", title: "Ironsworn Oracles" },
  { name: "ironsworn-foes", ruleset: "ironsworn", kind: "foes", title: "Ironsworn Foes", nonCommercial: true },
  { name: "ironsworn-truths", ruleset: "ironsworn", kind: "truths", title: "Ironsworn Truths", nonCommercial: true },
  { name: "starforged-moves", ruleset: "starforged", kind: "moves", title: "Starforged Moves" },
  { name: "starforged-assets", ruleset: "starforged", kind: "assets", title: "Starforged Assets" },
  { name: "starforged-oracles", ruleset: "starforged", kind: "oracles", title: "Starforged Oracles" },
  { name: "starforged-encounters", ruleset: "starforged", kind: "foes", title: "Starforged Encounters" },
  { name: "starforged-truths", ruleset: "starforged", kind: "truths", title: "Starforged Truths" },
  { name: "delve-moves", ruleset: "ironsworn", expansion: "delve", kind: "moves", title: "Delve Moves" },
  { name: "delve-oracles", ruleset: "ironsworn", expansion: "delve", kind: "oracles", title: "Delve Oracles" },
  { name: "delve-foes", ruleset: "ironsworn", expansion: "delve", kind: "foes", title: "Delve Denizens", nonCommercial: true },
  { name: "delve-themes", ruleset: "ironsworn", expansion: "delve", kind: "siteThemes", title: "Delve Site Themes" },
  { name: "delve-domains", ruleset: "ironsworn", expansion: "delve", kind: "siteDomains", title: "Delve Site Domains" },
  { name: "delve-sites", ruleset: "ironsworn", expansion: "delve", kind: "delveSites", title: "Delve Sample Sites", nonCommercial: true },
  { name: "sundered-isles-moves", ruleset: "starforged", expansion: "sunderedIsles", kind: "moves", title: "Sundered Isles Moves" },
  { name: "sundered-isles-assets", ruleset: "starforged", expansion: "sunderedIsles", kind: "assets", title: "Sundered Isles Assets", nonCommercial: true },
  { name: "sundered-isles-oracles", ruleset: "starforged", expansion: "sunderedIsles", kind: "oracles", title: "Sundered Isles Oracles", nonCommercial: true },
  { name: "sundered-isles-truths", ruleset: "starforged", expansion: "sunderedIsles", kind: "truths", title: "Sundered Isles Truths", nonCommercial: true },
];

/** The Datasworn package a pack is built from: its expansion's, else its ruleset's. */
export function dataSourceOf(pack) {
  return pack.expansion ?? pack.ruleset;
}

/** Every pack, Datasworn's first, in the order system.json lists them. */
export const ALL_PACKS = [...PACKS, ...OWN_PACKS];

/** The kind (document type, converter) of any pack. */
function kindOf(pack) {
  return OWN_PACKS.includes(pack) ? OWN_KINDS[pack.kind] : KINDS[pack.kind];
}

/** Expansions: a folder inside their base game's, enabled by a setting of their own. */
export const EXPANSION_FOLDERS = [
  { expansion: "delve", ruleset: "ironsworn", title: "Delve", color: "#4a3f2e" },
  { expansion: "sunderedIsles", ruleset: "starforged", title: "Sundered Isles", color: "#24454a" },
];

/** One folder per ruleset, after the Vowforge folder of the packs that serve them all (the guide). */
export const FOLDERS = [
  { ruleset: null, title: "Vowforge", color: "#3d3a36" },
  { ruleset: "ironsworn", title: "Ironsworn", color: "#3b4a3f" },
  { ruleset: "starforged", title: "Starforged", color: "#2b3550" },
  { ruleset: "forgedTies", title: "Forged Ties", color: "#5a3f2b" },
  { ruleset: "augur", title: "Augur", color: "#44345a" },
  { ruleset: "strike", title: "Strike!", color: "#5a2b2f" },
];

/** "ironsworn-moves" -> "ironswornMoves". */
export function camelName(name) {
  return name.replace(/-([a-z])/g, (_m, c) => c.toUpperCase());
}

export function packLabelKey(pack) {
  return `VOWFORGE.Pack.${camelName(pack.name)}`;
}

export function folderLabelKey(folder) {
  return `VOWFORGE.PackFolder.${folder.ruleset ?? "vowforge"}`;
}

/** The `packs` array of system.json. */
export function manifestPacks() {
  return ALL_PACKS.map((pack) => ({
    name: pack.name,
    label: packLabelKey(pack),
    path: `packs/${pack.name}`,
    type: kindOf(pack).type,
    system: "vowforge",
    ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" },
    flags: {
      vowforge: {
        ruleset: pack.ruleset,
        ...(pack.expansion ? { expansion: pack.expansion } : {}),
        ...(pack.nonCommercial ? { license: "CC BY-NC-SA 4.0" } : {}),
        generated: OWN_PACKS.includes(pack) ? "own" : "datasworn",
      },
    },
  }));
}

/**
 * The `packFolders` array of system.json: one folder per ruleset. Folder names are the rulesets' own
 * names (proper nouns, the same in every language), since pack folder names are shown as written.
 */
export function manifestPackFolders() {
  return FOLDERS.map((folder) => ({
    name: folder.title,
    sorting: "m",
    color: folder.color,
    packs: ALL_PACKS.filter((pack) => pack.ruleset === folder.ruleset && !pack.expansion).map((pack) => pack.name),
    folders: EXPANSION_FOLDERS.filter((sub) => sub.ruleset === folder.ruleset).map((sub) => ({
      name: sub.title,
      sorting: "m",
      color: sub.color,
      packs: ALL_PACKS.filter((pack) => pack.expansion === sub.expansion).map((pack) => pack.name),
      folders: [],
    })),
  }));
}

/** English strings for the labels above (merged into lang/en.json). */
export function langStrings() {
  const strings = {};
  for (const pack of ALL_PACKS) strings[packLabelKey(pack)] = pack.title;
  for (const folder of FOLDERS) strings[folderLabelKey(folder)] = folder.title;
  for (const sub of EXPANSION_FOLDERS) strings[`VOWFORGE.PackFolder.${sub.expansion}`] = sub.title;
  return strings;
}
