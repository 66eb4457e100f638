/** Card states for the action tests. */
import { type ActionCardState, type PoolCardState, type ProgressCardState, type ThreatCardState } from "../../../src/chat/card-state";

const common = { actorUuid: "Actor.hero", moveUuid: null, title: "Face Danger", applied: [] };

/** Score 5 (3 + edge 2) against 6 and 7: a miss; momentum 8 burns it into a strong hit. */
export function actionCard(over: Partial<ActionCardState> = {}): ActionCardState {
  return {
    ...common,
    kind: "action",
    ruleset: "ironsworn",
    stat: { id: "edge", label: "Edge", value: 2 },
    adds: 0,
    momentum: 8,
    cancelOnNegativeMomentum: true,
    actionDie: 3,
    challengeDice: [6, 7],
    burned: false,
    reroll: null,
    moveOutcomes: null,
    ...over,
  };
}

export function progressCard(over: Partial<ProgressCardState> = {}): ProgressCardState {
  return { ...common, kind: "progress", ruleset: "ironsworn", trackUuid: "Item.vow", trackName: "Avenge my kin", score: 1, challengeDice: [4, 8], ...over };
}

/** Highest 3 against 5 and 6 from a risky position: a miss. */
export function poolCard(over: Partial<PoolCardState> = {}): PoolCardState {
  return { ...common, kind: "pool", ruleset: "forgedTies", pool: [2, 3], challengeDice: [5, 6], position: "risky", effect: "standard", pushed: null, ...over };
}

/** Kept 3 (botched); momentum 5 burns it into a messy result. */
export function threatCard(over: Partial<ThreatCardState> = {}): ThreatCardState {
  return {
    ...common,
    kind: "threat",
    ruleset: "augur",
    noRoll: null,
    actionDice: [3, 2],
    keep: "highest",
    threatDice: [],
    momentumGained: 0,
    momentum: 5,
    burnedMomentum: null,
    ...over,
  };
}
