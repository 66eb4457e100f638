/**
 * Debilities (Ironsworn) and impacts (Starforged): the marked conditions that lower a character's
 * momentum maximum and reset.
 */
import { type CharacterRulesetId } from "../fields";

/** Highest stat value accepted. */
export const STAT_MAX = 5;
/** Highest condition meter value (health, spirit, supply). */
export const METER_MAX = 5;
/** Highest experience total tracked (the Advance rules' limit). */
export { EXPERIENCE_MAX } from "../../rules/advance";

export const DEBILITIES = [
  "wounded",
  "shaken",
  "unprepared",
  "encumbered",
  "maimed",
  "corrupted",
  "cursed",
  "tormented",
] as const;

/** Starforged impacts; "harmed" is "permanently harmed". */
export const IMPACTS = [
  "wounded",
  "shaken",
  "unprepared",
  "harmed",
  "traumatized",
  "doomed",
  "tormented",
  "indebted",
  "battered",
  "cursed",
] as const;

/** Legacy tracks of a Starforged character. */
export const LEGACIES = ["quests", "bonds", "discoveries"] as const;
export type LegacyId = (typeof LEGACIES)[number];

/** Where the conditions that count for momentum live, by ruleset. */
export const MARKED_GROUP: Readonly<Record<CharacterRulesetId, "debilities" | "impacts">> = {
  ironsworn: "debilities",
  starforged: "impacts",
};

/** How many of `flags` are true. */
export function countMarked(flags: Readonly<Record<string, unknown>> | undefined): number {
  return Object.values(flags ?? {}).filter((flag) => flag === true).length;
}
