/**
 * The effects a card offers for a rolled outcome: the outcome's own, and on a match the match's as
 * well (a match adds to the outcome, never replaces it: docs/rulings.md, SF-07); and the gate a
 * progress move's effects may put on its roll (the least progress score).
 */
import { RulesError } from "../errors";
import { type OutcomeEffect, type MoveEffects } from "./vocabulary";

/**
 * Refuses ("ProgressTooLow") a progress roll of a move whose effects name the least progress score its
 * track needs (`minProgress`) when `score` is below it; `move` names the move in the refusal.
 */
export function assertProgressGate(effects: MoveEffects, score: number, move: string): void {
  if (effects.minProgress !== undefined && score < effects.minProgress) {
    throw new RulesError("ProgressTooLow", `${move} needs a progress score of ${effects.minProgress} or more`, {
      move,
      min: effects.minProgress,
      score,
    });
  }
}

/** A rolled outcome. */
export type RolledOutcome = "strongHit" | "weakHit" | "miss";

/** The base outcome's effects, then the match clause's when the dice matched. */
export function effectsForOutcome(
  effects: MoveEffects,
  outcome: RolledOutcome,
  match: boolean,
): OutcomeEffect[] {
  const base = effects[outcome] ?? [];
  const extra = match ? (effects[`${outcome}Match`] ?? []) : [];
  return [...base, ...extra];
}
