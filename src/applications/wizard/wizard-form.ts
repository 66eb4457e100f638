/**
 * Reads a form's named controls into plain values, the same way in Foundry (the window's <form>), the
 * playground and the tests: each name maps to the values it holds. A checkbox or a radio button counts
 * only when checked (so several checkboxes of one name give a list, and an unchecked one an empty
 * list); every other control gives its value.
 */

/** The values of a form's named controls, by name. */
export type FormValues = Readonly<Record<string, readonly string[]>>;

/** The part of a form control read here (an input, select or textarea has it). */
export interface FormControlLike {
  name: string;
  type?: string;
  value: string;
  checked?: boolean;
}

/** The values of `controls` (a form's `elements`). Controls without a name are left out. */
export function formValues(controls: Iterable<unknown>): FormValues {
  const out: Record<string, string[]> = {};
  for (const item of controls) {
    const control = item as Partial<FormControlLike>;
    if (typeof control.name !== "string" || control.name === "" || typeof control.value !== "string") continue;
    const list = (out[control.name] ??= []);
    const choosable = control.type === "checkbox" || control.type === "radio";
    if (!choosable || control.checked === true) list.push(control.value);
  }
  return out;
}

/** Whether the form had a control of this name. */
export function has(values: FormValues, name: string): boolean {
  return Object.hasOwn(values, name);
}

/** The first value of `name`, or "". */
export function text(values: FormValues, name: string): string {
  return values[name]?.[0] ?? "";
}

/** Every value of `name`. */
export function list(values: FormValues, name: string): string[] {
  return [...(values[name] ?? [])];
}

/** Whether a checkbox of this name is checked. */
export function flag(values: FormValues, name: string): boolean {
  return (values[name]?.length ?? 0) > 0;
}

/** The value of `name` as a whole number, or null when it is blank or not one. */
export function whole(values: FormValues, name: string): number | null {
  const raw = text(values, name).trim();
  if (!/^-?\d+$/.test(raw)) return null;
  return Number(raw);
}

/** How many rows of the list `prefix` the form holds (controls named `prefix.<i>` or `prefix.<i>.<part>`). */
export function rowCount(values: FormValues, prefix: string): number {
  let count = 0;
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)(\\.|$)`);
  for (const name of Object.keys(values)) {
    const match = pattern.exec(name);
    if (match) count = Math.max(count, Number(match[1]) + 1);
  }
  return count;
}
