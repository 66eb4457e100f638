/**
 * Ironsworn / Starforged action roll: one d6 action die and two challenge dice, and Sundered Isles'
 * cursed die (its own "du" term, third in the formula) when the request asks for it.
 */
import type { ResolvedCard } from "../../kinds/registry";
import { cardFromDice } from "../../kinds/registry";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll, pair } from "./card-roll";
import { flagChallengeDice } from "./challenge-flags";

export class ActionRoll extends CardRoll<"action"> {
  static readonly FORMULA = "1d6 + 2dx";
  static readonly CURSED_FORMULA = "1d6 + 2dx + 1du";

  static fromRequest(request: RequestOf<"action">): ActionRoll {
    return new ActionRoll(request.cursedDie ? ActionRoll.CURSED_FORMULA : ActionRoll.FORMULA, {}, { request });
  }

  get actionDie(): number {
    return this.termValues(0)[0];
  }

  get challengeDice(): [number, number] {
    return pair(this.termValues(1));
  }

  /** The cursed die's face, or null when the roll has none. */
  get cursedDie(): number | null {
    return this.request.cursedDie && this.dice.length > 2 ? this.termValues(2)[0] : null;
  }

  toCardState() {
    return cardFromDice(this.request, {
      actionDie: this.actionDie,
      challengeDice: this.challengeDice,
      cursedDie: this.cursedDie,
    });
  }

  protected override flagResults(resolved: ResolvedCard): void {
    flagChallengeDice(this.dice, resolved);
  }
}
pinClassName(ActionRoll, "ActionRoll");
