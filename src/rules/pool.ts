/**
 * Forged Ties: the pool roll.
 *
 * The player rolls a pool of d10s and keeps the highest die; the GM rolls two d10 challenge dice. Each
 * challenge die is compared on its own and is beaten only by a strictly higher die (ties go to the
 * challenge die). Both beaten: full success; one: partial success; none: miss. When the two challenge
 * dice show the same value (a match), a success also brings a new opportunity and a miss a new
 * complication.
 *
 * Position and effect are set before the roll. The position decides what an outcome costs; that cost
 * is returned as data (`PoolConsequence`), never as prose. Breaking, heart and harm tracks live
 * elsewhere: this module only describes what to mark.
 *
 * Help (docs/rulings.md, Forged Ties): helpers add dice by helping with a stat or with a skill; a stat
 * helps only a stat roll, a skill helps either, so helpers' stat dice on a skill roll are refused.
 *
 * Last, the exact odds of a pool roll, which the roll dialog shows before the roll.
 */
import { assertChallengeDice, compareToChallengeDice, type ChallengeOutcome } from "./challenge";
import { RulesError } from "./errors";
import { assertDice, assertInt, assertOneOf } from "./validate";

/** The three outcomes of a pool roll, best first. */
export type PoolOutcome = "fullSuccess" | "partialSuccess" | "miss";
/** How exposed the character is when acting; set by the GM before the roll. */
export type Position = "controlled" | "risky" | "desperate";
/** How much the action achieves if it succeeds; set by the GM before the roll, raised by a push. */
export type Effect = "limited" | "standard" | "great";
/** What a match on the challenge dice adds: an opportunity on a success, a complication on a miss. */
export type PoolMatchResult = "opportunity" | "complication";
/** How a push is spent: one more die of the rolled skill, or one step of effect. */
export type PushChoice = "addDie" | "raiseEffect";

/** Every outcome id, best first. */
export const POOL_OUTCOMES: readonly PoolOutcome[] = ["fullSuccess", "partialSuccess", "miss"];
/** Every position id, safest first. */
export const POSITIONS: readonly Position[] = ["controlled", "risky", "desperate"];
/** Every effect level, lowest first; a push raises effect by one step along this list. */
export const EFFECTS: readonly Effect[] = ["limited", "standard", "great"];
/** Every way to spend a push. */
export const PUSH_CHOICES: readonly PushChoice[] = ["addDie", "raiseEffect"];

/** Position assumed when none is given (the usual default of position-and-effect games). */
export const DEFAULT_POSITION: Position = "risky";
/** Effect assumed when none is given. */
export const DEFAULT_EFFECT: Effect = "standard";
/** Largest pool the resolver and the odds accept. */
export const MAX_POOL_DICE = 40;
/** Largest count accepted for each source of dice when building a pool. */
export const MAX_POOL_SOURCE_DICE = 10;

/** Whether the character gets what they were after. */
export type PoolAchievement = "yes" | "no" | "either";
/** Which tracks the consequence asks the player to mark. */
export type PoolMarks = "none" | "harmOrBreaking" | "harmAndBreaking";
/** How bad the consequence is. */
export type PoolSeverity = "none" | "minor" | "standard" | "severe";

/** What the position says happens for one outcome, as data. Texts live in the language file. */
export interface PoolConsequence {
  /** Stable id of this position-and-outcome pair, `<position>.<outcome>` (for example "risky.miss"). */
  id: `${Position}.${PoolOutcome}`;
  /**
   * Whether the action is achieved: "yes"; "no"; or "either" — the character either misses, or does
   * it and takes the (minor) consequence (a partial success from a controlled position).
   */
  achieved: PoolAchievement;
  /** Tracks to mark: none, harm or breaking (one of them), or harm and breaking (both). */
  marks: PoolMarks;
  /** How severe the consequence is: none, minor, standard or severe. */
  severity: PoolSeverity;
  /** True when the action can only be achieved by pushing (a miss from a controlled position). */
  needsPush: boolean;
}

type ConsequenceRow = Omit<PoolConsequence, "id">;

const DONE: ConsequenceRow = { achieved: "yes", marks: "none", severity: "none", needsPush: false };

