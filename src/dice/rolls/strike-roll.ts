/** Strike! skill roll: one d6 (two with advantage or disadvantage alone) and a d6 per helper. */
import { cardFromDice } from "../../kinds/registry";
import { strikeCounts } from "../../kinds/strike";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll } from "./card-roll";

export class StrikeRoll extends CardRoll<"strike"> {
  static formulaFor(request: RequestOf<"strike">): string {
    const counts = strikeCounts(request);
    return counts.helpers > 0 ? `${counts.dice}d6 + ${counts.helpers}d6` : `${counts.dice}d6`;
  }

  static fromRequest(request: RequestOf<"strike">): StrikeRoll {
    return new StrikeRoll(StrikeRoll.formulaFor(request), {}, { request });
  }

  get skillDice(): number[] {
    return this.termValues(0);
  }

  get helperDice(): number[] {
    return this.dice.length > 1 ? this.termValues(1) : [];
  }

  toCardState() {
    return cardFromDice(this.request, { dice: this.skillDice, helperDice: this.helperDice });
  }
}
pinClassName(StrikeRoll, "StrikeRoll");
