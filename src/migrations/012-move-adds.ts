/**
 * Migration 12: moves carry the conditional adds their text names for their own roll
 * (`system.effects.adds`, src/rules/effects/moves/adds.ts: "If you share a bond, add +1"). A move of
 * our packs, found by its Datasworn id, whose stored effects hold no adds gets the adds its pack now
 * ships, beside the effects it holds (nothing is replaced, so nothing is retired). A move that holds
 * adds already (this migration's, or a GM's own) and a move we hold no adds for are left alone.
 *
 * Moves are items: an unlinked token's delta holds each of its items whole, so an item found in a
 * delta is written like any other (runner.ts).
 */
import { isPlainObject } from "../paths";
import { MOVE_ADDS } from "../rules/effects/moves";
import { storedDataswornId } from "./005-datasworn-typed-ids";
import { type Migration } from "./types";

function recordOrNull(value: unknown): Record<string, unknown> | null {
  return isPlainObject(value) ? value : null;
}

export const moveAdds: Migration = {
  version: 12,
  description: "Moves: the conditional adds the system's moves name for their own roll (IS-04, SF-06)",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    const id = storedDataswornId(source.system) ?? "";
    const adds = Object.hasOwn(MOVE_ADDS, id) ? MOVE_ADDS[id] : [];
    const stored = recordOrNull(source.system)?.effects ?? {};
    if (adds.length === 0 || !isPlainObject(stored) || Object.hasOwn(stored, "adds")) return {};
    return { "system.effects": { ...structuredClone(stored), adds: structuredClone(adds) } };
  },
};
