/**
 * What an import changes, worked out before anything is written: each converted document is cleaned
 * (Foundry's HTML cleaner in Foundry, src/clean-html.ts) and stamped with a digest of what it became,
 * then compared by id with what the world's pack holds: a new id is added, an id whose digest differs
 * is changed, an id the file no longer makes is removed. Ids come from the Datasworn ids
 * (src/content/ids.ts, as the pack build derives them), so a re-import finds the same documents.
 */
import { cleanHTML } from "../../clean-html";
import { SYSTEM_ID } from "../../constants";
import { type DocumentSource } from "../../content/documents";
import { type ConvertedPack } from "../../content/generate";
import { sha256Words } from "../../content/sha256";

/** Keys whose strings are names or ids, never markup: left as they are. */
const PLAIN_KEYS = new Set(["_id", "_key", "name", "img", "type", "folder", "uuid", "documentUuid"]);

/**
 * A copy of a document source with every string that holds markup (a `<`) cleaned, at any depth,
 * but names and ids: the converter's text is escaped by its markdown first (src/content/markdown.ts),
 * and this is the cleaning Foundry's own code paths owe whatever reaches a sink.
 */
export function cleanSource<T>(value: T, key = ""): T {
  if (typeof value === "string") return (value.includes("<") && !PLAIN_KEYS.has(key) ? cleanHTML(value) : value) as T;
  if (Array.isArray(value)) return value.map((child) => cleanSource(child, key)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, child]) => [k, cleanSource(child, k)])) as T;
  }
  return value;
}

/** The digest of a document as converted: 16 hex digits of its sha256. */
export function digestOf(doc: DocumentSource): string {
  const words = sha256Words(JSON.stringify(doc));
  return Array.from(words.slice(0, 2), (w) => w.toString(16).padStart(8, "0")).join("");
}

/** The flag holding a document's digest: `flags.vowforge.importDigest`. */
export const DIGEST_FIELD = `flags.${SYSTEM_ID}.importDigest`;

/** A document as an import writes it: cleaned, `_key` dropped (a pack file's field), digest in its flags. */
export function importSource(doc: DocumentSource): DocumentSource {
  const { _key: _dropped, ...rest } = cleanSource(doc);
  const flags = (rest.flags ?? {}) as Record<string, Record<string, unknown>>;
  const digest = digestOf(rest);
  const embedded = Object.fromEntries(
    ["results", "pages"].filter((field) => Array.isArray(rest[field])).map((field) => [
      field,
      (rest[field] as DocumentSource[]).map(({ _key: _childKey, ...child }) => child),
    ]),
  );
  return { ...rest, ...embedded, flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], importDigest: digest } } };
}

/** An entry of a pack's index as the plan reads it. */
export interface IndexEntry {
  _id: string;
  name?: string;
  digest?: string;
}

/** What one pack's import does. */
export interface PackChange {
  name: string;
  type: string;
  ruleset: string;
  /** Whether the world has the pack already. */
  exists: boolean;
  added: DocumentSource[];
  changed: DocumentSource[];
  removed: IndexEntry[];
  unchanged: number;
}

/**
 * The change of each pack: `packs` as converted, `existing` the index of the world pack of each name
 * (absent when there is none). A world pack of the file's whose kind the file no longer has comes in
 * `existing` only, and all its documents are removed.
 */
export function planImport(packs: readonly ConvertedPack[], existing: ReadonlyMap<string, { type: string; entries: IndexEntry[] }>): PackChange[] {
  const changes: PackChange[] = packs.map((pack) => {
    const before = existing.get(pack.name);
    const byId = new Map((before?.entries ?? []).map((entry) => [entry._id, entry]));
    const change: PackChange = { name: pack.name, type: pack.type, ruleset: pack.ruleset, exists: Boolean(before), added: [], changed: [], removed: [], unchanged: 0 };
    const seen = new Set<string>();
    for (const doc of pack.documents.map(importSource)) {
      const id = String(doc._id);
      seen.add(id);
      const old = byId.get(id);
      const digest = (doc.flags as Record<string, { importDigest?: string }>)[SYSTEM_ID].importDigest;
      if (!old) change.added.push(doc);
      else if (old.digest !== digest) change.changed.push(doc);
      else change.unchanged += 1;
    }
    change.removed = [...byId.values()].filter((entry) => !seen.has(entry._id));
    return change;
  });
  for (const [name, before] of existing) {
    if (packs.some((pack) => pack.name === name)) continue;
    changes.push({ name, type: before.type, ruleset: "", exists: true, added: [], changed: [], removed: before.entries, unchanged: 0 });
  }
  return changes;
}

/** Counts of a plan, for the report. */
export function countChanges(changes: readonly PackChange[]): { added: number; changed: number; removed: number; unchanged: number } {
  const sum = (pick: (c: PackChange) => number) => changes.reduce((total, c) => total + pick(c), 0);
  return { added: sum((c) => c.added.length), changed: sum((c) => c.changed.length), removed: sum((c) => c.removed.length), unchanged: sum((c) => c.unchanged) };
}
