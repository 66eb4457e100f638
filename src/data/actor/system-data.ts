/**
 * Reading a model's system data (stored source or prepared instance) for the rules engine: one key,
 * a copy of the keys that make up the rules' state, and a derived value that falls back when the
 * rules refuse the data.
 */
import { RulesError } from "../../rules/errors";

/** The value at `key` of the system data, or undefined. */
export function pick(system: unknown, key: string): unknown {
  return typeof system === "object" && system !== null ? (system as Record<string, unknown>)[key] : undefined;
}

/** A deep copy of `keys` of the system data: the rules check it on every call, never trust it. */
export function pickState<T>(system: unknown, keys: readonly string[]): T {
  return structuredClone(Object.fromEntries(keys.map((key) => [key, pick(system, key)]))) as T;
}

/** `compute()`, or `fallback` when the rules refuse the data (a RulesError); other errors pass. */
export function safely<T>(compute: () => T, fallback: T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RulesError) return fallback;
    throw error;
  }
}
