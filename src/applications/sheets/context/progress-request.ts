/**
 * Progress rolls straight from a sheet (a track's dice button, a progress move against a track, a
 * legacy track, the bonds track): they need no dialog, so the request is built here from plain data.
 */
import type { RollRequest } from "../../../kinds/registry";
import { type Localize } from "../../../locale";

export interface ProgressRollInput {
  ruleset: "ironsworn" | "starforged";
  actorUuid: string | null;
  /** The move rolled, when the roll came from one. */
  move: { uuid: string; name: string } | null;
  /** The progress item rolled; null for a legacy or bonds track. */
  trackUuid: string | null;
  trackName: string;
  /** Which move a track's kind calls for, used for the heading when no move is given. */
  kind: string;
  score: number;
}

/** The heading of a progress card: the move's name, else the move the track's kind calls for. */
export function progressTitle(kind: string, move: { name: string } | null, t: Localize): string {
  if (move?.name) return move.name;
  const known = ["vow", "journey", "expedition", "connection", "combat", "delve", "sceneChallenge", "legacy", "bonds"];
  return t(`VOWFORGE.Sheet.ProgressMove.${known.includes(kind) ? kind : "other"}`);
}

/**
 * Whether the roll asks about a bad spot: Starforged's combat progress roll is Take Decisive Action,
 * whose outcome drops a step when the character acts from a bad spot (src/rules/bad-spot.ts).
 */
export function asksBadSpot(input: Pick<ProgressRollInput, "ruleset" | "kind">): boolean {
  return input.ruleset === "starforged" && input.kind === "combat";
}

export function progressRollRequest(input: ProgressRollInput, t: Localize): RollRequest {
  return {
    kind: "progress",
    ruleset: input.ruleset,
    actorUuid: input.actorUuid,
    moveUuid: input.move?.uuid || null,
    title: progressTitle(input.kind, input.move, t),
    trackUuid: input.trackUuid,
    trackName: input.trackName,
    score: Math.min(10, Math.max(0, Math.trunc(input.score))),
    ...(asksBadSpot(input) ? { badSpot: false } : {}),
  };
}
