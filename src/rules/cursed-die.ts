/**
 * Sundered Isles' cursed die: a ten-sided die rolled beside another roll when a curse is in play.
 * Its data marks oracle tables that have a cursed version (the `cursed_by` tag) and the cursed
 * versions themselves (`cursed_version_of`, with a `curse_behavior`). When the cursed die shows 10,
 * the curse takes hold: a `replace_result` cursed table is read at the original roll instead of the
 * original table; an `add_result` one is rolled as well, its result added to the original's. Any
 * other face leaves the original result alone. Pure: dice in, what to read out.
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
