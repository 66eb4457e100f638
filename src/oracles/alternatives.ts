/**
 * The pick among a row's alternative tables (Starforged's Terminus / Outlands / Expanse columns and
 * the like): the world's current region when it names one of them, else the user's answer. Pure: the
 * region and the question are handed in.
 */
import { type AlternativePick, type OracleAlternative } from "./types";

/** The regions of the Forge, as Datasworn tags tables with them. */
export const REGIONS = ["terminus", "outlands", "expanse"] as const;
/** The regions of the Sundered Isles, as Datasworn tags tables with them. */
export const SUNDERED_ISLES_REGIONS = ["myriads", "margins", "reaches"] as const;
export type Region = (typeof REGIONS)[number] | (typeof SUNDERED_ISLES_REGIONS)[number];

/** Values of the current-region setting: no region, or one of them. */
export const REGION_SETTING_VALUES = ["none", ...REGIONS] as const;
export type RegionSetting = (typeof REGION_SETTING_VALUES)[number];

/** Values of the Sundered Isles current-region setting. */
export const SUNDERED_ISLES_REGION_SETTING_VALUES = ["none", ...SUNDERED_ISLES_REGIONS] as const;
export type SunderedIslesRegionSetting = (typeof SUNDERED_ISLES_REGION_SETTING_VALUES)[number];

/** The region a setting value names, or null ("none", or anything unknown). */
export function regionOf(value: unknown): Region | null {
  return ([...REGIONS, ...SUNDERED_ISLES_REGIONS] as readonly unknown[]).includes(value) ? (value as Region) : null;
}

/** The world's regions as a list: one region, several (one per game), or none. */
function regionList(region: Region | readonly Region[] | null): readonly Region[] {
  if (region === null) return [];
  return typeof region === "string" ? [region] : region;
}

/** The alternative of `region` (or of one of the regions), or null when none of them belongs to one. */
export function alternativeForRegion(
  options: readonly OracleAlternative[],
  region: Region | readonly Region[] | null,
): OracleAlternative | null {
  const regions = regionList(region);
  if (regions.length === 0) return null;
  return options.find((option) => regions.some((r) => r === option.region)) ?? null;
}

/**
 * The table to draw instead of a region's table when the world is set to another region of the same
 * set (Settlement Size / Myriads drawn while the world is in the Margins draws Margins); null when
 * the table is not a region's, no region is set for its game, or it is the region's own.
 */
export function regionalSibling(
  table: { uuid: string | null; region?: string | null; regionSet?: readonly OracleAlternative[] | null },
  region: Region | readonly Region[] | null,
): OracleAlternative | null {
  const set = table.regionSet ?? [];
  if (!table.region || set.length === 0) return null;
  const sibling = alternativeForRegion(set, region);
  return sibling && sibling.uuid !== table.uuid && sibling.region !== table.region ? sibling : null;
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
  region: Region | readonly Region[] | null,
  ask: AskAlternative,
): Promise<AlternativePick | null> {
  if (options.length === 0) return null;
  if (options.length === 1) return { uuid: options[0].uuid, by: "only" };
  const regional = alternativeForRegion(options, region);
  if (regional) return { uuid: regional.uuid, by: "region" };
  const answer = await ask(options);
  return options.some((option) => option.uuid === answer) ? { uuid: answer as string, by: "user" } : null;
}
