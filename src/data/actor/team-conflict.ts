/**
 * A Strike! team conflict ("conflict" Actor subtype): the players (actor UUIDs), the opponents, the
 * opponents' name, notes, and the conflict's events in order.
 *
 * Why an Actor: a conflict has owners (the GM, the players taking part), a sheet of its own, and can be
 * dragged to the sidebar or a scene like any actor; a JournalEntryPage would need its own ownership and
 * sheet plumbing for the same result.
 *
 * Why events: the tracker state of team-conflict-tracker.ts holds resolved rounds and preparatory
 * results (deep, rules-owned shapes). The conflict stores only what the table decided (members, then
 * each event with its dice) and derives the tracker state on every preparation by replaying the events
 * through the rules' reducer. Nothing is stored twice, every stored value is a validated schema field,
 * and undoing an event is removing it. Events whose keys would be member ids (actor UUIDs contain dots,
 * which Foundry reads as paths in updates) are stored as lists of { memberId, action }.
 */
import { applyConflictEvent } from "../../rules/team-conflict-events";
import {
  CONFLICT_EVENT_TYPES,
  CONFLICT_SIDES,
  createTeamConflict,
  MAX_CONFLICT_STRIKES,
  type ConflictEvent,
  type ConflictMemberInput,
  type PendingChoice,
  type TeamConflictState,
} from "../../rules/team-conflict-tracker";
import { PREPARATORY_ACTION_IDS, TEAM_ACTION_IDS, type TeamActionId } from "../../rules/team-conflict";
import { RulesError } from "../../rules/errors";
import { MAX_RELEVANT_FLAWS } from "../../rules/team-conflict-conditions";
import { choiceField, htmlField, intField, textField, type NoBaseData } from "../fields";
import { pickState } from "./system-data";
import { type ActorData } from "../views";
import { pinClassName } from "../../class-names";

/** Largest bonus a round event may carry on one roll. */
export const CONFLICT_BONUS_LIMIT = 10;
/** Ways a hit or a recovery is settled. */
export const CONFLICT_SETTLE_AS = ["strike", "trait", "none"] as const;
/** The two rolls of a side. */
export const CONFLICT_ROLLS = ["A", "D"] as const;

function traitsField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(new fields.SchemaField({ id: textField(), name: textField() }));
}

/**
 * The players: each an actor UUID, with the traits they bring, the strikes they start with and how many
 * of their flaws the GM rules relevant to this conflict (a Strike! character sheet keeps no flaws).
 */
function playersField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(
    new fields.SchemaField({
      id: textField(),
      traits: traitsField(),
      strikes: intField(0, MAX_CONFLICT_STRIKES, 0),
      flaws: intField(0, MAX_RELEVANT_FLAWS, 0),
    }),
  );
}

/**
 * Learning after the conflict, one entry per player who rolled: the skills they used without knowing
 * them, one die each (same order), and the skills learnt so far (one per 6).
 */
function learningField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(
    new fields.SchemaField({
      playerId: textField(),
      skills: new fields.ArrayField(textField()),
      dice: new fields.ArrayField(intField(1, 6, 1)),
      learnt: new fields.ArrayField(textField()),
    }),
  );
}

/** The opponents: an id and a name each (they need no actor). */
function opponentsField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(
    new fields.SchemaField({
      id: textField(),
      name: textField(),
      traits: traitsField(),
      strikes: intField(0, MAX_CONFLICT_STRIKES, 0),
    }),
  );
}

function actionsField() {
  const fields = foundry.data.fields;
  return new fields.ArrayField(
    new fields.SchemaField({
      memberId: textField(),
      action: choiceField(TEAM_ACTION_IDS, TEAM_ACTION_IDS[0]),
    }),
  );
}

function sideRollFields() {
  return {
    advance: intField(1, 6, 1),
    defense: intField(1, 6, 1),
    bonusA: intField(-CONFLICT_BONUS_LIMIT, CONFLICT_BONUS_LIMIT, 0),
    bonusD: intField(-CONFLICT_BONUS_LIMIT, CONFLICT_BONUS_LIMIT, 0),
    actions: actionsField(),
  };
}

function playersRollField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    ...sideRollFields(),
    stockUp: new fields.ArrayField(
      new fields.SchemaField({ playerId: textField(), roll: choiceField(CONFLICT_ROLLS, "A") }),
    ),
  });
}

/** One stored event: every key is present; only those of its type are read. */
function eventField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    type: choiceField(CONFLICT_EVENT_TYPES, "startRounds"),
    playerId: textField(),
    action: choiceField(PREPARATORY_ACTION_IDS, PREPARATORY_ACTION_IDS[0]),
    die: intField(1, 6, 1),
    players: playersRollField(),
    opponents: new fields.SchemaField(sideRollFields()),
    side: choiceField(CONFLICT_SIDES, "players"),
    memberId: textField(),
    as: choiceField(CONFLICT_SETTLE_AS, "strike"),
    traitId: textField(),
  });
}

