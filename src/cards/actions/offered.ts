/**
 * Which card actions a card offers, from its state and the documents it would write: its kind's
 * `offers` (src/kinds/<kind>.ts), decided by the rules engine through the card's result (a burn is
 * offered only where it improves the result, read with the actor's momentum now), then the outcome
 * effects' own on a card that carries them. Whether an action was already applied is kept apart (see
 * card-actions.ts).
 */
import type { CardActionId } from "../../kinds/kind";
import { burnMomentumOf, type CardTargets } from "../../kinds/card-action";
import { resolveCard, traitsOf, type CardState } from "../../kinds/registry";
import { isEffectCard, type EffectCard } from "../../kinds/effect-cards";
import { loadedCardEffects } from "../effects-on-demand";
import { companionsOf } from "../../operations/companion";

/**
 * The outcome-effect actions a card offers: applying one while any effect (or option) of its outcome
 * is open for its Ironsworn / Starforged character, undo while an applied one is not undone. None
 * while the effects are not loaded (effects-on-demand.ts).
 */
function effectOffers(card: EffectCard, targets: CardTargets): CardActionId[] {
  const effects = loadedCardEffects();
  if (!targets.actor || !card.moveEffects || !effects) return [];
  const { effectCharacterOf, outcomeEffectsOf, pickOpen } = effects;
  let character;
  try {
    character = effectCharacterOf(targets.actor.system, null);
  } catch {
    return [];
  }
  const hasTrack = targets.track !== null;
  const companions = companionsOf(targets.actor);
  const open = outcomeEffectsOf(card).some((effect, i) =>
    effect.type === "choose"
      ? effect.options.some((_, o) => pickOpen(card, { effect: i, option: o }, character.ruleset, hasTrack, companions, character))
      : pickOpen(card, { effect: i, option: null }, character.ruleset, hasTrack, companions, character),
  );
  const undo = (card.effectLog ?? []).some((e) => !e.undone);
  return [...(open ? (["applyEffect"] as const) : []), ...(undo ? (["undoEffect"] as const) : [])];
}

/** Every action the card offers now (applied ones included: see `applied` for those). */
export function offeredActions(state: CardState, targets: CardTargets): CardActionId[] {
  const resolved = resolveCard(state, burnMomentumOf(targets));
  const offers = [...(traitsOf(state).offers?.(state, resolved.result, targets) ?? [])];
  return isEffectCard(state) ? [...offers, ...effectOffers(state, targets)] : offers;
}
