/**
 * The dice of the system: the terms and roll classes to register in CONFIG.Dice, and the roll to make
 * for a request.
 */
import type { RollRequest } from "../kinds/registry";
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

/** Dice terms by denomination, for CONFIG.Dice.terms (and by class name for CONFIG.Dice.termTypes). */
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

/** The parts of CONFIG.Dice the system registers into. */
interface DiceRegistry {
  terms: Record<string, unknown>;
  termTypes: Record<string, unknown>;
  rolls: unknown[];
}

/**
 * Registers the system's dice terms and roll classes in `dice` (CONFIG.Dice, on `init`). A term goes
 * into `terms` under its denomination, which a formula names ("1d10x"), and into `termTypes` under its
 * class name, which a saved roll records for each term (`class`) and which rebuilds the term when a
 * message is loaded again: cosmere-rpg registers its plot die both ways (src/index.ts, `init`:
 * `CONFIG.Dice.terms.p` and `CONFIG.Dice.termTypes[dice.PlotDie.name]`). No open source shows Foundry
 * finding a saved term among `terms` by name, so both are written. The names are pinned
 * (class-names.ts), so the minified script registers the names the source gives.
 */
export function registerDice(dice: DiceRegistry): void {
  for (const [denomination, Term] of Object.entries(DICE_TERMS)) {
    dice.terms[denomination] = Term;
    dice.termTypes[Term.name] = Term;
  }
  dice.rolls.push(...ROLL_CLASSES);
}

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
