/**
 * Exact odds of the cursed die (Sundered Isles), counted over its faces: the chance a roll with it
 * is cursed, and the chance an action roll made with it shows a match on the challenge dice while
 * the cursed die shows its cursed face (the dice are independent: 10 x 10 x 10 outcomes counted).
 */
import { CURSED_DIE_FACES, isCursed } from "../cursed-die";

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
