/**
 * What the Forged Ties, Augur and Strike! sheets show (their contexts' builders) and what their own
 * buttons do (their action tables): a chunk of the runtime script of its own
 * (vowforge-ruleset-sheets.mjs, rollup.config.mjs), fetched when one of these sheets first renders, so
 * worlds that play none of these games never load them. A button exists only once its sheet has
 * rendered, so its table is here before it can be pressed (ruleset-sheet-base.ts `rulesetActions`).
 */
import { FORGED_TIES_ACTIONS } from "../forged-ties-actions";
import { AUGUR_ACTIONS } from "../augur-actions";
import { STRIKE_ACTIONS } from "../strike-actions";

export { buildForgedTiesContext } from "./forged-ties-context";
export { buildAugurContext } from "./augur-context";
export { buildStrikeContext } from "./strike-context";

/** Each ruleset sheet's own action table, by the sheet. */
export const RULESET_ACTIONS = { forgedTies: FORGED_TIES_ACTIONS, augur: AUGUR_ACTIONS, strike: STRIKE_ACTIONS };
