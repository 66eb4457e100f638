/**
 * Challenge dice for Ironsworn and Starforged: action rolls and progress rolls, and momentum, the action
 * roll's own track (its range, maximum and reset, the burn and the negative-momentum cancel); last, the
 * exact odds of both rolls, which the roll dialog shows before the roll.
 *
 * Rulings (docs/rulings.md, "Core rulings"): each challenge die is compared on its own; a die is beaten only by a
 * strictly higher score; both beaten = strong hit, one = weak hit, none = miss; a match is both
 * challenge dice showing the same value; the action score is capped at 10. Momentum ranges -6..+10; the
 * maximum drops by one for each marked debility (Ironsworn) or impact (Starforged); the reset value is
 * +2, +1 with one marked, 0 with two or more.
 */
import { RulesError } from "./errors";
import { assertBool, assertDice, assertDie, assertInt } from "./validate";

/** The three outcomes of a roll against the challenge dice. */
export type ChallengeOutcome = "strongHit" | "weakHit" | "miss";

/** Two d10 challenge dice, in the order they were rolled. */
export type ChallengeDice = readonly [number, number];

/** Outcomes from worst to best, so outcomes can be compared by index. */
export const CHALLENGE_OUTCOMES: readonly ChallengeOutcome[] = ["miss", "weakHit", "strongHit"];

/** The highest an action score can be; anything above is ignored. */
export const ACTION_SCORE_CAP = 10;

/** Range accepted for the stat (or other modifier) of an action roll. */
export const STAT_MIN = -10;
export const STAT_MAX = 20;
/** Range accepted for the adds of an action roll. */
export const ADDS_MIN = 0;
export const ADDS_MAX = 20;
/** Range accepted for the progress score of a progress roll. */
export const PROGRESS_SCORE_MIN = 0;
export const PROGRESS_SCORE_MAX = 10;

/** The result of comparing one score with both challenge dice. */
export interface ChallengeComparison {
  /** Strong hit when both dice are beaten, weak hit when one is, miss when none is. */
  outcome: ChallengeOutcome;
  /** For each challenge die (same order as rolled), whether the score is strictly higher than it. */
  beaten: [boolean, boolean];
  /** True when both challenge dice show the same value (independent of the score). */
  match: boolean;
}

function assertInputObject(input: unknown, message: string): void {
  if (typeof input !== "object" || input === null) {
    throw new RulesError("NotAnObject", message, { value: input });
  }
}

/** True when `a` is a better outcome than `b`. */
export function outcomeIsBetter(a: ChallengeOutcome, b: ChallengeOutcome): boolean {
  return CHALLENGE_OUTCOMES.indexOf(a) > CHALLENGE_OUTCOMES.indexOf(b);
}

/** Outcome from the number of challenge dice beaten (0, 1 or 2). */
export function outcomeFromBeatenCount(count: number): ChallengeOutcome {
  assertInt(count, 0, 2, "beaten challenge dice");
  return CHALLENGE_OUTCOMES[count];
}

/** Throws unless `dice` is a pair of d10 faces. */
export function assertChallengeDice(dice: unknown): asserts dice is ChallengeDice {
  assertDice(dice, 10, "challengeDice");
  if (dice.length !== 2) {
    throw new RulesError(
      "ChallengeDiceCount",
      `challengeDice must hold exactly two d10 values, got ${dice.length}`,
      {
        value: dice,
      },
    );
  }
}

/**
 * The one rule shared by every roll against the challenge dice: compare `score` with each die on its
 * own; a die is beaten only by a strictly higher score. `score` may be any whole number (a very low
 * score simply beats nothing); callers cap it first where their rules say so.
 */
export function compareToChallengeDice(score: number, challengeDice: ChallengeDice): ChallengeComparison {
  assertInt(score, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "score");
  assertChallengeDice(challengeDice);
  const beaten: [boolean, boolean] = [score > challengeDice[0], score > challengeDice[1]];
  const count = (beaten[0] ? 1 : 0) + (beaten[1] ? 1 : 0);
  return { outcome: outcomeFromBeatenCount(count), beaten, match: challengeDice[0] === challengeDice[1] };
}

