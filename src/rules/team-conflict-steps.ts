/** Strike! team conflict: the steps around the rounds (preparation, preventing a loss, settling a hit, recovering). Rulings: team-conflict-tracker.ts. */
import { PREPARATORY_ACTION_IDS, preventLoss, resolvePreparatory } from "./team-conflict";
import { assertOneOf } from "./validate";
import {
  CONFLICT_SIDES,
  type ConflictEvent,
  type ConflictMember,
  type ConflictSide,
  type ConflictTrait,
  MAX_CONFLICT_STRIKES,
  type PendingChoice,
  type TeamConflictState,
  assertMemberId,
  findMember,
  refuse,
} from "./team-conflict-tracker";

export function prepare(
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

export function prevent(state: TeamConflictState): TeamConflictState {
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

export function assignHit(
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

export function recover(
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
