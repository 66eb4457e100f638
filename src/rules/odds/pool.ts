/**
 * Exact odds of a Forged Ties pool roll: the highest of `dice` d10s against two d10 challenge dice,
 * ties to the challenge die.
 *
 * Closed form over the highest die: P(highest = h) = (h/10)^n - ((h-1)/10)^n, and a challenge die is
 * beaten by h with probability (h-1)/10, each challenge die on its own.
 */
import { assertInt } from "../validate";
import { MAX_POOL_DICE } from "../pool";

/** Input of `poolRollOdds`. */
export interface PoolOddsInput {
  /** Number of d10s in the pool (1..40). */
  dice: number;
}

/** Probabilities (0..1) of a pool roll's outcomes. */
export interface PoolOdds {
  /** Chance of a full success (both challenge dice beaten). */
  fullSuccess: number;
  /** Chance of a partial success (exactly one challenge die beaten). */
  partialSuccess: number;
  /** Chance of a miss (no challenge die beaten). */
  miss: number;
  /** Chance that the challenge dice match (always 1/10, whatever the pool). */
  match: number;
  /** Chance of a match on a success: a new opportunity (a match is always a full success or a miss). */
  opportunity: number;
  /** Chance of a match on a miss: a new complication. */
  complication: number;
}

/** Exact odds of rolling a pool of `dice` d10s. A pool of 0 is an error. */
export function poolRollOdds(input: PoolOddsInput): PoolOdds {
  const { dice } = input;
  assertInt(dice, 1, MAX_POOL_DICE, "number of pool dice");
  const odds: PoolOdds = {
    fullSuccess: 0,
    partialSuccess: 0,
    miss: 0,
    match: 0,
    opportunity: 0,
    complication: 0,
  };
  for (let h = 1; h <= 10; h++) {
    const pHighest = (h / 10) ** dice - ((h - 1) / 10) ** dice;
    const beat = (h - 1) / 10;
    odds.fullSuccess += pHighest * beat * beat;
    odds.partialSuccess += pHighest * 2 * beat * (1 - beat);
    odds.miss += pHighest * (1 - beat) * (1 - beat);
    // Both challenge dice show the same value v: beaten when v < h (h - 1 values), not when v >= h.
    odds.opportunity += (pHighest * (h - 1)) / 100;
    odds.complication += (pHighest * (11 - h)) / 100;
  }
  odds.match = odds.opportunity + odds.complication;
  return odds;
}
