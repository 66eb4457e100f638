/**
 * Augur: the character — approaches, expertise, abilities, bonds, harm and momentum.
 *
 * Rulings:
 * - Approaches: prowess, finesse, insight, presence, resolve; each 0..6 (a pool above 6 needs no roll).
 * - Harm is a count, 0..3 by default (`harmMax`, stored on the state). Each harm adds one threat die to
 *   every roll and never counts toward an impossible task. Harm past `harmMax` is reported as overflow
 *   and the count stays at the maximum; what follows is the GM's call.
 * - Momentum uses the 0..6 track of augur-momentum: a loss that would go below 0 becomes 1 harm and a
 *   reset to 2.
 */
import {
  AUGUR_MOMENTUM_MAX,
  AUGUR_MOMENTUM_MIN,
  burnMomentum,
  canLoseMomentumInsteadOfHarm,
  gainMomentum,
  loseMomentum,
} from "./augur-momentum";
import { assertBonds, type Bond } from "./bonds";
import { RulesError } from "./errors";
import { assertIdList } from "./forged-ties-character";
import { assertBool, assertId, assertInt, assertOneOf } from "./validate";
import { planThreatRoll, type ThreatPlan, MAX_ASSISTS } from "./threat";

/** Approach ids. */
export const AUGUR_APPROACHES = ["prowess", "finesse", "insight", "presence", "resolve"] as const;
/** An approach id. */
export type AugurApproach = (typeof AUGUR_APPROACHES)[number];
/** Highest approach value on a character sheet. */
export const AUGUR_APPROACH_MAX = 6;
/** Default harm a character can hold. */
export const AUGUR_HARM_MAX = 3;
/** Largest harm maximum accepted. */
export const AUGUR_HARM_MAX_LIMIT = 12;

/** An Augur character. */
export interface AugurCharacter {
  /** Approach values, 0..6. */
  approaches: Record<AugurApproach, number>;
  /** Expertise ids (each adds one die when relevant). */
  expertise: string[];
  /** Ability ids. */
  abilities: string[];
  /** Bonds with other characters. */
  bonds: Bond[];
  /** Harm taken, 0..harmMax: one threat die each. */
  harm: number;
  /** Most harm the character can hold. */
  harmMax: number;
  /** Momentum, 0..6. */
  momentum: number;
}

/** Throws unless `state` is a valid Augur character. */
export function assertAugurCharacter(state: AugurCharacter): void {
  if (typeof state !== "object" || state === null)
    throw new RulesError("BadCharacter", "an Augur character must be an object", { value: state });
  if (typeof state.approaches !== "object" || state.approaches === null) {
    throw new RulesError("BadApproaches", "approaches must be an object of values", {
      value: state.approaches,
    });
  }
  for (const key of Object.keys(state.approaches)) assertOneOf(key, AUGUR_APPROACHES, "approach");
  for (const a of AUGUR_APPROACHES) assertInt(state.approaches[a], 0, AUGUR_APPROACH_MAX, `approaches.${a}`);
  assertIdList(state.expertise, "expertise");
  assertIdList(state.abilities, "abilities");
  assertBonds(state.bonds);
  assertInt(state.harmMax, 1, AUGUR_HARM_MAX_LIMIT, "harmMax");
  assertInt(state.harm, 0, state.harmMax, "harm");
  assertInt(state.momentum, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX, "momentum");
}

/** A new character: approaches 0 unless given, momentum 2, no harm. */
export function createAugurCharacter(input: Partial<AugurCharacter> = {}): AugurCharacter {
  const approaches = {
    prowess: 0,
    finesse: 0,
    insight: 0,
    presence: 0,
    resolve: 0,
    ...(input.approaches ?? {}),
  };
  const state: AugurCharacter = {
    approaches,
    expertise: input.expertise ?? [],
    abilities: input.abilities ?? [],
    bonds: input.bonds ?? [],
    harm: input.harm ?? 0,
    harmMax: input.harmMax ?? AUGUR_HARM_MAX,
    momentum: input.momentum ?? 2,
  };
  assertAugurCharacter(state);
  return structuredClone(state);
}

function copy(state: AugurCharacter): AugurCharacter {
  return structuredClone(state);
}

/** Sets one approach to `value` (0..6). */
export function setApproach(state: AugurCharacter, approach: AugurApproach, value: number): AugurCharacter {
  assertAugurCharacter(state);
  assertOneOf(approach, AUGUR_APPROACHES, "approach");
  assertInt(value, 0, AUGUR_APPROACH_MAX, "approach value");
  const next = copy(state);
  next.approaches[approach] = value;
  return next;
}

/** The character after taking harm. */
export interface AugurHarmResult {
  /** The character after the harm. */
  state: AugurCharacter;
  /** Harm actually added. */
  harmTaken: number;
  /** Harm that did not fit under harmMax (the GM decides what follows). */
  overflow: number;
}