/** The reference's position list, one row per position and outcome. */
const CONSEQUENCES: Readonly<Record<Position, Readonly<Record<PoolOutcome, ConsequenceRow>>>> = {
  controlled: {
    fullSuccess: DONE,
    partialSuccess: { achieved: "either", marks: "none", severity: "minor", needsPush: false },
    miss: { achieved: "no", marks: "none", severity: "none", needsPush: true },
  },
  risky: {
    fullSuccess: DONE,
    partialSuccess: { achieved: "yes", marks: "none", severity: "standard", needsPush: false },
    miss: { achieved: "no", marks: "harmOrBreaking", severity: "standard", needsPush: false },
  },
  desperate: {
    fullSuccess: DONE,
    partialSuccess: { achieved: "yes", marks: "harmOrBreaking", severity: "severe", needsPush: false },
    miss: { achieved: "no", marks: "harmAndBreaking", severity: "severe", needsPush: false },
  },
};

/** What a position means for an outcome (a fresh plain object each call). */
export function poolConsequence(position: Position, outcome: PoolOutcome): PoolConsequence {
  assertOneOf(position, POSITIONS, "position");
  assertOneOf(outcome, POOL_OUTCOMES, "outcome");
  return { id: `${position}.${outcome}`, ...CONSEQUENCES[position][outcome] };
}

/** Input of `resolvePoolRoll`. */
export interface PoolRollInput {
  /** The rolled d10s (at least one). */
  pool: readonly number[];
  /** The GM's two d10 challenge dice. */
  challengeDice: readonly number[];
  /** Position set before the roll; defaults to "risky". */
  position?: Position;
  /** Effect set before the roll (after any push); defaults to "standard". */
  effect?: Effect;
}

/** The resolved pool roll. */
export interface PoolRollResult {
  /** Full success (both challenge dice beaten), partial success (one) or miss (none). */
  outcome: PoolOutcome;
  /** The highest die of the pool: the only die compared with the challenge dice. */
  highest: number;
  /** Index in `pool` of the kept die (the first one, when several show the highest value). */
  keptIndex: number;
  /** The pool as rolled (a copy). */
  pool: number[];
  /** The two challenge dice as rolled (a copy). */
  challengeDice: [number, number];
  /** For each challenge die, whether the kept die is strictly higher than it. */
  beaten: [boolean, boolean];
  /** True when both challenge dice show the same value. */
  match: boolean;
  /** On a match, "opportunity" after a success and "complication" after a miss; null without a match. */
  matchResult: PoolMatchResult | null;
  /** The position the roll was made from. */
  position: Position;
  /** The effect the roll was made at. */
  effect: Effect;
  /** What the position says happens for this outcome. */
  consequence: PoolConsequence;
}

/** A pool roll reads the challenge-dice outcome under Forged Ties' names. */
const POOL_OUTCOME_OF: Readonly<Record<ChallengeOutcome, PoolOutcome>> = {
  strongHit: "fullSuccess",
  weakHit: "partialSuccess",
  miss: "miss",
};

/** Resolves a Forged Ties pool roll: highest die against each challenge die, ties to the challenge die. */
export function resolvePoolRoll(input: PoolRollInput): PoolRollResult {
  const { pool, challengeDice } = input;
  const position = input.position ?? DEFAULT_POSITION;
  const effect = input.effect ?? DEFAULT_EFFECT;
  assertDice(pool, 10, "pool");
  if (pool.length < 1) {
    throw new RulesError("EmptyPool", "a pool roll needs at least one die", { pool });
  }
  assertInt(pool.length, 1, MAX_POOL_DICE, "number of pool dice");
  assertChallengeDice(challengeDice);
  assertOneOf(position, POSITIONS, "position");
  assertOneOf(effect, EFFECTS, "effect");

  let keptIndex = 0;
  pool.forEach((v, i) => {
    if (v > pool[keptIndex]) keptIndex = i;
  });
  const highest = pool[keptIndex];
  const dice: [number, number] = [challengeDice[0], challengeDice[1]];
  // The same comparison as Ironsworn's: each challenge die on its own, ties to the die.
  const { outcome: challenge, beaten, match } = compareToChallengeDice(highest, dice);
  const outcome = POOL_OUTCOME_OF[challenge];
  const matchResult: PoolMatchResult | null = !match
    ? null
    : outcome === "miss"
      ? "complication"
      : "opportunity";

  return {
    outcome,
    highest,
    keptIndex,
    pool: [...pool],
    challengeDice: dice,
    beaten,
    match,
    matchResult,
    position,
    effect,
    consequence: poolConsequence(position, outcome),
  };
}

