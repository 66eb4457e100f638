/**
 * The exact odds of every roll, in one object: what the module API (src/api) hands out and the rules
 * engine re-exports. Each roll's odds are written beside its rules (`challenge.ts`, `pool.ts`,
 * `threat.ts`, `strike.ts`, `cursed-die.ts`); this object is a module of its own, so the API keeps it
 * without the whole engine's exports.
 */
import { actionRollOdds, progressRollOdds } from "./challenge";
import { poolRollOdds } from "./pool";
import { strikeRollOdds } from "./strike";
import { threatRollOdds } from "./threat";
import { cursedDieOdds } from "./cursed-die";

/**
 * Exact odds of every roll the sheets offer, as probabilities 0..1. Closed forms and dynamic
 * programming, fast enough to recompute on every change in the roll dialog.
 */
export const odds = {
  /** `{ modifier, momentum? }` -> `{ strongHit, weakHit, miss, match, withBurn }`. */
  actionRoll: actionRollOdds,
  /** `{ progress }` -> `{ strongHit, weakHit, miss, match }`. */
  progressRoll: progressRollOdds,
  /** `{ dice }` -> `{ fullSuccess, partialSuccess, miss, match }`. */
  poolRoll: poolRollOdds,
  /** `{ actionDice, threatDice }` -> `{ perfect, good, messy, botched, dire }`. */
  threatRoll: threatRollOdds,
  /** `{ skilled, advantage?, disadvantage? }` -> probability of each table row, by id. */
  strikeRoll: strikeRollOdds,
  /** `()` -> `{ cursed, cursedMatch }` (Sundered Isles' cursed die). */
  cursedDie: cursedDieOdds,
} as const;
