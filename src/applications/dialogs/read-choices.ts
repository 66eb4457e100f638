/**
 * Reads the roll dialog's form into RollChoices, as typed (numbers stay text until validated). Needs no
 * Foundry: the Foundry dialog and the playground read their forms with it.
 */
import { fieldsFor } from "./roll-dialog-fields";
import { type RollChoices, type RollDialogInput } from "./roll-dialog-types";

/** The part of a form control read here (an input or a select has it). */
export interface ChoiceControl {
  value: string;
  checked?: boolean;
}

/** The part of a form read here (an HTMLElement has it). */
export interface ChoiceForm {
  querySelector(selectors: string): unknown;
}

/** The form's current choices for the dialog's input; a control the form lacks keeps its current value. */
export function readChoices(form: ChoiceForm, input: RollDialogInput, current: RollChoices): RollChoices {
  const next: RollChoices = { ...current };
  const values = next as unknown as Record<string, unknown>;
  for (const spec of fieldsFor(input)) {
    if (spec.type === "offer") {
      const tick = form.querySelector(`[name="offers.${spec.offer.id}"]`) as ChoiceControl | null;
      if (tick) next.offers = { ...next.offers, [spec.offer.id]: tick.checked === true };
      continue;
    }
    const control = form.querySelector(`[name="${spec.name}"]`) as ChoiceControl | null;
    if (!control) continue;
    values[spec.name] = spec.type === "checkbox" ? control.checked === true : control.value;
  }
  return next;
}
