/**
 * What each edit button of the Strike! sheet does: the Strike! edit operation it runs, with the row's
 * index (from data-index) and what the row's fields hold. The Foundry sheet and the playground's sheets
 * page both run this table.
 */
import { RulesError } from "../../rules/errors";
import { AP_EARN_REASONS, AP_SPEND_REASONS } from "../../rules/strike-character";
import { fieldText, type EditFields } from "../../operations/augur-strike-rows";
import { earnActionPoint, spendActionPoint } from "../../operations/strike";
import * as edit from "../../operations/strike-edit";
import { sheetButtons, type ButtonTable } from "./button-table";

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

const STRIKE_TABLE = {
  addSkill: async (actor, _index, fields) => {
    await edit.addSkill(actor, fieldText(fields, "name"));
  },
  saveSkill: (actor, index, fields) =>
    edit.changeSkill(actor, index, {
      name: fieldText(fields, "name"),
      skilled: fields.skilled === true,
      ability: fieldText(fields, "ability"),
      restricted: fields.restricted === true,
    }),
  removeSkill: (actor, index) => edit.removeSkill(actor, index),
  addRelationship: async (actor, _index, fields) => {
    await edit.addRelationship(actor, fieldText(fields, "name"));
  },
  saveRelationship: (actor, index, fields) => edit.renameRelationship(actor, index, fieldText(fields, "name")),
  removeRelationship: (actor, index) => edit.removeRelationship(actor, index),
  addTrait: async (actor, _index, fields) => {
    await edit.addTrait(actor, fieldText(fields, "name"));
  },
  saveTrait: (actor, index, fields) => edit.renameTrait(actor, index, fieldText(fields, "name")),
  removeTrait: (actor, index) => edit.removeTrait(actor, index),
  toggleTraitLost: (actor, index) => edit.toggleTraitLost(actor, index),
  addStrike: async (actor) => {
    await edit.changeStrikes(actor, 1);
  },
  removeStrike: async (actor) => {
    await edit.changeStrikes(actor, -1);
  },
  spendActionPoint: async (actor, _index, fields) => {
    await spendActionPoint(actor, reasonOf(fields, AP_SPEND_REASONS, "spend"));
  },
  earnActionPoint: async (actor, _index, fields) => {
    await earnActionPoint(actor, reasonOf(fields, AP_EARN_REASONS, "earn"));
  },
  saveWealthTier: async (actor, _index, fields) => {
    await edit.setWealthTier(actor, fields.tier);
  },
} satisfies ButtonTable<string, [index: number, fields: EditFields], void>;
const strikeButtons = sheetButtons<keyof typeof STRIKE_TABLE, [index: number, fields: EditFields], void>(STRIKE_TABLE);

/** The sheet actions that edit a Strike! character (each button's data-action), and whether an action is one. */
export const STRIKE_EDIT_ACTIONS = strikeButtons.names;
export const isStrikeEditAction = strikeButtons.is;

/**
 * Runs an edit button of the Strike! sheet: `index` is the row's (from data-index), `fields` what its
 * row's fields hold; a refused edit throws a RulesError before anything is written.
 */
export const runStrikeEdit = strikeButtons.run;
