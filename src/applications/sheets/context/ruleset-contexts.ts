/**
 * The builders of the Forged Ties, Augur and Strike! sheets' contexts: a chunk of the runtime script
 * of its own (vowforge-ruleset-sheets.mjs, rollup.config.mjs), fetched when one of these sheets first
 * renders, so worlds that play none of these games never load them.
 */
export { buildForgedTiesContext } from "./forged-ties-context";
export { buildAugurContext } from "./augur-context";
export { buildStrikeContext } from "./strike-context";
