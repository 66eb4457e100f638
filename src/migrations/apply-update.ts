/**
 * Applies a flattened update to a copy of a document source, the way Foundry merges an update into
 * stored data: dotted paths set values (creating objects on the way), a "-=key" segment removes a key.
 */
import { clone, isPlainObject, setPath } from "../paths";
import { type DocumentSource, type FlatUpdate } from "./types";

const DELETE = "-=";

export function applyUpdate(source: DocumentSource, update: FlatUpdate): DocumentSource {
  const out = clone(source);
  const entries = Object.entries(update);
  // Removals first, so a value written to a key that was also removed survives.
  for (const [path] of entries) {
    const keys = path.split(".");
    const last = keys.pop() as string;
    if (!last.startsWith(DELETE)) continue;
    let node: unknown = out;
    for (const key of keys) node = isPlainObject(node) ? node[key] : undefined;
    if (isPlainObject(node)) delete node[last.slice(DELETE.length)];
  }
  for (const [path, value] of entries) {
    if (path.split(".").pop()?.startsWith(DELETE)) continue;
    setPath(out, path, clone(value));
  }
  return out;
}

/** Whether an update changes anything. */
export function isEmptyUpdate(update: FlatUpdate): boolean {
  return Object.keys(update).length === 0;
}
