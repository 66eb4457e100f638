/**
 * Rerolls an asset or ability allows on an action card: which die each button index stands for, whether
 * the card's allowance covers it, and the check a stored or requested allowance must pass. Pure.
 */
import { RulesError } from "../rules/errors";
import { assertOneOf } from "../rules/validate";
import { REROLL_DICE, type ActionCardState, type RerollAllowance, type RerollDie } from "./action";

/** Longest source name kept on a card. */
export const REROLL_SOURCE_MAX = 200;

/** The die a reroll index names on an action card: 0 the action die, 1 and 2 the challenge dice. */
export function rerollDieOf(dieIndex: number): RerollDie | null {
  if (dieIndex === 0) return "action";
  if (dieIndex === 1 || dieIndex === 2) return "challenge";
  return null;
}

/** Whether the card still allows a reroll: it has an allowance, none was used, and momentum was not burned. */
export function rerollOpen(state: ActionCardState): boolean {
  return state.reroll !== null && state.burnedMomentum === null && !state.applied.includes("reroll");
}

/** Whether the card allows rerolling the die at `dieIndex` now. */
export function rerollAllowedFor(state: ActionCardState, dieIndex: number): boolean {
  const die = rerollDieOf(dieIndex);
  return die !== null && rerollOpen(state) && (state.reroll?.dice.includes(die) ?? false);
}

/** Throws a RulesError unless `value` is null or a well-formed allowance. */
export function assertRerollAllowance(value: unknown): asserts value is RerollAllowance | null {
  if (value === null) return;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new RulesError("BadReroll", "a reroll allowance must be { dice, source } or null", {});
  }
  const { dice, source } = value as Partial<RerollAllowance>;
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > REROLL_DICE.length) {
    throw new RulesError("BadReroll", "a reroll allowance names one or both of the action and challenge dice", {});
  }
  dice.forEach((d, i) => assertOneOf(d, REROLL_DICE, `reroll.dice[${i}]`));
  if (new Set(dice).size !== dice.length) {
    throw new RulesError("BadReroll", "a reroll allowance names a die twice", {});
  }
  if (typeof source !== "string" || source.trim() === "" || source.length > REROLL_SOURCE_MAX) {
    throw new RulesError("BadRerollSource", `the reroll's source must be a name of 1 to ${REROLL_SOURCE_MAX} characters`, { max: REROLL_SOURCE_MAX });
  }
}
