/**
 * Turns a Datasworn file into a Foundry content module a group can install and share:
 *
 *   npm run content -- <datasworn.json> --out <folder> [--ruleset ironsworn|starforged]
 *
 * The file is checked as a GM's import checks it (src/content/validate/check-file.ts: the schema of
 * @datasworn/core, then duplicate ids, links to ids that exist nowhere, oracle rows with gaps or
 * overlaps, an unknown parent ruleset); every problem is printed with its JSON path in the words of
 * lang/en.json, and nothing is written unless the whole file passes (exit code 1 otherwise). Links to
 * Ironsworn and Starforged entries point into the system's own packs. What the file holds that
 * becomes no document (atlas entries, rarities, …: src/content/unconverted.ts) is named after the packs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { generateDocuments } from "../packs/build.mjs";
import { compactDocument } from "../packs/lib/foundry-defaults.mjs";
import { writePack } from "../packs/lib/leveldb.mjs";
import { importTsModule } from "../packs/lib/ts-module.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { checkDataswornText, problemLine, unconvertedKey } = await importTsModule("src/content/validate/cli-api.ts", "the content CLI");

/** English sentences of lang/en.json by dotted key, {placeholders} filled as Foundry's format does. */
function englishFormatter() {
  const lang = JSON.parse(readFileSync(path.join(root, "lang/en.json"), "utf8"));
  return (key, args) => {
    const text = key.split(".").reduce((node, part) => node?.[part], lang);
    if (typeof text !== "string") return key;
    return text.replace(/\{(\w+)\}/g, (all, name) => (name in args ? String(args[name]) : all));
  };
}

/** Datasworn id -> the system pack document made from it, for links from the file into our packs (a site theme or domain with its rows). */
function shippedDocuments() {
  const external = new Map();
  for (const pack of generateDocuments().packs) {
    for (const doc of pack.documents) {
      const id = doc.flags?.vowforge?.dataswornId;
      if (typeof id !== "string") continue;
      const aspect = doc.type === "siteAspect" ? { features: doc.system.features, dangers: doc.system.dangers } : undefined;
      external.set(id, { uuid: `Compendium.vowforge.${pack.name}.${pack.type}.${doc._id}`, name: doc.name, aspect });
    }
  }
  return external;
}

function parseArgs(argv) {
  const options = { file: null, out: null, ruleset: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--out" || arg === "--ruleset") {
      const value = argv[++i];
      if (!value || value.startsWith("--")) throw new Error(`${arg} needs a value`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith("--")) throw new Error(`unknown option "${arg}"`);
    else if (options.file) throw new Error(`only one file, please ("${options.file}" and "${arg}")`);
    else options.file = arg;
  }
  if (!options.file || !options.out) throw new Error("usage: npm run content -- <datasworn.json> --out <folder> [--ruleset ironsworn|starforged]");
  return options;
}

/**
 * Checks `file` and, when it passes, writes the module into `out`. Returns the lines printed and
 * whether it wrote; `log` and `error` receive them as they come.
 */
export async function buildContentModule({ file, out, ruleset, log = console.log, error = console.error }) {
  const format = englishFormatter();
  const text = readFileSync(file, "utf8");
  const external = shippedDocuments();
  const probe = JSON.parse(text.trim().startsWith("{") ? text : "{}");
  const moduleId = String(probe._id ?? "content").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "content";
  const result = checkDataswornText(text, { packageId: moduleId, external, knownId: (id) => external.has(id), ruleset });
  if (!result.ok) {
    error(`${path.basename(file)}: ${result.problems.length} problem(s); nothing was written.`);
    for (const problem of result.problems) error(`  ${problemLine(problem, format)}`);
    return { ok: false, problems: result.problems };
  }
  const { title, version, packs } = result.file;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(path.join(out, "packs"), { recursive: true });
  for (const pack of packs) await writePack(path.join(out, "packs", pack.name), pack.documents.map(compactDocument));
  const manifest = {
    id: moduleId,
    title,
    description: `${title}, made from Datasworn ${version} for the Vowforge system.`,
    version: "1.0.0",
    compatibility: { minimum: "13", verified: "14" },
    relationships: { systems: [{ id: "vowforge", type: "system" }] },
    packs: packs.map((pack) => ({ name: pack.name, label: `${title}: ${pack.name}`, path: `packs/${pack.name}`, type: pack.type, system: "vowforge", ownership: { PLAYER: "OBSERVER", ASSISTANT: "OWNER" }, flags: { vowforge: { ruleset: pack.ruleset, generated: "datasworn-import" } } })),
    packFolders: [{ name: title, sorting: "m", packs: packs.map((pack) => pack.name), folders: [] }],
  };
  writeFileSync(path.join(out, "module.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const pack of packs) log(`  ${pack.name.padEnd(32)} ${String(pack.documents.length).padStart(4)} ${pack.type}`);
  log(`Wrote the module "${moduleId}" (${packs.length} packs) into ${out}`);
  // What the file holds that becomes no document, said in the words the import window uses.
  for (const part of result.file.unconverted) log(`  ${part.path}: ${format(unconvertedKey(part.kind), { count: part.count })}`);
  return { ok: true, moduleId, packs, unconverted: result.file.unconverted };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  try {
    const options = parseArgs(process.argv.slice(2));
    const result = await buildContentModule({ ...options, out: path.resolve(options.out) });
    if (!result.ok) process.exitCode = 1;
  } catch (failure) {
    console.error(`Content module failed: ${failure instanceof Error ? failure.message : String(failure)}`);
    process.exitCode = 1;
  }
}
