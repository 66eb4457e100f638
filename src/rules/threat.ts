/**
 * Augur: the action roll with threat dice.
 *
 * Action dice are d6s; read the highest: 1-3 botched, 4-5 messy, 6 good; two or more 6s perfect.
 * Threat dice are d8s; each one showing 7 or 8 cuts the result one step (good > messy > botched >
 * dire). Dire is the floor and a perfect cannot be cut. With zero action dice, roll two and keep the
 * lower. Burning momentum (4 or more) replaces the kept action die with the momentum value before the
 * cuts apply.
 *
 * Rulings the source text leaves open (each pinned by a test):
 * - Zero action dice: two dice are rolled but only the lower one is read, so such a roll cannot be
 *   perfect (two 6s on a zero-dice roll read as good).
 * - Burning on a zero-dice roll replaces the kept (lower) die — the die the result is read from — since
 *   replacing the discarded die could never change the result.
 * - Assists, outside assistance and any other "working together" are one source of bonus dice: together
 *   they add at most one action die (see `planThreatRoll`).
 * - An impossible task (stance threat 4 or more) is impossible even if the pool would exceed six dice.
 *
 * Last, the exact odds of an action roll, which the roll dialog shows before the roll.
 */
import { gainMomentum, AUGUR_BURN_MIN, AUGUR_MOMENTUM_MAX, AUGUR_MOMENTUM_MIN } from "./augur-momentum";
import { RulesError } from "./errors";
import { assertBool, assertDice, assertInt, assertOneOf } from "./validate";

/** The five results of an action roll, best first. */
export type ThreatOutcome = "perfect" | "good" | "messy" | "botched" | "dire";
/** Which action die is read: the highest (normal) or the lowest (zero action dice: roll two, keep the lower). */
export type ThreatKeep = "highest" | "lowest";

/** Every result id, best first. */
export const THREAT_OUTCOMES: readonly ThreatOutcome[] = ["perfect", "good", "messy", "botched", "dire"];
/** Every keep mode. */
export const THREAT_KEEPS: readonly ThreatKeep[] = ["highest", "lowest"];
/** Most action dice that are ever rolled; a larger pool means no roll, the action succeeds. */
export const MAX_ACTION_DICE = 6;
/** Most threat dice a roll accepts. */
export const MAX_THREAT_DICE = 12;
/** Most bonus action dice on one roll (one each from expertise, an ability and working together). */
export const MAX_BONUS_DICE = 3;
/** Threat level from stances at which a task is impossible. */
export const IMPOSSIBLE_THREAT_LEVEL = 4;
/** Lowest stance threat level accepted. */
export const MIN_STANCE_THREAT = -6;
/** Highest stance threat level accepted (anything from 4 up is impossible). */
export const MAX_STANCE_THREAT = 12;
/** Highest approach value accepted. */
export const MAX_APPROACH = 10;
/** Highest number of assisting characters accepted. */
export const MAX_ASSISTS = 10;
/** Highest harm accepted when planning a roll. */
export const MAX_HARM = 12;
/** Faces of a threat die that cut the result. */
export const CUTTING_FACES: readonly number[] = [7, 8];

/** Ladder of results a cut walks down, floor first: dire, botched, messy, good. */
const CUT_LADDER: readonly ThreatOutcome[] = ["dire", "botched", "messy", "good"];

/** Rank of a result for comparisons: dire 0, botched 1, messy 2, good 3, perfect 4. */
export function threatOutcomeRank(outcome: ThreatOutcome): number {
  assertOneOf(outcome, THREAT_OUTCOMES, "outcome");
  return THREAT_OUTCOMES.length - 1 - THREAT_OUTCOMES.indexOf(outcome);
}

/** A result after cuts. */
export interface ThreatCut {
  /** The result after the cuts. */
  outcome: ThreatOutcome;
  /** Cuts that actually lowered the result: 0 for a perfect, and none below dire. */
  cutsApplied: number;
}