/** Takes `n` harm (default 1): the count stops at harmMax, the rest is overflow. */
export function takeHarm(state: AugurCharacter, n = 1): AugurHarmResult {
  assertAugurCharacter(state);
  assertInt(n, 0, AUGUR_HARM_MAX_LIMIT, "harm to take");
  const harmTaken = Math.min(n, state.harmMax - state.harm);
  const next = copy(state);
  next.harm += harmTaken;
  return { state: next, harmTaken, overflow: n - harmTaken };
}

/** Heals `n` harm (default 1); refused when fewer are marked. */
export function healHarm(state: AugurCharacter, n = 1): AugurCharacter {
  assertAugurCharacter(state);
  assertInt(n, 0, state.harm, "harm to heal (harm marked)");
  const next = copy(state);
  next.harm -= n;
  return next;
}

/** Threat dice the character's harm adds to every roll. */
export function harmThreatDice(state: AugurCharacter): number {
  assertAugurCharacter(state);
  return state.harm;
}

/** Gains `n` momentum, stopping at 6. */
export function gainAugurMomentum(state: AugurCharacter, n: number): AugurCharacter {
  assertAugurCharacter(state);
  const next = copy(state);
  next.momentum = gainMomentum(state.momentum, n);
  return next;
}

/** The character after losing momentum. */
export interface AugurMomentumLossResult {
  /** The character after the loss. */
  state: AugurCharacter;
  /** True when the loss went below 0: one harm taken and momentum reset to 2. */
  wentBelowZero: boolean;
  /** Harm added by going below 0 (0 or 1; 0 also when the harm track was full). */
  harmTaken: number;
  /** Harm that did not fit under harmMax. */
  overflow: number;
}

/** Loses `n` momentum; below 0 becomes one harm and a reset to 2. */
export function loseMomentumOrHarm(state: AugurCharacter, n: number): AugurMomentumLossResult {
  assertAugurCharacter(state);
  const loss = loseMomentum(state.momentum, n);
  const withMomentum = { ...copy(state), momentum: loss.momentum };
  if (loss.harm === 0) return { state: withMomentum, wentBelowZero: false, harmTaken: 0, overflow: 0 };
  const harmed = takeHarm(withMomentum, loss.harm);
  return { state: harmed.state, wentBelowZero: true, harmTaken: harmed.harmTaken, overflow: harmed.overflow };
}

/** Loses one momentum instead of taking one harm; refused at 0 momentum. */
export function loseMomentumInsteadOfHarm(state: AugurCharacter): AugurCharacter {
  assertAugurCharacter(state);
  if (!canLoseMomentumInsteadOfHarm(state.momentum)) {
    throw new RulesError("NoMomentumToLose", "at 0 momentum, harm cannot be traded for momentum", {
      momentum: state.momentum,
    });
  }
  const next = copy(state);
  next.momentum -= 1;
  return next;
}

/** Burns momentum (4 or more): the track resets to 2. */
export function burnAugurMomentum(state: AugurCharacter): AugurCharacter {
  assertAugurCharacter(state);
  const next = copy(state);
  next.momentum = burnMomentum(state.momentum);
  return next;
}

/** What the character brings to a roll. */
export interface AugurRollRequest {
  /** The approach rolled. */
  approach: AugurApproach;
  /** Threat level from the stances. */
  stanceThreat: number;
  /** The expertise that applies (must be on the sheet), or null. */
  expertise?: string | null;
  /** The ability granting a bonus die (must be on the sheet), or null. */
  ability?: string | null;
  /** Other characters assisting. */
  assists?: number;
  /** The GM rolls a die for help from the world. */
  outsideAssistance?: boolean;
}

/** Plans a roll from the sheet: approach value, harm as threat dice, momentum for a negative threat level. */
export function augurRollPlan(state: AugurCharacter, request: AugurRollRequest): ThreatPlan {
  assertAugurCharacter(state);
  assertOneOf(request.approach, AUGUR_APPROACHES, "approach");
  const expertise = request.expertise ?? null;
  const ability = request.ability ?? null;
  if (expertise !== null) {
    assertId(expertise, "expertise");
    assertOneOf(expertise, state.expertise, "expertise");
  }
  if (ability !== null) {
    assertId(ability, "ability");
    assertOneOf(ability, state.abilities, "ability");
  }
  const assists = request.assists ?? 0;
  assertInt(assists, 0, MAX_ASSISTS, "assists");
  const outside = request.outsideAssistance ?? false;
  assertBool(outside, "outsideAssistance");
  return planThreatRoll({
    approach: state.approaches[request.approach],
    stanceThreat: request.stanceThreat,
    bonusDice: { expertise: expertise !== null, ability: ability !== null },
    assists,
    outsideAssistance: outside,
    harm: state.harm,
    momentum: state.momentum,
  });
}
