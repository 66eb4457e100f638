/**
 * Starforged's Take Decisive Action: when the character acts from a bad spot rather than in control,
 * the progress roll's outcome drops one step (strong hit to weak hit, weak hit to miss; a miss stays a
 * miss). The raw result is kept so a card can show both. See docs/rulings.md, "Starforged".
 */
import { type ChallengeOutcome, type ProgressRollResult } from "./challenge";
import { assertBool } from "./validate";

/** The outcome one step worse: strong hit to weak hit, weak hit to miss, a miss stays a miss. */
export function dropOneStep(outcome: ChallengeOutcome): ChallengeOutcome {
  if (outcome === "strongHit") return "weakHit";
  return "miss";
}

/** A progress roll read for Take Decisive Action. */
export interface DecisiveActionResult extends ProgressRollResult {
  /** The outcome the dice gave before the bad spot dropped it, or null when nothing was dropped. */
  droppedFrom: ChallengeOutcome | null;
}

/** Applies the bad spot to a resolved progress roll: in a bad spot the outcome drops one step. */
export function applyBadSpot(result: ProgressRollResult, badSpot: boolean): DecisiveActionResult {
  assertBool(badSpot, "badSpot");
  if (!badSpot) return { ...result, droppedFrom: null };
  const outcome = dropOneStep(result.outcome);
  return { ...result, outcome, droppedFrom: outcome === result.outcome ? null : result.outcome };
}
