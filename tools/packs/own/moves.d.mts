/** Types of our own moves' converter (plain JavaScript). */

/** One roll of our moves: the results each outcome slot holds, best first, and whether it can match. */
export interface OwnRoll {
  slots: Record<"strongHit" | "weakHit" | "miss", string[]>;
  match: boolean;
}

/** The rolls our moves make, by ruleset, by roll name. */
export const ROLLS: Record<string, Record<string, OwnRoll>>;
export const RESULT_LABELS: Record<string, string>;
export function ownMoveDocument(move: unknown, index: number, options: unknown): object;
