/**
 * The step list of a run: what is done, for each ruleset, as whom.
 *
 * Every kind of step runs for every ruleset. Where a ruleset has no such thing (Forged Ties has no
 * momentum, Strike! no assets), the step stays in the list with the reason it does not apply, so
 * the report shows it instead of leaving it out silently.
 */

export const RULESET_IDS = ["ironsworn", "starforged", "forgedTies", "augur", "strike"];

/** The kinds of step, in the order they run for a ruleset. */
export const STEP_KINDS = [
  "createCharacter",
  "openSheet",
  "editField",
  "clickPortrait",
  "conditionAtMaxMomentum",
  "rollThroughDialog",
  "cardActionsByOwner",
  "cardActionsByOtherPlayer",
  "burnMomentum",
  "tokenBars",
  "noGM",
  "dropMove",
  "rollDroppedMove",
  "dropAsset",
  "rollDroppedAsset",
  "drawOracle",
  "writeTruths",
  "chatCommand",
  "privateRoll",
  "cardForUpgrade",
  "reloadCardsRendered",
];

/**
 * The steps of the upgrade pass (v14 on the world a v13 pass made): the world first, then for each
 * ruleset the character's sheet, a burn on the card the v13 pass left for it, and every v13 card.
 */
export const UPGRADE_STEP_KINDS = ["upgradedWorld", "openSheet", "burnUpgradedCard", "reloadCardsRendered"];

/** Who does a kind of step: the Gamemaster, the player who owns the character, the other player. */
const ACTOR_OF_STEP = {
  createCharacter: "gm",
  openSheet: "owner",
  editField: "owner",
  clickPortrait: "owner",
  conditionAtMaxMomentum: "owner",
  rollThroughDialog: "owner",
  cardActionsByOwner: "owner",
  cardActionsByOtherPlayer: "other",
  burnMomentum: "owner",
  tokenBars: "owner",
  noGM: "owner",
  dropMove: "owner",
  rollDroppedMove: "owner",
  dropAsset: "owner",
  rollDroppedAsset: "owner",
  drawOracle: "owner",
  writeTruths: "gm",
  chatCommand: "owner",
  privateRoll: "owner",
  cardForUpgrade: "owner",
  reloadCardsRendered: "all",
  upgradedWorld: "gm",
  burnUpgradedCard: "owner",
};

/**
 * The system socket's wire format for a relayed card action (src/cards/socket.ts,
 * src/cards/actions/card-actions.ts): the other player sends it straight to the GM, as a tampered
 * client could, and the GM must refuse it. As socket.ts takes them: a request carries a fresh id and
 * the GM it goes to (`to`); a reply counts only when it is addressed to the asker and comes from that
 * GM (the sender id the server attaches, never a field of the message); the GM answers each request id
 * of each sender once, so the same request sent again gets no answer (relay-probe.mjs).
 */
export const RELAY = { socket: "system.vowforge", cardAction: "cardAction", refusal: "NotPermitted" };

/**
 * What a player is told with no GM connected (VOWFORGE.<…>.Error.NoActiveGM): a card action the
 * player's client may not write itself (src/cards/actions/card-actions.ts), and a press on a world
 * clock (src/cards/clocks/clock-actions.ts).
 */
export const NO_GM_REFUSALS = {
  card: "VOWFORGE.CardAction.Error.NoActiveGM",
  clock: "VOWFORGE.Clock.Error.NoActiveGM",
};

/** The card buttons the run presses: burn, +momentum, push, mark harm (CARD_ACTIONS ids). */
export const NAMED_CARD_ACTIONS = ["burnMomentum", "takeMomentum", "push", "markHarm"];

/**
 * What differs between rulesets. Actor types, field names and pack names are those of system.json
 * and the sheet templates; the tests check them against both. `burn`: the momentum the GM sets before
 * a roll meant to offer a burn, and what the track resets to after it (a derived field of the
 * character, or a number); `tokenBars`: the token's bars (the actor type's trackable bar attributes,
 * src/data/index.ts TRACKABLE_ATTRIBUTES).
 */
