/**
 * Progress tracks for Ironsworn and Starforged (docs/rulings.md, "Core rulings"): 10 boxes of 4 ticks; marking
 * progress adds ticks by rank; the progress score is the number of fully filled boxes.
 */
import { assertInt, assertOneOf } from "./validate";

/** Challenge ranks, lowest to highest. */
export const PROGRESS_RANKS = ["troublesome", "dangerous", "formidable", "extreme", "epic"] as const;

/** A challenge rank. */
export type ProgressRank = (typeof PROGRESS_RANKS)[number];

/** Ticks marked for one mark of progress, by rank. */
export const TICKS_PER_MARK: Readonly<Record<ProgressRank, number>> = {
  troublesome: 12,
  dangerous: 8,
  formidable: 4,
  extreme: 2,
  epic: 1,
};

/** Ticks in one progress box. */
export const TICKS_PER_BOX = 4;
/** Boxes on a progress track. */
export const BOXES = 10;
/** Ticks on a full track. */
export const MAX_TICKS = TICKS_PER_BOX * BOXES;
/** Most marks accepted in one call (enough to fill a track even at epic rank). */
export const MAX_MARKS = BOXES * TICKS_PER_BOX;

/** Throws unless `ticks` is a whole number of ticks on a track, 0..40. */
export function assertTicks(ticks: unknown, what = "ticks"): asserts ticks is number {
  assertInt(ticks, 0, MAX_TICKS, what);
}

/** Throws unless `rank` is a challenge rank. */
export function assertRank(rank: unknown): asserts rank is ProgressRank {
  assertOneOf(rank, PROGRESS_RANKS, "rank");
}

/** Ticks after marking progress `times` times (0..40, default 1) at `rank`; a track never passes 40. */
export function markProgress(ticks: number, rank: ProgressRank, times = 1): number {
  assertTicks(ticks);
  assertRank(rank);
  assertInt(times, 0, MAX_MARKS, "times");
  return Math.min(MAX_TICKS, ticks + TICKS_PER_MARK[rank] * times);
}

/**
 * Ticks after clearing progress `times` times (0..40, default 1) at `rank`: the same amount a mark
 * adds is taken away (as when a setback at minimum momentum undoes progress); never below 0.
 */
export function clearProgress(ticks: number, rank: ProgressRank, times = 1): number {
  assertTicks(ticks);
  assertRank(rank);
  assertInt(times, 0, MAX_MARKS, "times");
  return Math.max(0, ticks - TICKS_PER_MARK[rank] * times);
}

/** Progress score: the number of fully filled boxes (0..10). */
export function progressScore(ticks: number): number {
  assertTicks(ticks);
  return Math.floor(ticks / TICKS_PER_BOX);
}

/** Ticks in each of the 10 boxes, first to last (each 0..4), for drawing the track. */
export function boxesOf(ticks: number): number[] {
  assertTicks(ticks);
  return Array.from({ length: BOXES }, (_, box) =>
    Math.min(TICKS_PER_BOX, Math.max(0, ticks - box * TICKS_PER_BOX)),
  );
}

/** The next rank up, or epic when already epic. */
export function raiseRank(rank: ProgressRank): ProgressRank {
  assertRank(rank);
  const index = PROGRESS_RANKS.indexOf(rank);
  return PROGRESS_RANKS[Math.min(index + 1, PROGRESS_RANKS.length - 1)];
}

/** A progress track after recommitting. */
export interface RecommitResult {
  /** Ticks left on the track: one filled box (4) when there was one, else 0. */
  ticks: number;
  /** The new rank: one higher, or epic when already epic. */
  rank: ProgressRank;
}

/**
 * Recommit after a miss on a progress move (Starforged playtest, Fulfill Your Vow): clear all but one
 * filled progress box and raise the rank by one unless already epic. Ticks in a box that is not full
 * are not filled progress, so they are cleared too.
 */
export function recommit(ticks: number, rank: ProgressRank): RecommitResult {
  assertTicks(ticks);
  assertRank(rank);
  return { ticks: ticks >= TICKS_PER_BOX ? TICKS_PER_BOX : 0, rank: raiseRank(rank) };
}

/** Ironsworn bonds track: ticks after marking one bond (one tick), never past 40. */
export function markBond(ticks: number): number {
  assertTicks(ticks, "bond ticks");
  return Math.min(MAX_TICKS, ticks + 1);
}