/** What a Forged Ties roll, or a helper's dice, comes from. */
export type PoolSource = "stat" | "skill";

/**
 * Forged Ties help: a stat helps only a stat roll; a skill helps a stat or a skill roll. Refuses
 * helpers' stat dice on a skill roll.
 */
export function assertHelp(rolled: PoolSource | null, helperStatDice: number): void {
  if (rolled === "skill" && helperStatDice > 0) {
    throw new RulesError("StatHelpsStatsOnly", "a stat helps only a stat roll; this roll is on a skill", {
      helperStatDice,
    });
  }
}

/** Input of `buildPool`. */
export interface PoolPlanInput {
  /** Dice from the rolled skill (or the stat, when no skill applies). */
  skillDice: number;
  /** Dice from related skills (only when rolling a skill). */
  relatedSkillDice?: number;
  /** Dice from characters helping with a skill (a skill helps a stat or a skill roll). */
  helperDice?: number;
  /** Dice from characters helping with a stat (a stat helps only a stat roll). */
  helperStatDice?: number;
  /** What the roll is on: a skill, a stat, or null when not known (no help is refused then). */
  rolled?: PoolSource | null;
  /** Effect set by the GM before any push; defaults to "standard". */
  effect?: Effect;
  /** How the character pushes, or null (the default) for no push. */
  push?: PushChoice | null;
}

/** How many d10s to roll and what the push costs: a pure description, no dice. */
export interface PoolPlan {
  /** Total number of d10s to roll (at least one). */
  dice: number;
  /** Dice from the rolled skill or stat, not counting a pushed die. */
  skillDice: number;
  /** Dice from related skills. */
  relatedSkillDice: number;
  /** Dice from helpers (with a skill or a stat). */
  helperDice: number;
  /** 1 when the push added a die (a die of the rolled skill), else 0. */
  pushDice: 0 | 1;
  /** How the character pushed, or null when they did not. */
  push: PushChoice | null;
  /** Effect set before the push. */
  baseEffect: Effect;
  /** Effect the roll is made at (one step above `baseEffect` when the push raised it). */
  effect: Effect;
  /** Steps of effect gained from the push: 1 when it raised effect, else 0. */
  effectSteps: 0 | 1;
  /** Breaking to mark for this roll: 1 when the character pushed, else 0. */
  breakingToMark: 0 | 1;
}

/**
 * Describes a pool: counts from each source, plus an optional push (mark one breaking, then one more
 * die of the rolled skill or one step of effect). Every count is a whole number from 0 to 10; the pool
 * rolled — counting a pushed die — must hold at least one die. Raising effect past "great" is an error.
 */
export function buildPool(input: PoolPlanInput): PoolPlan {
  const skillDice = input.skillDice;
  const relatedSkillDice = input.relatedSkillDice ?? 0;
  const helperStatDice = input.helperStatDice ?? 0;
  assertInt(helperStatDice, 0, MAX_POOL_SOURCE_DICE, "helperStatDice");
  assertHelp(input.rolled ?? null, helperStatDice);
  const helperDice = (input.helperDice ?? 0) + helperStatDice;
  const baseEffect = input.effect ?? DEFAULT_EFFECT;
  const push = input.push ?? null;
  assertInt(skillDice, 0, MAX_POOL_SOURCE_DICE, "skillDice");
  assertInt(relatedSkillDice, 0, MAX_POOL_SOURCE_DICE, "relatedSkillDice");
  assertInt(input.helperDice ?? 0, 0, MAX_POOL_SOURCE_DICE, "helperDice");
  assertInt(helperDice, 0, MAX_POOL_SOURCE_DICE, "helperDice");
  assertOneOf(baseEffect, EFFECTS, "effect");
  if (push !== null) assertOneOf(push, PUSH_CHOICES, "push");

  const pushDice: 0 | 1 = push === "addDie" ? 1 : 0;
  const effectSteps: 0 | 1 = push === "raiseEffect" ? 1 : 0;
  const effectIndex = EFFECTS.indexOf(baseEffect) + effectSteps;
  if (effectIndex >= EFFECTS.length) {
    throw new RulesError(
      "EffectAboveGreat",
      `effect is already ${baseEffect}; a push cannot raise it further`,
      {
        effect: baseEffect,
      },
    );
  }
  const dice = skillDice + relatedSkillDice + helperDice + pushDice;
  if (dice < 1) {
    throw new RulesError("EmptyPool", "the pool has no dice: a pool roll needs at least one die", {
      skillDice,
      relatedSkillDice,
      helperDice,
    });
  }
  return {
    dice,
    skillDice,
    relatedSkillDice,
    helperDice,
    pushDice,
    push,
    baseEffect,
    effect: EFFECTS[effectIndex],
    effectSteps,
    breakingToMark: push === null ? 0 : 1,
  };
}

