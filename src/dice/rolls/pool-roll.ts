/** Forged Ties pool roll: a pool of d10s (the highest is kept) against two challenge dice. */
import type { ResolvedCard } from "../../kinds/registry";
import { cardFromDice } from "../../kinds/registry";
import { poolCount } from "../../kinds/pool";
import type { RequestOf } from "../../kinds/registry";
import { pinClassName } from "../../class-names";
import { CardRoll, pair } from "./card-roll";
import { flagChallengeDice } from "./challenge-flags";

export class PoolRoll extends CardRoll<"pool"> {
  static formulaFor(request: RequestOf<"pool">): string {
    return `${poolCount(request)}d10 + 2dx`;
  }

  static fromRequest(request: RequestOf<"pool">): PoolRoll {
    return new PoolRoll(PoolRoll.formulaFor(request), {}, { request });
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
    flagChallengeDice(this.dice, resolved);
  }
}
pinClassName(PoolRoll, "PoolRoll");