/** The lowest momentum can go. */
export const MOMENTUM_MIN = -6;
/** The highest momentum can go with nothing marked. */
export const MOMENTUM_MAX = 10;
/** Momentum a new character starts with and resets to with nothing marked. */
export const MOMENTUM_RESET = 2;
/**
 * Most marked debilities/impacts accepted: at 16 the maximum (10 - 16) meets the minimum (-6), so
 * the range never turns upside down.
 */
export const MARKED_MAX = MOMENTUM_MAX - MOMENTUM_MIN;

function assertMarked(marked: unknown): asserts marked is number {
  assertInt(marked, 0, MARKED_MAX, "marked debilities/impacts");
}

/** Maximum momentum with `marked` debilities or impacts marked: 10 - marked. */
export function momentumMax(marked: number): number {
  assertMarked(marked);
  return MOMENTUM_MAX - marked;
}

/** Momentum reset value: +2 with nothing marked, +1 with one, 0 with two or more. */
export function momentumReset(marked: number): number {
  assertMarked(marked);
  return Math.max(0, MOMENTUM_RESET - marked);
}

/** `value` (any whole number) held within -6..momentumMax(marked). */
export function clampMomentum(value: number, marked: number): number {
  assertInt(value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "momentum");
  const max = momentumMax(marked);
  return Math.min(max, Math.max(MOMENTUM_MIN, value));
}

/**
 * Momentum after taking `delta` (positive to gain, negative to lose), held within
 * -6..momentumMax(marked). `current` must be a valid momentum (-6..10); it may sit above the current
 * maximum (a debility was just marked), in which case the result is brought down to the maximum.
 */
export function adjustMomentum(current: number, delta: number, marked: number): number {
  assertInt(current, MOMENTUM_MIN, MOMENTUM_MAX, "momentum");
  assertInt(delta, -100, 100, "momentum change");
  return clampMomentum(current + delta, marked);
}

/** Input of an action roll. */
export interface ActionRollInput {
  /** The d6 action die, 1..6. */
  actionDie: number;
  /**
   * The stat rolled, a whole number from -10 to 20. Stats are 0..5 in the books; the wider range lets
   * other modifiers ride on the stat.
   */
  stat: number;
  /** Adds (bonuses), a whole number from 0 to 20. Default 0. */
  adds?: number;
  /** Current momentum, -6..10. Default 0. */
  momentum?: number;
  /** The two d10 challenge dice. */
  challengeDice: ChallengeDice;
  /**
   * Whether negative momentum equal to the action die cancels the die. Default true (always on for
   * Ironsworn; a world setting for Starforged).
   */
  cancelOnNegativeMomentum?: boolean;
}

/** What burning momentum would give on an action roll. */
export interface MomentumBurn {
  /** The momentum value burned (it replaces the action score); momentum then resets. */
  momentum: number;
  /** The outcome after burning; always better than the rolled outcome. */
  outcome: ChallengeOutcome;
  /** Challenge dice beaten after burning: beaten by the score, or strictly below the momentum. */
  beaten: [boolean, boolean];
}

