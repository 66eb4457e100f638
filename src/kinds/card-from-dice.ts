/**
 * From a roll request and the dice that were cast to the card's state. Pure: the roll classes read the
 * dice from Foundry's terms and hand them here; the rules engine (through resolveCard) reads the state.
 * Also says how many dice each request needs, so a bad request is refused before any die is cast.
 */
import { type ActionCardState, type ActionDice, CURSED_SOURCE_MAX } from "./action";
import { type ForgeCardState, type ForgeDice } from "./forge";
import {
  type OpposedCardState,
  type OpposedSideDice,
  type OpposedDice,
  type OpposedSideRequest,
  type OpposedSideState,
} from "./opposed";
import { type OracleCardState, type OracleDice } from "./oracle";
import { type PoolCardState, type PoolDice } from "./pool";
import { type ProgressCardState, type ProgressDice } from "./progress";
import { type PurchaseCardState, type PurchaseDice } from "./purchase";
import { type RequestOf, type RollRequest } from "./registry";
import { type StrikeCardState, type StrikeDice } from "./strike";
import { type ThreatCardState, type ThreatDice } from "./threat";
import { assertMoveOutcomes } from "./move-momentum";
import { assertRerollAllowance } from "./reroll";
import { resolveCard } from "./resolve-card";
import { RulesError } from "../rules/errors";
import { assertId, assertInt, assertName } from "../rules/validate";
import { MAX_POOL_DICE } from "../rules/pool";
import { diceToRoll, STRIKE_MAX_HELPERS } from "../rules/strike";
import { planThreatRoll, type ThreatPlan } from "../rules/threat";

/** Most helpers of a forge roll (each marks a bond). */
export const FORGE_MAX_HELPERS = 10;

/** The Augur plan of a threat request, with the character's momentum taken into account. */
export function planThreat(request: RequestOf<"threat">): ThreatPlan {
  return planThreatRoll({ ...request.plan, momentum: request.momentum });
}

/** How many dice a pool request rolls (refuses a count the rules do not accept). */
export function poolCount(request: RequestOf<"pool">): number {
  assertInt(request.dice, 1, MAX_POOL_DICE, "pool dice");
  return request.dice;
}

/** How many skill dice and helper dice a Strike! request rolls. */
export function strikeCounts(request: RequestOf<"strike">): { dice: number; helpers: number } {
  assertInt(request.helpers, 0, STRIKE_MAX_HELPERS, "helpers");
  return {
    dice: diceToRoll({ advantage: request.advantage, disadvantage: request.disadvantage }).count,
    helpers: request.helpers,
  };
}

/** How many forge dice a forge request rolls, after checking its requirement and helpers. */
export function forgeCount(request: RequestOf<"forge">): number {
  assertInt(request.dice, 1, MAX_POOL_DICE, "forge dice");
  assertId(request.requirementId, "requirement");
  if (!Array.isArray(request.helpers) || request.helpers.length > FORGE_MAX_HELPERS) {
    throw new RulesError(
      "TooManyHelpers",
      `at most ${FORGE_MAX_HELPERS} helpers, got ${String(request.helpers?.length)}`,
      { max: FORGE_MAX_HELPERS, got: request.helpers?.length ?? 0 },
    );
  }
  request.helpers.forEach((h, i) => {
    assertId(h.uuid, `helpers[${i}].uuid`);
    assertName(h.name, `helpers[${i}].name`);
  });
  if (new Set(request.helpers.map((h) => h.uuid)).size !== request.helpers.length) {
    throw new RulesError("DuplicateId", "a helper is listed twice", {});
  }
  return request.dice;
}

/** How many skill dice and helper dice each side of an opposed request rolls. */
export function opposedCounts(request: RequestOf<"opposed">): {
  a: { dice: number; helpers: number };
  b: { dice: number; helpers: number };
} {
  const side = (s: OpposedSideRequest, what: string) => {
    assertName(s.name, `${what}.name`);
    assertInt(s.helpers, 0, STRIKE_MAX_HELPERS, `${what}.helpers`);
    return {
      dice: diceToRoll({ advantage: s.advantage, disadvantage: s.disadvantage }).count,
      helpers: s.helpers,
    };
  };
  return { a: side(request.a, "a"), b: side(request.b, "b") };
}

/**
 * An action card: a request without a reroll allowance or outcome texts has null for them; the
 * cursed die is kept when the request asked for it and it was rolled.
 */
export function actionCard(request: RequestOf<"action">, dice: ActionDice): ActionCardState {
  const { cursedDie: asked, ...rest } = request;
  const cursed = asked && typeof dice.cursedDie === "number" ? { value: dice.cursedDie, source: asked.source } : null;
  return {
    ...rest,
    actionDie: dice.actionDie,
    challengeDice: dice.challengeDice,
    burnedMomentum: null,
    reroll: request.reroll ?? null,
    moveOutcomes: request.moveOutcomes ?? null,
    cursedDie: cursed,
    applied: [],
  };
}

/** Throws a RulesError unless a request's cursed die is absent, null or `{ source }` with a short name. */
export function assertCursedDieRequest(value: unknown): void {
  if (value === undefined || value === null) return;
  const source = (value as { source?: unknown }).source;
  if (typeof value !== "object" || typeof source !== "string" || source.length > CURSED_SOURCE_MAX) {
    throw new RulesError("BadCursedDie", `the cursed die's source must be a name of at most ${CURSED_SOURCE_MAX} characters`, {
      max: CURSED_SOURCE_MAX,
    });
  }
}

