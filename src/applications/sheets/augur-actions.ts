/**
 * The Augur character sheet's own actions, beside the shared ones: harm (+/-), momentum (gain, lose —
 * below 0 it becomes harm — and burn), the edit mode's rows (approaches, harm maximum, expertise,
 * abilities, bonds), marking a bond (written once, in the Forged Ties table) and a dropped character
 * becoming a bond.
 */
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import { augur } from "../../operations";
import * as edit from "../../operations/augur-edit";
import { fieldText } from "../../operations/augur-strike-rows";
import { assertBondPartner } from "../../operations/bonds";
import { rowEditActions, type ActionTable, type RowEdit } from "./sheet-action";
import { markBond } from "./forged-ties-actions";

/** The edit mode's row buttons: each runs its edit operation with the row's index and fields. */
export const AUGUR_EDITS = {
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
} satisfies Record<string, RowEdit>;

export const AUGUR_ACTIONS: ActionTable = {
  ...rowEditActions(AUGUR_EDITS),
  takeHarm: async (actor, _input, host) => {
    const follow = await augur.takeHarm(actor, 1);
    if (follow.overflow > 0) host.ask.tell("warn", "VOWFORGE.Rulesets.Augur.HarmOverflow", { count: follow.overflow });
  },
  healHarm: (actor) => augur.healHarm(actor, 1),
  gainMomentum: (actor) => augur.gainMomentum(actor, 1),
  loseMomentum: async (actor, _input, host) => {
    const follow = await augur.loseMomentum(actor, 1);
    if (follow.wentBelowZero) host.ask.tell("warn", "VOWFORGE.Rulesets.Augur.BelowZero", { harm: follow.harmTaken });
  },
  burnMomentum: (actor) => augur.burnMomentum(actor),
  markBond,
  dropActor: async (actor, { dropped }) => {
    if (!dropped) return;
    assertBondPartner(dropped);
    await edit.addBond(actor, dropped.uuid);
  },
};
