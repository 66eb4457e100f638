/**
 * Migration 1: characters keep their stats under `system.stats`, their meters under `system.meters`
 * and their momentum as a plain number.
 *
 * Older data stored the five stats and the three meters flat on `system` (`system.edge`,
 * `system.health`) and momentum as `{ value, max, reset }`. The maximum and reset are now derived from
 * the marked debilities/impacts, so their old stored values are kept under
 * `flags.vowforge.retired.momentum` rather than dropped; a flat value that meets a different value
 * already at its new place is kept there too.
 */
import { METERS, STATS } from "../config";
import { isPlainObject, setPath } from "../paths";
import { MOMENTUM_RESET } from "../rules/challenge";
import { removalKey } from "./apply-update";
import { readableSystem } from "./token-delta";
import { type FlatUpdate, type Migration } from "./types";

/** Where the old values go, relative to `system` (set, remove) and to the retired flag (retired). */
export interface CharacterReshape {
  set: Record<string, unknown>;
  remove: string[];
  retired: Record<string, unknown>;
}

/**
 * Moves the flat values `system` holds into `group`; `readable` is what the values meet there (the same
 * data, or for a token's delta what the token shows: see token-delta.ts).
 */
function moveFlat(
  system: Record<string, unknown>,
  readable: Record<string, unknown>,
  keys: readonly string[],
  group: string,
  plan: CharacterReshape,
): void {
  const nested = isPlainObject(readable[group]) ? readable[group] : {};
  for (const key of keys) {
    if (!Object.hasOwn(system, key)) continue;
    const value = system[key];
    plan.remove.push(key);
    if (!Object.hasOwn(nested, key)) plan.set[`${group}.${key}`] = value;
    else if (nested[key] !== value) plan.retired[key] = value;
  }
}

function asNumber(value: unknown): number | null {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/**
 * What must change in a character's `system` data; all empty when it already has the current shape.
 * For a token's delta, `readable` is what the token shows (the actor's data with the delta over it):
 * only what the delta holds is moved or retired, and it meets what the token shows at its new place.
 */
export function planCharacterReshape(
  system: Record<string, unknown>,
  readable: Record<string, unknown> = system,
): CharacterReshape {
  const plan: CharacterReshape = { set: {}, remove: [], retired: {} };
  moveFlat(system, readable, STATS, "stats", plan);
  moveFlat(system, readable, METERS, "meters", plan);
  const momentum = system.momentum;
  if (isPlainObject(momentum)) {
    // A delta may hold part of the old object (its maximum only): the value is the one the token shows.
    const shown = isPlainObject(readable.momentum) ? readable.momentum : momentum;
    const value = asNumber(shown.value);
    // Without a readable value momentum starts again from its reset value, as a new character does; it is
    // written, not removed, since the update check refuses removing a number (src/data/special-keys.ts).
    plan.set.momentum = value ?? MOMENTUM_RESET;
    for (const [key, inner] of Object.entries(momentum)) {
      if (key !== "value" || value === null) plan.retired[`momentum.${key}`] = inner;
    }
  }
  return plan;
}

/**
 * Applies the reshape to `system` in place, as a model's `migrateData` does when old data loads.
 * Retired values have no place inside `system`; the migration runner keeps them in flags.
 */
export function reshapeCharacterSystem(system: Record<string, unknown>): Record<string, unknown> {
  const plan = planCharacterReshape(system);
  for (const key of plan.remove) delete system[key];
  for (const [path, value] of Object.entries(plan.set)) setPath(system, path, value);
  return system;
}

export const characterShape: Migration = {
  version: 1,
  description: "Characters: stats under system.stats, meters under system.meters, momentum as a number",
  documentName: "Actor",
  types: ["character"],
  migrate(source, context) {
    const system = source.system;
    if (!isPlainObject(system)) return {};
    const plan = planCharacterReshape(system, readableSystem(source, context));
    const update: FlatUpdate = {};
    for (const key of plan.remove) update[removalKey(`system.${key}`)] = null;
    for (const [path, value] of Object.entries(plan.set)) update[`system.${path}`] = value;
    for (const [path, value] of Object.entries(plan.retired))
      update[`flags.vowforge.retired.${path}`] = value;
    return update;
  },
};
