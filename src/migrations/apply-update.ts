/**
 * Applies a flattened update to a copy of a document source, the way Foundry merges an update into
 * stored data: dotted paths set values (creating objects on the way), a removal (`removalKey`) removes a
 * key. A migration names a removal in v13's key form (foundry-compat.ts); the runner writes it as the
 * running version does (`forFoundry`).
 */
import { deletionUpdate, FORCED_DELETION_KEY, readUpdateKey } from "../foundry-compat";
import { clone, isPlainObject, setPath } from "../paths";
import { type DocumentSource, type FlatUpdate } from "./types";

/** The key of a migration update that removes the key at dotted `path` (its value is null). */
export function removalKey(path: string): string {
  const at = path.lastIndexOf(".") + 1;
  return `${path.slice(0, at)}${FORCED_DELETION_KEY}${path.slice(at)}`;
}

/** The dotted path a key of a migration update removes, or null when the key sets a value. */
function removedPath(key: string): string | null {
  const keys = key.split(".");
  const last = readUpdateKey(keys.pop() as string);
  return last.form === "delete" ? [...keys, last.key].join(".") : null;
}

export function applyUpdate(source: DocumentSource, update: FlatUpdate): DocumentSource {
  const out = clone(source);
  const entries = Object.entries(update);
  // Removals first, so a value written to a key that was also removed survives.
  for (const [key] of entries) {
    const path = removedPath(key);
    if (path === null) continue;
    const keys = path.split(".");
    const last = keys.pop() as string;
    let node: unknown = out;
    for (const step of keys) node = isPlainObject(node) ? node[step] : undefined;
    if (isPlainObject(node)) delete node[last];
  }
  for (const [key, value] of entries) {
    if (removedPath(key) === null) setPath(out, key, clone(value));
  }
  return out;
}

/** A migration's update as it is sent to Foundry: each removal written as the running version writes one. */
export function forFoundry(update: FlatUpdate): FlatUpdate {
  const out: FlatUpdate = {};
  for (const [key, value] of Object.entries(update)) {
    const path = removedPath(key);
    Object.assign(out, path === null ? { [key]: value } : deletionUpdate(path));
  }
  return out;
}

/** Whether an update changes anything. */
export function isEmptyUpdate(update: FlatUpdate): boolean {
  return Object.keys(update).length === 0;
}
