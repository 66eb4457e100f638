/**
 * Sundered Isles' cursed die: a ten-sided die rolled beside another roll when a curse is in play.
 * Its data marks oracle tables that have a cursed version (the `cursed_by` tag) and the cursed
 * versions themselves (`cursed_version_of`, with a `curse_behavior`). When the cursed die shows 10,
 * the curse takes hold: a `replace_result` cursed table is read at the original roll instead of the
 * original table; an `add_result` one is rolled as well, its result added to the original's. Any
 * other face leaves the original result alone. Pure: dice in, what to read out. Last, the die's exact
 * odds.
 */
import { assertDie, assertOneOf } from "./validate";

export const CURSED_DIE_FACES = 10;
/** The face that brings the curse. */
export const CURSED_FACE = 10;

export const CURSE_BEHAVIORS = ["replaceResult", "addResult"] as const;
export type CurseBehavior = (typeof CURSE_BEHAVIORS)[number];

/** Whether a cursed die's face brings the curse. */
export function isCursed(cursedDie: number): boolean {
  assertDie(cursedDie, CURSED_DIE_FACES, "cursed die");
  return cursedDie === CURSED_FACE;
}

/** What an oracle roll with a cursed die reads. */
export type CursedOracleReading =
  /** The original table at the original roll. */
  | { cursed: false; read: "original" }
  /** The cursed table at the original roll, instead of the original. */
  | { cursed: true; read: "cursedAtRoll"; roll: number }
  /** The original table at the original roll, and the cursed table at a roll of its own. */
  | { cursed: true; read: "originalAndCursed"; roll: number };

/** Reads an oracle roll (1d100) made with a cursed die, for a table whose cursed version behaves so. */
export function cursedOracleReading(
  roll: number,
  cursedDie: number,
  behavior: CurseBehavior,
): CursedOracleReading {
  assertDie(roll, 100, "oracle roll");
  assertOneOf(behavior, CURSE_BEHAVIORS, "curse behaviour");
  if (!isCursed(cursedDie)) return { cursed: false, read: "original" };
  return behavior === "replaceResult"
    ? { cursed: true, read: "cursedAtRoll", roll }
    : { cursed: true, read: "originalAndCursed", roll };
}

/** What a cursed die rolled beside an action roll shows. */
export interface CursedActionReading {
  /** The cursed die shows its cursed face. */
  cursed: boolean;
  /** The challenge dice match while the cursed die shows its cursed face ("a match with a 10 on the cursed die"). */
  cursedMatch: boolean;
}

/**
 * Reads a cursed die added to an action roll (Sundered Isles' Chattering Skull: "add a cursed die to
 * the roll. If that die rolls a 10..."; "when you roll a match with a 10 on the cursed die...").
 * The cursed die never changes the action score or the outcome; it adds its own effect.
 */
export function cursedActionReading(
  challengeDice: readonly [number, number],
  cursedDie: number,
): CursedActionReading {
  assertDie(challengeDice[0], 10, "challenge die");
  assertDie(challengeDice[1], 10, "challenge die");
  const cursed = isCursed(cursedDie);
  return { cursed, cursedMatch: cursed && challengeDice[0] === challengeDice[1] };
}

// Exact odds of the cursed die (Sundered Isles), counted over its faces: the chance a roll with it
// is cursed, and the chance an action roll made with it shows a match on the challenge dice while
// the cursed die shows its cursed face (the dice are independent: 10 x 10 x 10 outcomes counted).

export interface CursedDieOdds {
  /** Chance the cursed die shows the cursed face. */
  cursed: number;
  /** Chance of a match on the challenge dice together with a cursed face. */
  cursedMatch: number;
}

export function cursedDieOdds(): CursedDieOdds {
  let cursed = 0;
  let cursedMatch = 0;
  let total = 0;
  for (let c = 1; c <= CURSED_DIE_FACES; c++) {
    if (isCursed(c)) cursed++;
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        total++;
        if (isCursed(c) && a === b) cursedMatch++;
      }
    }
  }
  return { cursed: cursed / CURSED_DIE_FACES, cursedMatch: cursedMatch / total };
}
