/** Strike! purchase roll: one d6 read on the wealth table. */
import { cardFromDice } from "../../kinds/registry";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll } from "./card-roll";

export class PurchaseRoll extends CardRoll<"purchase"> {
  static readonly FORMULA = "1d6";

  static fromRequest(request: RequestOf<"purchase">): PurchaseRoll {
    return new PurchaseRoll(PurchaseRoll.FORMULA, {}, { request });
  }

  toCardState() {
    return cardFromDice(this.request, { die: this.termValues(0)[0] });
  }
}
pinClassName(PurchaseRoll, "PurchaseRoll");
