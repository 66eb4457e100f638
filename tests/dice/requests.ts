/** Sample roll requests, one per kind. */
import type { RollRequest } from "../../src/kinds/registry";

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
  return {
    ...common,
    kind: "progress",
    ruleset: "ironsworn",
    trackUuid: "Item.vow",
    trackName: "Avenge my kin",
    score: 6,
    ...over,
  };
}

export function poolRequest(over: Partial<Req<"pool">> = {}): Req<"pool"> {
  return {
    ...common,
    kind: "pool",
    ruleset: "forgedTies",
    dice: 3,
    position: "risky",
    effect: "standard",
    pushed: null,
    ...over,
  };
}

export function threatRequest(over: Partial<Req<"threat">> = {}): Req<"threat"> {
  return {
    ...common,
    kind: "threat",
    ruleset: "augur",
    momentum: 2,
    plan: { approach: 2, stanceThreat: 1 },
    ...over,
  };
}

export function strikeRequest(over: Partial<Req<"strike">> = {}): Req<"strike"> {
  return {
    ...common,
    kind: "strike",
    ruleset: "strike",
    skilled: true,
    advantage: false,
    disadvantage: false,
    majorConditions: 0,
    helpers: 0,
    ...over,
  };
}

export function oracleRequest(over: Partial<Req<"oracle">> = {}): Req<"oracle"> {
  return {
    ...common,
    actorUuid: null,
    kind: "oracle",
    ruleset: "ironsworn",
    odds: "likely",
    question: "Is the gate open?",
    ...over,
  };
}

/** A labelled roll of two d6 for a Starforged character. */
export function dieRequest(over: Partial<Req<"die">> = {}): Req<"die"> {
  return { ...common, kind: "die", ruleset: "starforged", title: "Random event", die: "d6", count: 2, ...over };
}

export function forgeRequest(over: Partial<Req<"forge">> = {}): Req<"forge"> {
  return {
    ...common,
    title: "Forge roll",
    kind: "forge",
    ruleset: "forgedTies",
    requirementId: "trust",
    requirement: "Earn their trust",
    dice: 2,
    helpers: [{ uuid: "Actor.bram", name: "Bram" }],
    ...over,
  };
}

export function opposedRequest(over: Partial<Req<"opposed">> = {}): Req<"opposed"> {
  const side = {
    actorUuid: null,
    skilled: true,
    advantage: false,
    disadvantage: false,
    majorConditions: 0,
    helpers: 0,
  };
  return {
    ...common,
    title: "Climb",
    kind: "opposed",
    ruleset: "strike",
    skillId: "climb",
    a: { ...side, actorUuid: "Actor.hero", name: "Kira" },
    b: { ...side, name: "The warden" },
    ...over,
  };
}

export function purchaseRequest(over: Partial<Req<"purchase">> = {}): Req<"purchase"> {
  return {
    ...common,
    title: "Purchase",
    kind: "purchase",
    ruleset: "strike",
    item: "A fine cloak",
    itemTier: 2,
    wealth: { tier: 2, short: 0, broke: 0 },
    ...over,
  };
}