function conflictSchema() {
  return {
    opponentsName: textField(),
    players: playersField(),
    opponents: opponentsField(),
    events: new foundry.data.fields.ArrayField(eventField()),
    learning: learningField(),
    notes: htmlField(),
  };
}

export type ConflictSchema = ReturnType<typeof conflictSchema>;

/** A stored event, as plain data. */
export interface StoredConflictEvent {
  type: (typeof CONFLICT_EVENT_TYPES)[number];
  playerId: string;
  action: (typeof PREPARATORY_ACTION_IDS)[number];
  die: number;
  players: StoredSide & { stockUp: Array<{ playerId: string; roll: "A" | "D" }> };
  opponents: StoredSide;
  side: "players" | "opponents";
  memberId: string;
  as: (typeof CONFLICT_SETTLE_AS)[number];
  traitId: string;
}

interface StoredSide {
  advance: number;
  defense: number;
  bonusA: number;
  bonusD: number;
  actions: Array<{ memberId: string; action: TeamActionId }>;
}

/** A stored member (players have no name: it is their actor's). */
export interface StoredMember {
  id: string;
  name?: string;
  traits: Array<{ id: string; name: string }>;
  strikes: number;
  /** Players only: flaws the GM rules relevant (absent on data stored before they were kept: 0). */
  flaws?: number;
}

/** A player's learning after the conflict, as stored. */
export interface StoredLearning {
  playerId: string;
  skills: string[];
  dice: number[];
  learnt: string[];
}

/** A conflict's system data: a prepared conflict's, or the source its validateJoint checks. */
type ConflictData = ActorData<"conflict">;

/** A conflict's members, as its data holds them (a prepared conflict's, or a list being written). */
type ConflictMembers = { players: readonly StoredMember[]; opponents: readonly StoredMember[] };

/** The parts of a conflict's data the tracker is replayed from. */
export type ConflictSource = ConflictMembers & Pick<ConflictData, "events">;

/** The keys of ConflictSource, to copy them from unchecked source data. */
const CONFLICT_SOURCE_KEYS = ["players", "opponents", "events"] as const;

/** The stored learning entries, copied. */
export function storedLearning(system: Pick<ConflictData, "learning">): StoredLearning[] {
  const list: unknown = system.learning;
  return Array.isArray(list) ? (structuredClone(list) as StoredLearning[]) : [];
}

/** Why the stored events could not be replayed. */
export interface ConflictProblem {
  /** Index of the event refused, or -1 when the members themselves were refused. */
  index: number;
  code: string;
  message: string;
}

/** Values computed on every preparation, never stored. */
export type ConflictDerived = {
  /** The tracker state after every event, or null before both sides have a member or on a problem. */
  tracker: TeamConflictState | null;
  /** Why the tracker could not be built, or null. */
  problem: ConflictProblem | null;
  /** Choices waiting, the first one to settle first. */
  pending: PendingChoice[];
  /** Rounds played. */
  round: number;
};

const EMPTY_SIDE: StoredSide = { advance: 1, defense: 1, bonusA: 0, bonusD: 0, actions: [] };

function toActions(list: StoredSide["actions"]): Record<string, TeamActionId> {
  return Object.fromEntries(list.map((entry) => [entry.memberId, entry.action]));
}

function fromActions(actions: Readonly<Record<string, TeamActionId>> | undefined): StoredSide["actions"] {
  return Object.entries(actions ?? {}).map(([memberId, action]) => ({ memberId, action }));
}

/** The rules' event a stored event stands for. */
export function toRulesEvent(stored: StoredConflictEvent): ConflictEvent {
  switch (stored.type) {
    case "prepare":
      return { type: "prepare", playerId: stored.playerId, action: stored.action, die: stored.die };
    case "startRounds":
      return { type: "startRounds" };
    case "preventLoss":
      return { type: "preventLoss" };
    case "round": {
      const side = (s: StoredSide) => ({
        advance: s.advance,
        defense: s.defense,
        bonusA: s.bonusA,
        bonusD: s.bonusD,
        actions: toActions(s.actions),
      });
      return {
        type: "round",
        players: { ...side(stored.players), stockUp: stored.players.stockUp.map((u) => ({ ...u })) },
        opponents: side(stored.opponents),
      };
    }
    case "assignHit":
      return {
        type: "assignHit",
        side: stored.side,
        memberId: stored.memberId,
        as: stored.as === "trait" ? "trait" : "strike",
        ...(stored.as === "trait" ? { traitId: stored.traitId } : {}),
      };
    case "recover":
      return {
        type: "recover",
        side: stored.side,
        as: stored.as,
        ...(stored.as === "none" ? {} : { memberId: stored.memberId }),
        ...(stored.as === "trait" ? { traitId: stored.traitId } : {}),
      };
  }
}

