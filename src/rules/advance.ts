/**
 * Advance (Ironsworn, Starforged; IS-15 / SF-19): experience spent on a new asset or on upgrading one
 * (marking an ability beyond the first). Both games' Advance move prices a new asset at 3 experience
 * and an upgrade at 2, in the classic moves, the 2020 Starforged reference and the published
 * Starforged text we ship alike (docs/rulings.md, "Experience"). Experience to spend is earned less
 * spent, with the Starforged legacy tracks' experience counted as earned (SF-20).
 */
import { RulesError } from "./errors";
import { assertInt } from "./validate";

export type AdvanceRuleset = "ironsworn" | "starforged";
/** What an Advance buys: a new asset, or an upgrade (an ability marked beyond the first). */
export type AdvanceKind = "asset" | "upgrade";

/** Experience each Advance costs, by game. */
export const ADVANCE_COSTS: Readonly<Record<AdvanceRuleset, Readonly<Record<AdvanceKind, number>>>> = {
  ironsworn: { asset: 3, upgrade: 2 },
  starforged: { asset: 3, upgrade: 2 },
};

/** The most experience a character can hold as earned or as spent (the sheet's limit). */
export const EXPERIENCE_MAX = 999;

/** What a character's experience is: earned (besides legacies), spent, and its legacies' experience. */
export interface ExperienceHeld {
  readonly earned: number;
  readonly spent: number;
  /** Starforged: experience its legacy tracks have earned (0 for Ironsworn). */
  readonly legacy: number;
}

function assertHeld(xp: ExperienceHeld): void {
  assertInt(xp.earned, 0, EXPERIENCE_MAX, "experience earned");
  assertInt(xp.spent, 0, EXPERIENCE_MAX, "experience spent");
  assertInt(xp.legacy, 0, EXPERIENCE_MAX, "legacy experience");
}

/** Experience left to spend: earned and legacy experience less spent, never below 0. */
export function experienceToSpend(xp: ExperienceHeld): number {
  assertHeld(xp);
  return Math.max(0, xp.earned + xp.legacy - xp.spent);
}

/** The cost of an Advance of `kind` in `ruleset`. */
export function advanceCost(ruleset: AdvanceRuleset, kind: AdvanceKind): number {
  const cost = ADVANCE_COSTS[ruleset]?.[kind];
  if (cost === undefined) {
    throw new RulesError("NotOneOf", `no Advance of ${String(kind)} in ${String(ruleset)}`, { ruleset, kind });
  }
  return cost;
}

/**
 * The experience spent after paying `cost`; refused (NotEnoughExperience, with the cost and what is
 * left to spend) when the character has less than that to spend.
 */
export function spendExperience(xp: ExperienceHeld, cost: number): number {
  assertInt(cost, 1, EXPERIENCE_MAX, "experience cost");
  const available = experienceToSpend(xp);
  if (available < cost || xp.spent + cost > EXPERIENCE_MAX) {
    throw new RulesError("NotEnoughExperience", `this costs ${cost} experience and ${available} is left to spend`, {
      cost,
      available,
    });
  }
  return xp.spent + cost;
}

/**
 * Whether marking ability `index` of an asset whose abilities are `marked` is an upgrade: the ability
 * is not marked yet and another one is. The first ability marked comes with the asset; clearing a
 * mark is never an Advance (and gives no experience back).
 */
export function isUpgrade(marked: readonly boolean[], index: number): boolean {
  assertInt(index, 0, Math.max(0, marked.length - 1), "ability index");
  return !marked[index] && marked.some((on, i) => on && i !== index);
}
