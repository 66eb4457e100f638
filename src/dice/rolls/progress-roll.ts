/** Ironsworn / Starforged progress roll: the progress score against two challenge dice. */
import type { ResolvedCard } from "../../kinds/registry";
import { cardFromDice } from "../../kinds/registry";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll, pair } from "./card-roll";
import { flagChallengeDice } from "./challenge-flags";

export class ProgressRoll extends CardRoll<"progress"> {
  static readonly FORMULA = "2dx";

  static fromRequest(request: RequestOf<"progress">): ProgressRoll {
    return new ProgressRoll(ProgressRoll.FORMULA, {}, { request });
  }

  get challengeDice(): [number, number] {
    return pair(this.termValues(0));
  }

  toCardState() {
    return cardFromDice(this.request, { challengeDice: this.challengeDice });
  }

  protected override flagResults(resolved: ResolvedCard): void {
    flagChallengeDice(this.dice, resolved);
  }
}
pinClassName(ProgressRoll, "ProgressRoll");
