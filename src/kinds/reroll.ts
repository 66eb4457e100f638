/**
 * Rerolls an asset or ability allows on an action card: which die each button index stands for and
 * whether the card's allowance covers it (the check an allowance must pass is the action kind's). Pure.
 */
import { type ActionCardState, type RerollDie } from "./action";

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

