/**
 * Strike!: a team conflict followed from preparation to aftermath, as a reducer:
 * `applyConflictEvent(state, event) -> state`. Rounds are resolved by team-conflict.ts; this module
 * carries what lasts between rounds and turns hits into choices for the other side.
 *
 * Rulings:
 * - Preparation: each player picks at most one preparatory action, before the first round. Its fixed
 *   round modifiers are added in their rounds; Fortify's lasting +1D applies every round up to and
 *   including the first round the players lose or push; Stock Up's +1 is spent in a round the player
 *   names (the table enforces "before" or "after the rolls"); Seize the Advantage's hit is a pending
 *   hit on the opponents; scouting and ignored conditions are recorded for the table.
 * - Each player picks exactly one action per round; opponents give actions per opponent id (any subset).
 *   Take One For The Team is refused the second time for the same player; each use records a personal
 *   concession. Win At All Costs gives its user an unrecoverable strike at once.
 * - Every hit is a pending choice for the other side: a strike, or a trait lost, on a member of the
 *   side that took it. A Recover action, and the opponents' recovery after a prevented loss, are pending
 *   choices for the side that recovers: remove a (recoverable) strike or regain a trait; "none" only
 *   when nothing can be recovered. No round is played while choices are pending.
 * - Prepare's +1A and Observe's scouting apply in the next round of the side that used them.
 * - Preventing a loss (the action point itself is spent on the character sheet) reopens the conflict.
 * - The aftermath is computed once the conflict has ended and no choice is pending. A tie counts as
 *   neither side winning: conditions from strikes, no concession, no "yes, but".
 */
import { RulesError } from "./errors";
import {
  type AftermathResult,
  conflictAftermath,
  type PreparatoryActionId,
  type PreparatoryResult,
  type TeamActionId,
  type TeamRoll,
  type TeamRoundResult,
} from "./team-conflict";
import { assertInt } from "./validate";

/** The two sides. */
export type ConflictSide = "players" | "opponents";
/** Every side id. */
export const CONFLICT_SIDES: readonly ConflictSide[] = ["players", "opponents"];

/** A trait a member can lose to a hit. */
export interface ConflictTrait {
  /** Trait id. */
  id: string;
  /** Lost until regained. */
  lost: boolean;
}

/** A member of a side. */
export interface ConflictMember {
  /** Member id (a character id for players). */
  id: string;
  /** Strikes taken, unrecoverable ones included. */
  strikes: number;
  /** Strikes that cannot be removed (Win At All Costs). */
  unrecoverableStrikes: number;
  /** Traits. */
  traits: ConflictTrait[];
}

/** A choice waiting for a side. */
export interface PendingChoice {
  /** "hit": a strike or a lost trait for `side`; "recovery": remove a strike or regain a trait on `side`. */
  kind: "hit" | "recovery";
  /** The side the choice falls on. */
  side: ConflictSide;
  /** The side that picks (the other side for a hit, the same side for a recovery). */
  pickedBy: ConflictSide;
  /** Where it came from. */
  source: "preparation" | "round" | "recoverAction" | "preventLoss";
  /** The round it came from (0 for preparation). */
  round: number;
}

/** A player's preparatory action and its result. */
export interface ConflictPreparation {
  /** The player. */
  playerId: string;
  /** The resolved preparatory action. */
  result: PreparatoryResult;
}

/** A Stock Up bonus a player holds. */
export interface FloatingBonus {
  /** The player. */
  playerId: string;
  /** Whether it is picked before or after the rolls. */
  timing: "beforeRolls" | "afterRolls";
  /** Spent already. */
  used: boolean;
}

/** Scouting the table should allow. */
export interface ScoutingNote {
  /** The side scouting. */
  side: ConflictSide;
  /** Round in which it applies. */
  round: number;
  /** Enemy rolls seen. */
  rolls: number;
}

/** A condition ignored for the conflict (Inspire). */
export interface IgnoredConditionNote {
  /** The player who inspired. */
  playerId: string;
  /** One player ignores one condition, or each player does. */
  who: "one" | "each";
}

