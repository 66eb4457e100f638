/**
 * Reading a number or a string a card action needs from an actor's or item's data, by key.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
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
