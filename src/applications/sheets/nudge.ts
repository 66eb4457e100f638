/**
 * The − and + buttons beside a number field (templates/sheets/parts/field-stepper.hbs): a press steps
 * the field its `aria-controls` names by the button's `data-delta`, inside the field's min and max, and
 * sends the `input` and `change` events typing would, so the field is saved (or read) exactly as a typed
 * value is: an item sheet's form submits on change, the Forged Ties edit saves on change, the team
 * conflict's round fields wait for Play round. No Save button, no value of our own. Foundry's
 * ApplicationV2 runs `_onChangeForm` on a change event bubbling to the form and submits the form when
 * `form.submitOnChange` is set (dnd5e's module/applications/item/item-sheet.mjs sets it; its award.mjs
 * and currency-manager.mjs override `_onChangeForm`), so a dispatched change is handled as a typed one.
 */

/** Steps the number field `button` controls inside `root`; false when there is none to step. */
export function nudgeField(button: HTMLElement | null, root: HTMLElement): boolean {
  const id = button?.getAttribute("aria-controls");
  const field = id ? root.ownerDocument.getElementById(id) : null;
  const delta = Number(button?.dataset.delta);
  if (!(field instanceof HTMLInputElement) || field.type !== "number" || !root.contains(field)) return false;
  if (field.readOnly || field.disabled || !Number.isInteger(delta) || delta === 0) return false;
  const before = field.value;
  // stepUp/stepDown keep to the field's min, max and step (an empty field starts from 0 or its min).
  if (delta > 0) field.stepUp(delta);
  else field.stepDown(-delta);
  if (field.value === before) return false;
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}
