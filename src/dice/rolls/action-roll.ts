/** Ironsworn / Starforged action roll: one d6 action die and two challenge dice. */
import { type ResolvedCard } from "../../data/message/resolve-card";
import { actionCard, type RequestOf } from "../../data/message/card-from-dice";
import { CardRoll, pair, pinClassName } from "./card-roll";
import { flagChallengeDice } from "./challenge-flags";

export class ActionRoll extends CardRoll<"action"> {
  static readonly FORMULA = "1d6 + 2dx";

  static fromRequest(request: RequestOf<"action">): ActionRoll {
    return new ActionRoll(ActionRoll.FORMULA, {}, { request });
  }

  get actionDie(): number {
    return this.termValues(0)[0];
  }

  get challengeDice(): [number, number] {
    return pair(this.termValues(1));
  }

  toCardState() {
    return actionCard(this.request, { actionDie: this.actionDie, challengeDice: this.challengeDice });
  }

  protected override flagResults(resolved: ResolvedCard): void {
    flagChallengeDice(this.dice, resolved);
  }
}
pinClassName(ActionRoll, "ActionRoll");
