/**
 * The effects a card offers for a rolled outcome: the outcome's own, and on a match the match's as
 * well (a match adds to the outcome, never replaces it: docs/rulings.md, SF-07).
 */
import { type OutcomeEffect, type MoveEffects } from "./vocabulary";

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
