/**
 * Exact odds of action and progress rolls against the challenge dice.
 *
 * Each challenge die is beaten when it is strictly below the score, so a score s beats
 * k = clamp(s - 1, 0, 10) of the ten faces of each die, independently. Out of the 100 challenge pairs,
 * k*k are strong hits, 2*k*(10-k) weak hits and (10-k)^2 misses. An action roll adds up these counts
 * over the six action die faces; everything is counted in whole numbers and divided once at the end.
 */
import { assertBool, assertInt } from "../validate";
import { RulesError } from "../errors";
import {
  ACTION_SCORE_CAP,
  ADDS_MAX,
  MOMENTUM_MAX,
  MOMENTUM_MIN,
  STAT_MIN,
  STAT_MAX,
  PROGRESS_SCORE_MAX,
  PROGRESS_SCORE_MIN,
} from "../challenge";

/** Chances of each outcome, each 0..1, summing to 1. */
export interface OutcomeOdds {
  /** Chance of beating both challenge dice. */
  strongHit: number;
  /** Chance of beating exactly one challenge die. */
  weakHit: number;
  /** Chance of beating neither challenge die. */
  miss: number;
}

/** Odds of an action roll. */
export interface ActionRollOdds extends OutcomeOdds {
  /** Chance that both challenge dice show the same value (always 1 in 10). */
  match: number;
  /**
   * Odds when the player burns momentum whenever it improves the outcome; null when momentum is 0
   * or below (no burn possible).
   */
  withBurn: OutcomeOdds | null;
}

/** Odds of a progress roll. Momentum plays no part. */
export interface ProgressRollOdds extends OutcomeOdds {
  /** Chance that both challenge dice show the same value (always 1 in 10). */
  match: number;
}

/** Input of actionRollOdds. */
export interface ActionRollOddsInput {
  /** Stat + adds, a whole number from -10 to 40. */
  modifier: number;
  /** Current momentum, -6..10. Default 0. */
  momentum?: number;
  /** Whether negative momentum equal to the action die cancels it. Default true. */
  cancelOnNegativeMomentum?: boolean;
}

/** Input of progressRollOdds. */
export interface ProgressRollOddsInput {
  /** The progress score, 0..10. */
  progress: number;
}

const FACES = 10;
const PAIRS = FACES * FACES;
const ACTION_FACES = 6;
/** Chance of a match: 10 matching pairs out of 100. */
const MATCH_CHANCE = FACES / PAIRS;

interface OutcomeCounts {
  strongHit: number;
  weakHit: number;
  miss: number;
}

/** Out of the 100 challenge pairs, how many give each outcome for `score`. */
function pairCounts(score: number): OutcomeCounts {
  const k = Math.min(FACES, Math.max(0, score - 1));
  return { strongHit: k * k, weakHit: 2 * k * (FACES - k), miss: (FACES - k) * (FACES - k) };
}

function addCounts(total: OutcomeCounts, more: OutcomeCounts): void {
  total.strongHit += more.strongHit;
  total.weakHit += more.weakHit;
  total.miss += more.miss;
}

function toOdds(counts: OutcomeCounts, outOf: number): OutcomeOdds {
  return { strongHit: counts.strongHit / outOf, weakHit: counts.weakHit / outOf, miss: counts.miss / outOf };
}

/** Exact odds of an action roll with the given modifier (stat + adds) and momentum. */
export function actionRollOdds(input: ActionRollOddsInput): ActionRollOdds {
  if (typeof input !== "object" || input === null) {
    throw new RulesError(
      "NotAnOddsInput",
      "action roll odds need { modifier, momentum?, cancelOnNegativeMomentum? }",
    );
  }
  const { modifier } = input;
  const momentum = input.momentum ?? 0;
  const cancel = input.cancelOnNegativeMomentum ?? true;
  assertInt(modifier, STAT_MIN, STAT_MAX + ADDS_MAX, "modifier");
  assertInt(momentum, MOMENTUM_MIN, MOMENTUM_MAX, "momentum");
  assertBool(cancel, "cancelOnNegativeMomentum");

  const plain: OutcomeCounts = { strongHit: 0, weakHit: 0, miss: 0 };
  const burned: OutcomeCounts = { strongHit: 0, weakHit: 0, miss: 0 };
  for (let die = 1; die <= ACTION_FACES; die++) {
    const cancelled = cancel && momentum < 0 && -momentum === die;
    const score = Math.min(ACTION_SCORE_CAP, (cancelled ? 0 : die) + modifier);
    addCounts(plain, pairCounts(score));
    // Burning replaces the score with momentum; taking the larger of the two is burning exactly when
    // it helps (a burn that does not improve the outcome leaves it as rolled).
    if (momentum > 0) addCounts(burned, pairCounts(Math.max(score, momentum)));
  }
  const outOf = ACTION_FACES * PAIRS;
  return {
    ...toOdds(plain, outOf),
    match: MATCH_CHANCE,
    withBurn: momentum > 0 ? toOdds(burned, outOf) : null,
  };
}

/** Exact odds of a progress roll with the given progress score. */
export function progressRollOdds(input: ProgressRollOddsInput): ProgressRollOdds {
  if (typeof input !== "object" || input === null) {
    throw new RulesError("NotAnOddsInput", "progress roll odds need { progress }");
  }
  assertInt(input.progress, PROGRESS_SCORE_MIN, PROGRESS_SCORE_MAX, "progress");
  return { ...toOdds(pairCounts(input.progress), PAIRS), match: MATCH_CHANCE };
}
