/**
 * The tabs of the Forged Ties, Augur and Strike! sheets, in order. The sheet classes (in the main
 * script) name their parts and tab groups from these; the builders of what the tabs show are loaded
 * when a sheet first renders (ruleset-contexts.ts).
 */

/** The Forged Ties sheet's tabs, in order: the character's condition first. */
export const FORGED_TIES_TABS = ["condition", "growth", "bonds", "journal"] as const;
export type ForgedTiesTab = (typeof FORGED_TIES_TABS)[number];

/** The Augur sheet's tabs, in order. */
export const AUGUR_TABS = ["abilities", "bonds", "journal"] as const;
export type AugurTab = (typeof AUGUR_TABS)[number];

/** The Strike! sheet's tabs, in order. */
export const STRIKE_TABS = ["conditions", "wealth", "traits", "journal"] as const;
export type StrikeTab = (typeof STRIKE_TABS)[number];
