/**
 * Strike! skill rolls: one d6 read on the skilled or unskilled table, with advantage / disadvantage,
 * major conditions, helpers and learning; last, the exact odds of each row and of learning, which the
 * roll dialog shows before the roll.
 *
 * Rulings (docs/rulings.md records the tables, the unskilled rows 1-3 and the advantage rule; these decide the rest):
 * - Advantage and disadvantage are plain flags: several sources of one still mean one. Both at once
 *   cancel and one die is rolled.
 * - Helpers compare against a running total. The helper dice are sorted lowest first; each helper die
 *   strictly higher than the running total (kept die plus the helper bonuses so far) adds +1. This is
 *   why the order "lowest to highest" matters. A helper die is at most 6, so the running total can
 *   never pass 6: the cap is built in.
 * - Major conditions apply after the helpers: each one is -1. The helpers compare against the die,
 *   not against the penalised value.
 * - The final total is clamped to 1..6 for the table lookup: anything below 1 reads as 1.
 *   `total` keeps the unclamped number (opposed rolls compare it), `value` is the clamped one.
 * - Learning looks at the natural dice only (modifiers neither grant nor take it away): without
 *   advantage or disadvantage a 6 learns; with exactly one of them the two dice must be 5 and 6 or
 *   two 6s, whichever die is kept.
 */
import { RulesError } from "./errors";
import { assertBool, assertDice, assertInt } from "./validate";

/** A face of a d6. */
export type StrikeFace = 1 | 2 | 3 | 4 | 5 | 6;

/** Every row id of both tables (stable; used as i18n keys). */
export const STRIKE_ROW_IDS = ["successBonus", "successLearn", "success", "successCost", "twist", "twistCost"] as const;

/** One row of a Strike! skill table. */
export type StrikeRowId = (typeof STRIKE_ROW_IDS)[number];

/** A skill table: the row read for each final value 1..6. */
export type StrikeTable = Readonly<Record<StrikeFace, StrikeRowId>>;

/** The table for a skill the character has. */
export const SKILLED_TABLE: StrikeTable = Object.freeze({
  6: "successBonus",
  5: "success",
  4: "success",
  3: "successCost",
  2: "twist",
  1: "twistCost",
});

/** The table for a skill the character does not have. */
export const UNSKILLED_TABLE: StrikeTable = Object.freeze({
  6: "successLearn",
  5: "success",
  4: "successCost",
  3: "twist",
  2: "twist",
  1: "twistCost",
});

/** What a row means, as flags. */
export interface StrikeRowInfo {
  /** The intent happens. */
  success: boolean;
  /** Something unexpected happens instead (the opposite of success). */
  twist: boolean;
  /** Number of costs the GM imposes (0 or 1). */
  cost: 0 | 1;
  /** A bonus is granted (on "successLearn" it is the alternative to learning the skill). */
  bonus: boolean;
}

/** The meaning of every row id. */
export const STRIKE_ROWS: Readonly<Record<StrikeRowId, StrikeRowInfo>> = Object.freeze({
  successBonus: { success: true, twist: false, cost: 0, bonus: true },
  successLearn: { success: true, twist: false, cost: 0, bonus: true },
  success: { success: true, twist: false, cost: 0, bonus: false },
  successCost: { success: true, twist: false, cost: 1, bonus: false },
  twist: { success: false, twist: true, cost: 0, bonus: false },
  twistCost: { success: false, twist: true, cost: 1, bonus: false },
});

/** The most major conditions a roll accepts (more change nothing: the value already reads as 1). */
export const STRIKE_MAX_MAJOR_CONDITIONS = 10;
/** The most helpers a roll accepts. */
export const STRIKE_MAX_HELPERS = 10;

/** The table in use for a skilled or unskilled roll. */
export function strikeTable(skilled: boolean): StrikeTable {
  assertBool(skilled, "skilled");
  return skilled ? SKILLED_TABLE : UNSKILLED_TABLE;
}

