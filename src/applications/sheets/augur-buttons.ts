/**
 * What each edit button of the Augur sheet does: the Augur edit operation it runs, with the row's index
 * (from data-index) and what the row's fields hold. The Foundry sheet and the playground's sheets page
 * both run this table.
 */
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import * as edit from "../../operations/augur-edit";
import { fieldText, type EditFields } from "../../operations/augur-strike-rows";
import { sheetButtons, type ButtonTable } from "./button-table";

const AUGUR_TABLE = {
  saveApproaches: async (actor, _index, fields) => {
    await edit.setApproaches(
      actor,
      Object.fromEntries(AUGUR_APPROACHES.filter((a) => a in fields).map((a) => [a, fields[a]])),
    );
  },
  saveHarmMax: async (actor, _index, fields) => {
    await edit.setHarmMax(actor, fields.harmMax);
  },
  addExpertise: async (actor, _index, fields) => {
    await edit.addExpertise(actor, fieldText(fields, "name"));
  },
  saveExpertise: (actor, index, fields) => edit.renameExpertise(actor, index, fieldText(fields, "name")),
  removeExpertise: (actor, index) => edit.removeExpertise(actor, index),
  addAbility: async (actor, _index, fields) => {
    await edit.addAbility(actor, fieldText(fields, "name"));
  },
  saveAbility: (actor, index, fields) =>
    edit.changeAbility(actor, index, {
      name: fieldText(fields, "name"),
      text: fieldText(fields, "text"),
      bonusDie: fields.bonusDie === true,
    }),
  removeAbility: (actor, index) => edit.removeAbility(actor, index),
  addBond: async (actor, _index, fields) => {
    const uuid = fieldText(fields, "character");
    if (uuid) await edit.addBond(actor, uuid);
  },
  removeBond: (actor, index) => edit.removeBond(actor, index),
} satisfies ButtonTable<string, [index: number, fields: EditFields], void>;
const augurButtons = sheetButtons<keyof typeof AUGUR_TABLE, [index: number, fields: EditFields], void>(AUGUR_TABLE);

/** The sheet actions that edit an Augur character (each button's data-action), and whether an action is one. */
export const AUGUR_EDIT_ACTIONS = augurButtons.names;
export const isAugurEditAction = augurButtons.is;

/**
 * Runs an edit button of the Augur sheet: `index` is the row's (from data-index), `fields` what its row's
 * fields hold; a refused edit throws a RulesError before anything is written.
 */
export const runAugurEdit = augurButtons.run;
