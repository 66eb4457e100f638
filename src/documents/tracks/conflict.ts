/**
 * Team conflict operations on a "conflict" actor: setting up the sides, recording an event (a
 * preparatory action, a round, a hit or a recovery settled), undoing the last one, and preventing a loss
 * with a player's action point. Each event is checked by replaying the conflict through the rules'
 * reducer before it is written, and the answer says what the table must settle next.
 */
import {
  readConflict,
  replayConflict,
  storedEvents,
  toStoredEvent,
  type StoredMember,
} from "../../data/actor/team-conflict";
import { RulesError } from "../../rules/errors";
import { assertId, assertName } from "../../rules/forged-ties-character";
import {
  type AftermathCondition,
  type AftermathConcession,
  type TeamOutcome,
} from "../../rules/team-conflict";
import {
  type ConflictEvent,
  type PendingChoice,
  type TeamConflictState,
} from "../../rules/team-conflict-tracker";
import { requireType, requireUuid, writeChanges, type TrackActor } from "./actor-write";
import { readStrike, spendActionPoint } from "./strike";

/** The actor subtype these operations need. */
export const CONFLICT_TYPE = "conflict";

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
  requireType(actor, CONFLICT_TYPE);
  const { tracker, problem } = readConflict(actor.system);
  if (problem !== null) throw new RulesError(problem.code, problem.message, { index: problem.index });
  if (tracker === null) throw new RulesError("NoMembers", "a conflict needs players and opponents", {});
  return tracker;
}

/** Where the conflict stands now. */
export function conflictStatus(actor: TrackActor): ConflictFollowUp {
  return followUp(readTracker(actor));
}

function membersOf(actor: TrackActor, side: "players" | "opponents"): StoredMember[] {
  const system = actor.system as Record<string, unknown>;
  return structuredClone((system[side] as StoredMember[] | undefined) ?? []);
}

function refuseOnceStarted(actor: TrackActor): void {
  if (storedEvents(actor.system).length > 0)
    throw new RulesError("ConflictStarted", "members are set before the conflict's first event", {});
}

/** Adds a Strike! character as a player, with the traits they have not lost. */
export async function addConflictPlayer(conflict: TrackActor, character: TrackActor): Promise<void> {
  requireType(conflict, CONFLICT_TYPE);
  refuseOnceStarted(conflict);
  const state = readStrike(character);
  const uuid = requireUuid(character);
  assertId(uuid, "player UUID");
  const players = membersOf(conflict, "players");
  if (players.some((p) => p.id === uuid))
    throw new RulesError("DuplicateId", "this character is already taking part", { uuid });
  players.push({
    id: uuid,
    traits: state.traits.filter((t) => !t.lost).map((t) => ({ id: t.id, name: t.name })),
    strikes: state.strikes,
  });
  await writeChanges(conflict, { "system.players": players });
}

/** Adds an opponent (an id unique in the conflict, a name, traits). */
export async function addConflictOpponent(
  conflict: TrackActor,
  opponent: { id: string; name: string; traits?: ReadonlyArray<{ id: string; name: string }> },
): Promise<void> {
  requireType(conflict, CONFLICT_TYPE);
  refuseOnceStarted(conflict);
  assertId(opponent.id, "opponent id");
  assertName(opponent.name, "opponent name");
  const traits = (opponent.traits ?? []).map((t) => {
    assertId(t.id, "trait id");
    assertName(t.name, "trait name");
    return { id: t.id, name: t.name };
  });
  const opponents = membersOf(conflict, "opponents");
  if (opponents.some((o) => o.id === opponent.id))
    throw new RulesError("DuplicateId", "two opponents with one id", { id: opponent.id });
  opponents.push({ id: opponent.id, name: opponent.name, traits, strikes: 0 });
  await writeChanges(conflict, { "system.opponents": opponents });
}

/** Records `event` once the rules accept it; returns what the table settles next. */
export async function recordConflictEvent(
  conflict: TrackActor,
  event: ConflictEvent,
): Promise<ConflictFollowUp> {
  readTracker(conflict);
  const events = [...storedEvents(conflict.system), toStoredEvent(event)];
  const next = replayConflict(conflict.system, events);
  if (next === null) throw new RulesError("NoMembers", "a conflict needs players and opponents", {});
  await writeChanges(conflict, { "system.events": events });
  return followUp(next);
}

/** Removes the last event (a mistaken entry); returns where the conflict then stands. */
export async function undoConflictEvent(conflict: TrackActor): Promise<ConflictFollowUp> {
  requireType(conflict, CONFLICT_TYPE);
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
  const events = [...storedEvents(conflict.system), toStoredEvent({ type: "preventLoss" })];
  const next = replayConflict(conflict.system, events);
  if (next === null) throw new RulesError("NoMembers", "a conflict needs players and opponents", {});
  await spendActionPoint(character, "preventLoss");
  await writeChanges(conflict, { "system.events": events });
  return followUp(next);
}
