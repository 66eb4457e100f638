/**
 * The challenge die: a d10 of its own denomination ("dx"), so tooltips, Dice So Nice and the roll
 * classes can tell it apart from the other d10s of a roll. Whether a challenge die was beaten depends on
 * the score it meets, so the roll that owns it marks each result once the rules have read the dice:
 * `success` for the player when the die was beaten, `failure` when it was not. Core tooltips colour them.
 */
import { pinClassName } from "../../class-names";
import { CHALLENGE_DIE_DENOMINATION } from "../../constants";
export class ChallengeDie extends foundry.dice.terms.Die {
  static override DENOMINATION = CHALLENGE_DIE_DENOMINATION;

  constructor(data: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...data, faces: 10 });
  }

  /** The faces rolled, in order. */
  get rolledValues(): number[] {
    return this.results.map((r) => r.result);
  }

  /** Marks each result beaten (success) or not (failure), in the order rolled. */
  markBeaten(beaten: readonly boolean[]): void {
    this.results.forEach((r, i) => {
      r.success = beaten[i] === true;
      r.failure = beaten[i] !== true;
    });
  }
}
pinClassName(ChallengeDie, "ChallengeDie");
