/**
 * The Augur threat die: a d8 of its own denomination ("dt"). A face of 7 or 8 cuts the result one step,
 * so such results are flagged `failure` as they are rolled; core tooltips colour them.
 */
import { CUTTING_FACES } from "../../rules/threat";
import { pinClassName } from "../../class-names";

export class ThreatDie extends foundry.dice.terms.Die {
  static override DENOMINATION = "t";

  constructor(data: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...data, faces: 8 });
  }

  /** The faces rolled, in order. */
  get rolledValues(): number[] {
    return this.results.map((r) => r.result);
  }

  override async roll(options?: Parameters<foundry.dice.terms.Die["roll"]>[0]): Promise<foundry.dice.terms.DiceTerm.Result> {
    const result = await super.roll(options);
    if (CUTTING_FACES.includes(result.result)) result.failure = true;
    return result;
  }
}
pinClassName(ThreatDie, "ThreatDie");
