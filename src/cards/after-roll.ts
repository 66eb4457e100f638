/**
 * What a roll does on its character once its dice are read: its kind's `onPost` operations (a push
 * chosen in the dialog marks breaking, FT-07/FT-18), run on the actor, their notes kept on the card.
 * Apart from perform-roll.ts so the pages that roll without Foundry (the playground) run the same code.
 */
import { operationsOnPost, type CardState } from "../kinds/registry";
import type { CardNote } from "../kinds/shape";
import { type TrackActor } from "../operations/actor-write";
import { runCardOperations } from "./actions/operations";
import { RulesError } from "../rules/errors";

/**
 * The card after what the roll does on its character once read (its kind's `onPost`). A refused write
 * leaves the card as rolled, its buttons still open, and is logged.
 */
export async function afterRoll(state: CardState, actor: TrackActor | null, before: CardNote[]): Promise<CardState> {
  const { operations, closes } = operationsOnPost(state, actor);
  let notes = before;
  let applied = state.applied;
  if (operations.length > 0) {
    try {
      notes = [...notes, ...(await runCardOperations(operations, { actor }))];
      applied = [...applied, ...closes];
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      console.warn("Vowforge | the roll could not be applied to its character", error);
    }
  }
  return notes.length > 0 ? { ...state, applied, notes } : { ...state, applied };
}
