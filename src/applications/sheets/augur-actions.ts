/**
 * The Augur character sheet's own actions, beside the shared ones: harm (+/-), momentum (gain, lose —
 * below 0 it becomes harm — and burn), the edit mode's rows (approaches, harm maximum, expertise,
 * abilities, bonds), marking a bond (written once, in the Forged Ties table) and a dropped character
 * becoming a bond.
 */
import { AUGUR_APPROACHES } from "../../rules/augur-character";
import { augur } from "../../operations";
import { loadOnDemand } from "../../on-demand";
import { fieldText } from "../../operations/augur-strike-rows";
import { assertBondPartner } from "../../operations/bonds";
import { rowEditActions, type ActionTable, type SheetAction, type RowEdit } from "./sheet-action";
import { type AUGUR_ACTION_NAMES } from "./ruleset-action-names";
import { markBond } from "./forged-ties-actions";

/**
 * The edit mode's operations, fetched with the first edit or dropped bond (vowforge-augur-edit.mjs);
 * null, the user told, when they cannot be loaded.
 */
const edits = () => loadOnDemand(() => import("../../operations/augur-edit"), { what: "Augur sheet's edits", messageKey: "VOWFORGE.Error.PartNotLoaded" });

/** The edit mode's row buttons: each runs its edit operation with the row's index and fields. */
export const AUGUR_EDITS = {
  saveApproaches: async (actor, _index, fields) => {
    await (await edits())?.setApproaches(
      actor,
      Object.fromEntries(AUGUR_APPROACHES.filter((a) => a in fields).map((a) => [a, fields[a]])),
    );
  },
  saveHarmMax: async (actor, _index, fields) => {
    await (await edits())?.setHarmMax(actor, fields.harmMax);
  },
  addExpertise: async (actor, _index, fields) => {
    await (await edits())?.addExpertise(actor, fieldText(fields, "name"));
  },
  saveExpertise: async (actor, index, fields) => (await edits())?.renameExpertise(actor, index, fieldText(fields, "name")),
  removeExpertise: async (actor, index) => (await edits())?.removeExpertise(actor, index),
  addAbility: async (actor, _index, fields) => {
    await (await edits())?.addAbility(actor, fieldText(fields, "name"));
  },
  saveAbility: async (actor, index, fields) =>
    (await edits())?.changeAbility(actor, index, {
      name: fieldText(fields, "name"),
      text: fieldText(fields, "text"),
      bonusDie: fields.bonusDie === true,
    }),
  removeAbility: async (actor, index) => (await edits())?.removeAbility(actor, index),
  addBond: async (actor, _index, fields) => {
    const uuid = fieldText(fields, "character");
    if (uuid) await (await edits())?.addBond(actor, uuid);
  },
  removeBond: async (actor, index) => (await edits())?.removeBond(actor, index),
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
    await (await edits())?.addBond(actor, dropped.uuid);
  },
} satisfies Record<(typeof AUGUR_ACTION_NAMES)[number], SheetAction>;