/** One side's totals of extra bonuses in a round. */
export interface RoundBonuses {
  /** Added to A (besides the actions' own modifiers). */
  a: number;
  /** Added to D. */
  d: number;
}

/** A played round. */
export interface ConflictRoundRecord {
  /** Round number, from 1. */
  round: number;
  /** Each player's action. */
  playerActions: Record<string, TeamActionId>;
  /** Each acting opponent's action. */
  opponentActions: Record<string, TeamActionId>;
  /** Extra bonuses used (caller's, preparation, carried, Fortify, Stock Up). */
  bonuses: Record<ConflictSide, RoundBonuses>;
  /** The resolved round (after a prevented loss, the prevented result). */
  result: TeamRoundResult;
}

/** A team conflict in progress. */
export interface TeamConflictState {
  /** "preparation" before the first round, "rounds" while it goes on, "ended". */
  phase: "preparation" | "rounds" | "ended";
  /** The players. */
  players: ConflictMember[];
  /** The opponents. */
  opponents: ConflictMember[];
  /** Preparatory actions taken. */
  preparations: ConflictPreparation[];
  /** Players whose Fortify still gives +1D. */
  fortifyActive: string[];
  /** Stock Up bonuses. */
  floating: FloatingBonus[];
  /** Modifiers carried into the next round (Prepare). */
  carry: Record<ConflictSide, RoundBonuses>;
  /** Scouting to allow. */
  scouting: ScoutingNote[];
  /** Conditions ignored (Inspire). */
  ignoredConditions: IgnoredConditionNote[];
  /** Players who used Take One For The Team (once per conflict). */
  takeOneUsed: string[];
  /** Players who owe a personal concession. */
  personalConcessions: string[];
  /** Rounds played. */
  rounds: ConflictRoundRecord[];
  /** Choices waiting. */
  pending: PendingChoice[];
  /** How it ended, from the players' side, or null while it goes on. */
  result: "win" | "loss" | "tie" | null;
  /** The aftermath, once ended with no pending choice; else null. */
  aftermath: AftermathResult | null;
}

/** A member to start with. */
export interface ConflictMemberInput {
  /** Member id. */
  id: string;
  /** Trait ids. */
  traits?: readonly string[];
  /** Strikes already taken. */
  strikes?: number;
}

/** Most members per side. */
export const MAX_CONFLICT_MEMBERS = 20;
/** Most strikes on one member. */
export const MAX_CONFLICT_STRIKES = 100;
/** Most rounds. */
export const MAX_CONFLICT_ROUNDS = 100;
export const BONUS_LIMIT = 10;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
export function assertMemberId(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.length > 200 || !ID_PATTERN.test(value)) {
    throw new RulesError("BadId", `${what} must be an id (letters, digits, _ . : -), got ${String(value)}`, {
      what,
      value,
    });
  }
}

export function zero(): Record<ConflictSide, RoundBonuses> {
  return { players: { a: 0, d: 0 }, opponents: { a: 0, d: 0 } };
}

export function member(input: ConflictMemberInput, what: string): ConflictMember {
  if (typeof input !== "object" || input === null)
    throw new RulesError("BadMember", `${what} must be { id, traits }`, { value: input });
  assertMemberId(input.id, `${what}.id`);
  const given = input.traits ?? [];
  if (!Array.isArray(given))
    throw new RulesError("NotArray", `${what}.traits must be a list`, { value: given });
  const traits = [...given];
  traits.forEach((t, i) => assertMemberId(t, `${what}.traits[${i}]`));
  if (new Set(traits).size !== traits.length)
    throw new RulesError("DuplicateId", `${what} lists a trait twice`, { traits });
  const strikes = input.strikes ?? 0;
  assertInt(strikes, 0, MAX_CONFLICT_STRIKES, `${what}.strikes`);
  return {
    id: input.id,
    strikes,
    unrecoverableStrikes: 0,
    traits: traits.map((id) => ({ id, lost: false })),
  };
}