/** The row ids a table can produce, highest face first. */
export function strikeTableRowIds(skilled: boolean): StrikeRowId[] {
  const table = strikeTable(skilled);
  const ids: StrikeRowId[] = [];
  for (const face of [6, 5, 4, 3, 2, 1] as const) {
    if (!ids.includes(table[face])) ids.push(table[face]);
  }
  return ids;
}

/** Which die is kept when more than one is rolled. */
export type StrikeKeep = "highest" | "lowest" | "only";

/** How many dice to roll and which to keep. */
export interface StrikeDicePlan {
  /** Number of d6 to roll. */
  count: 1 | 2;
  /** "highest" with advantage, "lowest" with disadvantage, "only" for a single die. */
  keep: StrikeKeep;
}

/** Advantage and disadvantage flags (absent means false). */
export interface StrikeAdvantage {
  advantage?: boolean;
  disadvantage?: boolean;
}

function flag(value: boolean | undefined, what: string): boolean {
  if (value === undefined) return false;
  assertBool(value, what);
  return value;
}

/** Dice to roll: advantage two keep higher, disadvantage two keep lower, both or neither one die. */
export function diceToRoll(flags: StrikeAdvantage = {}): StrikeDicePlan {
  const advantage = flag(flags.advantage, "advantage");
  const disadvantage = flag(flags.disadvantage, "disadvantage");
  if (advantage === disadvantage) return { count: 1, keep: "only" };
  return advantage ? { count: 2, keep: "highest" } : { count: 2, keep: "lowest" };
}

/** The die kept from a roll made under `flags`. */
export interface StrikeKeptDie {
  /** The kept face. */
  kept: number;
  /** Position of the kept die in the dice given (the first one when both show the same face). */
  keptIndex: number;
}

/** Picks the kept die; throws unless `dice` is the number of d6 that `flags` calls for. */
export function keepStrikeDie(dice: readonly number[], flags: StrikeAdvantage = {}): StrikeKeptDie {
  const plan = diceToRoll(flags);
  assertDice(dice, 6, "dice");
  if (dice.length !== plan.count) {
    throw new RulesError("WrongDiceCount", `this roll needs ${plan.count} d6, got ${dice.length}`, {
      expected: plan.count,
      got: dice.length,
    });
  }
  let keptIndex = 0;
  for (let i = 1; i < dice.length; i++) {
    if (plan.keep === "highest" ? dice[i] > dice[keptIndex] : dice[i] < dice[keptIndex]) keptIndex = i;
  }
  return { kept: dice[keptIndex], keptIndex };
}

/** Applies helper dice to a kept die: lowest helper first, each one higher than the running total adds 1. */
export function applyStrikeHelpers(kept: number, helperDice: readonly number[]): number {
  const sorted = [...helperDice].sort((x, y) => x - y);
  let running = kept;
  for (const h of sorted) {
    if (h > running) running += 1;
  }
  return running;
}

/** Whether an unskilled roller's natural dice let them learn the skill. */
export function rollLearnsSkill(dice: readonly number[]): boolean {
  if (dice.length === 1) return dice[0] === 6;
  return Math.max(...dice) === 6 && Math.min(...dice) >= 5;
}

/** Input of a Strike! skill roll. */
export interface StrikeRollInput extends StrikeAdvantage {
  /** The d6 rolled: one, or two with advantage or disadvantage alone. */
  dice: readonly number[];
  /** Whether the character has the skill (picks the table). */
  skilled: boolean;
  /** Number of major conditions, each -1 (0..STRIKE_MAX_MAJOR_CONDITIONS). */
  majorConditions?: number;
  /** One d6 per helper, in any order. */
  helperDice?: readonly number[];
}

