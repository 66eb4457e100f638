/** What the Augur and Strike! handlers share on the sheets page: the edit toggle and an edit row's input. */
import { editRowFields } from "../../../src/applications/sheets/context/edit-rows";
import { type SampleRulesetActor } from "../ruleset-samples";
import { type SheetActionContext } from "./context";

/** Flips the sample's edit mode (`editMode`), which its sheet context reads. */
export function toggleEditing(sample: SampleRulesetActor): void {
  const editable = sample as SampleRulesetActor & { editMode?: boolean };
  editable.editMode = editable.editMode !== true;
}

/** The row index and fields of an edit button. */
export function editInput({ element, data }: SheetActionContext): { index: number; fields: ReturnType<typeof editRowFields> } {
  const index = Number(data.index);
  return { index: Number.isInteger(index) && data.index !== undefined && data.index !== "" ? index : -1, fields: editRowFields(element, data.row) };
}
