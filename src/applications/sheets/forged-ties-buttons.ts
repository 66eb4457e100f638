/**
 * What each edit-mode button of the Forged Ties sheet does: the form's values are saved together with
 * the row the button adds (from `new.skill` / `new.requirement`) or removes (`index`), in one update.
 * The Foundry sheet and the playground's sheets page both run this table.
 */
import { type TrackActor } from "../../operations/actor-write";
import * as edit from "../../operations/forged-ties-edit";
import { sheetButtons, type ButtonTable } from "./button-table";

type Fields = readonly edit.EditField[];

/**
 * Saves the form's edit changed by `change` (which may read the form's fields and the row index); a
 * refusal, even while reading the form, rejects the returned promise.
 */
function saving(change: (form: edit.SheetEdit, fields: Fields, index: number) => edit.SheetEdit) {
  return async (actor: TrackActor, fields: Fields, index: number) =>
    edit.saveSheetEdit(actor, change(edit.editFromFields(actor.system, fields), fields, index));
}

const EDIT_TABLE = {
  saveEdit: saving((form) => form),
  addSkill: saving((form, fields) => edit.withSkillAdded(form, edit.fieldValue(fields, "new.skill"))),
  removeSkill: saving((form, _fields, index) => edit.withSkillRemoved(form, index)),
  addRequirement: saving((form, fields) => edit.withRequirementAdded(form, edit.fieldValue(fields, "new.requirement"))),
  removeRequirement: saving((form, _fields, index) => edit.withRequirementRemoved(form, index)),
} satisfies ButtonTable<string, [fields: Fields, index: number], Record<string, unknown>>;
const editButtons = sheetButtons<keyof typeof EDIT_TABLE, [fields: Fields, index: number], Record<string, unknown>>(EDIT_TABLE);

/** The edit mode's buttons that change the edit: save it, add or remove a skill or a requirement. */
export const EDIT_ACTIONS = editButtons.names;

export type EditAction = (typeof EDIT_ACTIONS)[number];

/** Whether `action` is one of EDIT_ACTIONS. */
export const isEditAction = editButtons.is;

/**
 * Runs an edit-mode button on the form's `fields`; resolves to the changes written (a refused edit throws
 * a RulesError before anything is written).
 */
export function runEditAction(actor: TrackActor, action: EditAction, fields: Fields, index = -1): Promise<Record<string, unknown>> {
  return editButtons.run(actor, action, fields, index);
}
