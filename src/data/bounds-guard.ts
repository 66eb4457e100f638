/**
 * Numbers held between two other numbers of the same data (an asset meter's value between the meter's
 * own minimum and maximum). The schema knows only the fixed limits of each field, so this check reads
 * the stored data and the update together: a value written outside the bounds is refused, and so is a
 * bound moved past the value it holds. Pure: no Foundry globals.
 */
import { flatten, getPath } from "../paths";
import { limitLabel, readNumber, type FieldLimit, type RangeProblem } from "./range-guard";

/** `path` must stay within the numbers at `min` and `max` (paths inside the model). */
export interface JointBound {
  path: string;
  min: string;
  max: string;
}

/** The joint bounds a model class declares (a static `RANGE_BOUNDS`), or none. */
export function boundsOf(model: unknown): readonly JointBound[] {
  if ((typeof model !== "function" && typeof model !== "object") || model === null) return [];
  const bounds = (model as { RANGE_BOUNDS?: unknown }).RANGE_BOUNDS;
  return Array.isArray(bounds) ? (bounds as JointBound[]) : [];
}

/** Options of `findBoundProblems`. */
export interface BoundOptions {
  /** Where the model's data sits in the update ("system" by default). */
  root?: string;
  has?: (key: string) => boolean;
}

/**
 * The values of `changes` that leave a bounded number outside its bounds: the number itself when the
 * update writes it, else the bound that moved past it. `limits` are the model's schema limits (for the
 * labels and the fixed ends of the bounds).
 */
export function findBoundProblems(
  bounds: readonly JointBound[],
  limits: readonly FieldLimit[],
  current: unknown,
  changes: Record<string, unknown>,
  options: BoundOptions = {},
): RangeProblem[] {
  const root = options.root ?? "system";
  const flat = flatten(changes);
  const at = (path: string) => (root ? `${root}.${path}` : path);
  const written = (path: string) => Object.hasOwn(flat, at(path));
  const next = (path: string) => (written(path) ? readNumber(flat[at(path)]) : getPath(current, path));
  const limitOf = (path: string) => limits.find((limit) => limit.path === path);
  const problems: RangeProblem[] = [];
  for (const bound of bounds) {
    if (![bound.path, bound.min, bound.max].some(written)) continue;
    const [value, min, max] = [next(bound.path), next(bound.min), next(bound.max)];
    // Values that are not numbers at all are the range guard's to refuse.
    if (![value, min, max].every((n) => typeof n === "number" && Number.isFinite(n))) continue;
    const [v, lo, hi] = [value, min, max] as number[];
    const problem = (path: string, shown: number, from: number, to: number): RangeProblem => {
      const limit = limitOf(path);
      return {
        path: at(path),
        value: shown,
        min: from,
        max: to,
        label: limit ? limitLabel(limit, options.has) : path,
      };
    };
    if (written(bound.path)) {
      if (v < lo || v > hi) problems.push(problem(bound.path, v, lo, hi));
      continue;
    }
    // A bound the update moves past the value; data that was already out of bounds is not this update's doing.
    if (v > hi && written(bound.max))
      problems.push(problem(bound.max, hi, v, limitOf(bound.max)?.max ?? Infinity));
    if (v < lo && written(bound.min))
      problems.push(problem(bound.min, lo, limitOf(bound.min)?.min ?? -Infinity, v));
  }
  return problems;
}