/** The resolved Strike! skill roll. */
export interface StrikeRollResult {
  /** The table row read. */
  row: StrikeRowId;
  /** The final value, clamped to 1..6: the face the table is read at. */
  value: number;
  /** The final value before clamping (may be below 1 with major conditions). */
  total: number;
  /** The natural face of the kept die. */
  kept: number;
  /** Position of the kept die in `dice`. */
  keptIndex: number;
  /** The dice rolled, as given. */
  dice: number[];
  /** The helper dice, sorted lowest first (the order they resolve in). */
  helperDice: number[];
  /** Signed modifiers applied to the kept die. */
  modifiers: {
    /** Minus the number of major conditions (0 or negative). */
    conditions: number;
    /** Plus the number of helpers who beat the running total (0 or positive). */
    helpers: number;
  };
  /** Whether the skilled table was used. */
  skilled: boolean;
  /** Whether advantage applied (false when cancelled by disadvantage). */
  advantage: boolean;
  /** Whether disadvantage applied (false when cancelled by advantage). */
  disadvantage: boolean;
  /** Unskilled only: the natural dice allow learning the skill (giving up the bonus where there is one). */
  learns: boolean;
  /** The intent happens. */
  success: boolean;
  /** A twist happens. */
  twist: boolean;
  /** Costs the GM imposes (0 or 1). */
  cost: 0 | 1;
  /** A bonus is granted (unskilled: instead of learning, when `learns` is also true). */
  bonus: boolean;
}

/** Resolves a Strike! skill roll from the dice rolled. */
export function resolveStrikeRoll(input: StrikeRollInput): StrikeRollResult {
  const table = strikeTable(input.skilled);
  const flags = { advantage: flag(input.advantage, "advantage"), disadvantage: flag(input.disadvantage, "disadvantage") };
  const { kept, keptIndex } = keepStrikeDie(input.dice, flags);
  const conditions = input.majorConditions ?? 0;
  assertInt(conditions, 0, STRIKE_MAX_MAJOR_CONDITIONS, "majorConditions");
  const helperDice = input.helperDice ?? [];
  assertDice(helperDice, 6, "helperDice");
  if (helperDice.length > STRIKE_MAX_HELPERS) {
    throw new RulesError("TooManyHelpers", `at most ${STRIKE_MAX_HELPERS} helpers, got ${helperDice.length}`, {
      max: STRIKE_MAX_HELPERS,
      got: helperDice.length,
    });
  }
  const helped = applyStrikeHelpers(kept, helperDice);
  const total = helped - conditions;
  const value = Math.min(6, Math.max(1, total));
  const row = table[value as StrikeFace];
  const info = STRIKE_ROWS[row];
  const single = flags.advantage === flags.disadvantage;
  return {
    row,
    value,
    total,
    kept,
    keptIndex,
    dice: [...input.dice],
    helperDice: [...helperDice].sort((x, y) => x - y),
    modifiers: { conditions: -conditions, helpers: helped - kept },
    skilled: input.skilled,
    advantage: !single && flags.advantage,
    disadvantage: !single && flags.disadvantage,
    learns: !input.skilled && rollLearnsSkill(input.dice),
    success: info.success,
    twist: info.twist,
    cost: info.cost,
    bonus: info.bonus,
  };
}

/**
 * What a linked roll hands to the roll it supports:
 * - "advantage": a success without a cost;
 * - "advantageMaybeDisadvantage": a success with a cost: advantage, and the cost may be a disadvantage
 *   (the GM's call; if it is, the two cancel);
 * - "maybeDisadvantage": a twist with a cost;
 * - null: a plain twist, which is just a twist.
 */
export type LinkedRollEffect = "advantage" | "advantageMaybeDisadvantage" | "maybeDisadvantage";

/** The effect of a linked roll's result on the future roll it links to. */
export function linkedRollEffect(result: Pick<StrikeRollResult, "success" | "cost">): LinkedRollEffect | null {
  if (result.success) return result.cost > 0 ? "advantageMaybeDisadvantage" : "advantage";
  return result.cost > 0 ? "maybeDisadvantage" : null;
}

// Exact odds of a Strike! skill roll, by table row. Computed from the distribution of the kept die,
// pushed through the helpers (a small dynamic programme over helper faces, lowest first, as the
// resolver reads them) and the major conditions, then read on the table in use.

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
