/**
 * Copies the rolled move's outcome effects (its `system.effects`, migration 010) onto an action or
 * progress card when it is rolled, so the card offers them after a reload without fetching the move.
 * A move without effects, one that cannot be found, or effects the rules refuse leave the card without.
 * A progress move whose effects gate its roll on the track's score is refused below it (assertRollGate).
 */
import type { CardState, RollRequest } from "../kinds/registry";
import { isEffectCard, progressScoreOf } from "../kinds/effect-cards";
import { assertMoveEffects, assertMoveId } from "../rules/effects/validate-effects";
import type { MoveEffects } from "../rules/effects/vocabulary";
import { assertProgressGate } from "../rules/effects/outcome";
import { moveAt } from "./move-document";

/** The effects of the move at `moveUuid` and its Datasworn id (null when it has none), or null. */
async function effectsOfMove(moveUuid: string): Promise<{ effects: MoveEffects; moveId: string | null } | null> {
  try {
    const system = (await moveAt(moveUuid))?.system;
    // A plain object (a test's, the playground's) may leave the field out; the model keeps {} for none.
    const effects: unknown = system?.effects;
    if (typeof effects !== "object" || effects === null || Object.keys(effects).length === 0) return null;
    assertMoveEffects(effects);
    return { effects: structuredClone(effects), moveId: moveIdOf(system?.dataswornId) };
  } catch {
    return null;
  }
}

/** A move's Datasworn id as a stored "+N on your next move" names its source, or null. */
function moveIdOf(value: unknown): string | null {
  try {
    assertMoveId(value, "dataswornId");
    return value;
  } catch {
    return null;
  }
}

/** The card with its move's effects (and Datasworn id), when it is an action or progress card of a move that has some. */
export async function withMoveEffects(state: CardState): Promise<CardState> {
  if (!isEffectCard(state) || !state.moveUuid) return state;
  if (state.moveEffects) return state;
  const found = await effectsOfMove(state.moveUuid);
  if (!found) return state;
  return found.moveId ? { ...state, moveEffects: found.effects, moveId: found.moveId } : { ...state, moveEffects: found.effects };
}

/**
 * Refuses a progress roll of a move whose effects gate it on the rolled track's progress score (Delve's
 * Learn from Your Failures: "+6 or greater"), before any die is cast, so nothing is rolled or written.
 */
export async function assertRollGate(request: RollRequest): Promise<void> {
  const score = progressScoreOf(request);
  if (score === null || !request.moveUuid) return;
  const found = await effectsOfMove(request.moveUuid);
  if (found) assertProgressGate(found.effects, score, request.title);
}
