/**
 * Derives a card's result from its stored state with the rules engine. The one place where card state
 * meets the rules: card templates, card actions, the playground and the tests all read results from
 * here, so no rule is written twice.
 */
import {
  momentumBurnOf,
  resolveActionRoll,
  resolveProgressRoll,
  type ActionRollResult,
} from "../rules/challenge";
import { applyBadSpot, type DecisiveActionResult } from "../rules/bad-spot";
import { RulesError } from "../rules/errors";
import { resolveForgeRoll, type ForgeRollResult } from "../rules/forge";
import { resolveAskTheOracle, type AskTheOracleResult } from "../rules/oracle";
import { resolvePoolRoll, type PoolRollResult } from "../rules/pool";
import { resolveStrikeRoll, type StrikeRollResult } from "../rules/strike";
import { resolveOpposedRoll, type OpposedRollResult } from "../rules/strike-opposed";
import { resolvePurchase, type PurchaseResult } from "../rules/wealth";
import { applyThreatBurn, resolveThreatRoll, type ThreatRollResult } from "../rules/threat";
import { type ActionCardState } from "./action";
import { type ForgeCardState } from "./forge";
import { type OpposedCardState, type OpposedSideState } from "./opposed";
import { type OracleCardState } from "./oracle";
import { type PoolCardState } from "./pool";
import { type ProgressCardState } from "./progress";
import { type PurchaseCardState } from "./purchase";
import { type CardState } from "./registry";
import { type StrikeCardState } from "./strike";
import { type ThreatCardState } from "./threat";

/**
 * An action card's result. The roll itself (and the cancel rule) reads the momentum stored at roll
 * time; a burn reads the actor's momentum instead. Once burned, the card's `burnedMomentum` gives the
 * outcome (it must improve the roll). Before that, a burn is offered from `currentMomentum`, the
 * actor's momentum now; without it no burn is offered.
 */
export function resolveActionCard(state: ActionCardState, currentMomentum?: number): ActionRollResult {
  const rolled = resolveActionRoll({
    actionDie: state.actionDie,
    stat: state.stat.value,
    adds: state.adds,
    momentum: state.momentum,
    challengeDice: state.challengeDice,
    cancelOnNegativeMomentum: state.cancelOnNegativeMomentum,
  });
  if (state.burnedMomentum !== null) {
    const burn = burnOf(rolled, state.burnedMomentum);
    if (burn === null) {
      throw new RulesError(
        "NoMomentumBurn",
        `burning momentum (${state.burnedMomentum}) would not improve this roll, so it cannot be burned`,
        { momentum: state.burnedMomentum },
      );
    }
    return { ...rolled, outcome: burn.outcome, beaten: burn.beaten, burn, burned: true };
  }
  const burn = currentMomentum === undefined ? null : burnOf(rolled, currentMomentum);
  return { ...rolled, burn };
}

/** What burning `momentum` gives on a roll, or null when it is not above 0 or would not improve it. */
function burnOf(rolled: ActionRollResult, momentum: number): ActionRollResult["burn"] {
  return momentumBurnOf(rolled.score, rolled.challengeDice, rolled.outcome, momentum);
}

/** A progress card's result; on Take Decisive Action from a bad spot the outcome has dropped one step. */
export function resolveProgressCard(state: ProgressCardState): DecisiveActionResult {
  return applyBadSpot(resolveProgressRoll({ progress: state.score, challengeDice: state.challengeDice }), state.badSpot === true);
}

export function resolvePoolCard(state: PoolCardState): PoolRollResult {
  return resolvePoolRoll({
    pool: state.pool,
    challengeDice: state.challengeDice,
    position: state.position,
    effect: state.effect,
  });
}

/**
 * Null when no dice were rolled (the action was automatic or impossible). As on an action card, a burn
 * is offered from `currentMomentum`, the actor's momentum now (undefined: none offered); once burned,
 * the card's `burnedMomentum` gives the result.
 */
