/**
 * Foundry's special update keys, seen by the update check. An update may write `"system.==meters":
 * {...}` (forced replacement: the group is replaced whole, so what the value omits goes back to its
 * initial value) or `"system.meters.-=health": null` (forced deletion), or, on v14, an operator object
 * in place of the value; foundry-compat.ts reads both versions' forms (`readUpdateKey`,
 * `isUpdateOperator`).
 *
 * The check expands a replacement into plain keys, so its values meet the same limits as any other
 * write, and refuses what would silently lose a tracked number: a deletion reaching a limited field, a
 * replacement leaving one out, and an operator object it cannot read in place of a group holding one.
 * Pure: no Foundry globals.
 */
import { isUpdateOperator, readUpdateKey } from "../foundry-compat";
import { flatten, getPath, isPlainObject, leadsInto, leavesAt, setPath } from "../paths";
import { limitLabel, type FieldLimit, type RangeProblem } from "./range-guard";

/** Why a special key is refused. */
export type SpecialKeyReason = "delete" | "reset" | "opaque";

/** A refused special key: the limited field it would remove, reset or hide. */
export interface SpecialKeyProblem extends RangeProblem {
  reason: SpecialKeyReason;
}

function strip(segment: string): string {
  return readUpdateKey(segment).key;
}

/** Whether a key segment is a special key (a forced replacement or deletion). */
function isSpecial(segment: string): boolean {
  return readUpdateKey(segment).form !== "plain";
}

function isDeletion(segment: string): boolean {
  return readUpdateKey(segment).form === "delete";
}

/**
 * `changes` with every forced-replacement key written as a plain key (`"system.==meters": {health: 5}`
 * becomes `"system.meters.health": 5`), flat. Deletion keys and their values are left out: they set no
 * value (`specialKeyProblems` refuses those that reach a limited field).
 */
export function expandForcedReplacements(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flatten(changes))) {
    const segments = path.split(".");
    if (segments.some(isDeletion)) continue;
    out[segments.map(strip).join(".")] = value;
  }
  return out;
}

/** Options of `specialKeyProblems`. */
export interface SpecialKeyOptions {
  /** Where the model's data sits in the update: "system" (the default). */
  root?: string;
  /** Whether an i18n key exists (picks the label keys to show). */
  has?: (key: string) => boolean;
}

/**
 * The limited fields a special key of `changes` would delete, reset to their initial value (left out
 * of a forced replacement of their group) or hide behind an operator object. Fields inside lists are
 * refused through their list.
 */
export function specialKeyProblems(
  limits: readonly FieldLimit[],
  changes: Record<string, unknown>,
  options: SpecialKeyOptions = {},
): SpecialKeyProblem[] {
  const root = options.root ?? "system";
  const problems: SpecialKeyProblem[] = [];
  const add = (reason: SpecialKeyReason, keys: readonly string[], limit: FieldLimit, value: unknown) => {
    const path = [root, ...keys].filter(Boolean).join(".");
    if (problems.some((p) => p.path === path)) return;
    problems.push({
      path,
      value,
      min: limit.min,
      max: limit.max,
      label: limitLabel(limit, options.has),
      reason,
    });
  };
  /** The fixed-path limits under `keys` (the list holding a field stands for the fields inside it). */
  const under = (keys: readonly string[]) =>
    limits.flatMap((limit) => {
      const pattern = limit.path.split(".");
      if (!leadsInto(keys, pattern)) return [];
      const star = pattern.indexOf("*", keys.length);
      return [{ limit, pattern: star < 0 ? pattern : pattern.slice(0, star) }];
    });

  /** Replaced groups, each rebuilt whole from the flat keys under it. */
  const replaced = new Map<string, Record<string, unknown>>();
  for (const [path, value] of Object.entries(flatten(changes))) {
    const segments = path.split(".");
    if (root && strip(segments[0]) !== root) continue;
    // With a root ("system"), the root itself may carry the special key ("==system"): index -1.
    const keys = root ? segments.slice(1) : segments;
    const all = root ? segments : ["", ...segments];
    const special = all.findIndex(isSpecial) - 1;
    if (special < -1) {
      // An operator in place of a group, a list or a single value holding a limited number (a list's
      // pattern ends at the list, so an operator for the whole list counts too).
      for (const { limit, pattern } of under(keys))
        if (pattern.length >= keys.length && isUpdateOperator(value)) add("opaque", keys, limit, "");
      continue;
    }
    const base = keys.slice(0, special + 1).map(strip);
    if (isDeletion(all[special + 1])) {
      for (const { limit, pattern } of under(base)) add("delete", pattern, limit, "");
      continue;
    }
    const group = base.join(".");
    const rest = keys.slice(special + 1).map(strip);
    // The group's entry is keyed by its joined path; the whole model is the empty path.
    const rebuilt = replaced.get(group) ?? {};
    if (rest.length === 0) replaced.set(group, isPlainObject(value) ? { ...rebuilt, ...value } : rebuilt);
    else {
      setPath(rebuilt, rest.join("."), value);
      replaced.set(group, rebuilt);
    }
    if (rest.length === 0 && !isPlainObject(value) && isUpdateOperator(value))
      for (const { limit } of under(base)) add("opaque", base, limit, "");
  }
  for (const [group, value] of replaced) {
    const base = group === "" ? [] : group.split(".");
    for (const { limit, pattern } of under(base)) {
      if (pattern.length <= base.length) continue;
      const left = pattern.slice(base.length);
      if (leavesAt(value, left).length === 0 && getPath(value, left.join(".")) === undefined)
        add("reset", pattern, limit, "");
    }
  }
  return problems;
}
