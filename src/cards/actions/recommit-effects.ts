/**
 * A recommit from a progress card's miss (IS-12 / SF-15): Ironsworn keeps one filled box, published
 * Starforged rolls both challenge dice afresh and clears as many boxes as the lower shows; both raise
 * the track's rank (rules/effects/apply.ts). The card draws that lower die as one die of its own kind
 * ("lowerChallenge", rolled as 2d10 keep lowest), so the roll shows in the chat log like a reroll's.
 */
import type { CardState } from "../../kinds/registry";
import { isEffectCard } from "../../kinds/effect-cards";
import { pickedEffects } from "./outcome-effects";
import type { CardActionArgs } from "../../kinds/contract";

/** Whether applying the effect `args` names recommits by the lower of two fresh challenge dice. */
export function needsRecommitDie(state: CardState, args: CardActionArgs): boolean {
  if (!isEffectCard(state) || typeof args.effectIndex !== "number") return false;
  const pick = { effect: args.effectIndex, option: args.optionIndex ?? null };
  return pickedEffects(state, pick).some((e) => e.type === "recommit" && e.method === "lowestDie");
}
