/**
 * Copies the rolled move's outcome effects (its `system.effects`, migration 010) onto an action or
 * progress card when it is rolled, so the card offers them after a reload without fetching the move.
 * A move without effects, one that cannot be found, or effects the rules refuse leave the card without.
 */
import type { CardState } from "../kinds/registry";
import { isEffectCard } from "../kinds/effect-cards";
import { assertMoveEffects } from "../rules/effects/validate-effects";
import type { MoveEffects } from "../rules/effects/vocabulary";

/** The effects of the move at `moveUuid`, or null. */
async function effectsOfMove(moveUuid: string): Promise<MoveEffects | null> {
  try {
    const move = await foundry.utils.fromUuid(moveUuid as Parameters<typeof foundry.utils.fromUuid>[0]);
    const effects = (move as { system?: { effects?: unknown } } | null)?.system?.effects;
    if (typeof effects !== "object" || effects === null || Object.keys(effects).length === 0) return null;
    assertMoveEffects(effects);
    return structuredClone(effects);
  } catch {
    return null;
  }
}

/** The card with its move's effects, when it is an action or progress card of a move that has some. */
export async function withMoveEffects(state: CardState): Promise<CardState> {
  if (!isEffectCard(state) || !state.moveUuid) return state;
  if (state.moveEffects) return state;
  const effects = await effectsOfMove(state.moveUuid);
  return effects ? { ...state, moveEffects: effects } : state;
}
