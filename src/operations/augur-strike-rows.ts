/**
 * What the Augur and Strike! edit operations share: a name as the player typed it (trimmed, or refused
 * when blank or too long), a whole number typed in a field, a list read from the actor's system data,
 * a named row added with an id made from its name, and one list written back whole.
 */
import { newRowId, withRowAdded } from "./list-rows";
import { RulesError } from "../rules/errors";
import { MAX_LIST } from "../rules/strike-character";
import { writeChanges, type TrackActor } from "./actor-write";

/** Longest name a row may have. */
export const MAX_NAME_LENGTH = 200;
/** Most rows in one list. */
export const MAX_ROWS = MAX_LIST;

/** The name `value` as it will be stored (trimmed); refused when blank or longer than MAX_NAME_LENGTH. */
export function cleanName(value: unknown): string {
  const name = typeof value === "string" ? value.trim() : "";
  if (name === "" || name.length > MAX_NAME_LENGTH) {
    throw new RulesError("EntryName", `a name must have 1 to ${MAX_NAME_LENGTH} characters`, {
      max: MAX_NAME_LENGTH,
    });
  }
  return name;
}

/** A whole number typed in a field ("3" or 3), or NaN when it is not one. */
export function typedInt(value: unknown): number {
  if (typeof value === "number") return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value !== "string" || !/^\s*-?\d+\s*$/.test(value)) return Number.NaN;
  return Number(value);
}

/**
 * A copy of the list stored at `system[key]` (empty when there is none). `system` is the character's data
 * narrowed by its subtype, so `key` must name one of its list fields; the rows are read as `T`, the row
 * type the edit writes, which the rules check whole before anything is written.
 */
export function storedRows<T, K extends string>(system: { readonly [P in K]?: readonly unknown[] | null }, key: K): T[] {
  const list = system[key];
  return Array.isArray(list) ? (structuredClone(list) as T[]) : [];
}

/** The list with a new row named `name` (its id made from the name); refused when the list is full. */
export function withNamedRow<T extends { id: string }>(
  list: readonly T[],
  name: unknown,
  make: (id: string, name: string) => T,
): T[] {
  if (list.length >= MAX_ROWS) {
    throw new RulesError("ListFull", `a list holds at most ${MAX_ROWS} rows`, { max: MAX_ROWS });
  }
  const clean = cleanName(name);
  return withRowAdded(list, make(newRowId(list, clean), clean));
}

/** Writes `list` whole at `system.<key>` in one update. */
export async function writeRows(actor: TrackActor, key: string, list: readonly unknown[]): Promise<void> {
  await writeChanges(actor, { [`system.${key}`]: list });
}

/** The values of one edit row's fields, by field name: text as typed, checkboxes as true or false. */
export type EditFields = Readonly<Record<string, string | boolean>>;

/** A field's text ("" when absent or a checkbox). */
export function fieldText(fields: EditFields, name: string): string {
  const value = fields[name];
  return typeof value === "string" ? value : "";
}
