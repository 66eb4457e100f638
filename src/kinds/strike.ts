/** The strike kind: a Strike! skill roll (one or two d6, helpers' d6s). */
import {
  diceToRoll,
  resolveStrikeRoll,
  STRIKE_MAX_HELPERS,
  STRIKE_MAX_MAJOR_CONDITIONS,
  type StrikeRollResult,
} from "../rules/strike";
import { assertId, assertInt } from "../rules/validate";
import { type CardWith, defineKind, lowestFaces, type RequestWith } from "./kind";
import { added, bool, dice, int, nullableId, omittable, pick } from "./shape";

export const STRIKE_SHAPE = {
  skilled: bool(true),
  advantage: bool(),
  disadvantage: bool(),
  majorConditions: int(0, STRIKE_MAX_MAJOR_CONDITIONS, 0),
  /** The d6 rolled for the skill (one, or two with advantage or disadvantage alone). */
  dice: dice(6, 1, 2),
  /** Each helper's d6. */
  helperDice: dice(6, 0, STRIKE_MAX_HELPERS),
  /** The skill rolled, by its id on the character sheet, or null (learning needs it). */
  skillId: added(nullableId(), null),
  /** A linked roll: its result hands advantage (or disadvantage) to a later roll. */
  linked: added(bool(), false),
} as const;

export const STRIKE_REQUEST = {
  ...pick(STRIKE_SHAPE, ["skilled", "advantage", "disadvantage", "majorConditions"]),
  /** How many helpers roll a d6 each. */
  helpers: int(0, STRIKE_MAX_HELPERS, 0),
  /** The skill's id on the sheet (default null). */
  skillId: omittable(STRIKE_SHAPE.skillId),
  /** A linked roll (default false). */
  linked: omittable(STRIKE_SHAPE.linked),
  /**
   * Advantage comes from a related skill: one action point of the card's actor is spent when the
   * roll is made (the roll is refused without one).
   */
  relatedSkillPoint: omittable(bool()),
} as const;

export type StrikeCardState = CardWith<"strike", typeof STRIKE_SHAPE>;
export type StrikeRequest = RequestWith<"strike", typeof STRIKE_REQUEST>;
/** The dice of a Strike! skill roll, as cast. */
export type StrikeDice = Pick<StrikeCardState, "dice" | "helperDice">;

/** A Strike! skill roll's result on its table: the strike card's, and each side's of an opposed roll. */
export function resolveSkillRoll(
  roll: Pick<StrikeCardState, "dice" | "helperDice" | "skilled" | "advantage" | "disadvantage" | "majorConditions">,
): StrikeRollResult {
  return resolveStrikeRoll({
    dice: roll.dice,
    skilled: roll.skilled,
    advantage: roll.advantage,
    disadvantage: roll.disadvantage,
    majorConditions: roll.majorConditions,
    helperDice: roll.helperDice,
  });
}

/** How many skill dice and helper dice a Strike! request rolls. */
export function strikeCounts(request: StrikeRequest): { dice: number; helpers: number } {
  assertInt(request.helpers, 0, STRIKE_MAX_HELPERS, "helpers");
  return {
    dice: diceToRoll({ advantage: request.advantage, disadvantage: request.disadvantage }).count,
    helpers: request.helpers,
  };
}

export const strike = defineKind({
  id: "strike",
  shape: STRIKE_SHAPE,
  request: STRIKE_REQUEST,
  resolve: resolveSkillRoll,
  fromDice: (request: StrikeRequest, dice: StrikeDice): StrikeCardState => {
    const { helpers: _helpers, relatedSkillPoint: _point, ...rest } = request;
    return {
      ...rest,
      skillId: request.skillId ?? null,
      linked: request.linked ?? false,
      dice: [...dice.dice],
      helperDice: [...dice.helperDice],
      applied: [],
    };
  },
  check: (request: StrikeRequest): StrikeDice => {
    if (request.skillId !== undefined && request.skillId !== null) assertId(request.skillId, "skill");
    const counts = strikeCounts(request);
    return { dice: lowestFaces(counts.dice), helperDice: lowestFaces(counts.helpers) };
  },
});
