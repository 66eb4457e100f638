/**
 * The dice of the system: the terms and roll classes to register in CONFIG.Dice, and the roll to make
 * for a request.
 */
import { type RollRequest } from "../data/message/card-state";
import { ActionRoll } from "./rolls/action-roll";
import { type CardRoll } from "./rolls/card-roll";
import { ForgeRoll } from "./rolls/forge-roll";
import { OpposedRoll } from "./rolls/opposed-roll";
import { OracleRoll } from "./rolls/oracle-roll";
import { PoolRoll } from "./rolls/pool-roll";
import { ProgressRoll } from "./rolls/progress-roll";
import { PurchaseRoll } from "./rolls/purchase-roll";
import { StrikeRoll } from "./rolls/strike-roll";
import { ThreatRoll } from "./rolls/threat-roll";
import { ChallengeDie } from "./terms/challenge-die";
import { CursedDie } from "./terms/cursed-die";
import { ThreatDie } from "./terms/threat-die";

export {
  ActionRoll,
  ChallengeDie,
  CursedDie,
  ForgeRoll,
  OpposedRoll,
  OracleRoll,
  PoolRoll,
  ProgressRoll,
  PurchaseRoll,
  StrikeRoll,
  ThreatDie,
  ThreatRoll,
};

/** Dice terms by denomination, for CONFIG.Dice.terms. */
export const DICE_TERMS = {
  [ChallengeDie.DENOMINATION]: ChallengeDie,
  [ThreatDie.DENOMINATION]: ThreatDie,
  [CursedDie.DENOMINATION]: CursedDie,
};

/** Roll classes, for CONFIG.Dice.rolls. */
export const ROLL_CLASSES = [
  ActionRoll,
  ProgressRoll,
  PoolRoll,
  ThreatRoll,
  StrikeRoll,
  OracleRoll,
  ForgeRoll,
  OpposedRoll,
  PurchaseRoll,
] as const;

/**
 * The roll to make for a request, or null when none is made (an Augur action that succeeds without a
 * roll or cannot be done). Throws a RulesError for a request whose dice counts are out of range.
 */
export function rollForRequest(request: RollRequest): CardRoll<RollRequest["kind"]> | null {
  switch (request.kind) {
    case "action":
      return ActionRoll.fromRequest(request);
    case "progress":
      return ProgressRoll.fromRequest(request);
    case "pool":
      return PoolRoll.fromRequest(request);
    case "threat":
      return ThreatRoll.formulaFor(request) === null ? null : ThreatRoll.fromRequest(request);
    case "strike":
      return StrikeRoll.fromRequest(request);
    case "oracle":
      return OracleRoll.fromRequest(request);
    case "forge":
      return ForgeRoll.fromRequest(request);
    case "opposed":
      return OpposedRoll.fromRequest(request);
    case "purchase":
      return PurchaseRoll.fromRequest(request);
  }
}
