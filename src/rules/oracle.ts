/**
 * Ask the Oracle, yes/no (Ironsworn and Starforged): roll a d100 (1..100); the answer is yes when the
 * roll is the threshold of the chosen odds or greater. Both d10 digits the same is a match: an extreme
 * result or twist. 100 reads as 0-0 on two d10, so it is a match too.
 */
import { RulesError } from "./errors";
import { assertDie, assertOneOf } from "./validate";

/** The odds a player can choose, most to least likely. */
export const ORACLE_ODDS_IDS = ["almostCertain", "likely", "fiftyFifty", "unlikely", "smallChance"] as const;

/** One of the yes/no odds. */
export type OracleOdds = (typeof ORACLE_ODDS_IDS)[number];

/** For each odds, the lowest d100 roll that answers yes. */
export const ORACLE_ODDS: Readonly<Record<OracleOdds, number>> = {
  almostCertain: 11,
  likely: 26,
  fiftyFifty: 51,
  unlikely: 76,
  smallChance: 91,
};

/** Input of a yes/no question. */
export interface AskTheOracleInput {
  /** The odds of a yes. */
  odds: OracleOdds;
  /** The d100 roll, 1..100. */
  roll: number;
}

/** The answer to a yes/no question. */
export interface AskTheOracleResult {
  /** "yes" when the roll is the threshold or greater, else "no". */
  answer: "yes" | "no";
  /** The odds asked with. */
  odds: OracleOdds;
  /** The d100 roll, 1..100. */
  roll: number;
  /** The lowest roll that answers yes for these odds. */
  threshold: number;
  /** True when both digits are the same: 11, 22, ..., 99, and 100 (read as 0-0). */
  match: boolean;
  /** True when the answer is extreme or comes with a twist: the same as `match`. */
  extreme: boolean;
}

/** True when a d100 roll (1..100) shows the same digit on both d10s. */
export function isOracleMatch(roll: number): boolean {
  assertDie(roll, 100, "roll");
  return roll === 100 || roll % 11 === 0;
}

/** Chance of a yes for the given odds, as a number from 0 to 1. */
export function oracleYesChance(odds: OracleOdds): number {
  assertOneOf(odds, ORACLE_ODDS_IDS, "odds");
  return (101 - ORACLE_ODDS[odds]) / 100;
}

/** Answer a yes/no question from a d100 roll. */
export function resolveAskTheOracle(input: AskTheOracleInput): AskTheOracleResult {
  if (typeof input !== "object" || input === null) {
    throw new RulesError("NotAnObject", "asking the oracle needs { odds, roll }", { value: input });
  }
  const { odds, roll } = input;
  assertOneOf(odds, ORACLE_ODDS_IDS, "odds");
  assertDie(roll, 100, "roll");
  const threshold = ORACLE_ODDS[odds];
  const match = isOracleMatch(roll);
  return { answer: roll >= threshold ? "yes" : "no", odds, roll, threshold, match, extreme: match };
}

/** The index of the first entry of a table whose range (lowest, highest; inclusive) holds `roll`, or -1. */
export function rangeIndex(entries: readonly { range: readonly [number, number] }[], roll: number): number {
  return entries.findIndex((entry) => entry.range[0] <= roll && roll <= entry.range[1]);
}
