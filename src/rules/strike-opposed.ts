/**
 * Strike! opposed rolls: each side rolls a skill die; the higher final value gets what it wants.
 *
 * Rulings:
 * - A side given as a roll result compares its unclamped `total` (major conditions can take it below 1),
 *   so two penalised sides still differ; a side given as a number compares that number.
 * - Learning against a skilled opponent: an unskilled side whose natural dice include a 6 learns the
 *   skill when it wins or ties. This needs the dice and the skill flag of both sides, so it is only
 *   ever true when both sides are given as roll results (or objects with `dice` and `skilled`).
 * - "General vs. specific" only applies between two skilled sides; a side cannot use a general skill
 *   without being skilled, so that input is refused.
 */
import { RulesError } from "./errors";
import { assertBool, assertDice, assertInt } from "./validate";

/** The choices the loser of a "yes, but" picks from (stable ids). */
export const YES_BUT_CHOICES = ["insecureHold", "costsThemMore", "costsYouLess", "somethingExtra"] as const;

/** One "yes, but" choice: insecure hold, costs them more, costs you less, something extra. */
export type YesButChoice = (typeof YES_BUT_CHOICES)[number];

/** How decisively an opposed roll was won. */
export type OpposedDegree = "outright" | "yesBut" | "tie";

/** A side of an opposed roll given as more than a number (a StrikeRollResult fits). */
export interface OpposedSide {
  /** The side's final value, before any clamping. */
  total: number;
  /** The natural dice rolled (needed for learning). */
  dice?: readonly number[];
  /** Whether the side has the skill (needed for learning). */
  skilled?: boolean;
}

/** Input of an opposed roll: each side's final value, or its roll. */
export interface OpposedRollInput {
  a: number | OpposedSide;
  b: number | OpposedSide;
}

/** The resolved opposed roll. */
export interface OpposedRollResult {
  /** Side a's final value. */
  a: number;
  /** Side b's final value. */
  b: number;
  /** a minus b. */
  margin: number;
  /** The side that gets what it wants, or null on a tie. */
  winner: "a" | "b" | null;
  /** "outright" (won by 3 or more), "yesBut" (by 1 or 2: the loser picks a complication), "tie" (nobody gets it). */
  degree: OpposedDegree;
  /** Whether the loser picks one of YES_BUT_CHOICES (true exactly when degree is "yesBut"). */
  loserPicks: boolean;
  /** Side a learns the skill (unskilled, natural 6 rolled, skilled opponent, won or tied). */
  aLearns: boolean;
  /** Side b learns the skill (unskilled, natural 6 rolled, skilled opponent, won or tied). */
  bLearns: boolean;
}

/** Widest final value accepted (a die with many modifiers). */
const VALUE_LIMIT = 100;

interface NormalisedSide {
  total: number;
  dice: readonly number[] | undefined;
  skilled: boolean | undefined;
}

function normalise(side: number | OpposedSide, what: string): NormalisedSide {
  if (typeof side === "number") {
    assertInt(side, -VALUE_LIMIT, VALUE_LIMIT, what);
    return { total: side, dice: undefined, skilled: undefined };
  }
  if (typeof side !== "object" || side === null) {
    throw new RulesError("BadOpposedSide", `${what} must be a number or a roll result`, { what, value: side });
  }
  assertInt(side.total, -VALUE_LIMIT, VALUE_LIMIT, `${what}.total`);
  if (side.dice !== undefined) assertDice(side.dice, 6, `${what}.dice`);
  if (side.skilled !== undefined) assertBool(side.skilled, `${what}.skilled`);
  return { total: side.total, dice: side.dice, skilled: side.skilled };
}

function learns(self: NormalisedSide, other: NormalisedSide, lost: boolean): boolean {
  return !lost && self.skilled === false && other.skilled === true && self.dice !== undefined && self.dice.includes(6);
}

/** Resolves an opposed roll. */
export function resolveOpposedRoll(input: OpposedRollInput): OpposedRollResult {
  const a = normalise(input.a, "a");
  const b = normalise(input.b, "b");
  const margin = a.total - b.total;
  const winner = margin > 0 ? "a" : margin < 0 ? "b" : null;
  const degree: OpposedDegree = margin === 0 ? "tie" : Math.abs(margin) >= 3 ? "outright" : "yesBut";
  return {
    a: a.total,
    b: b.total,
    margin,
    winner,
    degree,
    loserPicks: degree === "yesBut",
    aLearns: learns(a, b, winner === "b"),
    bLearns: learns(b, a, winner === "a"),
  };
}

/** Who is rolling what in an opposed roll. */
export interface OpposedSetupInput {
  /** Side a has the skill. */
  aSkilled: boolean;
  /** Side b has the skill. */
  bSkilled: boolean;
  /** Side a uses a general skill (against a specific one). */
  aGeneral?: boolean;
  /** Side b uses a general skill (against a specific one). */
  bGeneral?: boolean;
}

/** Each side's disadvantage in an opposed roll. */
export interface OpposedSetup {
  a: {
    /** Side a rolls with disadvantage. */
    disadvantage: boolean;
  };
  b: {
    /** Side b rolls with disadvantage. */
    disadvantage: boolean;
  };
}

/**
 * Disadvantage in an opposed roll: an unskilled side against a skilled one, and a general skill
 * against a specific one, roll with disadvantage. Equal footing gives neither side any.
 */
export function opposedRollSetup(input: OpposedSetupInput): OpposedSetup {
  assertBool(input.aSkilled, "aSkilled");
  assertBool(input.bSkilled, "bSkilled");
  const aGeneral = input.aGeneral ?? false;
  const bGeneral = input.bGeneral ?? false;
  assertBool(aGeneral, "aGeneral");
  assertBool(bGeneral, "bGeneral");
  if ((aGeneral && !input.aSkilled) || (bGeneral && !input.bSkilled)) {
    throw new RulesError("GeneralWithoutSkill", "a side using a general skill must be skilled", {
      aSkilled: input.aSkilled,
      bSkilled: input.bSkilled,
      aGeneral,
      bGeneral,
    });
  }
  if (input.aSkilled !== input.bSkilled) {
    return { a: { disadvantage: !input.aSkilled }, b: { disadvantage: !input.bSkilled } };
  }
  return { a: { disadvantage: aGeneral && !bGeneral }, b: { disadvantage: bGeneral && !aGeneral } };
}
