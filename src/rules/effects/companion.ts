/**
 * Companions (an asset of the character's, category companion): which one an effect on companion
 * health reaches, and what becomes of one at 0 health after the companion's suffer move misses.
 *
 * Sources, by ruleset document:
 * - Ironsworn (ironsworn-moves.org, Companion Endure Harm; the Datasworn text we ship says the same):
 *   on a miss, "if your companion's health is 0, they are gravely wounded and out of action ... If you
 *   roll a miss with a 1 on your action die, and your companion's health is 0, they are now dead. Take
 *   1 experience for each marked ability on your companion asset, and remove it."
 * - Starforged (starforged-moves-101120.md and the published text, Companion Takes a Hit): on a miss,
 *   "if your companion's health is 0, they are out of action until given aid. If their health is 0 and
 *   you rolled a miss with a match on this move, they are dead or destroyed; discard the asset."
 * A dead companion is marked, not removed: the player removes the asset (docs/rulings.md, companions).
 */
import { RulesError } from "../errors";
import { type CompanionDeathDice, type CompanionState } from "./vocabulary";

/** The dice of the roll whose outcome this is. */
export interface FateDice {
  /** The action die's face (1..6). */
  readonly actionDie?: number;
  /** Whether the challenge dice matched. */
  readonly match?: boolean;
}

/**
 * What becomes of a companion with `health` after a miss: null while its health is above 0, dead
 * when the dice say so (`deadOn`), else out of action.
 */
export function companionFate(health: number, deadOn: CompanionDeathDice, dice: FateDice): CompanionState | null {
  if (health > 0) return null;
  const dead = deadOn === "match" ? dice.match === true : dice.actionDie === 1;
  return dead ? "dead" : "outOfAction";
}

/**
 * What a companion is marked once its health is `health`: out of action ends when its health is above
 * 0 again (Ironsworn's weak hit: "they cannot assist you until they gain at least +1 health";
 * Starforged: "out of action until given aid", read as healed above 0: docs/rulings.md, companions);
 * dead stays dead.
 */
export function companionStateAt(state: CompanionState | null, health: number): CompanionState | null {
  return state === "outOfAction" && health > 0 ? null : state;
}

/**
 * The companion an effect reaches: the one named by `id`; with no id, the only one. Refused
 * ("NoCompanion") when there is none, ("CompanionNeeded") when there are several and none is named,
 * ("ChoiceOutOfRange") when the id names none of them.
 */
export function pickCompanion<T extends { readonly id: string }>(companions: readonly T[], id?: string): T {
  if (companions.length === 0) throw new RulesError("NoCompanion", "this character has no companion");
  if (id === undefined) {
    if (companions.length > 1) throw new RulesError("CompanionNeeded", "pick which companion");
    return companions[0];
  }
  const found = companions.find((c) => c.id === id);
  if (found === undefined) {
    throw new RulesError("ChoiceOutOfRange", `no companion ${id} on this character`, {
      chosen: [id],
      min: 1,
      max: companions.length,
      options: companions.length,
    });
  }
  return found;
}
