/** The threat kind: an Augur threat-dice roll (action d6s against threat d8s). */
import { MAX_ACTION_DICE, MAX_THREAT_DICE, THREAT_KEEPS, type ThreatPlanInput } from "../rules/threat";
import { type CardWith, defineKind, type RequestWith } from "./kind";
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

export const threat = defineKind({ id: "threat", shape: THREAT_SHAPE, request: THREAT_REQUEST });