/** Lowers `outcome` by `cuts` steps: a perfect is never cut, and dire is the floor. */
export function cutThreatOutcome(outcome: ThreatOutcome, cuts: number): ThreatCut {
  assertOneOf(outcome, THREAT_OUTCOMES, "outcome");
  assertInt(cuts, 0, Number.MAX_SAFE_INTEGER, "cuts");
  if (outcome === "perfect") return { outcome, cutsApplied: 0 };
  const rank = CUT_LADDER.indexOf(outcome);
  const cutsApplied = Math.min(cuts, rank);
  return { outcome: CUT_LADDER[rank - cutsApplied], cutsApplied };
}

/** The result read from the action dice alone. */
export interface ThreatBase {
  /** The result before cuts. */
  outcome: ThreatOutcome;
  /** Index of the kept die (the first one when several share its value). */
  keptIndex: number;
  /** Value of the kept die. */
  keptValue: number;
  /** Number of action dice showing 6. */
  sixes: number;
}

/** Reads the action dice: 1-3 botched, 4-5 messy, 6 good; two or more 6s perfect (keeping the highest only). */
function readActionDice(dice: readonly number[], keep: ThreatKeep): ThreatBase {
  let keptIndex = 0;
  dice.forEach((v, i) => {
    if (keep === "highest" ? v > dice[keptIndex] : v < dice[keptIndex]) keptIndex = i;
  });
  const keptValue = dice[keptIndex];
  const sixes = dice.filter((v) => v === 6).length;
  let outcome: ThreatOutcome;
  if (keep === "highest" && sixes >= 2) outcome = "perfect";
  else if (keptValue === 6) outcome = "good";
  else if (keptValue >= 4) outcome = "messy";
  else outcome = "botched";
  return { outcome, keptIndex, keptValue, sixes };
}

/** What burning momentum would do to a roll. */
export interface ThreatBurn {
  /** The momentum burned: it replaces the kept action die. */
  momentum: number;
  /** The result after the burn and the cuts. */
  outcome: ThreatOutcome;
  /** The result of the action dice after the burn, before cuts. */
  baseOutcome: ThreatOutcome;
  /** Index of the action die the momentum replaces. */
  replacedIndex: number;
  /** Value of that die before the burn. */
  replacedValue: number;
  /** Cuts that lower the burned result. */
  cutsApplied: number;
}

/** Input of `resolveThreatRoll`. */
export interface ThreatRollInput {
  /** The rolled d6 action dice: 1 to 6 of them, or exactly 2 when keeping the lowest. */
  actionDice: readonly number[];
  /** The rolled d8 threat dice: 0 to 12 of them. */
  threatDice: readonly number[];
  /** "highest" (the default) or "lowest" for a zero-dice roll. */
  keep?: ThreatKeep;
  /** The character's current momentum (0..6), to offer a burn; omit or null for no offer. */
  burnMomentum?: number | null;
}

/** A resolved action roll. */
export interface ThreatRollResult {
  /** The final result: the action dice read, then cut by the threat dice. */
  outcome: ThreatOutcome;
  /** The result of the action dice alone, before cuts. */
  baseOutcome: ThreatOutcome;
  /** Which action die was read: the highest, or the lowest on a zero-dice roll. */
  keep: ThreatKeep;
  /** Index in `actionDice` of the kept die (the first, when several share its value). */
  keptIndex: number;
  /** Value of the kept die. */
  keptValue: number;
  /** Number of action dice showing 6 (two or more make a perfect when keeping the highest). */
  sixes: number;
  /** Number of threat dice showing 7 or 8. */
  cuts: number;
  /** Indices in `threatDice` of the dice showing 7 or 8. */
  cutDice: number[];
  /** Cuts that actually lowered the result: 0 on a perfect, and never past dire. */
  cutsApplied: number;
  /** The action dice (a copy; after a burn, the kept die shows the momentum burned). */
  actionDice: number[];
  /** The threat dice (a copy). */
  threatDice: number[];
  /** What burning the given momentum would give; null when no burn is possible or it would not improve the result. */
  burn: ThreatBurn | null;
  /** Set once momentum has been burned on this roll (see `applyThreatBurn`): the burn applied; else null. */
  burned: ThreatBurn | null;
}

