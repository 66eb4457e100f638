/** Forged Ties forge roll: the forge dice (d10s from the forge track) against two challenge dice. */
import type { ResolvedCard } from "../../kinds/registry";
import { cardFromDice } from "../../kinds/registry";
import { forgeCount } from "../../kinds/forge";
import type { RequestOf } from "../../kinds/registry";
import { ChallengeDie } from "../terms/challenge-die";
import { pinClassName } from "../../class-names";
import { CardRoll, pair } from "./card-roll";

export class ForgeRoll extends CardRoll<"forge"> {
  static formulaFor(request: RequestOf<"forge">): string {
    return `${forgeCount(request)}d10 + 2d${ChallengeDie.DENOMINATION}`;
  }

  static fromRequest(request: RequestOf<"forge">): ForgeRoll {
    return new ForgeRoll(ForgeRoll.formulaFor(request), {}, { request });
  }

  get pool(): number[] {
    return this.termValues(0);
  }

  get challengeDice(): [number, number] {
    return pair(this.termValues(1));
  }

  toCardState() {
    return cardFromDice(this.request, { pool: this.pool, challengeDice: this.challengeDice });
  }

  protected override flagResults(resolved: ResolvedCard): void {
    if (resolved.kind !== "forge") return;
    const term = this.dice.find((t): t is ChallengeDie => t instanceof ChallengeDie);
    term?.markBeaten(resolved.result.beaten);
  }
}
pinClassName(ForgeRoll, "ForgeRoll");
