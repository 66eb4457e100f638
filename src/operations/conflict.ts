/**
 * Team conflict operations on a "conflict" actor: setting up the sides (conflict-members.ts, exported
 * here too), recording an event (a preparatory action, rolled or entered, a round, a hit or a recovery
 * settled), undoing the last one, and preventing a loss with a player's action point. Each event is checked by replaying the conflict through the rules'
 * reducer before it is written, and the answer says what the table must settle next.
 */
import { readConflict, replayConflict, storedEvents, toStoredEvent } from "../data/actor/team-conflict";
import { RulesError } from "../rules/errors";
import {
  type AftermathCondition,
  type AftermathConcession,
  type PreparatoryActionId,
  type TeamOutcome,
} from "../rules/team-conflict";
import {
  type ConflictEvent,
  type PendingChoice,
  type TeamConflictState,
} from "../rules/team-conflict-tracker";
import { requireType, requireUuid, writeChanges, type TrackActor } from "./actor-write";
import { spendActionPoint } from "./strike";

export * from "./conflict-members";

/** The end of a conflict, per player. */
export interface ConflictAftermathFollowUp {
  /** Each player's condition from their strikes: mark it on their sheet. */
  conditions: Array<{ playerUuid: string; condition: AftermathCondition }>;
  /** The concession the team owes (a win only). */
  concession: AftermathConcession;
  /** Players who owe a personal concession (Take One For The Team). */
  personalConcessions: string[];
  /** The players lost to opponents who took a strike: they pick a "yes, but". */
  losersPickYesBut: boolean;
}

/** Where a conflict stands after an operation, and what the table settles next. */
export interface ConflictFollowUp {
  phase: TeamConflictState["phase"];
  /** How the last round came out, or null before any round. */
  lastOutcome: TeamOutcome | null;
  /** The next choice to settle (a hit to assign, a recovery to pick), or null. */
  next: PendingChoice | null;
  /** Every pending choice. */
  pending: PendingChoice[];
  /** The conflict was just lost: a player may spend an action point to prevent it. */
  canPreventLoss: boolean;
  /** The aftermath once the conflict has ended with nothing pending, else null. */
  aftermath: ConflictAftermathFollowUp | null;
}

function followUp(state: TeamConflictState): ConflictFollowUp {
  const last = state.rounds.at(-1);
  const aftermath = state.aftermath;
  return {
    phase: state.phase,
    lastOutcome: last?.result.outcome ?? null,
    next: state.pending[0] ?? null,
    pending: structuredClone(state.pending),
    canPreventLoss: state.phase === "ended" && state.result === "loss",
    aftermath:
      aftermath === null
        ? null
        : {
            conditions: state.players.map((p, i) => ({
              playerUuid: p.id,
              condition: aftermath.conditions[i],
            })),
            concession: aftermath.concession,
            personalConcessions: [...state.personalConcessions],
            losersPickYesBut: aftermath.losersPickYesBut,
          },
  };
}

/** The conflict's tracker state; refused before both sides have members or when its data is bad. */
export function readTracker(actor: TrackActor): TeamConflictState {
  requireType(actor, "conflict");
  const { tracker, problem } = readConflict(actor.system);
  if (problem !== null) throw new RulesError(problem.code, problem.message, { index: problem.index });
  if (tracker === null) throw new RulesError("NoMembers", "a conflict needs players and opponents", {});
  return tracker;
}

/**
 * Where the conflict stands now.
 *
 * @internal Tests call it; nothing in the system does yet.
 */
export function conflictStatus(actor: TrackActor): ConflictFollowUp {
  return followUp(readTracker(actor));
}

/** The stored events with `event` added and the state they replay to; throws when the rules refuse it. */
function withEvent(conflict: TrackActor, event: ConflictEvent) {
  readTracker(conflict);
  requireType(conflict, "conflict");
  const events = [...storedEvents(conflict.system), toStoredEvent(event)];
  const next = replayConflict(conflict.system, events);
  if (next === null) throw new RulesError("NoMembers", "a conflict needs players and opponents", {});
  return { events, next };
}

/** Records `event` once the rules accept it; returns what the table settles next. */
export async function recordConflictEvent(
  conflict: TrackActor,
  event: ConflictEvent,
): Promise<ConflictFollowUp> {
  const { events, next } = withEvent(conflict, event);
  await writeChanges(conflict, { "system.events": events });
  return followUp(next);
}

/**
 * A player's preparatory action with a d6 rolled by `rollD6` (Foundry's dice on the sheet). The die is
 * rolled only once the rules would accept the action (in preparation, the player's first).
 */
export async function rollPreparation(
  conflict: TrackActor,
  playerId: string,
  action: PreparatoryActionId,
  rollD6: () => Promise<number>,
): Promise<ConflictFollowUp> {
  withEvent(conflict, { type: "prepare", playerId, action, die: 1 });
  const die = await rollD6();
  return recordConflictEvent(conflict, { type: "prepare", playerId, action, die });
}

/** Removes the last event (a mistaken entry); returns where the conflict then stands. */
export async function undoConflictEvent(conflict: TrackActor): Promise<ConflictFollowUp> {
  requireType(conflict, "conflict");
  const events = storedEvents(conflict.system);
  if (events.length === 0) throw new RulesError("NothingToUndo", "the conflict has no event to undo", {});
  events.pop();
  const state = replayConflict(conflict.system, events);
  if (state === null) throw new RulesError("NoMembers", "a conflict needs players and opponents", {});
  await writeChanges(conflict, { "system.events": events });
  return followUp(state);
}

/**
 * A player spends an action point to prevent the loss that just ended the conflict: the point is spent
 * on their sheet, then the conflict goes on with one more hit for the players and one recovery for the
 * opponents. Nothing is written when the conflict was not just lost or the player has no point left.
 */
export async function preventConflictLoss(
  conflict: TrackActor,
  character: TrackActor,
): Promise<ConflictFollowUp> {
  const uuid = requireUuid(character);
  const tracker = readTracker(conflict);
  if (!tracker.players.some((p) => p.id === uuid))
    throw new RulesError("UnknownMember", "this character is not taking part in the conflict", { uuid });
  const { events, next } = withEvent(conflict, { type: "preventLoss" });
  await spendActionPoint(character, "preventLoss");
  await writeChanges(conflict, { "system.events": events });
  return followUp(next);
}
