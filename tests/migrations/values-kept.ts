/**
 * Whether a migration kept every value a source held: each value (every leaf, list entries included) of
 * `system` and `flags` is still at its place, or was read into the same number there ("2" became 2), or
 * sits at a place the source did not hold (where the migration moved it), or is kept under
 * `flags.vowforge.retired`. A null is no value. Returns the values lost, as "path = value".
 */
import { isDeepStrictEqual } from "node:util";
import { type DocumentSource } from "../../src/migrations/types";

type Leaf = [path: string, value: unknown];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function leaves(value: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) value.forEach((entry, i) => leaves(entry, `${path}.${i}`, out));
  else if (isObject(value))
    for (const [key, inner] of Object.entries(value)) leaves(inner, `${path}.${key}`, out);
  else out.push([path, value]);
  return out;
}

function at(source: unknown, path: string): unknown {
  return path
    .split(".")
    .slice(1)
    .reduce<unknown>(
      (node, key) =>
        isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined,
      source,
    );
}

/** The same number read from text. */
function sameNumber(before: unknown, after: unknown): boolean {
  return (
    typeof before === "string" &&
    typeof after === "number" &&
    before.trim() !== "" &&
    Number(before) === after
  );
}

/**
 * The values of `before` that `after` no longer holds anywhere it may keep them. For a token's delta,
 * `after` is what the token shows once migrated (its actor's data with the delta over it).
 */
export function lostValues(before: DocumentSource, after: DocumentSource): string[] {
  const whole = (source: DocumentSource) => ({ system: source.system, flags: source.flags });
  const retired = leaves(
    isObject(after.flags)
      ? (after.flags as { vowforge?: { retired?: unknown } }).vowforge?.retired
      : undefined,
    "r",
  );
  const heldBefore = new Set(leaves(whole(before), "").map(([path]) => path));
  const moved = leaves(whole(after), "").filter(([path]) => !heldBefore.has(path));
  const lost: string[] = [];
  for (const [path, value] of leaves(whole(before), "")) {
    if (value === null || value === undefined) continue;
    const now = at(whole(after), path);
    if (isDeepStrictEqual(now, value) || sameNumber(value, now)) continue;
    const same = ([, v]: Leaf) => isDeepStrictEqual(v, value) || sameNumber(value, v);
    if (retired.some(same) || moved.some(same)) continue;
    lost.push(`${path.slice(1)} = ${JSON.stringify(value)}`);
  }
  return lost;
}