/** The stored form of a rules event (keys its type does not use get their defaults). */
export function toStoredEvent(event: ConflictEvent): StoredConflictEvent {
  const base: StoredConflictEvent = {
    type: event.type,
    playerId: "",
    action: PREPARATORY_ACTION_IDS[0],
    die: 1,
    players: { ...EMPTY_SIDE, stockUp: [] },
    opponents: { ...EMPTY_SIDE },
    side: "players",
    memberId: "",
    as: "strike",
    traitId: "",
  };
  switch (event.type) {
    case "prepare":
      return { ...base, playerId: event.playerId, action: event.action, die: event.die };
    case "startRounds":
    case "preventLoss":
      return base;
    case "round": {
      const side = (s: (typeof event)["opponents"]): StoredSide => ({
        advance: s.advance,
        defense: s.defense,
        bonusA: s.bonusA ?? 0,
        bonusD: s.bonusD ?? 0,
        actions: fromActions(s.actions),
      });
      return {
        ...base,
        players: { ...side(event.players), stockUp: (event.players.stockUp ?? []).map((u) => ({ ...u })) },
        opponents: side(event.opponents),
      };
    }
    case "assignHit":
      return {
        ...base,
        side: event.side,
        memberId: event.memberId,
        as: event.as,
        traitId: event.traitId ?? "",
      };
    case "recover":
      return {
        ...base,
        side: event.side,
        memberId: event.memberId ?? "",
        as: event.as,
        traitId: event.traitId ?? "",
      };
  }
}

function membersOf(list: unknown): ConflictMemberInput[] {
  return (Array.isArray(list) ? (list as StoredMember[]) : []).map((m) => ({
    id: m.id,
    traits: m.traits.map((t) => t.id),
    strikes: m.strikes,
  }));
}

/** The conflict's start: both sides' members, or null while a side has none. Throws on bad members. */
export function conflictStart(system: ConflictMembers): TeamConflictState | null {
  const players = membersOf(system.players);
  const opponents = membersOf(system.opponents);
  if (players.length === 0 || opponents.length === 0) return null;
  return createTeamConflict({ players, opponents });
}

/** The stored events, copied. */
export function storedEvents(system: Pick<ConflictData, "events">): StoredConflictEvent[] {
  const events: unknown = system.events;
  return Array.isArray(events) ? (structuredClone(events) as StoredConflictEvent[]) : [];
}

/** The tracker state after `events` (default: the stored ones). Throws a RulesError when one is refused. */
export function replayConflict(
  system: ConflictSource,
  events: readonly StoredConflictEvent[] = storedEvents(system),
): TeamConflictState | null {
  const start = conflictStart(system);
  if (start === null) {
    if (events.length > 0)
      throw new RulesError("NoMembers", "a conflict with events needs players and opponents", {});
    return null;
  }
  return events.reduce((state, event) => applyConflictEvent(state, toRulesEvent(event)), start);
}

/** The tracker state of the stored conflict, or why it cannot be replayed. */
export function readConflict(system: ConflictSource): {
  tracker: TeamConflictState | null;
  problem: ConflictProblem | null;
} {
  let index = -1;
  try {
    const start = conflictStart(system);
    const events = storedEvents(system);
    if (start === null) {
      if (events.length === 0) return { tracker: null, problem: null };
      return {
        tracker: null,
        problem: { index: 0, code: "NoMembers", message: "the conflict has no members" },
      };
    }
    const tracker = events.reduce((state, event, i) => {
      index = i;
      return applyConflictEvent(state, toRulesEvent(event));
    }, start);
    return { tracker, problem: null };
  } catch (error) {
    if (!(error instanceof RulesError)) throw error;
    return { tracker: null, problem: { index, code: error.code, message: error.message } };
  }
}

export class ConflictModel extends foundry.abstract.TypeDataModel<
  ConflictSchema,
  Actor.Implementation,
  NoBaseData,
  ConflictDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Conflict"];

  static override defineSchema() {
    return conflictSchema();
  }

  /** Refuses members or events the rules' reducer would refuse. */
  static override validateJoint(data: object) {
    // The source as stored, not yet checked: its lists are read defensively (membersOf, storedEvents).
    const source = pickState<ConflictSource>(data, CONFLICT_SOURCE_KEYS);
    const players = membersOf(source.players);
    const opponents = membersOf(source.opponents);
    // Members are checked as the rules would check them, a side at a time, even while the other is empty.
    if (players.length > 0) createTeamConflict({ players, opponents: [{ id: "check" }] });
    if (opponents.length > 0) createTeamConflict({ players: [{ id: "check" }], opponents });
    replayConflict(source);
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    const { tracker, problem } = readConflict(this);
    this.problem = problem;
    this.tracker = tracker;
    this.pending = tracker?.pending ?? [];
    this.round = tracker?.rounds.length ?? 0;
  }
}
pinClassName(ConflictModel, "ConflictModel");
