/**
 * What the edit modes of the Forged Ties, Augur and Strike! sheets share: whether the sheet is editing,
 * the edit toggle, the rows of a named list and the row adding to it, a number field in a row of its
 * own, and reading what the edit controls hold (a row's fields for Augur and Strike!, every field of the
 * sheet for Forged Ties) and which save a changed field runs (`rowSaveOf`).
 */
import { type EditFields } from "../../../operations/augur-strike-rows";
import { type RulesetActor, type SheetEnv } from "./types";
import { type Localize } from "../../../locale";

/**
 * The actor as an editable ruleset sheet reads it: its UUID, whether the sheet is in edit mode
 * (`editMode`), the open tab (`activeTab`, the sheet's first when absent) and the tabs opened before
 * (`drawnTabs`, whose panels stay drawn; the others are drawn empty until opened).
 */
export type EditableActor = RulesetActor & {
  uuid?: string | null;
  editMode?: boolean;
  activeTab?: string | null;
  drawnTabs?: readonly string[];
};

/** A row of a named list in edit mode: its name field (saved when it changes) and its remove button. */
export interface NamedRowView {
  index: number;
  name: string;
  row: string;
  nameId: string;
  nameLabel: string;
  removeLabel: string;
}

/** The row that adds an entry to a list. */
export interface NewRowView {
  row: string;
  nameId: string;
  label: string;
}

/** A number field of the edit mode, with − and +, saved by the action `save` when it changes; its range and a hint saying it. */
export interface NumberFieldView {
  row: string;
  field: string;
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  hintId: string;
  hint: string;
  save: string;
}

/** The number field `field` in its own edit row `key`, saved by the action `save` when it changes. */
export function numberField(
  env: SheetEnv,
  field: { key: string; field: string; save: string; label: string; value: number; min: number; max: number; hint: string },
): NumberFieldView {
  const id = `${env.idPrefix}-${field.key}`;
  return {
    row: field.key,
    field: field.field,
    id,
    label: field.label,
    value: field.value,
    min: field.min,
    max: field.max,
    hintId: `${id}-hint`,
    hint: field.hint,
    save: field.save,
  };
}

/** Whether the sheet shows its edit fields: only when editable and the toggle is on. */
export function isEditing(actor: EditableActor, env: SheetEnv): boolean {
  return env.editable && actor.editMode === true;
}

/**
 * A button on a ruleset sheet's header band (shown when the sheet is editable): its action, its Font
 * Awesome icon and its name; `pressed` "true"/"false" for a toggle, "" for a plain button.
 */
export interface SheetToolView {
  action: string;
  icon: string;
  label: string;
  pressed: "true" | "false" | "";
}

/** The edit mode's toggle as a header button (pressed while editing). */
export function editTool(t: Localize, editing: boolean): SheetToolView {
  return { action: "toggleEdit", icon: "fa-pen-to-square", label: t("VOWFORGE.Rulesets.Edit.Toggle"), pressed: editing ? "true" : "false" };
}

/** The edit rows of a named list (`key` names the list in row and element ids; `entry` is a row's label). */
export function namedRows(list: { name: string }[], key: string, entry: string, env: SheetEnv): NamedRowView[] {
  const t = env.localize;
  return list.map((e, index) => {
    const nameLabel = t("VOWFORGE.Rulesets.Edit.NameOf", { entry, index: index + 1 });
    const name = e.name || nameLabel;
    return {
      index,
      name: e.name,
      row: `${key}-${index}`,
      nameId: `${env.idPrefix}-${key}-${index}-name`,
      nameLabel,
      removeLabel: t("VOWFORGE.Rulesets.Edit.RemoveNamed", { name }),
    };
  });
}

/** The row adding an entry to the list `key`. */
export function newRow(key: string, entry: string, env: SheetEnv): NewRowView {
  return { row: `${key}-new`, nameId: `${env.idPrefix}-${key}-new-name`, label: env.localize("VOWFORGE.Rulesets.Edit.NewEntry", { entry }) };
}

/** What an edit control holds: a checkbox whether it is checked, any other control its text. */
function controlValue(control: HTMLElement): string | boolean {
  const input = control as HTMLInputElement;
  return input.type === "checkbox" ? input.checked === true : String(input.value ?? "");
}

/**
 * What the fields of the edit row `row` hold (elements marked data-field inside the element marked
 * data-edit-row="<row>"): checkboxes as true or false, other fields as their text.
 */
export function editRowFields(root: ParentNode, row: string | undefined): EditFields {
  if (!row || !/^[\w-]+$/.test(row)) return {};
  const scope = root.querySelector(`[data-edit-row="${row}"]`);
  const fields: Record<string, string | boolean> = {};
  scope?.querySelectorAll<HTMLElement>("[data-field]").forEach((element) => {
    const name = element.dataset.field;
    if (name) fields[name] = controlValue(element);
  });
  return fields;
}

/**
 * The save a change of `target` runs, where it is a field (data-field) of an edit row that names its
 * save: the row's data-save action, run with the row as the pressed control (its data-edit-row and
 * data-index say what it saves). So a field typed in, ticked, picked or stepped by its − and +
 * (nudge.ts) saves its row at once; null for any other control (a "new" row's field, which its own
 * button adds). Read without DOM globals, as the rest of this module.
 */
export function rowSaveOf(target: unknown): { action: string; row: HTMLElement } | null {
  const field = target as Partial<HTMLElement> | null;
  if (typeof field?.closest !== "function" || field.dataset?.field === undefined) return null;
  const row = field.closest<HTMLElement>("[data-edit-row][data-save]");
  const action = row?.dataset.save;
  return row && action ? { action, row } : null;
}

/**
 * The Forged Ties edit mode's inputs under `root`, as its edit operations take them (the inverse of the
 * context's `key`s): every control marked data-ft-field, an unchecked box left out.
 */
export function readEditFields(root: ParentNode): { key: string; value: string; label?: string }[] {
  const out: { key: string; value: string; label?: string }[] = [];
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-ft-field]")) {
    const key = control.dataset.ftField;
    if (!key || controlValue(control) === false) continue;
    out.push({ key, value: control.value, label: control.dataset.ftLabel });
  }
  return out;
}
