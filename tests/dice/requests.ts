/** Sample roll requests, one per kind. */
import { type RollRequest } from "../../src/chat/card-state";

type Req<K extends RollRequest["kind"]> = Extract<RollRequest, { kind: K }>;

const common = { actorUuid: "Actor.hero", moveUuid: null, title: "Face Danger" };

export function actionRequest(over: Partial<Req<"action">> = {}): Req<"action"> {
  return {
    ...common,
    kind: "action",
    ruleset: "ironsworn",
    stat: { id: "edge", label: "Edge", value: 2 },
    adds: 0,
    momentum: 2,
    cancelOnNegativeMomentum: true,
    ...over,
  };
}

export function progressRequest(over: Partial<Req<"progress">> = {}): Req<"progress"> {
  return { ...common, kind: "progress", ruleset: "ironsworn", trackUuid: "Item.vow", trackName: "Avenge my kin", score: 6, ...over };
}

export function poolRequest(over: Partial<Req<"pool">> = {}): Req<"pool"> {
  return { ...common, kind: "pool", ruleset: "forgedTies", dice: 3, position: "risky", effect: "standard", pushed: null, ...over };
}

export function threatRequest(over: Partial<Req<"threat">> = {}): Req<"threat"> {
  return { ...common, kind: "threat", ruleset: "augur", momentum: 2, plan: { approach: 2, stanceThreat: 1 }, ...over };
}

export function strikeRequest(over: Partial<Req<"strike">> = {}): Req<"strike"> {
  return { ...common, kind: "strike", ruleset: "strike", skilled: true, advantage: false, disadvantage: false, majorConditions: 0, helpers: 0, ...over };
}

export function oracleRequest(over: Partial<Req<"oracle">> = {}): Req<"oracle"> {
  return { ...common, actorUuid: null, kind: "oracle", ruleset: "ironsworn", odds: "likely", question: "Is the gate open?", ...over };
}
