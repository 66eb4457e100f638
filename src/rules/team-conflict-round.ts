/** Strike! team conflict: playing a round (each side's actions, the bonuses that last, the hits it leaves pending). Rulings: team-conflict-tracker.ts. */
import { preparatoryModifiers, resolveTeamRound, TEAM_ACTION_IDS, type TeamActionId } from "./team-conflict";
import { assertInt, assertOneOf } from "./validate";
import {
  BONUS_LIMIT,
  CONFLICT_SIDES,
  type ConflictEvent,
  type ConflictSide,
  MAX_CONFLICT_ROUNDS,
  MAX_CONFLICT_STRIKES,
  type RoundBonuses,
  type TeamConflictState,
  findMember,
  refuse,
  zero,
} from "./team-conflict-tracker";

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

export function round(
  state: TeamConflictState,
  e: Extract<ConflictEvent, { type: "round" }>,
): TeamConflictState {
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
