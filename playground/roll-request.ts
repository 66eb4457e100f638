/**
 * Turns a RollRequest into the CardState of a rolled card, drawing every die from a DiceRoller. This is
 * what the Foundry roll (src/dice/rolls/card-roll.ts) does with real dice; the playground does it with
 * its seeded generator, through the same pure pieces: the kind's dice terms (`diceOf`), drawn term by
 * term in the formula's order, and its reader and `fromDice` (`cardFromFaces`), so a seed always gives
 * the same card.
 */
import type { CardState, RollRequest } from "../src/kinds/registry";
import { cardFromFaces, diceOf, validateRequest } from "../src/kinds/registry";
import { DIE_FACES } from "../src/kinds/contract";
import { type DiceRoller } from "./prng";
import { isEffectCard } from "../src/cards/actions/outcome-effects";
import { sampleMove, type SampleMove } from "./samples";

/** Rolls the dice a request calls for and returns the card's state. Throws a RulesError on bad input. */
export function rollRequest(request: RollRequest, roller: DiceRoller): CardState {
  validateRequest(request);
  const terms = diceOf(request);
  const faces = terms?.map((term) => Array.from({ length: term.count }, () => roller.die(DIE_FACES[term.die])));
  return cardFromFaces(request, faces ?? null);
}

/**
 * A card of a sample move (the dialog's move roll, which keeps the move's outcome texts) with the
 * move's outcome effects, as Foundry's roll copies them from the move's item (src/cards/card-move-effects.ts).
 */
export function withSampleMoveEffects(state: CardState, move: SampleMove = sampleMove()): CardState {
  return isEffectCard(state) && "moveOutcomes" in state && state.moveOutcomes ? { ...state, moveEffects: move.effects } : state;
}