/**
 * Pushes an existing, unpushed plan: marks one breaking and either adds a die of the rolled skill or
 * raises effect one step. Pushing a plan that is already pushed is an error. The plan is re-validated
 * and a new plan is returned; the given one is left unchanged.
 */
export function applyPush(plan: PoolPlan, push: PushChoice): PoolPlan {
  if (plan.push !== null) {
    assertOneOf(plan.push, PUSH_CHOICES, "plan.push");
    throw new RulesError("AlreadyPushed", "this roll is already pushed; a roll can be pushed only once", {
      push: plan.push,
    });
  }
  assertOneOf(push, PUSH_CHOICES, "push");
  const sources = {
    skillDice: plan.skillDice,
    relatedSkillDice: plan.relatedSkillDice,
    helperDice: plan.helperDice,
    effect: plan.baseEffect,
  };
  const unpushed = buildPool(sources);
  if (unpushed.dice !== plan.dice || unpushed.effect !== plan.effect) {
    throw new RulesError("InconsistentPoolPlan", "the pool plan's totals do not match its sources", { plan });
  }
  return buildPool({ ...sources, push });
}

// Exact odds of a Forged Ties pool roll: the highest of `dice` d10s against two d10 challenge dice,
// ties to the challenge die.
//
// Closed form over the highest die: P(highest = h) = (h/10)^n - ((h-1)/10)^n, and a challenge die is
// beaten by h with probability (h-1)/10, each challenge die on its own.

/** Input of `poolRollOdds`. */
export interface PoolOddsInput {
  /** Number of d10s in the pool (1..40). */
  dice: number;
}

/** Probabilities (0..1) of a pool roll's outcomes. */
export interface PoolOdds {
  /** Chance of a full success (both challenge dice beaten). */
  fullSuccess: number;
  /** Chance of a partial success (exactly one challenge die beaten). */
  partialSuccess: number;
  /** Chance of a miss (no challenge die beaten). */
  miss: number;
  /** Chance that the challenge dice match (always 1/10, whatever the pool). */
  match: number;
  /** Chance of a match on a success: a new opportunity (a match is always a full success or a miss). */
  opportunity: number;
  /** Chance of a match on a miss: a new complication. */
  complication: number;
}

/** Exact odds of rolling a pool of `dice` d10s. A pool of 0 is an error. */
export function poolRollOdds(input: PoolOddsInput): PoolOdds {
  const { dice } = input;
  assertInt(dice, 1, MAX_POOL_DICE, "number of pool dice");
  const odds: PoolOdds = {
    fullSuccess: 0,
    partialSuccess: 0,
    miss: 0,
    match: 0,
    opportunity: 0,
    complication: 0,
  };
  for (let h = 1; h <= 10; h++) {
    const pHighest = (h / 10) ** dice - ((h - 1) / 10) ** dice;
    const beat = (h - 1) / 10;
    odds.fullSuccess += pHighest * beat * beat;
    odds.partialSuccess += pHighest * 2 * beat * (1 - beat);
    odds.miss += pHighest * (1 - beat) * (1 - beat);
    // Both challenge dice show the same value v: beaten when v < h (h - 1 values), not when v >= h.
    odds.opportunity += (pHighest * (h - 1)) / 100;
    odds.complication += (pHighest * (11 - h)) / 100;
  }
  odds.match = odds.opportunity + odds.complication;
  return odds;
}
