/**
 * Reading the numbers a card action writes on an actor or item, wherever the data model keeps them: a
 * plain number (`system.breaking`), or `{ value, max }` (`system.breaking.value`).
 */

/** A numeric track: where to write it, its value and its maximum when the data says one. */
export interface NumericTrack {
  path: string;
  value: number;
  max: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The number at `system.<key>` (or `system.<key>.value`), or null when the document has none. */
export function readTrack(system: unknown, key: string): NumericTrack | null {
  if (!isRecord(system)) return null;
  const field = system[key];
  if (typeof field === "number" && Number.isInteger(field)) {
    const max = system[`${key}Max`];
    return { path: `system.${key}`, value: field, max: typeof max === "number" ? max : null };
  }
  if (isRecord(field) && typeof field.value === "number" && Number.isInteger(field.value)) {
    return { path: `system.${key}.value`, value: field.value, max: typeof field.max === "number" ? field.max : null };
  }
  return null;
}

/** A number of `system`, or `fallback` when absent. */
export function readNumber(system: unknown, key: string, fallback: number): number {
  if (!isRecord(system)) return fallback;
  const value = system[key];
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** A string of `system`, or null. */
export function readString(system: unknown, key: string): string | null {
  if (!isRecord(system)) return null;
  const value = system[key];
  return typeof value === "string" ? value : null;
}