/** The result of an action roll. */
export interface ActionRollResult {
  /** The outcome as rolled, or after burning momentum when `burned` is true. */
  outcome: ChallengeOutcome;
  /** The action score as rolled: action die (unless cancelled) + stat + adds, capped at 10. */
  score: number;
  /** The action score before the cap of 10. */
  rawScore: number;
  /** True when the cap lowered the score (rawScore above 10). */
  capped: boolean;
  /** The action die as rolled (1..6), shown even when cancelled. */
  actionDie: number;
  /** True when negative momentum equal to the action die cancelled it (it adds nothing to the score). */
  actionDieCancelled: boolean;
  /** The stat rolled, as given. */
  stat: number;
  /** The adds, as given (0 when none). */
  adds: number;
  /** Momentum at the time of the roll. */
  momentum: number;
  /** Whether the negative-momentum cancel rule was on for this roll. */
  cancelOnNegativeMomentum: boolean;
  /** The two challenge dice, in rolled order. */
  challengeDice: [number, number];
  /** For each challenge die, whether it is beaten (after burning when `burned` is true). */
  beaten: [boolean, boolean];
  /** True when both challenge dice show the same value. Burning momentum never changes it. */
  match: boolean;
  /**
   * What burning momentum would give, or null when it is not offered: momentum is 0 or below, or
   * burning would not improve the outcome. After a burn it records the burn that was applied.
   */
  burn: MomentumBurn | null;
  /** True once momentum has been burned on this roll (see applyMomentumBurn). */
  burned: boolean;
}

/**
 * Whether negative momentum equal to the action die cancels it on a roll of `ruleset`: always, but in
 * Starforged as the world's setting says (docs/rulings.md, momentum). The one place deciding it.
 */
export function negativeMomentumCancels(ruleset: string, starforgedSetting: boolean): boolean {
  return ruleset === "starforged" ? starforgedSetting : true;
}

/**
 * Resolve an action roll: action die + stat + adds (capped at 10) against two challenge dice.
 *
 * Stat may be -10..20 and adds 0..20 (whole numbers); momentum -6..10. When momentum is negative, the
 * cancel rule is on and -momentum equals the action die, the die is cancelled and the score is
 * stat + adds (still capped). A momentum burn is offered (in `burn`) only when momentum is above 0 and
 * burning strictly improves the outcome.
 */
export function resolveActionRoll(input: ActionRollInput): ActionRollResult {
  assertInputObject(input, "an action roll needs { actionDie, stat, adds?, momentum?, challengeDice }");
  const { actionDie, stat, challengeDice } = input;
  const adds = input.adds ?? 0;
  const momentum = input.momentum ?? 0;
  const cancelOnNegativeMomentum = input.cancelOnNegativeMomentum ?? true;
  assertDie(actionDie, 6, "actionDie");
  assertInt(stat, STAT_MIN, STAT_MAX, "stat");
  assertInt(adds, ADDS_MIN, ADDS_MAX, "adds");
  assertInt(momentum, MOMENTUM_MIN, MOMENTUM_MAX, "momentum");
  assertBool(cancelOnNegativeMomentum, "cancelOnNegativeMomentum");
  assertChallengeDice(challengeDice);

  const actionDieCancelled = cancelOnNegativeMomentum && momentum < 0 && -momentum === actionDie;
  const rawScore = (actionDieCancelled ? 0 : actionDie) + stat + adds;
  const score = Math.min(rawScore, ACTION_SCORE_CAP);
  const rolled = compareToChallengeDice(score, challengeDice);

  const burn = momentumBurnOf(score, challengeDice, rolled.outcome, momentum);

  return {
    outcome: rolled.outcome,
    score,
    rawScore,
    capped: rawScore > ACTION_SCORE_CAP,
    actionDie,
    actionDieCancelled,
    stat,
    adds,
    momentum,
    cancelOnNegativeMomentum,
    challengeDice: [challengeDice[0], challengeDice[1]],
    beaten: rolled.beaten,
    match: rolled.match,
    burn,
    burned: false,
  };
}

/**
 * What burning `momentum` would give on a roll whose (capped) `score` came out `outcome` against
 * `challengeDice`, or null when momentum is not a whole number above 0 or burning would not improve the
 * outcome.
 */
export function momentumBurnOf(
  score: number,
  challengeDice: ChallengeDice,
  outcome: ChallengeOutcome,
  momentum: number,
): MomentumBurn | null {
  if (!Number.isInteger(momentum) || momentum <= 0) return null;
  // A die strictly below momentum counts as beaten, on top of those the score already beats;
  // that is the same as comparing the larger of the two.
  const burned = compareToChallengeDice(Math.max(score, momentum), challengeDice);
  if (!outcomeIsBetter(burned.outcome, outcome)) return null;
  return { momentum, outcome: burned.outcome, beaten: [burned.beaten[0], burned.beaten[1]] };
}

