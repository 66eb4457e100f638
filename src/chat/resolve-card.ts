/**
 * Derives a card's result from its stored state with the rules engine. The one place where card state
 * meets the rules: card templates, card actions, the playground and the tests all read results from
 * here, so no rule is written twice.
 */
import { applyMomentumBurn, resolveActionRoll, resolveProgressRoll, type ActionRollResult, type ProgressRollResult } from "../rules/challenge";
import { resolveAskTheOracle, type AskTheOracleResult } from "../rules/oracle";
import { resolvePoolRoll, type PoolRollResult } from "../rules/pool";
import { resolveStrikeRoll, type StrikeRollResult } from "../rules/strike";
import { applyThreatBurn, resolveThreatRoll, type ThreatRollResult } from "../rules/threat";
import {
  type ActionCardState,
  type CardState,
  type OracleCardState,
  type PoolCardState,
  type ProgressCardState,
  type StrikeCardState,
  type ThreatCardState,
} from "./card-state";

export function resolveActionCard(state: ActionCardState): ActionRollResult {
  const rolled = resolveActionRoll({
    actionDie: state.actionDie,
    stat: state.stat.value,
    adds: state.adds,
    momentum: state.momentum,
    challengeDice: state.challengeDice,
    cancelOnNegativeMomentum: state.cancelOnNegativeMomentum,
  });
  return state.burned ? applyMomentumBurn(rolled) : rolled;
}

export function resolveProgressCard(state: ProgressCardState): ProgressRollResult {
  return resolveProgressRoll({ progress: state.score, challengeDice: state.challengeDice });
}

export function resolvePoolCard(state: PoolCardState): PoolRollResult {
  return resolvePoolRoll({
    pool: state.pool,
    challengeDice: state.challengeDice,
    position: state.position,
    effect: state.effect,
  });
}

/** Null when no dice were rolled (the action was automatic or impossible). */
export function resolveThreatCard(state: ThreatCardState): ThreatRollResult | null {
  if (state.noRoll) return null;
  const rolled = resolveThreatRoll({
    actionDice: state.actionDice,
    threatDice: state.threatDice,
    keep: state.keep,
    burnMomentum: state.burnedMomentum === null ? state.momentum : null,
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

/** A card's state paired with its derived result, discriminated by `kind`. */
export type ResolvedCard =
  | { kind: "action"; state: ActionCardState; result: ActionRollResult }
  | { kind: "progress"; state: ProgressCardState; result: ProgressRollResult }
  | { kind: "pool"; state: PoolCardState; result: PoolRollResult }
  | { kind: "threat"; state: ThreatCardState; result: ThreatRollResult | null }
  | { kind: "strike"; state: StrikeCardState; result: StrikeRollResult }
  | { kind: "oracle"; state: OracleCardState; result: AskTheOracleResult };

/** Resolves any card. Throws a RulesError when the stored dice are not valid for its rules. */
export function resolveCard(state: CardState): ResolvedCard {
  switch (state.kind) {
    case "action":
      return { kind: "action", state, result: resolveActionCard(state) };
    case "progress":
      return { kind: "progress", state, result: resolveProgressCard(state) };
    case "pool":
      return { kind: "pool", state, result: resolvePoolCard(state) };
    case "threat":
      return { kind: "threat", state, result: resolveThreatCard(state) };
    case "strike":
      return { kind: "strike", state, result: resolveStrikeCard(state) };
    case "oracle":
      return { kind: "oracle", state, result: resolveOracleCard(state) };
  }
}
