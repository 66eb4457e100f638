/**
 * Repairing a list field a model added (a character's clocks, its "+N on your next move" adds). A
 * source stored without the list needs nothing: the model's empty list applies on read, and an unlinked
 * token's delta must not be given a list of its own, which would hide its actor's for good. A null list
 * becomes empty; anything else stored under the name, and each entry the rules cannot read, is kept
 * under `flags.vowforge.retired.<name>`, so nothing a user stored is lost; the list keeps the rest.
 */
import { type FlatUpdate } from "./types";

/** Whether the rules accept `entry`, by a check that throws when they do not. */
export function acceptedBy(check: (entry: unknown) => void): (entry: unknown) => boolean {
  return (entry) => {
    try {
      check(entry);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * The update that repairs `system.<name>` holding `value`: entries `valid` refuses are retired, and of
 * the rest only the last `max` are kept (the older ones retired with them).
 */
export function repairList(
  name: string,
  value: unknown,
  valid: (entry: unknown) => boolean,
  max = Number.POSITIVE_INFINITY,
): FlatUpdate {
  if (value === undefined) return {};
  if (value === null) return { [`system.${name}`]: [] };
  if (!Array.isArray(value)) return { [`system.${name}`]: [], [`flags.vowforge.retired.${name}`]: value };
  const good = value.filter(valid);
  const kept = good.slice(Math.max(0, good.length - max));
  if (kept.length === value.length) return {};
  const retired = value.filter((entry) => !kept.includes(entry));
  return { [`system.${name}`]: kept, [`flags.vowforge.retired.${name}`]: retired };
}