export function progressCard(request: RequestOf<"progress">, dice: ProgressDice): ProgressCardState {
  return { ...request, challengeDice: dice.challengeDice, applied: [] };
}

export function poolCard(request: RequestOf<"pool">, dice: PoolDice): PoolCardState {
  const { dice: _count, ...rest } = request;
  return { ...rest, pool: [...dice.pool], challengeDice: dice.challengeDice, applied: [] };
}

/** A threat card: `dice` is null when the plan says no roll is made. */
export function threatCard(request: RequestOf<"threat">, dice: ThreatDice | null): ThreatCardState {
  const { plan: _plan, ...rest } = request;
  const plan = planThreat(request);
  const base = { ...rest, burnedMomentum: null, applied: [] };
  if (plan.kind !== "roll" || dice === null) {
    const noRoll = plan.kind === "roll" ? "impossible" : plan.kind;
    return { ...base, noRoll, actionDice: [], keep: "highest", threatDice: [], momentumGained: 0 };
  }
  return {
    ...base,
    noRoll: null,
    actionDice: [...dice.actionDice],
    keep: plan.keep,
    threatDice: [...dice.threatDice],
    momentumGained: plan.momentumGained,
    momentum: plan.momentum ?? request.momentum,
  };
}

export function strikeCard(request: RequestOf<"strike">, dice: StrikeDice): StrikeCardState {
  const { helpers: _helpers, relatedSkillPoint: _point, ...rest } = request;
  return {
    ...rest,
    skillId: request.skillId ?? null,
    linked: request.linked ?? false,
    dice: [...dice.dice],
    helperDice: [...dice.helperDice],
    applied: [],
  };
}

export function forgeCard(request: RequestOf<"forge">, dice: ForgeDice): ForgeCardState {
  const { dice: _count, ...rest } = request;
  return {
    ...rest,
    helpers: request.helpers.map((h) => ({ uuid: h.uuid, name: h.name, bondMarked: false })),
    pool: [...dice.pool],
    challengeDice: dice.challengeDice,
    applied: [],
  };
}

function opposedSide(side: OpposedSideRequest, dice: OpposedSideDice): OpposedSideState {
  const { helpers: _helpers, ...rest } = side;
  return { ...rest, dice: [...dice.dice], helperDice: [...dice.helperDice] };
}

export function opposedCard(request: RequestOf<"opposed">, dice: OpposedDice): OpposedCardState {
  return { ...request, a: opposedSide(request.a, dice.a), b: opposedSide(request.b, dice.b), applied: [] };
}

export function purchaseCard(request: RequestOf<"purchase">, dice: PurchaseDice): PurchaseCardState {
  return { ...request, wealth: { ...request.wealth }, die: dice.die, applied: [] };
}

export function oracleCard(request: RequestOf<"oracle">, dice: OracleDice): OracleCardState {
  return { ...request, roll: dice.roll, applied: [] };
}

/**
 * Refuses a request the rules would refuse, before any die is cast: builds its card with the lowest
 * faces and resolves it (throws a RulesError naming the bad value).
 */
export function validateRequest(request: RollRequest): void {
  const ones = (n: number) => Array.from({ length: n }, () => 1);
  const pair: [number, number] = [1, 1];
  switch (request.kind) {
    case "action":
      assertRerollAllowance(request.reroll ?? null);
      assertMoveOutcomes(request.moveOutcomes ?? null);
      assertCursedDieRequest(request.cursedDie);
      resolveCard(actionCard(request, { actionDie: 1, challengeDice: pair, cursedDie: request.cursedDie ? 1 : null }));
      return;
    case "progress":
      resolveCard(progressCard(request, { challengeDice: pair }));
      return;
    case "pool":
      resolveCard(poolCard(request, { pool: ones(poolCount(request)), challengeDice: pair }));
      return;
    case "threat": {
      const plan = planThreat(request);
      const dice =
        plan.kind === "roll"
          ? { actionDice: ones(plan.actionDice), threatDice: ones(plan.threatDice) }
          : null;
      resolveCard(threatCard(request, dice));
      return;
    }
    case "strike": {
      if (request.skillId !== undefined && request.skillId !== null) assertId(request.skillId, "skill");
      const counts = strikeCounts(request);
      resolveCard(strikeCard(request, { dice: ones(counts.dice), helperDice: ones(counts.helpers) }));
      return;
    }
    case "oracle":
      resolveCard(oracleCard(request, { roll: 1 }));
      return;
    case "forge":
      resolveCard(forgeCard(request, { pool: ones(forgeCount(request)), challengeDice: pair }));
      return;
    case "opposed": {
      if (request.skillId !== null) assertId(request.skillId, "skill");
      const counts = opposedCounts(request);
      const side = (c: { dice: number; helpers: number }) => ({
        dice: ones(c.dice),
        helperDice: ones(c.helpers),
      });
      resolveCard(opposedCard(request, { a: side(counts.a), b: side(counts.b) }));
      return;
    }
    case "purchase":
      assertName(request.item, "item");
      resolveCard(purchaseCard(request, { die: 1 }));
      return;
    default:
      throw new RulesError("UnknownCardKind", "a roll request needs a known kind", {
        value: (request as { kind?: unknown }).kind,
      });
  }
}