function assertRollDice(actionDice: unknown, threatDice: unknown, keep: unknown): void {
  assertOneOf(keep, THREAT_KEEPS, "keep");
  assertDice(actionDice, 6, "actionDice");
  assertDice(threatDice, 8, "threatDice");
  if (keep === "lowest" && actionDice.length !== 2) {
    throw new RulesError(
      "ZeroDiceRollCount",
      `a zero-dice roll keeps the lower of exactly two dice, got ${actionDice.length}`,
      {
        actionDice,
      },
    );
  }
  if (actionDice.length < 1) {
    throw new RulesError(
      "NoActionDice",
      "an action roll needs at least one action die (roll two and keep the lower for zero)",
      {
        actionDice,
      },
    );
  }
  if (actionDice.length > MAX_ACTION_DICE) {
    throw new RulesError(
      "TooManyActionDice",
      `more than ${MAX_ACTION_DICE} action dice means no roll: the action succeeds`,
      {
        actionDice,
      },
    );
  }
  assertInt(threatDice.length, 0, MAX_THREAT_DICE, "number of threat dice");
}

function burnFor(dice: readonly number[], keep: ThreatKeep, cuts: number, momentum: number): ThreatBurn {
  const replacedIndex = readActionDice(dice, keep).keptIndex;
  const burnedDice = dice.map((v, i) => (i === replacedIndex ? momentum : v));
  const baseOutcome = readActionDice(burnedDice, keep).outcome;
  const cut = cutThreatOutcome(baseOutcome, cuts);
  return {
    momentum,
    outcome: cut.outcome,
    baseOutcome,
    replacedIndex,
    replacedValue: dice[replacedIndex],
    cutsApplied: cut.cutsApplied,
  };
}

function improves(burn: ThreatBurn, outcome: ThreatOutcome): boolean {
  return threatOutcomeRank(burn.outcome) > threatOutcomeRank(outcome);
}

/**
 * Resolves an action roll. When `burnMomentum` is 4 or more and burning it would improve the final
 * result, `burn` describes that burn (the kept die replaced by the momentum, then the cuts); a burn can
 * make a result worse (a perfect read from two 6s), so it is offered only when it helps.
 */
export function resolveThreatRoll(input: ThreatRollInput): ThreatRollResult {
  const keep = input.keep ?? "highest";
  const { actionDice, threatDice } = input;
  assertRollDice(actionDice, threatDice, keep);
  const momentum = input.burnMomentum ?? null;
  if (momentum !== null) assertInt(momentum, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX, "burnMomentum");

  const base = readActionDice(actionDice, keep);
  const cutDice: number[] = [];
  threatDice.forEach((v, i) => {
    if (CUTTING_FACES.includes(v)) cutDice.push(i);
  });
  const cut = cutThreatOutcome(base.outcome, cutDice.length);
  let burn: ThreatBurn | null = null;
  if (momentum !== null && momentum >= AUGUR_BURN_MIN) {
    const offer = burnFor(actionDice, keep, cutDice.length, momentum);
    if (improves(offer, cut.outcome)) burn = offer;
  }
  return {
    outcome: cut.outcome,
    baseOutcome: base.outcome,
    keep,
    keptIndex: base.keptIndex,
    keptValue: base.keptValue,
    sixes: base.sixes,
    cuts: cutDice.length,
    cutDice,
    cutsApplied: cut.cutsApplied,
    actionDice: [...actionDice],
    threatDice: [...threatDice],
    burn,
    burned: null,
  };
}

/**
 * Burns `momentum` on a resolved roll: the kept action die shows the momentum instead, then the cuts
 * apply again. Refused (RulesError) when momentum is below 4, when the roll was already burned, or when
 * the burn would not improve the result. Returns a new result; the given one is unchanged. Resetting
 * the track is `burnMomentum` in augur-momentum.
 */
