/**
 * The fields a sheet's header band shows under the name, drawn as designed controls rather than
 * native selects and underlined inputs (templates/sheets/parts/header-fields.hbs): a choice of a few
 * values as joined pills on radio buttons, a choice of many as a select in a chip, a short text as a
 * chip field, a yes/no as a pill on a checkbox. Each submits with the form under its `name`.
 */
import { type SheetEnv } from "./types";

export interface ChoiceOption {
  value: string;
  label: string;
  selected: boolean;
}

export type HeaderField =
  | { kind: "choice"; name: string; label: string; options: ChoiceOption[] }
  | { kind: "list"; name: string; label: string; id: string; options: ChoiceOption[] }
  | { kind: "text"; name: string; label: string; id: string; value: string; wide: boolean }
  | { kind: "toggle"; name: string; label: string; id: string; checked: boolean };

/** The choices among `ids` (labels from `key`), `selected` marked. */
export function choiceOptions(ids: readonly string[], selected: string, key: (id: string) => string, env: SheetEnv): ChoiceOption[] {
  return ids.map((id) => ({ value: id, label: env.localize(key(id)), selected: id === selected }));
}

/** A few values as joined pills (radio buttons named `name`). */
export function choiceField(name: string, label: string, options: ChoiceOption[]): HeaderField {
  return { kind: "choice", name, label, options };
}

/** Many values as a select drawn as a chip. */
export function listField(name: string, label: string, options: ChoiceOption[], env: SheetEnv): HeaderField {
  return { kind: "list", name, label, id: fieldId(name, env), options };
}

/** A short text as a chip field; `wide` for a sentence (an objective) rather than a word. */
export function textField(name: string, label: string, value: string, env: SheetEnv, wide = false): HeaderField {
  return { kind: "text", name, label, id: fieldId(name, env), value, wide };
}

/** A yes/no as a pill on a checkbox. */
export function toggleField(name: string, label: string, checked: boolean, env: SheetEnv): HeaderField {
  return { kind: "toggle", name, label, id: fieldId(name, env), checked };
}

function fieldId(name: string, env: SheetEnv): string {
  return `${env.idPrefix}-${name.replace(/\W/g, "-")}`;
}
