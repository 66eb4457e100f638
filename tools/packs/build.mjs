/**
 * Builds the Ironsworn and Starforged compendium packs from the Datasworn npm packages, and our own
 * packs (Forged Ties, Augur, Strike! and the rules references) from packs/content.
 *
 *   node tools/packs/build.mjs [--out dist/packs] [--sources packs/_source]
 *
 * Writes one JSON source file per document into <sources>/<pack>/ (generated, not committed) and
 * compiles each pack into a LevelDB folder <out>/<pack> with the Foundry CLI. Document ids are
 * derived from Datasworn ids, so a rebuild keeps every id. Bad input stops the build with a
 * message naming the entry and field at fault (exit code 1).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { createContext } from "./lib/context.mjs";
import { loadRuleset } from "./lib/datasworn.mjs";
import { PackBuildError, check } from "./lib/errors.mjs";
import { KINDS, PACKS, dataSourceOf } from "./packs.mjs";
import { collectOracles, checkCoverage, columnLabels, dieSize, oracleCollections } from "./convert/oracles.mjs";
import { collectTruths, registerTruthTables } from "./convert/truths.mjs";
import { generateOwnDocuments } from "./own/build.mjs";

export { PackBuildError } from "./lib/errors.mjs";
export { PACKS, OWN_PACKS, manifestPacks, manifestPackFolders, langStrings } from "./packs.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DEFAULT_OUT = path.join(root, "dist/packs");
export const DEFAULT_SOURCES = path.join(root, "packs/_source");

/**
 * Converts every Datasworn entry into Foundry document sources, in memory.
 * @returns {{ packs: Array<{ name: string, type: string, ruleset: string, documents: object[] }>,
 *             versions: Record<string, string>, errata: string[] }}
 */
export function generateDocuments() {
  const ctx = createContext();
  const rulesets = {};
  const versions = {};
  const errata = [];
  for (const ruleset of new Set(PACKS.map(dataSourceOf))) {
    rulesets[ruleset] = loadRuleset(ruleset);
    versions[ruleset] = rulesets[ruleset].version;
    errata.push(...rulesets[ruleset].errata);
  }

  // Plan first: every document gets its id before any text is converted, so links resolve both ways.
  const planned = PACKS.map((pack) => {
    const kind = KINDS[pack.kind];
    const items = kind.collect(rulesets[dataSourceOf(pack)].data);
    check(items.length > 0, `${pack.name}: Datasworn has no entries for it`);
    for (const item of items) ctx.register(item.dataswornId, pack.name, kind.documentName, item.name);
    return { pack, kind, items };
  });
  for (const ruleset of Object.keys(rulesets)) {
    for (const item of collectOracles(rulesets[ruleset].data)) {
      const where = `oracle ${item.dataswornId}`;
      const rows = checkCoverage(item.table.rows ?? [], dieSize(item.table.dice, where), where);
      ctx.registerTable(item.dataswornId, rows.map(({ row }) => row), columnLabels(item.table, item.collection));
    }
    for (const [id, tableIds] of oracleCollections(rulesets[ruleset].data)) ctx.registerCollection(id, tableIds);
    registerTruthTables(collectTruths(rulesets[ruleset].data), ctx);
  }

  const packs = planned.map(({ pack, kind, items }) => ({
    name: pack.name,
    type: kind.type,
    ruleset: pack.ruleset,
    expansion: pack.expansion ?? null,
    documents: items.map((item, index) => kind.convert(item, index, pack.ruleset, ctx)),
  }));
  for (const pack of packs) for (const doc of pack.documents) assertKeys(doc, pack.name);
  return { packs, versions, errata };
}

/** Every document and embedded document must carry a `_key`, or the CLI silently drops it. */
function assertKeys(doc, where) {
  check(typeof doc._key === "string" && doc._key.startsWith("!"), `${where}: ${doc.name} has no _key`);
  for (const field of ["results", "pages"]) {
    for (const child of doc[field] ?? []) {
      check(typeof child._key === "string" && child._key.startsWith("!"), `${where}: ${doc.name} ${field} without _key`);
    }
  }
}

