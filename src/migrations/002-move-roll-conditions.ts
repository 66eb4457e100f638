/**
 * Migration 2: moves say how each trigger condition rolls (`system.rollConditions`: a roll method and
 * the options it uses, with the fixed value of a custom option).
 *
 * Older moves listed their roll options only. A move of the system's own packs whose options cannot
 * tell how it rolls (Endure Harm's "whichever is higher", Heal's "lower", Continue a Legacy's "each")
 * gets the conditions its pack now ships, by its Datasworn id; any other becomes one condition in which
 * the player picks an option, the way those moves rolled before. A custom option stored its fixed value in its label only
 * ("troublesome (+1)"); that number becomes the option's `value` within the condition, and the label is
 * kept as it was.
 */
import { isPlainObject } from "../paths";
import { FIXED_VALUE_MAX } from "../rules/roll-method";
import { currentDataswornId } from "./005-datasworn-typed-ids";
import { KNOWN_ROLL_CONDITIONS } from "./known-roll-conditions";
import { type StoredRollCondition } from "./stored-roll-condition";
import { type Migration } from "./types";

const FIXED_VALUE = /\(\+(\d+)\)\s*$/;

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The fixed value an older custom option wrote at the end of its label, else 0. */
export function fixedValueOf(option: { using: string; label: string }): number {
  if (option.using !== "custom") return 0;
  const found = FIXED_VALUE.exec(option.label);
  const value = found ? Number(found[1]) : 0;
  return value <= FIXED_VALUE_MAX ? value : 0;
}

/**
 * The conditions an older move rolls by: one player choice over its roll options, or none when it
 * has no options.
 */
export function defaultRollConditions(rollOptions: unknown): StoredRollCondition[] {
  const options = (Array.isArray(rollOptions) ? rollOptions : []).filter(isPlainObject).map((raw) => {
    const option = { using: text(raw.using), key: text(raw.key), label: text(raw.label) };
    return { ...option, value: fixedValueOf(option) };
  });
  return options.length === 0 ? [] : [{ rollMethod: "playerChoice", label: "", rollOptions: options }];
}

/** Whether the stored options name the same (using, key) pairs as the known conditions do. */
function sameOptions(known: readonly StoredRollCondition[], rollOptions: unknown): boolean {
  const pair = (o: { using?: unknown; key?: unknown }) => `${String(o.using)}/${String(o.key)}`;
  const stored = new Set((Array.isArray(rollOptions) ? rollOptions : []).filter(isPlainObject).map(pair));
  const wanted = new Set(known.flatMap((c) => c.rollOptions.map(pair)));
  return stored.size === wanted.size && [...wanted].every((p) => stored.has(p));
}

/**
 * The conditions an older move's `system` data rolls by: the system's own conditions for a Datasworn
 * move whose options cannot tell how it rolls (KNOWN_ROLL_CONDITIONS), else the player's choice over
 * its options.
 */
export function rollConditionsFor(system: Record<string, unknown>): StoredRollCondition[] {
  // Stored before Datasworn 0.1.0, the id has the old form; the known conditions use the new one.
  const known =
    typeof system.dataswornId === "string"
      ? KNOWN_ROLL_CONDITIONS[currentDataswornId(system.dataswornId)]
      : undefined;
  // A move whose options were changed in the world keeps them: the known conditions fit only the pack's.
  if (!known || !sameOptions(known, system.rollOptions)) return defaultRollConditions(system.rollOptions);
  return known.map((condition) => ({
    ...condition,
    rollOptions: condition.rollOptions.map((option) => ({ ...option })),
  }));
}

/** Whether a move's `system` data (whole or a partial update) lists roll options but no conditions. */
function lacksConditions(system: Record<string, unknown>): boolean {
  return Array.isArray(system.rollOptions) && !Array.isArray(system.rollConditions);
}

/**
 * Fills `rollConditions` in place when a move's `system` data lists roll options without conditions,
 * as the model does on load. Data without `rollOptions` (a partial update of other fields) is left alone.
 */
export function fillRollConditions(system: Record<string, unknown>): Record<string, unknown> {
  if (lacksConditions(system)) system.rollConditions = rollConditionsFor(system);
  return system;
}

export const moveRollConditions: Migration = {
  version: 2,
  description: "Moves: how each trigger condition rolls (player choice for older moves)",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system) || !lacksConditions(system)) return {};
    return { "system.rollConditions": rollConditionsFor(system) };
  },
};
