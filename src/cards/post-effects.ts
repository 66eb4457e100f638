/**
 * What a roll does to its character when it is made, beside the card: a related skill's advantage
 * spends an action point before the Strike! dice are cast; a push chosen in the dialog marks breaking
 * on the Forged Ties character; momentum an Augur low threat level grants is gained at once (and the
 * card's "take momentum" is then closed, so it is never gained twice). Pure: which operations, and
 * which card actions they close; perform-roll.ts runs them.
 */
import { augurOf, forgedTiesOf, type ActorLike } from "../data/documents";
import { type CardOperation } from "./actions/types";
import type { CardActionId } from "../kinds/kind";
import type { CardState, RollRequest } from "../kinds/registry";

/** Operations to run before the dice are cast (a refusal refuses the roll). */
export function operationsBeforeRoll(request: RollRequest): CardOperation[] {
  if (request.kind === "strike" && request.relatedSkillPoint === true) {
    return [{ op: "spendActionPoint", reason: "relatedSkillAdvantage" }];
  }
  return [];
}

/** Whether a request has something to do on its actor when it is made (so the actor is loaded). */
export function touchesActor(request: RollRequest): boolean {
  if (request.actorUuid === null) return false;
  return operationsBeforeRoll(request).length > 0 || request.kind === "pool" || request.kind === "threat";
}

/**
 * The card actions posting a card may close at once (their effect applied as the card is made): an
 * Augur low threat level's momentum, gained with the roll. These are the only actions a new card's
 * `applied` may hold (src/chat/card-creation.ts).
 */
export function actionsClosedOnPost(state: CardState): CardActionId[] {
  return state.kind === "threat" && state.momentumGained > 0 ? ["takeMomentum"] : [];
}

/** Operations to run once the dice are read, and the card actions they take the place of. */
export function operationsOnPost(
  state: CardState,
  actor: ActorLike | null,
): { operations: CardOperation[]; closes: CardActionId[] } {
  if (state.kind === "pool" && state.pushed !== null && forgedTiesOf(actor)) {
    return { operations: [{ op: "markBreaking", n: 1, clearHeartFirst: false }], closes: [] };
  }
  if (state.kind === "threat" && state.momentumGained > 0 && augurOf(actor)) {
    return { operations: [{ op: "gainMomentum", n: state.momentumGained }], closes: actionsClosedOnPost(state) };
  }
  return { operations: [], closes: [] };
}
