/**
 * The parts of a progress track that need no Foundry: the kinds of the progress item, and the score
 * and boxes derived from a track's ticks (a progress item's, a foe's). Sheet code and the playground
 * import the kinds from here; the data models import them too, so the list is written once.
 */
import { boxesOf, progressScore } from "../../rules/progress";

export const PROGRESS_KINDS = [
  "vow",
  "journey",
  "expedition",
  "connection",
  "combat",
  "delve",
  "sceneChallenge",
  "other",
] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

/** Values derived from a track's ticks on every preparation, never stored. */
export type TrackDerived = {
  /** Filled boxes, 0..10. */
  score: number;
  /** Ticks in each of the 10 boxes. */
  boxes: number[];
};

export function trackDerived(ticks: number): TrackDerived {
  return { score: progressScore(ticks), boxes: boxesOf(ticks) };
}
