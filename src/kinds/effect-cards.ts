/**
 * Which cards carry outcome effects: the kinds with the effect fields (effect-fields.ts EFFECT_KINDS),
 * and among them the cards whose move has effects (so drawing one or acting on it needs them); the
 * progress score a request rolls, which a move's effects may gate its roll on.
 */
import type { ActionCardState } from "./action";
import type { ProgressCardState } from "./progress";
import type { CardState, RollRequest } from "./registry";
import { EFFECT_KINDS } from "./effect-fields";

/** A card that may carry outcome effects. */
export type EffectCard = ActionCardState | ProgressCardState;

/** Whether the card is of a kind that carries outcome effects. */
export function isEffectCard(card: CardState): card is EffectCard {
  return (EFFECT_KINDS as readonly string[]).includes(card.kind);
}

/** Whether the card carries its move's outcome effects. */
export function carriesEffects(card: CardState): card is EffectCard {
  return isEffectCard(card) && !!card.moveEffects;
}

/** The progress score a request rolls (a progress roll's), or null for a roll of another kind. */
export function progressScoreOf(request: RollRequest): number | null {
  return request.kind === "progress" ? request.score : null;
}