/**
 * Burn momentum on a resolved action roll. The roll is re-resolved from the inputs it records (so a
 * stored result that was altered cannot burn into a wrong outcome); the returned result has the burned
 * outcome and beaten dice, `burned: true`, and keeps `burn` as the record of what was burned. Momentum
 * must then be reset by the caller (see momentumReset).
 *
 * Throws a RulesError when the roll was already burned or no burn is available.
 */
export function applyMomentumBurn(result: ActionRollResult): ActionRollResult {
  if (typeof result !== "object" || result === null) {
    throw new RulesError("NotARollResult", "a momentum burn needs the result of an action roll", {
      value: result,
    });
  }
  if (result.burned === true) {
    throw new RulesError("MomentumAlreadyBurned", "momentum has already been burned on this roll");
  }
  const fresh = resolveActionRoll({
    actionDie: result.actionDie,
    stat: result.stat,
    adds: result.adds,
    momentum: result.momentum,
    challengeDice: result.challengeDice,
    cancelOnNegativeMomentum: result.cancelOnNegativeMomentum,
  });
  if (fresh.outcome !== result.outcome || fresh.score !== result.score) {
    throw new RulesError(
      "RollResultMismatch",
      "the roll result does not agree with its own dice and modifiers",
      {
        outcome: result.outcome,
        score: result.score,
      },
    );
  }
  if (fresh.burn === null) {
    throw new RulesError(
      "NoMomentumBurn",
      `burning momentum (${fresh.momentum}) would not improve this roll, so it cannot be burned`,
      { momentum: fresh.momentum },
    );
  }
  return {
    ...fresh,
    outcome: fresh.burn.outcome,
    beaten: [fresh.burn.beaten[0], fresh.burn.beaten[1]],
    burned: true,
  };
}

/** Input of a progress roll. */
export interface ProgressRollInput {
  /** The progress score: filled boxes of the track, 0..10. */
  progress: number;
  /** The two d10 challenge dice. */
  challengeDice: ChallengeDice;
}

/** The result of a progress roll. Momentum is ignored on progress rolls and can never be burned. */
export interface ProgressRollResult {
  /** Strong hit, weak hit or miss from the progress score against the challenge dice. */
  outcome: ChallengeOutcome;
  /** The progress score rolled against the dice (0..10). */
  score: number;
  /** The two challenge dice, in rolled order. */
  challengeDice: [number, number];
  /** For each challenge die, whether the progress score is strictly higher than it. */
  beaten: [boolean, boolean];
  /** True when both challenge dice show the same value. */
  match: boolean;
  /** Always null: momentum cannot be burned on a progress roll. */
  burn: null;
}

/** Resolve a progress roll: the progress score (0..10) against two challenge dice. */
export function resolveProgressRoll(input: ProgressRollInput): ProgressRollResult {
  assertInputObject(input, "a progress roll needs { progress, challengeDice }");
  const { progress, challengeDice } = input;
  assertInt(progress, PROGRESS_SCORE_MIN, PROGRESS_SCORE_MAX, "progress");
  assertChallengeDice(challengeDice);
  const compared = compareToChallengeDice(progress, challengeDice);
  return {
    outcome: compared.outcome,
    score: progress,
    challengeDice: [challengeDice[0], challengeDice[1]],
    beaten: compared.beaten,
    match: compared.match,
    burn: null,
  };
}

// Exact odds of action and progress rolls against the challenge dice.
//
// Each challenge die is beaten when it is strictly below the score, so a score s beats
// k = clamp(s - 1, 0, 10) of the ten faces of each die, independently. Out of the 100 challenge pairs,
// k*k are strong hits, 2*k*(10-k) weak hits and (10-k)^2 misses. An action roll adds up these counts
// over the six action die faces; everything is counted in whole numbers and divided once at the end.

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
