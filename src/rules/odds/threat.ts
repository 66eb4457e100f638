/**
 * Exact odds of an Augur action roll.
 *
 * The action dice give a base result (perfect / good / messy / botched) in closed form; the number of
 * cuts is binomial (each threat die shows 7 or 8 with probability 2/8); the final result is the base
 * walked down by the cuts (perfect never cut, dire the floor). At most 4 x 13 terms.
 */
import { assertInt } from "../validate";
import { cutThreatOutcome, MAX_ACTION_DICE, MAX_THREAT_DICE, type ThreatOutcome } from "../threat";

/** Input of `threatRollOdds`. */
export interface ThreatOddsInput {
  /** Action dice in the pool: 0 (roll two, keep the lower) to 6. */
  actionDice: number;
  /** Threat dice: 0 to 12. */
  threatDice: number;
}

/** Probabilities (0..1) of each final result. */
export interface ThreatOdds {
  /** Chance of a perfect result. */
  perfect: number;
  /** Chance of a good result. */
  good: number;
  /** Chance of a messy result. */
  messy: number;
  /** Chance of a botched result. */
  botched: number;
  /** Chance of a dire result. */
  dire: number;
}

/** Chance that one threat die cuts (shows 7 or 8). */
const CUT_CHANCE = 2 / 8;

type BaseOdds = Readonly<Record<Exclude<ThreatOutcome, "dire">, number>>;

/** Distribution of the result read from the action dice, before cuts. */
function baseOdds(actionDice: number): BaseOdds {
  if (actionDice === 0) {
    // Two dice, keep the lower: P(lower >= k) = ((7 - k) / 6)^2; a zero-dice roll is never perfect.
    const atLeast = (k: number): number => ((7 - k) / 6) ** 2;
    return { perfect: 0, good: atLeast(6), messy: atLeast(4) - atLeast(6), botched: 1 - atLeast(4) };
  }
  // P(exactly k sixes) = C(n, k) (1/6)^k (5/6)^(n-k); perfect is the sum over k >= 2 (summed, not
  // taken as 1 - P(0) - P(1), so a single die gives exactly 0).
  let perfect = 0;
  let choose = 1;
  for (let k = 0; k <= actionDice; k++) {
    if (k >= 2) perfect += choose * (1 / 6) ** k * (5 / 6) ** (actionDice - k);
    choose = (choose * (actionDice - k)) / (k + 1);
  }
  const noSix = (5 / 6) ** actionDice;
  const oneSix = actionDice * (1 / 6) * (5 / 6) ** (actionDice - 1);
  const allLow = (1 / 2) ** actionDice;
  return { perfect, good: oneSix, messy: noSix - allLow, botched: allLow };
}

/** Binomial distribution of the number of cuts among `threatDice` dice. */
function cutOdds(threatDice: number): number[] {
  const odds: number[] = [];
  let choose = 1;
  for (let c = 0; c <= threatDice; c++) {
    odds.push(choose * CUT_CHANCE ** c * (1 - CUT_CHANCE) ** (threatDice - c));
    choose = (choose * (threatDice - c)) / (c + 1);
  }
  return odds;
}

/** Exact odds of an action roll with `actionDice` d6 (0 = two, keep the lower) and `threatDice` d8. */
export function threatRollOdds(input: ThreatOddsInput): ThreatOdds {
  const { actionDice, threatDice } = input;
  assertInt(actionDice, 0, MAX_ACTION_DICE, "number of action dice");
  assertInt(threatDice, 0, MAX_THREAT_DICE, "number of threat dice");
  const base = baseOdds(actionDice);
  const cuts = cutOdds(threatDice);
  const odds: ThreatOdds = { perfect: 0, good: 0, messy: 0, botched: 0, dire: 0 };
  for (const outcome of ["perfect", "good", "messy", "botched"] as const) {
    cuts.forEach((pCuts, c) => {
      odds[cutThreatOutcome(outcome, c).outcome] += base[outcome] * pCuts;
    });
  }
  return odds;
}
