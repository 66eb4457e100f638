/** Card states for the action tests. */
import type { ActionCardState } from "../../../src/kinds/action";
import type { ForgeCardState } from "../../../src/kinds/forge";
import type { OpposedCardState } from "../../../src/kinds/opposed";
import type { PoolCardState } from "../../../src/kinds/pool";
import type { ProgressCardState } from "../../../src/kinds/progress";
import type { PurchaseCardState } from "../../../src/kinds/purchase";
import type { StrikeCardState } from "../../../src/kinds/strike";
import type { ThreatCardState } from "../../../src/kinds/threat";

const common = { actorUuid: "Actor.hero", moveUuid: null, title: "Face Danger", applied: [] };

/** A move's outcome texts that grant momentum: +2 on a strong hit, +1 on a weak hit. */
export const MOMENTUM_OUTCOMES = {
  strongHit: { text: "<p>On a <strong>strong hit</strong>, take +2 momentum.</p>", match: "" },
  weakHit: { text: "<p>On a weak hit, Take +1 Momentum.</p>", match: "" },
  miss: { text: "<p>On a miss, pay the price.</p>", match: "" },
};

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
    burnedMomentum: null,
    reroll: null,
    moveOutcomes: null,
    cursedDie: null,
    ...over,
  };
}

export function progressCard(over: Partial<ProgressCardState> = {}): ProgressCardState {
  return {
    ...common,
    kind: "progress",
    ruleset: "ironsworn",
    trackUuid: "Item.vow",
    trackName: "Avenge my kin",
    score: 1,
    challengeDice: [4, 8],
    // As stored: a roll that does not ask about a bad spot holds null.
    badSpot: null,
    ...over,
  };
}

/** Highest 3 against 5 and 6 from a risky position: a miss. */
export function poolCard(over: Partial<PoolCardState> = {}): PoolCardState {
  return {
    ...common,
    kind: "pool",
    ruleset: "forgedTies",
    pool: [2, 3],
    challengeDice: [5, 6],
    position: "risky",
    effect: "standard",
    pushed: null,
    pushClearHeart: false,
    ...over,
  };
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
    sharedRisk: 0,
    ...over,
  };
}

/** An unskilled Climb with a natural 6: it learns. */
export function strikeCard(over: Partial<StrikeCardState> = {}): StrikeCardState {
  return {
    ...common,
    title: "Climb",
    kind: "strike",
    ruleset: "strike",
    skilled: false,
    advantage: false,
    disadvantage: false,
    majorConditions: 0,
    dice: [6],
    helperDice: [],
    skillId: "climb",
    linked: false,
    ...over,
  };
}

/** Highest 3 against 5 and 6: a forge miss; one helper. */
export function forgeCard(over: Partial<ForgeCardState> = {}): ForgeCardState {
  return {
    ...common,
    title: "Forge roll",
    kind: "forge",
    ruleset: "forgedTies",
    requirementId: "trust",
    requirement: "Earn their trust",
    pool: [3],
    challengeDice: [5, 6],
    helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: false }],
    ...over,
  };
}

/** Side a (unskilled, natural 6) against a skilled side b: a beats b 6 to 2, outright, and learns. */
export function opposedCard(over: Partial<OpposedCardState> = {}): OpposedCardState {
  const side = { actorUuid: null, advantage: false, disadvantage: false, majorConditions: 0, helperDice: [] };
  return {
    ...common,
    title: "Climb",
    kind: "opposed",
    ruleset: "strike",
    skillId: "climb",
    a: { ...side, actorUuid: "Actor.hero", name: "Kira", skilled: false, dice: [6] },
    b: { ...side, name: "The warden", skilled: true, dice: [2] },
    ...over,
  };
}

/** Tier 2 item at wealth 2, die 4: bought at a cost. */
export function purchaseCard(over: Partial<PurchaseCardState> = {}): PurchaseCardState {
  return {
    ...common,
    title: "Purchase",
    kind: "purchase",
    ruleset: "strike",
    item: "A fine cloak",
    itemTier: 2,
    wealth: { tier: 2, short: 0, broke: 0 },
    die: 4,
    ...over,
  };
}
