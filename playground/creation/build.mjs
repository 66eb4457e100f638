/**
 * Builds the character creation page into <outDir>/creation/ next to the playground built by
 * tools/playground/build.mjs (it links that build's vowforge.css and playground.css): the page script
 * (playground/creation/main.ts with the real src/ code and templates) and content.json, the pack
 * content the page offers, made by the real pack generator (tools/packs/build.mjs): the asset packs'
 * index entries, Starforged's background table and the truths journals, in the shapes Foundry's packs
 * hand the creation and the truths dialog.
 *
 *   import { buildCreationPage } from "../../playground/creation/build.mjs";
 *   await buildCreationPage({ outDir });   // after buildPlayground({ outDir })
 */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundlePage } from "../../tools/playground/templates-plugin.mjs";
import { generateDocuments } from "../../tools/packs/build.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");

const ASSET_PACKS = ["ironsworn-assets", "starforged-assets"];
const TRUTH_PACKS = { "ironsworn-truths": "VOWFORGE.Pack.ironswornTruths", "starforged-truths": "VOWFORGE.Pack.starforgedTruths" };
const BACKGROUNDS = "oracle_rollable:starforged/campaign_launch/background_assets";

/** The content the page offers, from the generated pack sources. */
export function creationContent() {
  const { packs } = generateDocuments();
  const pack = (name) => packs.find((p) => p.name === name)?.documents ?? [];
  const assets = ASSET_PACKS.map((name) => ({
    collection: `vowforge.${name}`,
    index: pack(name).map((d) => ({ _id: d._id, name: d.name, type: d.type, sort: d.sort, system: { category: d.system.category, ruleset: d.system.ruleset } })),
  }));
  const table = pack("starforged-oracles").find((d) => d.flags?.vowforge?.dataswornId === BACKGROUNDS);
  const truths = Object.entries(TRUTH_PACKS).map(([name, label]) => ({
    id: `vowforge.${name}`,
    label,
    ruleset: name.split("-")[0],
    entries: pack(name).map((d) => ({ name: d.name, sort: d.sort, flags: d.flags, pages: d.pages.map((p) => ({ name: p.name, sort: p.sort, flags: p.flags, text: p.text })) })),
  }));
  return { assets, backgrounds: table ? { ...table, uuid: `Compendium.vowforge.starforged-oracles.RollTable.${table._id}` } : null, truths };
}

export async function buildCreationPage({ outDir, quiet = false }) {
  const started = performance.now();
  const target = path.join(outDir, "creation");
  await mkdir(target, { recursive: true });
  await bundlePage(path.join(here, "main.ts"), path.join(target, "main.js"));
  await writeFile(path.join(target, "content.json"), JSON.stringify(creationContent()));
  await copyFile(path.join(here, "index.html"), path.join(target, "index.html"));
  await copyFile(path.join(here, "creation.css"), path.join(target, "creation.css"));
  if (!quiet) console.log(`Creation page built into ${path.relative(root, target)}/ in ${Math.round(performance.now() - started)} ms`);
  return target;
}
