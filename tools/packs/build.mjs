/**
 * Builds the Ironsworn and Starforged compendium packs from the Datasworn npm packages, and our own
 * packs (Forged Ties, Augur, Strike! and the rules references) from packs/content.
 *
 *   node tools/packs/build.mjs [--out dist/packs] [--sources packs/_source]
 *
 * Writes each pack's documents as one JSON source file, <sources>/<pack>.json (generated, not
 * committed; one document a line), without the fields Foundry fills the same way by default
 * (lib/foundry-defaults.mjs), and writes each pack's LevelDB folder <out>/<pack> as the Foundry CLI
 * would compile it (lib/leveldb.mjs). A pack whose source is unchanged since it was last written into
 * the same folder, and whose folder is as that build left it, is not written again. Document ids
 * are derived from Datasworn ids, so a rebuild keeps every id. Bad input stops the build with a
 * message naming the entry and field at fault (exit code 1).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { hash } from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compactDocument } from "./lib/foundry-defaults.mjs";
import { writePack } from "./lib/leveldb.mjs";
import { loadRuleset } from "./lib/datasworn.mjs";
import { documentKey } from "./lib/legacy-ids.mjs";
import { PackBuildError, convertPacks } from "./lib/converter.mjs";
import { PACKS, dataSourceOf } from "./packs.mjs";
import { generateOwnDocuments } from "./own/build.mjs";

export { PackBuildError } from "./lib/converter.mjs";
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
  const sources = {};
  const versions = {};
  const errata = [];
  for (const ruleset of new Set(PACKS.map(dataSourceOf))) {
    const loaded = loadRuleset(ruleset);
    sources[ruleset] = loaded.data;
    versions[ruleset] = loaded.version;
    errata.push(...loaded.errata);
  }
  const plans = PACKS.map((pack) => ({ name: pack.name, kind: pack.kind, ruleset: pack.ruleset, source: dataSourceOf(pack) }));
  const converted = convertPacks(sources, plans, { keyOf: documentKey, requireEntries: true });
  const packs = converted.map((pack, i) => ({ ...pack, expansion: PACKS[i].expansion ?? null }));
  return { packs, versions, errata };
}

/** A pack's source text: the documents as the pack stores them (compacted), one a line. */
function sourceText(stored) {
  return `[\n${stored.map((doc) => JSON.stringify(doc)).join(",\n")}\n]\n`;
}

/** The record of what each pack folder was last written from: <sources>/compiled.json. */
const COMPILED = "compiled.json";

/**
 * The files of a LevelDB folder that hold its data, with their sizes and times: what a later build
 * compares to tell the folder is as it left it. Opening the database (Foundry, or a test reading it)
 * writes new log and manifest files, so a pack opened since is written again; LOG and LOCK, which
 * only record the opening, do not count.
 */
function folderPrint(dir) {
  if (!existsSync(path.join(dir, "CURRENT"))) return null;
  return readdirSync(dir)
    .filter((name) => !/^(LOG|LOG\.old|LOCK)$/.test(name))
    .sort()
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name}:${stat.size}:${stat.mtimeMs}`;
    })
    .join("|");
}

function readCompiled(sources) {
  try {
    return JSON.parse(readFileSync(path.join(sources, COMPILED), "utf8"));
  } catch {
    return {};
  }
}

/** Removes what `dir` holds besides `keep` (names): packs no longer built, sources of an older layout. */
function prune(dir, keep) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) if (!keep.has(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
}

/**
 * Writes the sources and the LevelDB packs; a pack whose source and folder are as the last build into
 * the same folders left them is skipped (`skipped: true` in the summary).
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
  const all = [...packs, ...own.packs];
  mkdirSync(sources, { recursive: true });
  mkdirSync(out, { recursive: true });
  prune(out, new Set(all.map((pack) => pack.name)));
  prune(sources, new Set([COMPILED, ...all.map((pack) => `${pack.name}.json`)]));
  const compiled = readCompiled(sources);
  const outKey = path.resolve(out);
  // Packs are written a few at a time: most of a pack's time is waiting on the disk (LevelDB), which
  // overlaps well, and the order of the summary stays the plan's.
  const summary = await inBatches(all, PACKS_AT_ONCE, async (pack) => {
    const packStarted = performance.now();
    const sourceFile = path.join(sources, `${pack.name}.json`);
    const outDir = path.join(out, pack.name);
    const stored = pack.documents.map(compactDocument);
    const text = sourceText(stored);
    const sourceHash = hash("sha256", text);
    const last = compiled[pack.name];
    const skipped =
      last?.hash === sourceHash && last?.out === outKey && existsSync(sourceFile) && last?.print === folderPrint(outDir);
    if (!skipped) {
      await rm(outDir, { recursive: true, force: true });
      writeFileSync(sourceFile, text);
      await writePack(outDir, stored);
      compiled[pack.name] = { hash: sourceHash, out: outKey, print: folderPrint(outDir) };
    }
    const ms = Math.round(performance.now() - packStarted);
    return { name: pack.name, type: pack.type, count: pack.documents.length, ms, skipped, sources: sourceFile, out: outDir };
  });
  writeFileSync(path.join(sources, COMPILED), `${JSON.stringify(compiled, null, 2)}\n`);
  for (const pack of summary) {
    const time = pack.skipped ? "unchanged" : `${pack.ms} ms`;
    log(`  ${pack.name.padEnd(24)} ${String(pack.count).padStart(4)} ${pack.type.padEnd(13)} ${time.padStart(9)}`);
  }
  const ms = Math.round(performance.now() - started);
  const written = summary.filter((pack) => !pack.skipped).length;
  log(`Built ${summary.length} packs (${written} written, ${summary.length - written} unchanged) in ${ms} ms into ${out}`);
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
