/**
 * What the gallery photographs: every sheet type the system registers (by the sample the sheets page
 * shows on it), and besides the sheets, for every card kind of the system (KIND_IDS in
 * src/kinds/registry.ts) the playground button that posts one, every dialog of the
 * playground's main page by its data-role, and the card states a plain roll does not reach.
 * tests/tools/gallery-plan.test.ts fails when a registered sheet type, a card kind or a dialog has no
 * shot here; the gallery itself fails when a planned shot does not come out.
 */

/** Foundry's two interface themes; every shot is taken in each. */
export const THEMES = ["light", "dark"];

/**
 * The language the sheets page is photographed in besides English (sheet-<sample>-<lang>-<theme>.png):
 * German, whose long compound words are the hardest test of the sheets' layout. It must be one of
 * system.json's languages.
 */
export const GALLERY_LANGUAGE = "de";

/**
 * Registered sheet ("Actor.<type>" or "Item.<type>", as src/applications/sheets/register.ts registers
 * them) → the sheets page's samples shown on it (the form's data-actor or data-sheet; the gallery's
 * file is sheet-<sample>-<theme>.png). The form carries data-document-type, which the gallery checks.
 */
export const SHEET_SHOTS = {
  "Actor.character": ["kaila", "ren"],
  "Actor.foe": ["foe"],
  "Actor.starship": ["starship", "flagship"],
  "Actor.shared": ["shared"],
  "Actor.forgedTiesCharacter": ["brannoc"],
  "Actor.augurCharacter": ["mira"],
  "Actor.strikeCharacter": ["orrin"],
  "Actor.conflict": ["docks"],
  "Item.asset": ["asset"],
  "Item.progress": ["progress"],
  "Item.move": ["move"],
  "Item.delveSite": ["delve-site"],
  "Item.siteAspect": ["site-theme"],
};

/** Shots of no registered sheet type that the sheets page also shows: sample → what it is. */
export const EXTRA_SHEET_SHOTS = {
  "oracle-browser": "the oracle browser application",
  journal: "a guide page with the enrichers' links: moves, oracle tables, inline rolls and references to nothing",
  welcome: "the welcome window a gamemaster sees when the world loads",
};

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
  die: { ruleset: "starforged", action: "rollDie" },
};

/** The main page's dialogs (data-role) → how the gallery opens each. */
export const DIALOG_SHOTS = {
  "roll-dialog": "every roll button that opens it, at 1366×768",
  "harm-prompt": "a pool card's Mark harm button",
};

/** Sheet tabs and card states a first look does not show: file stem → what it shows. */
export const STATE_SHOTS = {
  "sheet-kaila-assets": "the Ironsworn character's Assets tab: asset cards, abilities marked and not, a companion's meter",
  "sheet-ren-assets": "the Starforged character's Assets tab",
  "sheet-brannoc-growth": "the Forged Ties character's Growth tab: advances, stat tracks, the forge and its requirements",
  "sheet-brannoc-bonds": "the Forged Ties character's Bonds tab",
  "sheet-brannoc-journal": "the Forged Ties character's clocks and notes",
  "sheet-mira-bonds": "the Augur character's Bonds tab",
  "sheet-mira-journal": "the Augur character's clocks and notes",
  "sheet-orrin-wealth": "the Strike! character's Wealth tab: tier, Short and Broke, Buy and Buy with a cash parcel",
  "sheet-mira-edit": "the Augur character in edit mode: the approaches and the most harm as − count + steppers, each ability's row (the first tab), all saved as they change",
  "sheet-orrin-edit": "the Strike! character in edit mode: each skill's row saved as it changes",
  "sheet-orrin-wealth-edit": "the Strike! character's Wealth tab in edit mode: the wealth tier as a − count + stepper",
  "dialog-parcel-prompt": "the prompt of Strike!'s \"Buy with a cash parcel\": the item, its tier and the parcel spent",
  "sheet-orrin-traits": "the Strike! character's Traits tab: traits (lost or not) and relationships",
  "sheet-orrin-journal": "the Strike! character's clocks and notes",
  "card-pool-pushed": "a Forged Ties pool card pushed in the roll dialog (one more die, chosen before the roll): the pushed die, the push's line and the breaking it marked",
  "card-progress-bad-spot": "a Starforged Take Decisive Action progress card (bad spot asked)",
  "card-progress-bad-spot-dropped": "the same card after \"In a bad spot\": the outcome one step lower, the dice's outcome named",
  "card-threat-cuts": "an Augur threat card with cuts and its burn button (rolled until the dice give cuts)",
  "card-ironsworn-burn": "an Ironsworn action card whose burn-momentum button would change the result (rolled until offered)",
  "card-starforged-burn": "a Starforged action card whose burn-momentum button would change the result (rolled until offered)",
  "card-action-cursed": "a Sundered Isles (Starforged) action card whose cursed die shows 10 (rolled until it does)",
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

/**
 * The creation page (playground/creation/): each kind of step of the guided creation, from walking the
 * five games to a finished character, and the truths dialog: file stem → what it shows.
 * tests/tools/gallery-plan.test.ts fails when a step of any game has no shot here.
 */
export const CREATION_SHOTS = {
  "creation-game": "the creation's first step for an Ironsworn / Starforged character: which game",
  "creation-identity": "who the character is (name, pronouns, a few words)",
  "creation-stats": "the stats, 3, 2, 2, 1, 1 placed with what is left to place",
  "creation-assets": "Ironsworn: three assets picked from the packs, by category",
  "creation-bonds": "Ironsworn: starting bonds, a row each",
  "creation-vow": "the background vow and its rank",
  "creation-paths": "Starforged: a background rolled and its two paths",
  "creation-starship": "Starforged: the command vehicle and its name",
  "creation-finalAsset": "Starforged: one more asset",
  "creation-connections": "Starforged: starting connections",
  "creation-ftStats": "Forged Ties: the dice of each stat",
  "creation-ftSkills": "Forged Ties: skills with their stat and dice",
  "creation-partners": "Forged Ties / Augur: bonds with other characters",
  "creation-forge": "Forged Ties: the forge's requirements",
  "creation-approaches": "Augur: the approaches",
  "creation-expertise": "Augur: expertise",
  "creation-abilities": "Augur: abilities and their bonus die",
  "creation-strikeSkills": "Strike!: skills with their ability",
  "creation-ties": "Strike!: relationships and traits",
  "creation-wealth": "Strike!: wealth tier and action points",
  "creation-review": "the review before the character is written",
  "creation-problems": "a step the user tried to leave with a problem: the field marked, the problem said",
  "truths-dialog": "the truths dialog with every category rolled and one option's text open",
};

/** Sheets the playground does not render, and why (reported at the end of every run). */
export const NOT_SHOWN = {
};
