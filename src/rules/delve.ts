/**
 * Ironsworn: Delve sites. A site has a theme and a domain; each brings rows of features and dangers
 * with their own d100 ranges (the theme's features 1-20 and the domain's 21-100; the theme's dangers
 * 1-30, the domain's 31-45, and Reveal a Danger's own rows 46-100). A site's denizens sit in a matrix
 * of twelve d100 slots by frequency. Pure: rows and rolls in, a row out.
 */
import { RulesError } from "./errors";
import { assertDie, assertInt } from "./validate";

/** One row of a site table: a d100 range and its text. */
export interface SiteRow {
  min: number;
  max: number;
  text: string;
}

/** A theme's or domain's rows, as the site keeps them. */
export interface SiteAspect {
  name: string;
  features: readonly SiteRow[];
  dangers: readonly SiteRow[];
}

export const DENIZEN_FREQUENCIES = ["veryCommon", "common", "uncommon", "rare", "unforeseen"] as const;
export type DenizenFrequency = (typeof DENIZEN_FREQUENCIES)[number];

/** One slot of a site's denizen matrix: its d100 range, how often it comes up, who fills it. */
export interface DenizenSlot {
  frequency: DenizenFrequency;
  min: number;
  max: number;
  /** The denizen's name ("" while the slot is empty). */
  name: string;
}

/** The twelve slots of the denizen matrix, by d100 range (Ironsworn: Delve, Denizens). */
export const DENIZEN_MATRIX: readonly Omit<DenizenSlot, "name">[] = [
  { frequency: "veryCommon", min: 1, max: 27 },
  { frequency: "common", min: 28, max: 41 },
  { frequency: "common", min: 42, max: 55 },
  { frequency: "common", min: 56, max: 69 },
  { frequency: "uncommon", min: 70, max: 75 },
  { frequency: "uncommon", min: 76, max: 81 },
  { frequency: "uncommon", min: 82, max: 87 },
  { frequency: "uncommon", min: 88, max: 93 },
  { frequency: "rare", min: 94, max: 95 },
  { frequency: "rare", min: 96, max: 97 },
  { frequency: "rare", min: 98, max: 99 },
  { frequency: "unforeseen", min: 100, max: 100 },
];

/** Where each part of a site table starts and ends. */
export const SITE_TABLE_PARTS = {
  feature: { theme: [1, 20], domain: [21, 100] },
  danger: { theme: [1, 30], domain: [31, 45], move: [46, 100] },
} as const;

/** An empty denizen matrix, one unnamed denizen per slot. */
export function emptyDenizenMatrix(): DenizenSlot[] {
  return DENIZEN_MATRIX.map((slot) => ({ ...slot, name: "" }));
}

/** Throws unless rows cover from..to exactly once; returns them sorted. */
export function assertCovers<T extends { min: number; max: number }>(
  rows: readonly T[],
  from: number,
  to: number,
  what: string,
): T[] {
  const sorted = [...rows].sort((a, b) => a.min - b.min);
  let next = from;
  for (const row of sorted) {
    assertInt(row.min, 1, 100, `${what} row start`);
    assertInt(row.max, row.min, 100, `${what} row end`);
    if (row.min !== next) {
      throw new RulesError(
        "SiteTableCoverage",
        `${what}: ${row.min < next ? "overlap" : "gap"} at ${Math.min(row.min, next)}`,
        { what, at: next },
      );
    }
    next = row.max + 1;
  }
  if (next !== to + 1)
    throw new RulesError("SiteTableCoverage", `${what}: rows stop at ${next - 1}, not ${to}`, {
      what,
      at: next,
    });
  return sorted;
}

/** The rows of a part that fall within its range (a theme's dangers are 1-30, and so on). */
function part(rows: readonly SiteRow[], [from, to]: readonly [number, number], what: string): SiteRow[] {
  return assertCovers(rows, from, to, what);
}

/** The site's feature table, 1-100: the theme's features then the domain's. */
export function siteFeatureTable(theme: SiteAspect, domain: SiteAspect): SiteRow[] {
  return [
    ...part(theme.features, SITE_TABLE_PARTS.feature.theme, `${theme.name} features`),
    ...part(domain.features, SITE_TABLE_PARTS.feature.domain, `${domain.name} features`),
  ];
}

/**
 * The site's danger table, 1-100: the theme's dangers, the domain's, then the rows of Reveal a Danger
 * from 46 on (its rows 1-45 only say "check the theme card" and "check the domain card").
 */
export function siteDangerTable(
  theme: SiteAspect,
  domain: SiteAspect,
  revealADanger: readonly SiteRow[],
): SiteRow[] {
  const [from, to] = SITE_TABLE_PARTS.danger.move;
  const general = revealADanger.filter((row) => row.min >= from);
  return [
    ...part(theme.dangers, SITE_TABLE_PARTS.danger.theme, `${theme.name} dangers`),
    ...part(domain.dangers, SITE_TABLE_PARTS.danger.domain, `${domain.name} dangers`),
    ...assertCovers(general, from, to, "Reveal a Danger"),
  ];
}

/** The row a d100 roll lands on. */
export function siteRowFor<T extends { min: number; max: number }>(table: readonly T[], roll: number): T {
  assertDie(roll, 100, "roll");
  const row = table.find((r) => r.min <= roll && roll <= r.max);
  if (!row) throw new RulesError("SiteTableCoverage", `no row for ${roll}`, { roll });
  return row;
}

/** The denizen slot a d100 roll lands on; the matrix must cover 1-100. */
export function denizenFor<T extends DenizenSlot>(matrix: readonly T[], roll: number): T {
  return siteRowFor(assertCovers(matrix, 1, 100, "denizen matrix"), roll);
}
