/**
 * Exact odds of a Strike! skill roll, by table row. Computed from the distribution of the kept die,
 * pushed through the helpers (a small dynamic programme over helper faces, lowest first, as the
 * resolver reads them) and the major conditions, then read on the table in use.
 */
import { assertInt } from "../validate";
import {
  type StrikeAdvantage,
  type StrikeFace,
  STRIKE_MAX_HELPERS,
  STRIKE_MAX_MAJOR_CONDITIONS,
  type StrikeRowId,
  diceToRoll,
  strikeTable,
  strikeTableRowIds,
} from "../strike";

/** Input of the odds of a Strike! skill roll. */
export interface StrikeOddsInput extends StrikeAdvantage {
  /** Whether the character has the skill (picks the table). */
  skilled: boolean;
  /** Number of major conditions, each -1 (0..STRIKE_MAX_MAJOR_CONDITIONS). */
  majorConditions?: number;
  /** Number of helpers, each rolling one d6 (0..STRIKE_MAX_HELPERS). */
  helpers?: number;
}

/** Probability of each row of the table in use, keyed by row id (every row of that table present). */
export type StrikeRowOdds = Partial<Record<StrikeRowId, number>>;

/** Probability of each face 1..6 of the kept die (index 0 unused). */
function keptDistribution(flags: StrikeAdvantage): number[] {
  const plan = diceToRoll(flags);
  const dist = [0];
  for (let k = 1; k <= 6; k++) {
    if (plan.keep === "only") dist.push(1 / 6);
    else if (plan.keep === "highest") dist.push((2 * k - 1) / 36);
    else dist.push((13 - 2 * k) / 36);
  }
  return dist;
}

/**
 * Pushes a distribution of running totals (index 1..6) through `n` helper dice. The helpers' faces
 * are taken as a multiset, face 1 first: c dice showing face f raise a running total t by
 * min(c, max(0, f - t)). Multiset weight n! / (c1! ... c6!) / 6^n.
 */
function withHelpers(start: number[], n: number): number[] {
  if (n === 0) return start;
  const factorial = [1];
  for (let i = 1; i <= n; i++) factorial.push(factorial[i - 1] * i);
  // state[used][t]
  let state: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(7).fill(0));
  for (let t = 1; t <= 6; t++) state[0][t] = start[t];
  for (let f = 1; f <= 6; f++) {
    const next: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(7).fill(0));
    for (let used = 0; used <= n; used++) {
      for (let t = 1; t <= 6; t++) {
        const w = state[used][t];
        if (w === 0) continue;
        const room = Math.max(0, f - t);
        for (let c = 0; used + c <= n; c++) {
          next[used + c][t + Math.min(c, room)] += w / factorial[c];
        }
      }
    }
    state = next;
  }
  const scale = factorial[n] / 6 ** n;
  return state[n].map((w) => w * scale);
}

/** Exact probability of each row of a Strike! skill roll. */
export function strikeRollOdds(input: StrikeOddsInput): StrikeRowOdds {
  const table = strikeTable(input.skilled);
  const conditions = input.majorConditions ?? 0;
  assertInt(conditions, 0, STRIKE_MAX_MAJOR_CONDITIONS, "majorConditions");
  const helpers = input.helpers ?? 0;
  assertInt(helpers, 0, STRIKE_MAX_HELPERS, "helpers");
  const dist = withHelpers(keptDistribution({ advantage: input.advantage, disadvantage: input.disadvantage }), helpers);
  const odds: StrikeRowOdds = {};
  for (const id of strikeTableRowIds(input.skilled)) odds[id] = 0;
  for (let t = 1; t <= 6; t++) {
    const value = Math.min(6, Math.max(1, t - conditions)) as StrikeFace;
    const id = table[value];
    odds[id] = (odds[id] ?? 0) + dist[t];
  }
  return odds;
}

/**
 * Probability that an unskilled roll lets the character learn the skill (natural dice only):
 * a single 6, or with advantage or disadvantage alone 5 and 6 or two 6s. Zero when skilled.
 */
export function strikeLearnOdds(input: Pick<StrikeOddsInput, "skilled" | "advantage" | "disadvantage">): number {
  strikeTable(input.skilled);
  const plan = diceToRoll({ advantage: input.advantage, disadvantage: input.disadvantage });
  if (input.skilled) return 0;
  return plan.count === 1 ? 1 / 6 : 3 / 36;
}