export const RULESET_PROFILES = {
  ironsworn: {
    actorType: "character",
    characterRuleset: "ironsworn",
    editField: { name: "system.pronouns", value: "they/them" },
    condition: { kind: "checkbox", name: "system.debilities.wounded" },
    roll: { action: "roll", data: { stat: "iron" } },
    cardActions: ["burnMomentum", "takeMomentum"],
    burn: { momentum: 6, reset: "momentumReset" },
    tokenBars: ["bars.health", "bars.momentum"],
    movePack: "ironsworn-moves",
    assetPack: "ironsworn-assets",
    oraclePack: "ironsworn-oracles",
    truthsPack: "ironsworn-truths",
    command: "/action iron +1",
  },
  starforged: {
    actorType: "character",
    characterRuleset: "starforged",
    editField: { name: "system.callsign", value: "Lodestar" },
    condition: { kind: "checkbox", name: "system.impacts.wounded" },
    roll: { action: "roll", data: { stat: "edge" } },
    cardActions: ["burnMomentum", "takeMomentum"],
    burn: { momentum: 6, reset: "momentumReset" },
    tokenBars: ["bars.health", "bars.momentum"],
    movePack: "starforged-moves",
    assetPack: "starforged-assets",
    oraclePack: "starforged-oracles",
    truthsPack: "starforged-truths",
    command: "/action edge",
  },
  forgedTies: {
    actorType: "forgedTiesCharacter",
    editField: { name: "name", value: "Forged Ties hero" },
    condition: { unavailable: "Forged Ties has no momentum" },
    roll: { action: "roll", data: { stat: "strength" } },
    cardActions: ["push", "markHarm"],
    burn: { unavailable: "Forged Ties has no momentum to burn" },
    tokenBars: ["bars.breaking", "bars.heart"],
    movePack: { unavailable: "a Forged Ties character holds no items (ACCEPTED_ITEMS in drop-rules)" },
    assetPack: { unavailable: "Forged Ties ships no asset pack" },
    oraclePack: { unavailable: "Forged Ties ships no oracle tables" },
    truthsPack: { unavailable: "Forged Ties ships no setting truths" },
    command: "/pool 3 risky standard",
  },
  augur: {
    actorType: "augurCharacter",
    editField: { name: "name", value: "Augur hero" },
    // Augur's harm does not lower its momentum maximum; taking harm at full momentum is the same
    // kind of change (a sheet action that writes a condition while momentum sits at its cap).
    condition: { kind: "action", action: "takeHarm" },
    roll: { action: "roll", data: { stat: "prowess" } },
    cardActions: ["burnMomentum", "takeMomentum"],
    // Augur's track resets to 2 after a burn (src/rules/augur-momentum.ts), and burns from 4 up.
    burn: { momentum: 5, reset: 2 },
    tokenBars: ["bars.harm", "bars.momentum"],
    movePack: { unavailable: "an Augur character holds no items (ACCEPTED_ITEMS in drop-rules)" },
    assetPack: { unavailable: "Augur ships no asset pack" },
    oraclePack: { unavailable: "Augur ships no oracle tables" },
    truthsPack: { unavailable: "Augur ships no setting truths" },
    command: "/threat 3d2t",
  },
  strike: {
    actorType: "strikeCharacter",
    editField: { name: "name", value: "Strike! hero" },
    condition: { unavailable: "Strike! has no momentum" },
    roll: { action: "roll", data: {} },
    cardActions: [],
    burn: { unavailable: "Strike! has no momentum to burn" },
    tokenBars: ["bars.actionPoints"],
    movePack: { unavailable: "a Strike! character holds no items (ACCEPTED_ITEMS in drop-rules)" },
    assetPack: { unavailable: "Strike! ships no asset pack" },
    oraclePack: "strike-tables",
    truthsPack: { unavailable: "Strike! ships no setting truths" },
    command: "/strike skilled",
  },
};

const NO_UPGRADE =
  "no upgrade pass follows this one (it needs both FOUNDRY_V13_ZIP and FOUNDRY_V14_ZIP, and runs after the v13 pass)";

function unavailableReason(profile, kind, { upgradeFollows = false } = {}) {
  const of = (v) => (typeof v === "object" && v !== null && "unavailable" in v ? v.unavailable : null);
  switch (kind) {
    case "burnMomentum":
    case "noGM":
    case "burnUpgradedCard":
      return of(profile.burn);
    case "cardForUpgrade":
      return of(profile.burn) ?? (upgradeFollows ? null : NO_UPGRADE);
    case "conditionAtMaxMomentum":
      return of(profile.condition);
    case "cardActionsByOwner":
    case "cardActionsByOtherPlayer":
      return profile.cardActions.length === 0
        ? "its cards offer none of burn, +momentum, push or mark harm"
        : null;
    case "dropMove":
    case "rollDroppedMove":
      return of(profile.movePack);
    case "dropAsset":
    case "rollDroppedAsset":
      return of(profile.assetPack);
    case "drawOracle":
      return of(profile.oraclePack);
    case "writeTruths":
      return of(profile.truthsPack);
    default:
      return null;
  }
}

function profileOf(ruleset) {
  const profile = RULESET_PROFILES[ruleset];
  if (!profile) throw new Error(`Unknown ruleset "${ruleset}"`);
  return profile;
}

function step(prefix, ruleset, kind, unavailable) {
  return {
    id: `${prefix}${ruleset}:${kind}`,
    ruleset,
    kind,
    as: ACTOR_OF_STEP[kind],
    ...(unavailable ? { unavailable } : {}),
  };
}

/**
 * The steps of a pass, ruleset by ruleset, each ruleset's ending with the reload that checks its
 * cards. `upgradeFollows`: the v13 pass whose world the upgrade pass opens leaves a card to burn there.
 *
 * @param {readonly string[]} rulesets
 * @param {{ upgradeFollows?: boolean }} [options]
 * @returns {import("./steps.d.mts").Step[]}
 */
export function buildSteps(rulesets = RULESET_IDS, options = {}) {
  const steps = [];
  for (const ruleset of rulesets) {
    const profile = profileOf(ruleset);
    for (const kind of STEP_KINDS) steps.push(step("", ruleset, kind, unavailableReason(profile, kind, options)));
  }
  return steps;
}

/**
 * The steps of the upgrade pass: the world as v14 opened it, then each ruleset's character, the card
 * its v13 pass left to burn, and the v13 cards after a reload.
 *
 * @param {readonly string[]} rulesets
 * @returns {import("./steps.d.mts").Step[]}
 */
export function buildUpgradeSteps(rulesets = RULESET_IDS) {
  const steps = [{ id: "upgrade:world", ruleset: null, kind: "upgradedWorld", as: ACTOR_OF_STEP.upgradedWorld }];
  for (const ruleset of rulesets) {
    const profile = profileOf(ruleset);
    for (const kind of UPGRADE_STEP_KINDS.slice(1))
      steps.push(step("upgrade:", ruleset, kind, unavailableReason(profile, kind)));
  }
  return steps;
}

/** Step kinds a list lacks for a ruleset (empty when the list is complete). */
export function missingKinds(steps, ruleset) {
  const have = new Set(steps.filter((s) => s.ruleset === ruleset).map((s) => s.kind));
  return STEP_KINDS.filter((kind) => !have.has(kind));
}
