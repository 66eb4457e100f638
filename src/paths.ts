/**
 * Dotted paths into plain objects ("system.meters.health"), as Foundry update diffs use them. Pure
 * helpers: no Foundry globals.
 */

/** A plain object (not an array, not null, not a class instance such as a Date). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/*
 * Every step below reads and writes own properties only: a key such as "__proto__" or "constructor"
 * in an update is data like any other, never a way into what every object inherits (a plain
 * `node[key] = value` with "__proto__" would replace the object's prototype, and `node[key]` would
 * read Object.prototype).
 */

/** Writes `value` as an own property of `target`, whatever the key. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** The own property `key` of `value`, or undefined. */
function own(value: unknown, key: string): unknown {
  if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

/**
 * Flattens nested objects to dotted keys: `{ system: { meters: { health: 3 } } }` and
 * `{ "system.meters.health": 3 }` both become `{ "system.meters.health": 3 }`. Arrays and other
 * non-plain values are leaves.
 */
export function flatten(value: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(inner) && Object.keys(inner).length > 0) {
      for (const [innerPath, leaf] of Object.entries(flatten(inner, path))) setOwn(out, innerPath, leaf);
    } else setOwn(out, path, inner);
  }
  return out;
}

/** The value at `path` inside `value`, or undefined when any step is missing. */
export function getPath(value: unknown, path: string): unknown {
  let node: unknown = value;
  for (const key of path.split(".")) node = own(node, key);
  return node;
}

/** Sets `path` inside `target` (mutating it), creating plain objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) {
    const next = own(node, key);
    if (!isPlainObject(next)) setOwn(node, key, {});
    node = own(node, key) as Record<string, unknown>;
  }
  setOwn(node, last, value);
}

/** Whether `path` names a value that is present (own property, even if null) inside `value`. */
export function hasPath(value: unknown, path: string): boolean {
  const keys = path.split(".");
  const last = keys.pop() as string;
  const parent = keys.length ? getPath(value, keys.join(".")) : value;
  return typeof parent === "object" && parent !== null && Object.hasOwn(parent, last);
}

/** A deep copy of plain JSON-like data. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** One value found under a path pattern, with the keys that lead to it. */
export interface PatternLeaf {
  keys: string[];
  value: unknown;
}

/**
 * The values inside `value` that `pattern` names: a key steps into a plain object (when the key is
 * present), "*" steps into every entry of an array (its index becomes the key). An empty pattern names
 * `value` itself.
 */
export function leavesAt(value: unknown, pattern: readonly string[], keys: string[] = []): PatternLeaf[] {
  if (pattern.length === 0) return [{ keys, value }];
  const [head, ...rest] = pattern;
  if (head === "*") {
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown, index) => leavesAt(entry, rest, [...keys, String(index)]));
  }
  if (!isPlainObject(value) || !Object.hasOwn(value, head)) return [];
  return leavesAt(value[head], rest, [...keys, head]);
}

/** Whether `keys` (a concrete path) is `pattern` or leads into it, "*" matching any one key. */
export function leadsInto(keys: readonly string[], pattern: readonly string[]): boolean {
  return keys.length <= pattern.length && keys.every((key, i) => pattern[i] === "*" || pattern[i] === key);
}
