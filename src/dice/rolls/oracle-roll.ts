/** Ask the Oracle: one d100. */
import { cardFromDice } from "../../kinds/registry";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll } from "./card-roll";

export class OracleRoll extends CardRoll<"oracle"> {
  static readonly FORMULA = "1d100";

  static fromRequest(request: RequestOf<"oracle">): OracleRoll {
    return new OracleRoll(OracleRoll.FORMULA, {}, { request });
  }

  get value(): number {
    return this.termValues(0)[0];
  }

  toCardState() {
    return cardFromDice(this.request, { roll: this.value });
  }
}
pinClassName(OracleRoll, "OracleRoll");
