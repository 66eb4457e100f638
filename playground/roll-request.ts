/**
 * Turns a RollRequest into the CardState of a rolled card, drawing every die from a DiceRoller. This is
 * what the Foundry roll (src/dice/card-roll.ts) does with real dice; the playground does it with
 * its seeded generator, through the same pure pieces: the kind's dice terms (`diceOf`), drawn term by
 * term in the formula's order, and its reader and `fromDice` (`cardFromFaces`), so a seed always gives
 * the same card.
 */
import type { CardState, RollRequest } from "../src/kinds/registry";
import { cardFromFaces, diceOf, validateRequest } from "../src/kinds/registry";
import { DIE_FACES } from "../src/kinds/contract";
import { type DiceRoller } from "./prng";
import { isEffectCard } from "../src/kinds/effect-cards";
import type { SampleMove } from "./samples";
import type { MoveEffects } from "../src/rules/effects/vocabulary";
import { documentEffects } from "../src/rules/effects/moves";

/** Rolls the dice a request calls for and returns the card's state. Throws a RulesError on bad input. */
export function rollRequest(request: RollRequest, roller: DiceRoller): CardState {
  validateRequest(request);
  const terms = diceOf(request);
  const faces = terms?.map((term) => Array.from({ length: term.count }, () => roller.die(DIE_FACES[term.die])));
  return cardFromFaces(request, faces ?? null);
}

/** The outcome effects a page roll's card carries, and the Datasworn id of the move they are of. */
export interface RolledMoveEffects {
  effects: MoveEffects;
  moveId?: string;
}

/** Fulfill Your Vow's effects for the sample vow's progress roll (a miss offers the recommit). */
export function vowEffects(ruleset: "ironsworn" | "starforged"): RolledMoveEffects {
  const moveId = `move:${ruleset === "ironsworn" ? "classic" : "starforged"}/quest/fulfill_your_vow`;
  return { effects: documentEffects(moveId), moveId };
}

/** A sample move's effects, and its Datasworn id when it stands for a published move. */
export function sampleMoveEffects(move: SampleMove): RolledMoveEffects {
  return move.id ? { effects: move.effects, moveId: move.id } : { effects: move.effects };
}

/**
 * The card of a roll of `move` (a sample move through the dialog, the vow's progress roll) with the
 * move's outcome effects, as Foundry's roll copies them from the move's item
 * (src/cards/card-move-effects.ts); a roll of no move keeps none.
 */
export function withMoveEffects(state: CardState, move: RolledMoveEffects | null): CardState {
  if (!move || !isEffectCard(state)) return state;
  return move.moveId ? { ...state, moveEffects: move.effects, moveId: move.moveId } : { ...state, moveEffects: move.effects };
}
