/**
 * The playtest names of renamed Starforged moves (src/rules/playtest-names.json, the one list): the
 * move converter writes each onto its published move as `system.formerly`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url)))));
export const PLAYTEST_RENAMES = JSON.parse(readFileSync(path.join(root, "src/rules/playtest-names.json"), "utf8"));

/** The playtest name of a move by Datasworn id (or published name), or "". */
export function formerNameOf(dataswornId, name) {
  const found = PLAYTEST_RENAMES.find(
    (r) => r.dataswornId === dataswornId || r.published === name,
  );
  return found?.playtest ?? "";
}
