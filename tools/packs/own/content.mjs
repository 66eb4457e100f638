/**
 * Reads one content source (packs/content/<pack>.json) and checks its outline: the pack and ruleset
 * it claims, and a list of entries that each have a unique key and a name. Field-level checks are
 * the converters' job; every message names the file and the entry.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { PackBuildError, check, isPlainObject } from "../lib/converter.mjs";
import { CONTENT_DIR, contentFile } from "./packs.mjs";

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Loads the entries of `pack` from its file in `dir`; `listKey` names the list ("moves", "tables",
 * "journals").
 */
export function loadContent(pack, listKey, dir = CONTENT_DIR) {
  const file = contentFile(pack, dir);
  const shown = path.join(path.basename(dir), path.basename(file));
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PackBuildError(`${shown}: cannot read it as JSON (${reason})`);
  }
  check(isPlainObject(data), `${shown}: the top level should be an object`);
  check(data.pack === pack.name, `${shown}: "pack" should be "${pack.name}", found ${JSON.stringify(data.pack)}`);
  check(data.ruleset === pack.ruleset, `${shown}: "ruleset" should be "${pack.ruleset}", found ${JSON.stringify(data.ruleset)}`);
  const entries = data[listKey];
  check(Array.isArray(entries) && entries.length > 0, `${shown}: "${listKey}" should be a non-empty list`);
  const seen = new Set();
  entries.forEach((entry, i) => {
    const where = `${shown} ${listKey}[${i}]`;
    check(isPlainObject(entry), `${where}: should be an object`);
    check(typeof entry.key === "string" && KEY.test(entry.key), `${where}: "key" should be lower-case words joined by "-"`);
    check(!seen.has(entry.key), `${where}: key "${entry.key}" appears twice`);
    seen.add(entry.key);
    check(typeof entry.name === "string" && entry.name.trim() !== "", `${where} (${entry.key}): "name" should be a non-empty string`);
  });
  return { file: shown, entries };
}
