/**
 * Deep-merges JSON fragments into lang/en.json, keeping its key order and adding new keys at the end
 * of their object. Refuses to overwrite an existing string with a different one unless --force.
 *
 *   node tools/lang-merge.mjs fragment.json [more.json ...] [--force] [--into other.json]
 *
 * --into merges into another copy of the language file instead (to stage part of a change).
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const argv = process.argv.slice(2);
const intoAt = argv.indexOf("--into");
const target = intoAt >= 0 ? path.resolve(argv[intoAt + 1]) : path.join(root, "lang/en.json");
const args = intoAt >= 0 ? argv.filter((_, i) => i !== intoAt && i !== intoAt + 1) : argv;
const force = args.includes("--force");

function merge(into, from, trail) {
  for (const [key, value] of Object.entries(from)) {
    const at = trail ? `${trail}.${key}` : key;
    if (value && typeof value === "object") {
      if (into[key] === undefined) into[key] = {};
      if (typeof into[key] !== "object") throw new Error(`${at} is a string in en.json, an object in the fragment`);
      merge(into[key], value, at);
    } else if (into[key] === undefined || force) {
      into[key] = value;
    } else if (into[key] !== value) {
      throw new Error(`${at} already reads "${into[key]}"; the fragment says "${value}" (use --force)`);
    }
  }
}

/** Expands flat dotted keys ("A.B.C": "x") into nested objects. */
function nest(flat) {
  const out = {};
  for (const [key, value] of Object.entries(flat)) {
    if (value && typeof value === "object") {
      merge(out, { [key]: nest(value) }, "");
      continue;
    }
    const parts = key.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) node = node[part] ??= {};
    node[parts.at(-1)] = value;
  }
  return out;
}

const lang = JSON.parse(readFileSync(target, "utf8"));
for (const file of args.filter((a) => !a.startsWith("--"))) {
  merge(lang, nest(JSON.parse(readFileSync(file, "utf8"))), "");
}
const tmp = `${target}.${process.pid}.tmp`;
writeFileSync(tmp, JSON.stringify(lang, null, 2) + "\n");
renameSync(tmp, target);
console.log(`merged into ${path.relative(root, target)}`);
