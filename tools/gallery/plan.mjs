/**
 * What the gallery photographs besides the sheets: for every card kind of the system (CARD_KINDS in
 * src/data/message/card-state.ts) the playground button that posts one, every dialog of the
 * playground's main page by its data-role, and the card states a plain roll does not reach.
 * tests/tools/gallery-plan.test.ts fails when a card kind or a dialog has no shot here.
 */

/** Card kind → the ruleset and the main page's roll button (data-action) whose card is of that kind. */
export const CARD_SHOTS = {
  action: { ruleset: "ironsworn", action: "rollStat" },
  progress: { ruleset: "ironsworn", action: "rollProgress" },
  pool: { ruleset: "forgedTies", action: "rollStat" },
  threat: { ruleset: "augur", action: "rollStat" },
  strike: { ruleset: "strike", action: "rollStat" },
  oracle: { ruleset: "ironsworn", action: "askOracle" },
  forge: { ruleset: "forgedTies", action: "rollForge" },
  opposed: { ruleset: "strike", action: "rollOpposed" },
  purchase: { ruleset: "strike", action: "rollPurchase" },
};

/** The main page's dialogs (data-role) → how the gallery opens each. */
export const DIALOG_SHOTS = {
  "roll-dialog": "every roll button that opens it, at 1366×768",
  "harm-prompt": "a pool card's Mark harm button",
};

/** Card states past the first roll: file stem → what it shows. */
export const STATE_SHOTS = {
  "card-pool-pushed": "a Forged Ties pool card after Push (add a die), with its buttons",
  "card-progress-bad-spot": "a Starforged Take Decisive Action progress card (bad spot asked)",
  "card-threat-cuts": "an Augur threat card with cuts and its burn button (rolled until the dice give cuts)",
};

/**
 * The clock panel of the main page and the clock cards it posts: file stem → what it shows. The gallery
 * creates a clock in the panel, advances it to complete and rolls to advance.
 */
export const CLOCK_SHOTS = {
  "clocks-panel": "the clock panel with a clock created and advanced to complete",
  "card-clock-complete": "the clock card of the advance that completed it",
  "card-clock-roll": "the clock card of a roll to advance (odds, d100, answer), after a clear",
};

/** Sheets the playground does not render, and why (reported at the end of every run). */
export const NOT_SHOWN = {
};
