/** The threat kind: an Augur threat-dice roll (action d6s against threat d8s). */
import {
  applyThreatBurn,
  MAX_ACTION_DICE,
  MAX_THREAT_DICE,
  resolveThreatRoll,
  THREAT_KEEPS,
  planThreatRoll,
  type ThreatPlan,
  type ThreatPlanInput,
  type ThreatRollResult,
} from "../rules/threat";
import { type CardWith, defineKind, lowestFaces, type RequestWith } from "./kind";
import { choice, data, dice, int, nullableChoice, nullableInt, pick } from "./shape";

export const THREAT_SHAPE = {
  /** No roll was made: the action succeeds (more than 6 action dice) or cannot be done (threat +4). */
  noRoll: nullableChoice(["automatic", "impossible"]),
  actionDice: dice(6, 0, MAX_ACTION_DICE),
  /** "lowest" when the character had no action dice and rolled two, keeping the lower. */
  keep: choice(THREAT_KEEPS, "highest"),
  threatDice: dice(8, 0, MAX_THREAT_DICE),
  /** Momentum gained before the roll from a negative threat level. */
  momentumGained: int(0, 6, 0),
  /** Momentum at roll time (0..6), for the burn offer. */
  momentum: int(0, 6, 2),
  /** The momentum value burned, once burned; null before. */
  burnedMomentum: nullableInt(4, 6),
} as const;

export const THREAT_REQUEST = {
  ...pick(THREAT_SHAPE, ["momentum"]),
  /** The inputs planThreatRoll (src/rules/threat.ts) turns into dice counts or a no-roll. */
  plan: data<ThreatPlanInput>(),
} as const;

export type ThreatCardState = CardWith<"threat", typeof THREAT_SHAPE>;
export type ThreatRequest = RequestWith<"threat", typeof THREAT_REQUEST>;
/** The dice of a threat roll, as cast. */
export type ThreatDice = Pick<ThreatCardState, "actionDice" | "threatDice">;

/**
 * Null when no dice were rolled (the action was automatic or impossible). As on an action card, a burn
 * is offered from `currentMomentum`, the actor's momentum now (undefined: none offered); once burned,
 * the card's `burnedMomentum` gives the result.
 */
export function resolveThreatCard(state: ThreatCardState, currentMomentum?: number): ThreatRollResult | null {
  if (state.noRoll) return null;
  const rolled = resolveThreatRoll({
    actionDice: state.actionDice,
    threatDice: state.threatDice,
    keep: state.keep,
    burnMomentum: state.burnedMomentum === null ? (currentMomentum ?? null) : null,
  });
  return state.burnedMomentum === null ? rolled : applyThreatBurn(rolled, state.burnedMomentum);
}

/** The Augur plan of a threat request, with the character's momentum taken into account. */
export function planThreat(request: ThreatRequest): ThreatPlan {
  return planThreatRoll({ ...request.plan, momentum: request.momentum });
}

/** A threat card: `dice` is null when the plan says no roll is made. */
function threatFromDice(request: ThreatRequest, dice: ThreatDice | null): ThreatCardState {
  const { plan: _plan, ...rest } = request;
  const plan = planThreat(request);
  const base = { ...rest, burnedMomentum: null, applied: [] };
  if (plan.kind !== "roll" || dice === null) {
    const noRoll = plan.kind === "roll" ? "impossible" : plan.kind;
    return { ...base, noRoll, actionDice: [], keep: "highest", threatDice: [], momentumGained: 0 };
  }
  return {
    ...base,
    noRoll: null,
    actionDice: [...dice.actionDice],
    keep: plan.keep,
    threatDice: [...dice.threatDice],
    momentumGained: plan.momentumGained,
    momentum: plan.momentum ?? request.momentum,
  };
}

export const threat = defineKind({
  id: "threat",
  shape: THREAT_SHAPE,
  request: THREAT_REQUEST,
  resolve: resolveThreatCard,
  fromDice: threatFromDice,
  check: (request: ThreatRequest): ThreatDice | null => {
    const plan = planThreat(request);
    return plan.kind === "roll" ? { actionDice: lowestFaces(plan.actionDice), threatDice: lowestFaces(plan.threatDice) } : null;
  },
});