export function applyThreatBurn(result: ThreatRollResult, momentum: number): ThreatRollResult {
  if (result.burned !== null) {
    throw new RulesError("AlreadyBurned", "momentum has already been burned on this roll", {
      burned: result.burned,
    });
  }
  assertInt(momentum, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX, "momentum");
  if (momentum < AUGUR_BURN_MIN) {
    throw new RulesError(
      "BurnTooLow",
      `momentum ${momentum} cannot be burned: it must be ${AUGUR_BURN_MIN} or more`,
      {
        momentum,
      },
    );
  }
  const before = resolveThreatRoll({
    actionDice: result.actionDice,
    threatDice: result.threatDice,
    keep: result.keep,
  });
  const burn = burnFor(before.actionDice, before.keep, before.cuts, momentum);
  if (!improves(burn, before.outcome)) {
    throw new RulesError(
      "BurnNoImprovement",
      `burning momentum ${momentum} would not improve a ${before.outcome} result`,
      {
        momentum,
        outcome: before.outcome,
      },
    );
  }
  const burnedDice = before.actionDice.map((v, i) => (i === burn.replacedIndex ? momentum : v));
  const after = resolveThreatRoll({
    actionDice: burnedDice,
    threatDice: before.threatDice,
    keep: before.keep,
  });
  return { ...after, burned: burn };
}

/** Which bonus dice the character claims. */
export interface ThreatBonusDice {
  /** Relevant expertise: +1 die. */
  expertise?: boolean;
  /** An ability that grants a bonus die: +1 die. */
  ability?: boolean;
  /** Working together (a setup or other help not counted in `assists`): the working-together die. */
  workingTogether?: boolean;
}

/** Input of `planThreatRoll`. */
export interface ThreatPlanInput {
  /** The approach value: its number of action dice (0..10). */
  approach: number;
  /** Bonus dice claimed. */
  bonusDice?: ThreatBonusDice;
  /** Number of other characters assisting (each would roll one die; see `planThreatRoll`). */
  assists?: number;
  /** Whether the GM rolls a die for help from the world (an NPC, the environment). */
  outsideAssistance?: boolean;
  /** Threat level from the stances (-6..12); 4 or more is impossible, negative grants momentum. */
  stanceThreat: number;
  /** The character's harm: one threat die each (0..12); never makes a task impossible. */
  harm?: number;
  /** The character's current momentum (0..6), to report the track after a negative threat level. */
  momentum?: number;
}

/** Where the action dice of a plan come from. */
export interface ThreatPoolBreakdown {
  /** Dice from the approach. */
  approach: number;
  /** Die from expertise (0 or 1). */
  expertise: 0 | 1;
  /** Die from an ability (0 or 1). */
  ability: 0 | 1;
  /** The working-together die (0 or 1), however many helpers offered one. */
  workingTogether: 0 | 1;
  /** Helpers offering the working-together die: assists, outside assistance and the workingTogether flag. */
  helpers: number;
  /** Helpers whose die does not count because working together adds at most one die. */
  ignoredHelpers: number;
  /** Total action dice: approach plus bonus dice (0 means roll two and keep the lower). */
  total: number;
}

/** A roll to make. */
export interface ThreatRollPlan {
  /** Discriminant: the dice are rolled. */
  kind: "roll";
  /** Number of d6 action dice to roll (2 on a zero-dice roll). */
  actionDice: number;
  /** Which die is read: "lowest" on a zero-dice roll, else "highest". */
  keep: ThreatKeep;
  /** Number of d8 threat dice to roll: the positive part of the stance threat, plus harm. */
  threatDice: number;
  /** Threat dice from the stances. */
  threatFromStances: number;
  /** Threat dice from harm. */
  threatFromHarm: number;
  /** The stance threat level as given (may be negative). */
  threatLevel: number;
  /** Momentum gained before the roll from a negative threat level (0 otherwise). */
  momentumGained: number;
  /** Momentum after that gain (capped at 6), or null when no momentum was given. */
  momentum: number | null;
  /** Where the action dice come from. */
  pool: ThreatPoolBreakdown;
}

/** No roll: the pool exceeds six action dice, so the action simply succeeds. */
export interface ThreatAutomaticPlan {
  /** Discriminant: the action succeeds without a roll. */
  kind: "automatic";
  /** Where the action dice come from (`pool.total` is more than 6). */
  pool: ThreatPoolBreakdown;
}

/** No roll: the stances put the threat level at 4 or more; the task cannot be done as stated. */
export interface ThreatImpossiblePlan {
  /** Discriminant: the task is impossible. */
  kind: "impossible";
  /** The stance threat level (4 or more). */
  threatLevel: number;
}

