/**
 * The pick among a row's alternative tables (Starforged's Terminus / Outlands / Expanse columns and
 * the like): the world's current region when it names one of them, else the user's answer. Pure: the
 * region and the question are handed in.
 */
import { type AlternativePick, type OracleAlternative } from "./types";

/** The regions of the Forge, as Datasworn tags tables with them. */
export const REGIONS = ["terminus", "outlands", "expanse"] as const;
export type Region = (typeof REGIONS)[number];

/** Values of the current-region setting: no region, or one of them. */
export const REGION_SETTING_VALUES = ["none", ...REGIONS] as const;
export type RegionSetting = (typeof REGION_SETTING_VALUES)[number];

/** The region a setting value names, or null ("none", or anything unknown). */
export function regionOf(value: unknown): Region | null {
  return (REGIONS as readonly unknown[]).includes(value) ? (value as Region) : null;
}

/** The alternative of `region`, or null when there is no region or none of them belongs to it. */
export function alternativeForRegion(
  options: readonly OracleAlternative[],
  region: Region | null,
): OracleAlternative | null {
  if (!region) return null;
  return options.find((option) => option.region === region) ?? null;
}

/** Asks the user which of the options to roll; the UUID picked, or null when the question was closed. */
export type AskAlternative = (
  options: readonly OracleAlternative[],
) => Promise<string | null> | string | null;

/**
 * Picks one of `options`: a single option is taken as it is, the one of `region` next; otherwise
 * `ask` decides. An answer that is not one of the options counts as no answer.
 */
export async function pickAlternative(
  options: readonly OracleAlternative[],
  region: Region | null,
  ask: AskAlternative,
): Promise<AlternativePick | null> {
  if (options.length === 0) return null;
  if (options.length === 1) return { uuid: options[0].uuid, by: "only" };
  const regional = alternativeForRegion(options, region);
  if (regional) return { uuid: regional.uuid, by: "region" };
  const answer = await ask(options);
  return options.some((option) => option.uuid === answer) ? { uuid: answer as string, by: "user" } : null;
}
