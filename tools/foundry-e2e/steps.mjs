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
  "dropMove",
  "rollDroppedMove",
  "dropAsset",
  "rollDroppedAsset",
  "drawOracle",
  "writeTruths",
  "chatCommand",
  "privateRoll",
  "reloadCardsRendered",
];

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
  dropMove: "owner",
  rollDroppedMove: "owner",
  dropAsset: "owner",
  rollDroppedAsset: "owner",
  drawOracle: "owner",
  writeTruths: "gm",
  chatCommand: "owner",
  privateRoll: "owner",
  reloadCardsRendered: "all",
};

/**
 * The system socket's wire format for a relayed card action (src/cards/socket.ts,
 * src/cards/actions/card-actions.ts): the other player sends it straight to the GM, as a tampered
 * client could, and the GM must refuse it.
 */
export const RELAY = { socket: "system.vowforge", cardAction: "cardAction", refusal: "NotPermitted" };

/** The card buttons the run presses: burn, +momentum, push, mark harm (CARD_ACTIONS ids). */
export const NAMED_CARD_ACTIONS = ["burnMomentum", "takeMomentum", "push", "markHarm"];

/**
 * What differs between rulesets. Actor types, field names and pack names are those of system.json
 * and the sheet templates; the tests check them against both.
 */
export const RULESET_PROFILES = {
  ironsworn: {
    actorType: "character",
    characterRuleset: "ironsworn",
    editField: { name: "system.pronouns", value: "they/them" },
    condition: { kind: "checkbox", name: "system.debilities.wounded" },
    roll: { action: "rollStat", data: { stat: "iron" } },
    cardActions: ["burnMomentum", "takeMomentum"],
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
    roll: { action: "rollStat", data: { stat: "edge" } },
    cardActions: ["burnMomentum", "takeMomentum"],
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
    roll: { action: "rollCharacter", data: { stat: "strength" } },
    cardActions: ["push", "markHarm"],
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
    roll: { action: "rollCharacter", data: { stat: "prowess" } },
    cardActions: ["burnMomentum", "takeMomentum"],
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
    roll: { action: "rollCharacter", data: {} },
    cardActions: [],
    movePack: { unavailable: "a Strike! character holds no items (ACCEPTED_ITEMS in drop-rules)" },
    assetPack: { unavailable: "Strike! ships no asset pack" },
    oraclePack: "strike-tables",
    truthsPack: { unavailable: "Strike! ships no setting truths" },
    command: "/strike skilled",
  },
};

function unavailableReason(profile, kind) {
  const of = (v) => (typeof v === "object" && v !== null && "unavailable" in v ? v.unavailable : null);
  switch (kind) {
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

/**
 * The steps of a run, ruleset by ruleset, then the reload that checks every card.
 *
 * @param {readonly string[]} rulesets
 * @returns {import("./steps.d.mts").Step[]}
 */
export function buildSteps(rulesets = RULESET_IDS) {
  const steps = [];
  for (const ruleset of rulesets) {
    const profile = RULESET_PROFILES[ruleset];
    if (!profile) throw new Error(`Unknown ruleset "${ruleset}"`);
    for (const kind of STEP_KINDS) {
      const unavailable = unavailableReason(profile, kind);
      steps.push({
        id: `${ruleset}:${kind}`,
        ruleset,
        kind,
        as: ACTOR_OF_STEP[kind],
        ...(unavailable ? { unavailable } : {}),
      });
    }
  }
  return steps;
}

/** Step kinds a list lacks for a ruleset (empty when the list is complete). */
export function missingKinds(steps, ruleset) {
  const have = new Set(steps.filter((s) => s.ruleset === ruleset).map((s) => s.kind));
  return STEP_KINDS.filter((kind) => !have.has(kind));
}