/** What to do for an action: roll, succeed without a roll, or give up on an impossible task. */
export type ThreatPlan = ThreatRollPlan | ThreatAutomaticPlan | ThreatImpossiblePlan;

function optionalBool(value: boolean | undefined, what: string): boolean {
  if (value === undefined) return false;
  assertBool(value, what);
  return value;
}

/**
 * Characters who share the roll's risk: every assisting character (docs/rulings.md, Augur). Outside
 * assistance is the world's die and shares none. What the shared risk costs (a stronger or one more
 * impact move, or suspense for the GM instead) is the GM's call, so nothing is written for it.
 */
export function sharedRisk(input: Pick<ThreatPlanInput, "assists">): number {
  const assists = input.assists ?? 0;
  assertInt(assists, 0, MAX_ASSISTS, "assists");
  return assists;
}

/**
 * Plans an action roll from the sheet's numbers.
 *
 * Action dice are the approach plus bonus dice. Bonus dice come one each from expertise, an ability and
 * working together, at most 3 in all. Ruling: an assist (another character's die), outside assistance
 * (the GM's die) and the `workingTogether` flag are all "working together" — the rules text lists them
 * under that heading — so together they add at most ONE die; further helpers still share the risk in
 * the fiction but add no die (`pool.ignoredHelpers` counts them). With that ruling the cap of three
 * bonus dice is exactly one per source and is never exceeded.
 *
 * Order of checks: a stance threat of 4 or more is impossible (threat from harm does not count); then a
 * pool of more than 6 action dice succeeds without a roll; otherwise the dice are rolled — zero action
 * dice mean roll two and keep the lower. A negative stance threat grants that much momentum before the
 * roll and adds no threat dice; threat dice are the positive part of the stance threat plus harm.
 */
export function planThreatRoll(input: ThreatPlanInput): ThreatPlan {
  const { approach, stanceThreat } = input;
  const assists = input.assists ?? 0;
  const harm = input.harm ?? 0;
  const bonus = input.bonusDice ?? {};
  assertInt(approach, 0, MAX_APPROACH, "approach");
  assertInt(stanceThreat, MIN_STANCE_THREAT, MAX_STANCE_THREAT, "stanceThreat");
  assertInt(assists, 0, MAX_ASSISTS, "assists");
  assertInt(harm, 0, MAX_HARM, "harm");
  if (typeof bonus !== "object" || bonus === null) {
    throw new RulesError(
      "NotObject",
      "bonusDice must be an object of expertise / ability / workingTogether flags",
      {
        bonusDice: bonus,
      },
    );
  }
  const expertise = optionalBool(bonus.expertise, "bonusDice.expertise");
  const ability = optionalBool(bonus.ability, "bonusDice.ability");
  const workingTogetherFlag = optionalBool(bonus.workingTogether, "bonusDice.workingTogether");
  const outside = optionalBool(input.outsideAssistance, "outsideAssistance");
  const momentumNow = input.momentum ?? null;
  if (momentumNow !== null) assertInt(momentumNow, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX, "momentum");

  if (stanceThreat >= IMPOSSIBLE_THREAT_LEVEL) return { kind: "impossible", threatLevel: stanceThreat };

  const helpers = assists + Number(outside) + Number(workingTogetherFlag);
  const workingTogether: 0 | 1 = helpers > 0 ? 1 : 0;
  // One die per source, so the bonus never exceeds MAX_BONUS_DICE.
  const bonusTotal = Number(expertise) + Number(ability) + workingTogether;
  const pool: ThreatPoolBreakdown = {
    approach,
    expertise: expertise ? 1 : 0,
    ability: ability ? 1 : 0,
    workingTogether,
    helpers,
    ignoredHelpers: helpers - workingTogether,
    total: approach + bonusTotal,
  };
  if (pool.total > MAX_ACTION_DICE) return { kind: "automatic", pool };

  const threatFromStances = Math.max(0, stanceThreat);
  const threatDice = threatFromStances + harm;
  if (threatDice > MAX_THREAT_DICE) {
    throw new RulesError(
      "TooManyThreatDice",
      `a roll takes at most ${MAX_THREAT_DICE} threat dice, got ${threatDice}`,
      {
        threatDice,
      },
    );
  }
  const momentumGained = Math.max(0, -stanceThreat);
  return {
    kind: "roll",
    actionDice: pool.total === 0 ? 2 : pool.total,
    keep: pool.total === 0 ? "lowest" : "highest",
    threatDice,
    threatFromStances,
    threatFromHarm: harm,
    threatLevel: stanceThreat,
    momentumGained,
    momentum: momentumNow === null ? null : gainMomentum(momentumNow, momentumGained),
    pool,
  };
}

