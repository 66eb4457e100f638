/**
 * The dice of the system: the terms and roll classes to register in CONFIG.Dice (both made in
 * src/dice/card-roll.ts, with the roll to make for a request, `rollForRequest`).
 */
import { ChallengeDie, CursedDie, ROLL_CLASS_OF, ThreatDie } from "./card-roll";

export { ChallengeDie, CursedDie, ROLL_CLASS_OF, rollForRequest, ThreatDie } from "./card-roll";

/** Dice terms by denomination, for CONFIG.Dice.terms (and by class name for CONFIG.Dice.termTypes). */
export const DICE_TERMS = {
  [ChallengeDie.DENOMINATION]: ChallengeDie,
  [ThreatDie.DENOMINATION]: ThreatDie,
  [CursedDie.DENOMINATION]: CursedDie,
};

/** Roll classes, for CONFIG.Dice.rolls (one per kind, in the kinds' order). */
export const ROLL_CLASSES = Object.values(ROLL_CLASS_OF);

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
