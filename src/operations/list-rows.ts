/**
 * Editing a list a character keeps in its system data (skills, expertise, abilities, relationships,
 * traits, ruin advances): pure functions that return a new list, so the Foundry sheets and the sheets
 * page make the same edit and write the whole list back. A bad index is refused with a RulesError.
 */
import { RulesError } from "../rules/errors";

function assertIndex(list: readonly unknown[], index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new RulesError("BadRowIndex", `there is no row ${String(index)} in a list of ${list.length}`, {
      index,
      count: list.length,
    });
  }
}

/** The list with `row` added at the end. */
export function withRowAdded<T>(list: readonly T[], row: T): T[] {
  return [...list, row];
}

/** The list without the row at `index`. */
export function withRowRemoved<T>(list: readonly T[], index: number): T[] {
  assertIndex(list, index);
  return list.filter((_, i) => i !== index);
}

/** The list with the row at `index` changed by `changes` (other rows are left as they are). */
export function withRowChanged<T extends object>(list: readonly T[], index: number, changes: Partial<T>): T[] {
  assertIndex(list, index);
  return list.map((row, i) => (i === index ? { ...row, ...changes } : row));
}

/**
 * An id for a new row made from its name ("Sleight of Hand" -> "sleight-of-hand"), with -2, -3 ...
 * added while another row has it; "row" when the name has no letters or digits.
 */
export function newRowId(existing: readonly { id: string }[], name: string): string {
  const base =
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "row";
  const taken = new Set(existing.map((row) => row.id));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