// Exact odds of an Augur action roll.
//
// The action dice give a base result (perfect / good / messy / botched) in closed form; the number of
// cuts is binomial (each threat die shows 7 or 8 with probability 2/8); the final result is the base
// walked down by the cuts (perfect never cut, dire the floor). At most 4 x 13 terms.

/** Input of `threatRollOdds`. */
export interface ThreatOddsInput {
  /** Action dice in the pool: 0 (roll two, keep the lower) to 6. */
  actionDice: number;
  /** Threat dice: 0 to 12. */
  threatDice: number;
}

/** Probabilities (0..1) of each final result. */
export interface ThreatOdds {
  /** Chance of a perfect result. */
  perfect: number;
  /** Chance of a good result. */
  good: number;
  /** Chance of a messy result. */
  messy: number;
  /** Chance of a botched result. */
  botched: number;
  /** Chance of a dire result. */
  dire: number;
}

/** Chance that one threat die cuts (shows 7 or 8). */
const CUT_CHANCE = 2 / 8;

type BaseOdds = Readonly<Record<Exclude<ThreatOutcome, "dire">, number>>;

/** Distribution of the result read from the action dice, before cuts. */
function baseOdds(actionDice: number): BaseOdds {
  if (actionDice === 0) {
    // Two dice, keep the lower: P(lower >= k) = ((7 - k) / 6)^2; a zero-dice roll is never perfect.
    const atLeast = (k: number): number => ((7 - k) / 6) ** 2;
    return { perfect: 0, good: atLeast(6), messy: atLeast(4) - atLeast(6), botched: 1 - atLeast(4) };
  }
  // P(exactly k sixes) = C(n, k) (1/6)^k (5/6)^(n-k); perfect is the sum over k >= 2 (summed, not
  // taken as 1 - P(0) - P(1), so a single die gives exactly 0).
  let perfect = 0;
  let choose = 1;
  for (let k = 0; k <= actionDice; k++) {
    if (k >= 2) perfect += choose * (1 / 6) ** k * (5 / 6) ** (actionDice - k);
    choose = (choose * (actionDice - k)) / (k + 1);
  }
  const noSix = (5 / 6) ** actionDice;
  const oneSix = actionDice * (1 / 6) * (5 / 6) ** (actionDice - 1);
  const allLow = (1 / 2) ** actionDice;
  return { perfect, good: oneSix, messy: noSix - allLow, botched: allLow };
}

/** Binomial distribution of the number of cuts among `threatDice` dice. */
function cutOdds(threatDice: number): number[] {
  const odds: number[] = [];
  let choose = 1;
  for (let c = 0; c <= threatDice; c++) {
    odds.push(choose * CUT_CHANCE ** c * (1 - CUT_CHANCE) ** (threatDice - c));
    choose = (choose * (threatDice - c)) / (c + 1);
  }
  return odds;
}

/** Exact odds of an action roll with `actionDice` d6 (0 = two, keep the lower) and `threatDice` d8. */
export function threatRollOdds(input: ThreatOddsInput): ThreatOdds {
  const { actionDice, threatDice } = input;
  assertInt(actionDice, 0, MAX_ACTION_DICE, "number of action dice");
  assertInt(threatDice, 0, MAX_THREAT_DICE, "number of threat dice");
  const base = baseOdds(actionDice);
  const cuts = cutOdds(threatDice);
  const odds: ThreatOdds = { perfect: 0, good: 0, messy: 0, botched: 0, dire: 0 };
  for (const outcome of ["perfect", "good", "messy", "botched"] as const) {
    cuts.forEach((pCuts, c) => {
      odds[cutThreatOutcome(outcome, c).outcome] += base[outcome] * pCuts;
    });
  }
  return odds;
}