/** A file name for a document source: readable name plus its id. */
function fileName(doc) {
  const slug = doc.name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, " ")
    .trim()
    .replace(/[\s_-]+/g, "-")
    .toLowerCase()
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "entry"}_${doc._id}.json`;
}

/**
 * Writes a pack's JSON sources into `dir`, leaving it holding exactly them: a file already there
 * with the same text is kept as it is, any other file is removed. Creating a file costs far more
 * than reading one on this kind of disk, so a rebuild rewrites only what changed.
 */
function writeSources(dir, documents) {
  mkdirSync(dir, { recursive: true });
  const stale = new Set(readdirSync(dir));
  for (const doc of documents) {
    const name = fileName(doc);
    const file = path.join(dir, name);
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (!stale.delete(name) || readFileSync(file, "utf8") !== text) writeFileSync(file, text);
  }
  for (const name of stale) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/**
 * Writes the sources and compiles the LevelDB packs.
 * @param {{ out?: string, sources?: string, log?: (line: string) => void }} [options]
 */
export async function buildPacks({ out = DEFAULT_OUT, sources = DEFAULT_SOURCES, log = console.log } = {}) {
  const started = performance.now();
  const { packs, versions, errata } = generateDocuments();
  log(`Datasworn ${Object.entries(versions).map(([r, v]) => `${r} ${v}`).join(", ")}: converted in ${Math.round(performance.now() - started)} ms`);
  for (const fix of errata) log(`  corrected upstream slip: ${fix}`);
  const ownStarted = performance.now();
  const own = await generateOwnDocuments();
  log(`Own content: ${own.entries} entries from ${own.files} files in packs/content, converted in ${Math.round(performance.now() - ownStarted)} ms`);
  // Packs are written and compiled a few at a time: most of a pack's time is waiting on the disk
  // (source files, then LevelDB), which overlaps well, and the order of the summary stays the plan's.
  const all = [...packs, ...own.packs];
  const summary = await inBatches(all, PACKS_AT_ONCE, async (pack) => {
    const packStarted = performance.now();
    const sourceDir = path.join(sources, pack.name);
    const outDir = path.join(out, pack.name);
    await rm(outDir, { recursive: true, force: true });
    writeSources(sourceDir, pack.documents);
    await compilePack(sourceDir, outDir, { log: false });
    const ms = Math.round(performance.now() - packStarted);
    return { name: pack.name, type: pack.type, count: pack.documents.length, ms, sources: sourceDir, out: outDir };
  });
  for (const pack of summary) {
    log(`  ${pack.name.padEnd(24)} ${String(pack.count).padStart(4)} ${pack.type.padEnd(13)} ${String(pack.ms).padStart(5)} ms`);
  }
  const ms = Math.round(performance.now() - started);
  log(`Built ${summary.length} packs in ${ms} ms into ${out}`);
  return { packs: summary, ms, versions };
}

/** How many packs are written and compiled at the same time. */
const PACKS_AT_ONCE = 6;

/** Runs `task` on every item, at most `limit` at a time; the results keep the items' order. */
async function inBatches(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--out" || arg === "--sources") {
      const value = argv[++i];
      if (!value || value.startsWith("--")) throw new PackBuildError(`${arg} needs a folder`);
      options[arg.slice(2)] = path.resolve(value);
    } else if (arg === "--help" || arg === "-h") {
      options.help = true;
    } else {
      throw new PackBuildError(`unknown argument "${arg}" (use --out <dir>, --sources <dir>)`);
    }
  }
  return options;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  try {
    const options = parseArgs(process.argv.slice(2));
    if (options.help) {
      console.log("Usage: node tools/packs/build.mjs [--out dist/packs] [--sources packs/_source]");
    } else {
      await buildPacks(options);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Pack build failed: ${message}`);
    if (!(error instanceof PackBuildError) && error instanceof Error && error.stack) console.error(error.stack);
    process.exitCode = 1;
  }
}
