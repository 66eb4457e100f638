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
  preparatoryModifiers,
  PREPARATORY_ACTION_IDS,
  type PreparatoryActionId,
  type PreparatoryResult,
  preventLoss,
  resolvePreparatory,
  resolveTeamRound,
  TEAM_ACTION_IDS,
  type TeamActionId,
  type TeamRoll,
  type TeamRoundResult,
} from "./team-conflict";
import { assertInt, assertOneOf } from "./validate";

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
const BONUS_LIMIT = 10;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;
function assertMemberId(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.length > 200 || !ID_PATTERN.test(value)) {
    throw new RulesError("BadId", `${what} must be an id (letters, digits, _ . : -), got ${String(value)}`, {
      what,
      value,
    });
  }
}

function zero(): Record<ConflictSide, RoundBonuses> {
  return { players: { a: 0, d: 0 }, opponents: { a: 0, d: 0 } };
}

function member(input: ConflictMemberInput, what: string): ConflictMember {
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

function side(list: readonly ConflictMemberInput[], what: ConflictSide): ConflictMember[] {
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

function refuse(code: string, message: string, details: Record<string, unknown> = {}): never {
  throw new RulesError(code, message, details);
}

function findMember(state: TeamConflictState, s: ConflictSide, id: unknown): ConflictMember {
  assertMemberId(id, "memberId");
  const m = state[s].find((x) => x.id === id);
  if (m === undefined) refuse("UnknownMember", `no ${s} member ${id}`, { side: s, memberId: id });
  return m;
}

function settle(state: TeamConflictState): TeamConflictState {
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

function prepare(
  state: TeamConflictState,
  e: Extract<ConflictEvent, { type: "prepare" }>,
): TeamConflictState {
  if (state.phase !== "preparation")
    refuse("NotPreparing", "preparatory actions come before the first round");
  const player = findMember(state, "players", e.playerId);
  assertOneOf(e.action, PREPARATORY_ACTION_IDS, "action");
  if (state.preparations.some((p) => p.playerId === player.id)) {
    refuse("AlreadyPrepared", `${player.id} has already taken a preparatory action`, { playerId: player.id });
  }
  const result = resolvePreparatory(e.action, e.die);
  state.preparations.push({ playerId: player.id, result });
  for (const effect of result.effects) {
    if (effect.kind === "lastingModifier") state.fortifyActive.push(player.id);
    if (effect.kind === "floatingModifier")
      state.floating.push({ playerId: player.id, timing: effect.timing, used: false });
    if (effect.kind === "scout")
      state.scouting.push({ side: "players", round: effect.round, rolls: effect.rolls });
    if (effect.kind === "ignoreCondition")
      state.ignoredConditions.push({ playerId: player.id, who: effect.who });
    if (effect.kind === "dealHit") {
      for (let i = 0; i < effect.hits; i++)
        state.pending.push({
          kind: "hit",
          side: "opponents",
          pickedBy: "players",
          source: "preparation",
          round: 0,
        });
    }
  }
  return state;
}

function actionsOf(
  state: TeamConflictState,
  s: ConflictSide,
  actions: unknown,
  everyone: boolean,
): Record<string, TeamActionId> {
  if (actions === undefined && !everyone) return {};
  if (typeof actions !== "object" || actions === null || Array.isArray(actions)) {
    refuse("BadActions", `${s}.actions must map member ids to action ids`, { value: actions });
  }
  const record = actions as Record<string, unknown>;
  for (const [id, action] of Object.entries(record)) {
    findMember(state, s, id);
    assertOneOf(action, TEAM_ACTION_IDS, `${s}.actions.${id}`);
  }
  if (everyone) {
    const missing = state[s].filter((m) => !(m.id in record)).map((m) => m.id);
    if (missing.length > 0)
      refuse("MissingAction", `the round needs an action from each player; missing: ${missing.join(", ")}`, { missing });
  }
  return { ...(record as Record<string, TeamActionId>) };
}

function round(state: TeamConflictState, e: Extract<ConflictEvent, { type: "round" }>): TeamConflictState {
  if (state.phase === "ended") refuse("ConflictEnded", "the conflict has ended");
  if (state.pending.length > 0)
    refuse("PendingChoices", "settle the pending hits and recoveries before the next round", {
      pending: state.pending,
    });
  if (state.rounds.length >= MAX_CONFLICT_ROUNDS)
    refuse("TooManyRounds", `at most ${MAX_CONFLICT_ROUNDS} rounds`);
  if (
    typeof e.players !== "object" ||
    e.players === null ||
    typeof e.opponents !== "object" ||
    e.opponents === null
  ) {
    refuse("BadRound", "a round needs players and opponents");
  }
  state.phase = "rounds";
  const n = state.rounds.length + 1;
  const playerActions = actionsOf(state, "players", e.players.actions, true);
  const opponentActions = actionsOf(state, "opponents", e.opponents.actions, false);
  for (const [id, action] of Object.entries(playerActions)) {
    if (action === "takeOneForTheTeam" && state.takeOneUsed.includes(id)) {
      refuse("TakeOneUsed", `${id} has already taken one for the team in this conflict`, { playerId: id });
    }
  }
  const extra = (v: unknown, what: string): number => {
    const x = v ?? 0;
    assertInt(x, -BONUS_LIMIT, BONUS_LIMIT, what);
    return x;
  };
  const bonuses: Record<ConflictSide, RoundBonuses> = {
    players: { a: extra(e.players.bonusA, "players.bonusA"), d: extra(e.players.bonusD, "players.bonusD") },
    opponents: {
      a: extra(e.opponents.bonusA, "opponents.bonusA"),
      d: extra(e.opponents.bonusD, "opponents.bonusD"),
    },
  };
  for (const s of CONFLICT_SIDES) {
    bonuses[s].a += state.carry[s].a;
    bonuses[s].d += state.carry[s].d;
  }
  const prep = preparatoryModifiers(
    state.preparations.flatMap((p) => p.result.effects),
    n,
  );
  bonuses.players.a += prep.bonusA;
  bonuses.players.d += prep.bonusD + state.fortifyActive.length;
  const stockUp = e.players.stockUp ?? [];
  if (!Array.isArray(stockUp)) refuse("NotArray", "players.stockUp must be a list");
  const floating = state.floating.map((f) => ({ ...f }));
  stockUp.forEach((use, i) => {
    const player = findMember(state, "players", use?.playerId);
    assertOneOf(use.roll, ["A", "D"] as const, `players.stockUp[${i}].roll`);
    const bonus = floating.find((f) => f.playerId === player.id && !f.used);
    if (bonus === undefined)
      refuse("NoStockUp", `${player.id} has no Stock Up bonus left`, { playerId: player.id });
    bonus.used = true;
    if (use.roll === "A") bonuses.players.a += 1;
    else bonuses.players.d += 1;
  });

  const result = resolveTeamRound({
    players: {
      advance: e.players.advance,
      defense: e.players.defense,
      bonusA: bonuses.players.a,
      bonusD: bonuses.players.d,
      actions: Object.values(playerActions),
    },
    opponents: {
      advance: e.opponents.advance,
      defense: e.opponents.defense,
      bonusA: bonuses.opponents.a,
      bonusD: bonuses.opponents.d,
      actions: Object.values(opponentActions),
    },
  });

  state.floating = floating;
  state.carry = zero();
  for (const [id, action] of Object.entries(playerActions)) {
    if (action === "takeOneForTheTeam") {
      state.takeOneUsed.push(id);
      state.personalConcessions.push(id);
    }
  }
  const sides: Array<[ConflictSide, Record<string, TeamActionId>]> = [
    ["players", playerActions],
    ["opponents", opponentActions],
  ];
  for (const [s, actions] of sides) {
    for (const [id, action] of Object.entries(actions)) {
      const m = findMember(state, s, id);
      if (action === "winAtAllCosts") {
        m.strikes = Math.min(MAX_CONFLICT_STRIKES, m.strikes + 1);
        m.unrecoverableStrikes = Math.min(m.strikes, m.unrecoverableStrikes + 1);
      }
      if (action === "prepare") state.carry[s].a += 1;
      if (action === "observe") state.scouting.push({ side: s, round: n + 1, rolls: 1 });
      if (action === "recover")
        state.pending.push({ kind: "recovery", side: s, pickedBy: s, source: "recoverAction", round: n });
    }
  }
  for (let i = 0; i < result.hitsToPlayers; i++)
    state.pending.push({ kind: "hit", side: "players", pickedBy: "opponents", source: "round", round: n });
  for (let i = 0; i < result.hitsToOpponents; i++)
    state.pending.push({ kind: "hit", side: "opponents", pickedBy: "players", source: "round", round: n });
  if (result.outcome === "loss" || result.outcome === "push") state.fortifyActive = [];
  state.rounds.push({ round: n, playerActions, opponentActions, bonuses, result });
  if (!result.continues) {
    state.phase = "ended";
    state.result =
      result.outcome === "win" || result.outcome === "loss" || result.outcome === "tie"
        ? result.outcome
        : null;
  }
  return state;
}

function prevent(state: TeamConflictState): TeamConflictState {
  const last = state.rounds[state.rounds.length - 1];
  if (state.phase !== "ended" || state.result !== "loss" || last === undefined) {
    refuse("NotALoss", "only the loss that just ended the conflict can be prevented");
  }
  last.result = preventLoss(last.result);
  state.pending.push({
    kind: "hit",
    side: "players",
    pickedBy: "opponents",
    source: "preventLoss",
    round: last.round,
  });
  state.pending.push({
    kind: "recovery",
    side: "opponents",
    pickedBy: "opponents",
    source: "preventLoss",
    round: last.round,
  });
  state.phase = "rounds";
  state.result = null;
  return state;
}

function takePending(state: TeamConflictState, kind: PendingChoice["kind"], s: ConflictSide): void {
  const index = state.pending.findIndex((p) => p.kind === kind && p.side === s);
  if (index < 0) refuse("NothingPending", `no pending ${kind} on ${s}`, { kind, side: s });
  state.pending.splice(index, 1);
}

function findTrait(m: ConflictMember, traitId: unknown): ConflictTrait {
  assertMemberId(traitId, "traitId");
  const t = m.traits.find((x) => x.id === traitId);
  if (t === undefined) refuse("UnknownTrait", `${m.id} has no trait ${traitId}`, { memberId: m.id, traitId });
  return t;
}

function assignHit(
  state: TeamConflictState,
  e: Extract<ConflictEvent, { type: "assignHit" }>,
): TeamConflictState {
  assertOneOf(e.side, CONFLICT_SIDES, "side");
  assertOneOf(e.as, ["strike", "trait"] as const, "as");
  const m = findMember(state, e.side, e.memberId);
  takePending(state, "hit", e.side);
  if (e.as === "strike") {
    if (e.traitId !== undefined) refuse("TraitIdUnused", "traitId goes with a lost trait only");
    if (m.strikes >= MAX_CONFLICT_STRIKES)
      refuse("TooManyStrikes", `at most ${MAX_CONFLICT_STRIKES} strikes`);
    m.strikes += 1;
  } else {
    const t = findTrait(m, e.traitId);
    if (t.lost) refuse("TraitLost", `${m.id}'s trait ${t.id} is already lost`, { traitId: t.id });
    t.lost = true;
  }
  return state;
}

function canRecover(members: readonly ConflictMember[]): boolean {
  return members.some((m) => m.strikes > m.unrecoverableStrikes || m.traits.some((t) => t.lost));
}

function recover(
  state: TeamConflictState,
  e: Extract<ConflictEvent, { type: "recover" }>,
): TeamConflictState {
  assertOneOf(e.side, CONFLICT_SIDES, "side");
  assertOneOf(e.as, ["strike", "trait", "none"] as const, "as");
  if (e.as === "none") {
    if (canRecover(state[e.side]))
      refuse("RecoveryAvailable", `${e.side} have a strike or a trait to recover`);
    takePending(state, "recovery", e.side);
    return state;
  }
  const m = findMember(state, e.side, e.memberId);
  takePending(state, "recovery", e.side);
  if (e.as === "strike") {
    if (e.traitId !== undefined) refuse("TraitIdUnused", "traitId goes with a regained trait only");
    if (m.strikes <= m.unrecoverableStrikes)
      refuse("NoRecoverableStrike", `${m.id} has no strike that can be removed`, { memberId: m.id });
    m.strikes -= 1;
  } else {
    const t = findTrait(m, e.traitId);
    if (!t.lost) refuse("TraitNotLost", `${m.id}'s trait ${t.id} is not lost`, { traitId: t.id });
    t.lost = false;
  }
  return state;
}

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
