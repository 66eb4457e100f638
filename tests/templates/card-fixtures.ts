/** Sample card states of every kind, for the card context and template tests and the bench. */
import type { ActionCardState } from "../../src/kinds/action";
import type { OracleCardState } from "../../src/kinds/oracle";
import type { PoolCardState } from "../../src/kinds/pool";
import type { ProgressCardState } from "../../src/kinds/progress";
import type { StrikeCardState } from "../../src/kinds/strike";
import type { ThreatCardState } from "../../src/kinds/threat";
import { type CardMove } from "../../src/kinds/view";

export function actionCard(over: Partial<ActionCardState> = {}): ActionCardState {
  return {
    kind: "action",
    ruleset: "ironsworn",
    actorUuid: "Actor.abc",
    moveUuid: null,
    title: "Face Danger",
    applied: [],
    stat: { id: "edge", label: "Edge", value: 2 },
    adds: 1,
    momentum: 2,
    cancelOnNegativeMomentum: true,
    actionDie: 4,
    challengeDice: [3, 5],
    burnedMomentum: null,
    reroll: null,
    moveOutcomes: null,
    cursedDie: null,
    ...over,
  };
}

export function progressCard(over: Partial<ProgressCardState> = {}): ProgressCardState {
  return {
    kind: "progress",
    ruleset: "starforged",
    actorUuid: "Actor.abc",
    moveUuid: null,
    title: "Fulfill Your Vow",
    applied: [],
    trackUuid: "Item.vow",
    trackName: "Find my sister",
    score: 7,
    challengeDice: [4, 9],
    ...over,
  };
}

export function poolCard(over: Partial<PoolCardState> = {}): PoolCardState {
  return {
    kind: "pool",
    ruleset: "forgedTies",
    actorUuid: "Actor.abc",
    moveUuid: null,
    title: "Sneak",
    applied: [],
    pool: [3, 8, 2],
    challengeDice: [5, 9],
    position: "risky",
    effect: "standard",
    pushed: null,
    pushClearHeart: false,
    ...over,
  };
}

export function threatCard(over: Partial<ThreatCardState> = {}): ThreatCardState {
  return {
    kind: "threat",
    ruleset: "augur",
    actorUuid: "Actor.abc",
    moveUuid: null,
    title: "Force the door",
    applied: [],
    noRoll: null,
    actionDice: [2, 6, 4],
    keep: "highest",
    threatDice: [7, 3],
    momentumGained: 0,
    momentum: 2,
    burnedMomentum: null,
    sharedRisk: 0,
    ...over,
  };
}

export function strikeCard(over: Partial<StrikeCardState> = {}): StrikeCardState {
  return {
    kind: "strike",
    ruleset: "strike",
    actorUuid: "Actor.abc",
    moveUuid: null,
    title: "Climb",
    applied: [],
    skilled: true,
    advantage: false,
    disadvantage: false,
    majorConditions: 0,
    dice: [5],
    helperDice: [],
    skillId: null,
    linked: false,
    ...over,
  };
}

export function oracleCard(over: Partial<OracleCardState> = {}): OracleCardState {
  return {
    kind: "oracle",
    ruleset: "ironsworn",
    actorUuid: null,
    moveUuid: null,
    title: "Ask the Oracle",
    applied: [],
    odds: "likely",
    question: "Is the bridge guarded?",
    roll: 40,
    ...over,
  };
}

/** A move with outcome texts as our packs hold them (HTML). */
export const FACE_DANGER: CardMove = {
  name: "Face Danger",
  outcomes: {
    strongHit: {
      text: "<p>You succeed. Take <strong>+1 momentum</strong>.</p>",
      match: "<p>A strong hit with a match.</p>",
    },
    weakHit: { text: "<p>You succeed, but at a cost.</p>", match: "" },
    miss: { text: "<p>You fail, or your progress is undermined.</p>", match: "" },
  },
};
