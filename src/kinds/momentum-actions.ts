/**
 * Burning and taking momentum from a card, as the action and threat kinds declare them: the burn
 * reads the actor's momentum now (not the momentum stored when the card was rolled) and must improve
 * the roll; what the actor's momentum becomes is the kind's (an Ironsworn / Starforged reset, an Augur
 * burn). Pure.
 */
import { dataOf, type ActorLike, type PartialActorData } from "../data/documents";
import { RulesError } from "../rules/errors";
import { adjustMomentum, momentumReset } from "../rules/challenge";
import { burnMomentumOf, momentumOf, requireActor, type KindAction } from "./card-action";

/**
 * An Ironsworn / Starforged character's data (the `character` subtype), as far as the actor holds it;
 * none for an actor of another subtype, whose momentum then follows the rules' defaults.
 */
function characterOf(actor: ActorLike): PartialActorData<"character"> {
  return dataOf(actor, "character") ?? {};
}

/** Marked debilities/impacts of an Ironsworn or Starforged character (its derived `marked`). */
function markedOf(system: PartialActorData<"character">): number {
  const { marked, momentumMax = 10 } = system;
  return marked !== undefined && Number.isInteger(marked) ? marked : 10 - momentumMax;
}

/** An Ironsworn / Starforged character's momentum after a burn: its reset. */
export function momentumAfterBurn(_burned: number, actor: ActorLike): number {
  const system = characterOf(actor);
  const reset = system.momentumReset;
  return reset !== undefined && Number.isInteger(reset) ? reset : momentumReset(markedOf(system));
}

/**
 * The burn of a card whose `burnedMomentum` keeps what was burned. `burnable` is the momentum the
 * card's burn would burn with the actor's momentum now (null: none offered); `after` the actor's
 * momentum once burned, read from the actor by the kind (each narrows it to the subtype it rolls for).
 */
export function burnAction<C extends { burnedMomentum: number | null }>(
  burnable: (card: C, momentum: number | undefined) => number | null,
  after: (burned: number, actor: ActorLike) => number,
): KindAction<C> {
  return {
    apply(card, { targets }) {
      const actor = requireActor(targets);
      if (card.burnedMomentum !== null) {
        throw new RulesError("NotOffered", "momentum was already burned on this card");
      }
      const momentum = burnable(card, burnMomentumOf(targets));
      if (momentum === null) throw new RulesError("NotOffered", "momentum cannot be burned on this card");
      return {
        card: { ...card, burnedMomentum: momentum },
        actor: { momentum: after(momentum, actor) },
      };
    },
  };
}

/**
 * Taking the momentum an Ironsworn / Starforged card grants (`amountOf`: null when it grants none); a
 * button naming another amount is refused.
 */
export function takeMomentumAction<C>(amountOf: (card: C) => number | null): KindAction<C> {
  return {
    apply(card, { targets, args }) {
      const actor = requireActor(targets);
      const amount = amountOf(card);
      if (amount === null) throw new RulesError("NotOffered", "the move's outcome grants no momentum");
      if (args.amount !== undefined && args.amount !== amount) {
        throw new RulesError(
          "MomentumAmountMismatch",
          `the move grants +${amount} momentum, not ${String(args.amount)}`,
          { amount, value: args.amount },
        );
      }
      const current = momentumOf(actor) ?? 0;
      return { card, actor: { momentum: adjustMomentum(current, amount, markedOf(characterOf(actor))) } };
    },
  };
}
