/**
 * What the randomised update tests share: a seeded generator (the same run every time), random values
 * around a field's limits, and the checks that nothing stored is out of range and that what was
 * accepted was stored as asked.
 */
import { expect } from "vitest";
import { mulberry32 } from "../../playground/prng";
import { flatten, getPath, leadsInto, leavesAt } from "../../src/paths";
import { limitsOf, type FieldLimit } from "../../src/data/range-guard";

/** A seeded generator of numbers in [0, 1). */
export const prng = mulberry32;

/** One of `list`, at random. */
export function pickOne<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

/**
 * A value to write to a field: a whole number from half its span below the minimum to half its span
 * above the maximum, sometimes as text, a fraction or null.
 */
export function randomValue(random: () => number, limit: FieldLimit): unknown {
  const span = limit.max - limit.min;
  const roll = random();
  const value = limit.min + Math.floor(random() * (span * 2 + 1)) - Math.floor(span / 2);
  if (roll < 0.05) return String(value);
  if (roll < 0.08) return value + 0.5;
  if (roll < 0.1) return null;
  return value;
}

/** One to three values (`maxCount`) written at `root` to fields of `limits` picked at random. */
export function randomFixedChanges(
  random: () => number,
  limits: readonly FieldLimit[],
  maxCount = 3,
  root = "system",
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * maxCount);
  for (let i = 0; i < count; i++) {
    const limit = pickOne(random, limits);
    changes[`${root}.${limit.path}`] = randomValue(random, limit);
  }
  return changes;
}

/** The limits of fields at fixed paths (outside lists) with a finite maximum. */
export function fixedLimits(model: unknown): FieldLimit[] {
  return limitsOf(model).filter((l) => Number.isFinite(l.max) && !l.lists);
}

/**
 * Every stored value a limit names is a whole number within it: pushes one line onto `problems` for each
 * that is not, and returns how many were checked. Plain code, so a property test can check thousands
 * of values a case and assert once on what was found (each `expect` call updates the runner's state
 * and costs more than the code under test).
 */
export function storedOutOfRange(stored: unknown, limits: readonly FieldLimit[], problems: string[]): number {
  let checked = 0;
  for (const limit of limits) {
    for (const { keys, value } of leavesAt(stored, limit.path.split("."))) {
      if (value === null && limit.nullable) continue;
      if (!Number.isInteger(value) || (value as number) < limit.min || (value as number) > limit.max) {
        problems.push(`${keys.join(".")} = ${JSON.stringify(value)} (limits ${limit.min}..${limit.max})`);
      }
      checked++;
    }
  }
  return checked;
}

/** `storedOutOfRange` asserted at once: no stored value out of its limits; returns how many were checked. */
export function expectStoredWithinLimits(stored: unknown, limits: readonly FieldLimit[]): number {
  const outOfRange: string[] = [];
  const checked = storedOutOfRange(stored, limits, outOfRange);
  expect(outOfRange).toEqual([]);
  return checked;
}

/**
 * Every numeric value `changes` wrote (at `root`, list entries included) is stored as asked: read as
 * Foundry reads it, never brought to a limit. Pushes one line onto `problems` for each value stored
 * otherwise (plain code, as `storedOutOfRange`).
 */
export function storedOtherwise(
  stored: unknown,
  limits: readonly FieldLimit[],
  changes: Record<string, unknown>,
  problems: string[],
  root = "system",
): void {
  for (const [path, value] of Object.entries(flatten(changes))) {
    if (!path.startsWith(`${root}.`)) continue;
    const keys = path.slice(root.length + 1).split(".");
    for (const limit of limits) {
      const pattern = limit.path.split(".");
      if (!leadsInto(keys, pattern)) continue;
      for (const leaf of leavesAt(value, pattern.slice(keys.length))) {
        const at = [...keys, ...leaf.keys].join(".");
        const expected = leaf.value === null ? null : Number(leaf.value);
        const actual = getPath(stored, at);
        if (!Object.is(actual, expected)) problems.push(`${at}: stored ${JSON.stringify(actual)}, written ${JSON.stringify(expected)}`);
      }
    }
  }
}