export function side(list: readonly ConflictMemberInput[], what: ConflictSide): ConflictMember[] {
  if (!Array.isArray(list))
    throw new RulesError("NotArray", `${what} must be a list of members`, { value: list });
  assertInt(list.length, 1, MAX_CONFLICT_MEMBERS, `number of ${what}`);
  const members = list.map((m, i) => member(m, `${what}[${i}]`));
  if (new Set(members.map((m) => m.id)).size !== members.length)
    throw new RulesError("DuplicateId", `${what} lists a member twice`, {});
  return members;
}

/** A new conflict, in preparation. */
export function createTeamConflict(input: {
  players: readonly ConflictMemberInput[];
  opponents: readonly ConflictMemberInput[];
}): TeamConflictState {
  return {
    phase: "preparation",
    players: side(input.players, "players"),
    opponents: side(input.opponents, "opponents"),
    preparations: [],
    fortifyActive: [],
    floating: [],
    carry: zero(),
    scouting: [],
    ignoredConditions: [],
    takeOneUsed: [],
    personalConcessions: [],
    rounds: [],
    pending: [],
    result: null,
    aftermath: null,
  };
}

/** One side's dice and choices in a round. */
export interface ConflictRoundSide {
  /** The Advance die (the kept one, with disadvantage). */
  advance: number;
  /** The Defense die. */
  defense: number;
  /** Other modifiers to A (major conditions ...). */
  bonusA?: number;
  /** Other modifiers to D. */
  bonusD?: number;
}

/** Events of a conflict. */
export type ConflictEvent =
  /** A player's preparatory action and its d6. */
  | { type: "prepare"; playerId: string; action: PreparatoryActionId; die: number }
  /** Ends preparation (a round event also does). */
  | { type: "startRounds" }
  /** A round: both sides' dice and actions. */
  | {
      type: "round";
      players: ConflictRoundSide & {
        /** Each player's action. */
        actions: Record<string, TeamActionId>;
        /** Stock Up bonuses spent this round. */
        stockUp?: ReadonlyArray<{ playerId: string; roll: TeamRoll }>;
      };
      opponents: ConflictRoundSide & {
        /** Each acting opponent's action. */
        actions?: Record<string, TeamActionId>;
      };
    }
  /** The players spend an action point on the loss just suffered. */
  | { type: "preventLoss" }
  /** The picking side settles a pending hit on `side`. */
  | { type: "assignHit"; side: ConflictSide; memberId: string; as: "strike" | "trait"; traitId?: string }
  /** The recovering side settles a pending recovery. */
  | {
      type: "recover";
      side: ConflictSide;
      memberId?: string;
      as: "strike" | "trait" | "none";
      traitId?: string;
    };

/** Every event type. */
export const CONFLICT_EVENT_TYPES = [
  "prepare",
  "startRounds",
  "round",
  "preventLoss",
  "assignHit",
  "recover",
] as const;

export function refuse(code: string, message: string, details: Record<string, unknown> = {}): never {
  throw new RulesError(code, message, details);
}

export function findMember(state: TeamConflictState, s: ConflictSide, id: unknown): ConflictMember {
  assertMemberId(id, "memberId");
  const m = state[s].find((x) => x.id === id);
  if (m === undefined) refuse("UnknownMember", `no ${s} member ${id}`, { side: s, memberId: id });
  return m;
}

export function settle(state: TeamConflictState): TeamConflictState {
  if (state.phase !== "ended" || state.pending.length > 0 || state.result === null) {
    state.aftermath = null;
    return state;
  }
  const opponentStrikes = state.opponents.reduce((sum, m) => sum + m.strikes, 0);
  state.aftermath = conflictAftermath({
    strikes: state.players.map((m) => m.strikes),
    playersWon: state.result === "win",
    opponentStrikes: state.result === "loss" ? Math.min(opponentStrikes, MAX_CONFLICT_STRIKES) : 0,
  });
  return state;
}
