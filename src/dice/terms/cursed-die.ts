/**
 * Sundered Isles' cursed die: a d10 of its own denomination ("du"; Foundry keeps "dc" for its coin), so tooltips, Dice So Nice and
 * the roll classes can tell it from the other d10s. A cursed face (10) is flagged `failure` as it is
 * rolled, so core tooltips colour it (as the threat die does with its cutting faces).
 */
import { CURSED_DIE_FACES, isCursed } from "../../rules/cursed-die";
import { pinClassName } from "../../class-names";

export class CursedDie extends foundry.dice.terms.Die {
  static override DENOMINATION = "u";

  constructor(data: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...data, faces: CURSED_DIE_FACES });
  }

  /** The faces rolled, in order. */
  get rolledValues(): number[] {
    return this.results.map((r) => r.result);
  }

  override async roll(
    options?: Parameters<foundry.dice.terms.Die["roll"]>[0],
  ): Promise<foundry.dice.terms.DiceTerm.Result> {
    const result = await super.roll(options);
    if (isCursed(result.result)) result.failure = true;
    return result;
  }
}
pinClassName(CursedDie, "CursedDie");
