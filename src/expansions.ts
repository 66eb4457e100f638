/**
 * Expansions: Ironsworn: Delve on top of Ironsworn, Sundered Isles on top of Starforged. Each is a
 * world setting of its own; it counts as enabled only while its base game is enabled too. A pack
 * built from an expansion says so in its flags (flags.vowforge.expansion); the oracle browser, the
 * character sheet's move list and the roll options follow what is enabled. Pure: no Foundry globals.
 */
import { type RulesetId } from "./config";

export const EXPANSIONS = ["delve", "sunderedIsles"] as const;
export type ExpansionId = (typeof EXPANSIONS)[number];

/** The base game each expansion builds on. */
export const EXPANSION_BASE: Readonly<Record<ExpansionId, RulesetId>> = {
  delve: "ironsworn",
  sunderedIsles: "starforged",
};

/** The expansions in effect: switched on, and their base game enabled. */
export function activeExpansions(
  switchedOn: readonly ExpansionId[],
  rulesets: readonly RulesetId[],
): ExpansionId[] {
  return EXPANSIONS.filter((id) => switchedOn.includes(id) && rulesets.includes(EXPANSION_BASE[id]));
}

/** The expansion a pack's flags name, or null for a base game's pack. */
export function packExpansion(flags: unknown): ExpansionId | null {
  const ours = (flags as Record<string, { expansion?: unknown } | undefined> | undefined)?.vowforge;
  return EXPANSIONS.find((id) => id === ours?.expansion) ?? null;
}

/** Whether a pack with these flags is in use: a base game's always, an expansion's when active. */
export function packInUse(flags: unknown, active: readonly ExpansionId[]): boolean {
  const expansion = packExpansion(flags);
  return expansion === null || active.includes(expansion);
}