export function resolveThreatCard(state: ThreatCardState, currentMomentum?: number): ThreatRollResult | null {
  if (state.noRoll) return null;
  const rolled = resolveThreatRoll({
    actionDice: state.actionDice,
    threatDice: state.threatDice,
    keep: state.keep,
    burnMomentum: state.burnedMomentum === null ? (currentMomentum ?? null) : null,
  });
  return state.burnedMomentum === null ? rolled : applyThreatBurn(rolled, state.burnedMomentum);
}

export function resolveStrikeCard(state: StrikeCardState): StrikeRollResult {
  return resolveStrikeRoll({
    dice: state.dice,
    skilled: state.skilled,
    advantage: state.advantage,
    disadvantage: state.disadvantage,
    majorConditions: state.majorConditions,
    helperDice: state.helperDice,
  });
}

export function resolveOracleCard(state: OracleCardState): AskTheOracleResult {
  return resolveAskTheOracle({ odds: state.odds, roll: state.roll });
}

export function resolveForgeCard(state: ForgeCardState): ForgeRollResult {
  return resolveForgeRoll({ pool: state.pool, challengeDice: state.challengeDice });
}

/** Both sides of an opposed roll, each read on its table, and how they compare. */
export interface OpposedCardResult {
  a: StrikeRollResult;
  b: StrikeRollResult;
  opposed: OpposedRollResult;
}

function resolveSide(side: OpposedSideState): StrikeRollResult {
  return resolveStrikeRoll({
    dice: side.dice,
    skilled: side.skilled,
    advantage: side.advantage,
    disadvantage: side.disadvantage,
    majorConditions: side.majorConditions,
    helperDice: side.helperDice,
  });
}

export function resolveOpposedCard(state: OpposedCardState): OpposedCardResult {
  const a = resolveSide(state.a);
  const b = resolveSide(state.b);
  const opposed = resolveOpposedRoll({
    a: { total: a.total, dice: a.dice, skilled: a.skilled },
    b: { total: b.total, dice: b.dice, skilled: b.skilled },
  });
  return { a, b, opposed };
}

export function resolvePurchaseCard(state: PurchaseCardState): PurchaseResult {
  return resolvePurchase({ die: state.die, wealth: state.wealth, itemTier: state.itemTier });
}

/** A card's state paired with its derived result, discriminated by `kind`. */
export type ResolvedCard =
  | { kind: "action"; state: ActionCardState; result: ActionRollResult }
  | { kind: "progress"; state: ProgressCardState; result: DecisiveActionResult }
  | { kind: "pool"; state: PoolCardState; result: PoolRollResult }
  | { kind: "threat"; state: ThreatCardState; result: ThreatRollResult | null }
  | { kind: "strike"; state: StrikeCardState; result: StrikeRollResult }
  | { kind: "oracle"; state: OracleCardState; result: AskTheOracleResult }
  | { kind: "forge"; state: ForgeCardState; result: ForgeRollResult }
  | { kind: "opposed"; state: OpposedCardState; result: OpposedCardResult }
  | { kind: "purchase"; state: PurchaseCardState; result: PurchaseResult };

/**
 * Resolves any card. `currentMomentum` is the card actor's momentum now, which an action card's burn
 * offer reads (undefined: no burn offered). Throws a RulesError when the stored dice are not valid for
 * its rules.
 */
export function resolveCard(state: CardState, currentMomentum?: number): ResolvedCard {
  switch (state.kind) {
    case "action":
      return { kind: "action", state, result: resolveActionCard(state, currentMomentum) };
    case "progress":
      return { kind: "progress", state, result: resolveProgressCard(state) };
    case "pool":
      return { kind: "pool", state, result: resolvePoolCard(state) };
    case "threat":
      return { kind: "threat", state, result: resolveThreatCard(state, currentMomentum) };
    case "strike":
      return { kind: "strike", state, result: resolveStrikeCard(state) };
    case "oracle":
      return { kind: "oracle", state, result: resolveOracleCard(state) };
    case "forge":
      return { kind: "forge", state, result: resolveForgeCard(state) };
    case "opposed":
      return { kind: "opposed", state, result: resolveOpposedCard(state) };
    case "purchase":
      return { kind: "purchase", state, result: resolvePurchaseCard(state) };
  }
}
