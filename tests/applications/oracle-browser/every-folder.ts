/** The oracle browser's folder keys, for tests that draw the whole tree. */
import { nameParts } from "../../../src/applications/oracle-browser/browser-context";
import { type OracleSource } from "../../../src/applications/oracle-browser/oracle-index";

/** The key of every folder of `sources`: each pack, and each folder path its tables' names give. */
export function everyFolder(sources: readonly OracleSource[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) {
    keys.add(source.id);
    for (const table of source.tables) {
      const parts = nameParts(table.name).slice(0, -1);
      parts.forEach((_, i) => keys.add([source.id, ...parts.slice(0, i + 1)].join("/")));
    }
  }
  return keys;
}
