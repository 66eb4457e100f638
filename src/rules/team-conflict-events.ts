/** Strike! team conflict as a reducer: an event applied to the state (team-conflict-tracker.ts holds the state and the events). */
import { assertOneOf } from "./validate";
import { round } from "./team-conflict-round";
import { assignHit, prepare, prevent, recover } from "./team-conflict-steps";
import {
  CONFLICT_EVENT_TYPES,
  type ConflictEvent,
  type TeamConflictState,
  refuse,
  settle,
} from "./team-conflict-tracker";

/** Applies one event to a conflict and returns the new state (the given state is left unchanged). */
export function applyConflictEvent(state: TeamConflictState, event: ConflictEvent): TeamConflictState {
  if (typeof state !== "object" || state === null) refuse("BadConflict", "state must be a team conflict");
  if (typeof event !== "object" || event === null) refuse("BadEvent", "event must be an object with a type");
  assertOneOf(event.type, CONFLICT_EVENT_TYPES, "event.type");
  const next = structuredClone(state);
  switch (event.type) {
    case "prepare":
      return settle(prepare(next, event));
    case "startRounds":
      if (next.phase !== "preparation") refuse("NotPreparing", "the rounds have already started");
      next.phase = "rounds";
      return settle(next);
    case "round":
      return settle(round(next, event));
    case "preventLoss":
      return settle(prevent(next));
    case "assignHit":
      return settle(assignHit(next, event));
    case "recover":
      return settle(recover(next, event));
  }
}

/** Applies events in order. */
export function applyConflictEvents(
  state: TeamConflictState,
  events: readonly ConflictEvent[],
): TeamConflictState {
  return events.reduce(applyConflictEvent, state);
}
