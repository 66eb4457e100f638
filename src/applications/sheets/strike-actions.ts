/**
 * The Strike! character sheet's own actions, beside the shared ones: wealth (Short, Broke, buying an
 * item with a purchase roll or a cash parcel), minor and major conditions, the start of a session, and the edit mode's
 * rows (skills, relationships, traits, strikes, action points, wealth tier).
 */
import { RulesError } from "../../rules/errors";
import {
  AP_EARN_REASONS,
  AP_SPEND_REASONS,
  STRIKE_ABILITIES,
  STRIKE_MAJOR_CONDITIONS,
  STRIKE_MINOR_CONDITIONS,
  type StrikeAbility,
} from "../../rules/strike-character";
import { strike } from "../../operations";
import { loadOnDemand } from "../../on-demand";
import { fieldText, type EditFields } from "../../operations/augur-strike-rows";
import { rowEditActions, type ActionTable, type SheetAction, type ButtonData, type RowEdit } from "./sheet-action";
import { type STRIKE_ACTION_NAMES } from "./ruleset-action-names";

/** The reason picked on the form among `reasons`; refused when it is none of them. */
function reasonOf<R extends string>(fields: EditFields, reasons: readonly R[], what: string): R {
  const reason = reasons.find((r) => r === fields.reason);
  if (!reason)
    throw new RulesError("NotOneOf", `unknown reason to ${what}`, {
      what: "reason",
      value: String(fields.reason),
      allowed: [...reasons],
    });
  return reason;
}

/**
 * The edit mode's operations, fetched with the first edit (vowforge-strike-edit.mjs); null, the user
 * told, when they cannot be loaded.
 */
const edits = () => loadOnDemand(() => import("../../operations/strike-edit"), { what: "Strike! sheet's edits", messageKey: "VOWFORGE.Error.PartNotLoaded" });

/** The edit mode's row buttons: each runs its edit operation with the row's index and fields. */
export const STRIKE_EDITS = {
  addSkill: async (actor, _index, fields) => {
    await (await edits())?.addSkill(actor, fieldText(fields, "name"));
  },
  saveSkill: async (actor, index, fields) =>
    (await edits())?.changeSkill(actor, index, {
      name: fieldText(fields, "name"),
      skilled: fields.skilled === true,
      ability: fieldText(fields, "ability"),
      restricted: fields.restricted === true,
    }),
  removeSkill: async (actor, index) => (await edits())?.removeSkill(actor, index),
  addRelationship: async (actor, _index, fields) => {
    await (await edits())?.addRelationship(actor, fieldText(fields, "name"));
  },
  saveRelationship: async (actor, index, fields) => (await edits())?.renameRelationship(actor, index, fieldText(fields, "name")),
  removeRelationship: async (actor, index) => (await edits())?.removeRelationship(actor, index),
  addTrait: async (actor, _index, fields) => {
    await (await edits())?.addTrait(actor, fieldText(fields, "name"));
  },
  saveTrait: async (actor, index, fields) => (await edits())?.renameTrait(actor, index, fieldText(fields, "name")),
  removeTrait: async (actor, index) => (await edits())?.removeTrait(actor, index),
  toggleTraitLost: async (actor, index) => (await edits())?.toggleTraitLost(actor, index),
  addStrike: async (actor) => {
    await (await edits())?.changeStrikes(actor, 1);
  },
  removeStrike: async (actor) => {
    await (await edits())?.changeStrikes(actor, -1);
  },
  spendActionPoint: async (actor, _index, fields) => {
    await strike.spendActionPoint(actor, reasonOf(fields, AP_SPEND_REASONS, "spend"));
  },
  earnActionPoint: async (actor, _index, fields) => {
    await strike.earnActionPoint(actor, reasonOf(fields, AP_EARN_REASONS, "earn"));
  },
  saveWealthTier: async (actor, _index, fields) => {
    await (await edits())?.setWealthTier(actor, fields.tier);
  },
} satisfies Record<string, RowEdit>;

function minorOf(data: ButtonData) {
  return STRIKE_MINOR_CONDITIONS.find((c) => c === data.condition) ?? null;
}

function majorOf(data: ButtonData) {
  return STRIKE_MAJOR_CONDITIONS.find((c) => c === data.kind) ?? null;
}

export const STRIKE_ACTIONS: ActionTable = {
  ...rowEditActions(STRIKE_EDITS),
  markShort: async (actor, _input, host) => {
    const follow = await strike.markShort(actor);
    if (follow.becameBroke) host.ask.tell("warn", "VOWFORGE.Rulesets.Strike.BecameBroke");
  },
  recoverShort: (actor) => strike.recoverShort(actor),
  markBroke: (actor) => strike.markBroke(actor),
  recoverBroke: (actor) => strike.recoverBroke(actor),
  buy: async (_actor, _input, host) => {
    const item = await host.ask.purchase();
    if (item) await host.rolls.purchase(item);
  },
  buyWithParcel: async (actor, _input, host) => {
    const asked = await host.ask.parcelPurchase();
    if (!asked) return;
    const bought = strike.buyWithParcel(actor, asked, asked.parcelTier);
    host.ask.tell("info", "VOWFORGE.Rulesets.Strike.BoughtWithParcel", { item: bought.name, parcel: bought.parcelTier });
  },
  markMinor: async (actor, { data, element }, host) => {
    const condition = minorOf(data);
    if (!condition) return;
    let ability: StrikeAbility | null = null;
    if (condition === "lostConfidence") {
      const select = element.querySelector<HTMLSelectElement>("select[data-lost-ability]");
      ability = STRIKE_ABILITIES.find((a) => a === select?.value) ?? null;
      if (!ability) return;
    }
    const follow = await strike.markMinorCondition(actor, condition, ability);
    if (follow.becameExhausted) host.ask.tell("warn", "VOWFORGE.Rulesets.Strike.BecameExhausted");
  },
  recoverMinor: async (actor, { data }) => {
    const condition = minorOf(data);
    if (condition) await strike.recoverMinorCondition(actor, condition);
  },
  markMajor: async (actor, { data }) => {
    const kind = majorOf(data);
    if (kind) await strike.markMajorCondition(actor, kind);
  },
  recoverMajor: async (actor, { data }) => {
    const kind = majorOf(data);
    if (kind) await strike.recoverMajorCondition(actor, kind);
  },
  startSession: (actor) => strike.startSession(actor),
} satisfies Record<(typeof STRIKE_ACTION_NAMES)[number], SheetAction>;
