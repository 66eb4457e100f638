/**
 * The rules engine's public API. Pure functions: dice values in, results out; no Foundry, no
 * randomness. Bad input throws a RulesError.
 */
import { actionRollOdds, progressRollOdds } from "./odds/challenge";
import { poolRollOdds } from "./odds/pool";
import { strikeRollOdds } from "./odds/strike";
import { threatRollOdds } from "./odds/threat";

export { RulesError } from "./errors";
export * from "./challenge";
export * from "./momentum";
export * from "./progress";
export * from "./bad-spot";
export * from "./legacy";
export * from "./oracle";
export * from "./pool";
export * from "./threat";
export * from "./stances";
export * from "./clocks";
export * from "./augur-momentum";
export * from "./strike";
export * from "./strike-opposed";
export * from "./wealth";
export * from "./team-conflict";
export * from "./forged-ties-character";
export * from "./forge";
export * from "./bonds";
export * from "./augur-character";
export * from "./strike-character";
export * from "./team-conflict-tracker";
export * from "./team-conflict-conditions";
export type { ActionRollOdds, ProgressRollOdds, ActionRollOddsInput, ProgressRollOddsInput } from "./odds/challenge";
export type { PoolOdds, PoolOddsInput } from "./odds/pool";
export type { ThreatOdds, ThreatOddsInput } from "./odds/threat";
export type { StrikeOddsInput, StrikeRowOdds } from "./odds/strike";

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
} as const;
