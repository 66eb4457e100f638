/**
 * CONFIG.VOWFORGE: the vocabulary the rest of the system shares. Labels are i18n keys; each list is
 * ordered as sheets show it.
 */

export const RULESETS = ["ironsworn", "starforged", "forgedTies", "augur", "strike"] as const;
export type RulesetId = (typeof RULESETS)[number];

/** Ironsworn and Starforged share the five stats. */
export const STATS = ["edge", "heart", "iron", "shadow", "wits"] as const;
export type StatId = (typeof STATS)[number];

/** Condition meters of an Ironsworn / Starforged character. */
export const METERS = ["health", "spirit", "supply"] as const;
export type MeterId = (typeof METERS)[number];

/**
 * The id of the meter of the asset `itemId` whose kind is `key` (assetMeterKey): the first asset of a
 * kind keeps the bare key (`companionHealth`, what moves' roll options and stored rolls name), a
 * further one gets `<key>.<itemId>` (a second companion: `companionHealth.<itemId>`). The item id
 * never changes, so neither does the id, whatever the asset is renamed to; and one companion's id is
 * what it always was.
 */
export function assetMeterId(key: string, itemId: string, first: boolean): string {
  return first ? key : `${key}.${itemId}`;
}

/** Whether the meter id `id` is one of the kind `key` (the bare key, or the key of a further asset). */
export function isMeterOfKey(id: string, key: string): boolean {
  return id === key || id.startsWith(`${key}.`);
}

/**
 * Of the assets of the kind `key` (their item ids, in the order assetMeterId numbered them), the one
 * whose meter the id `id` names; null when `id` is not of that kind or names no asset among them.
 */
export function assetOfMeterId(id: string, key: string, itemIds: readonly string[]): string | null {
  if (id === key) return itemIds[0] ?? null;
  if (!isMeterOfKey(id, key)) return null;
  const itemId = id.slice(key.length + 1);
  return itemIds.includes(itemId) ? itemId : null;
}

/** Progress track ranks, easiest first. */
export const RANKS = ["troublesome", "dangerous", "formidable", "extreme", "epic"] as const;
export type RankId = (typeof RANKS)[number];

/** Outcome ids of every roll type; also the suffixes of their i18n keys (VOWFORGE.Outcome.<id>). */
export const OUTCOMES = {
  challenge: ["strongHit", "weakHit", "miss"],
  pool: ["fullSuccess", "partialSuccess", "miss"],
  threat: ["perfect", "good", "messy", "botched", "dire"],
  strike: ["successLearn", "successBonus", "success", "successCost", "twist", "twistCost"],
} as const;

function labels<T extends string>(ids: readonly T[], prefix: string): Record<T, string> {
  return Object.fromEntries(ids.map((id) => [id, `${prefix}.${id}`])) as Record<T, string>;
}

export const VOWFORGE = {
  rulesets: labels(RULESETS, "VOWFORGE.Ruleset"),
  stats: labels(STATS, "VOWFORGE.Stat"),
  meters: labels(METERS, "VOWFORGE.Meter"),
  ranks: labels(RANKS, "VOWFORGE.Rank"),
  outcomes: {
    challenge: labels(OUTCOMES.challenge, "VOWFORGE.Outcome"),
    pool: labels(OUTCOMES.pool, "VOWFORGE.Outcome"),
    threat: labels(OUTCOMES.threat, "VOWFORGE.Outcome"),
    strike: labels(OUTCOMES.strike, "VOWFORGE.Outcome"),
  },
} as const;

/** Document types that belong to one game whatever their data says. */
const TYPE_LOOKS: Readonly<Record<string, RulesetId>> = {
  forgedTiesCharacter: "forgedTies",
  augurCharacter: "augur",
  strikeCharacter: "strike",
  conflict: "strike",
  starship: "starforged",
  delveSite: "ironsworn",
  siteAspect: "ironsworn",
};

/**
 * The game whose look (palette, header band, display type: styles/_identity.scss) a document wears,
 * by its type, else by the ruleset its data names (data/documents.ts `rulesetOf`), else Ironsworn's.
 * Sheets set it as data-vf-ruleset; a card or a dialog may do the same.
 */
export function lookOf(documentType: string, ruleset: RulesetId | null): RulesetId {
  return TYPE_LOOKS[documentType] ?? ruleset ?? "ironsworn";
}
