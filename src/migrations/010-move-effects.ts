/**
 * Migration 10: moves carry their outcome effects (`system.effects`, src/rules/effects). A move of
 * our packs, found by its Datasworn id, gets the effects its pack now ships; stored effects that
 * differ are replaced and kept under `flags.vowforge.retired.effects`. A move we hold no effects for
 * (a GM's homebrew, a move that is not rolled) is left alone: the model's empty effects apply on read.
 * Our own games' moves have no Datasworn id and are left alone too: their effects are all empty
 * (docs/rulings.md), which is what the model's empty effects read as.
 *
 * A move whose roll we make otherwise than its text (ROLL_RULINGS: Companion Takes a Hit, SF-04) and
 * that still holds the text's conditions gets the ruling's conditions and options, the old ones kept
 * under `flags.vowforge.retired`; a move whose conditions were changed in the world keeps them.
 *
 * Moves are items: an unlinked token's delta holds each of its items whole, so an item found in a
 * delta is written like any other (runner.ts).
 */
import { isPlainObject } from "../paths";
import { ROLL_RULINGS, documentEffects, rulingRollOptions } from "../rules/effects/moves";
import { currentDataswornId } from "./005-datasworn-typed-ids";
import { type FlatUpdate, type Migration } from "./types";

/** JSON with object keys in order, so equal data compares equal however it was stored. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

function hasKeys(value: unknown): boolean {
  return isPlainObject(value) && Object.keys(value).length > 0;
}

export const moveEffects: Migration = {
  version: 10,
  description: "Moves: the outcome effects of the system's moves, and Companion Takes a Hit's roll (SF-04)",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system) || typeof system.dataswornId !== "string") return {};
    const id = currentDataswornId(system.dataswornId);
    const update: FlatUpdate = {};
    const effects = documentEffects(id);
    if (hasKeys(effects) && canonical(system.effects) !== canonical(effects)) {
      update["system.effects"] = effects;
      if (hasKeys(system.effects)) update["flags.vowforge.retired.effects"] = system.effects;
    }
    const ruling = Object.hasOwn(ROLL_RULINGS, id) ? ROLL_RULINGS[id] : undefined;
    if (ruling && canonical(system.rollConditions) === canonical(ruling.replaces)) {
      update["system.rollConditions"] = structuredClone(ruling.conditions);
      update["system.rollOptions"] = rulingRollOptions(ruling);
      update["flags.vowforge.retired.rollConditions"] = system.rollConditions;
      if (system.rollOptions !== undefined) update["flags.vowforge.retired.rollOptions"] = system.rollOptions;
    }
    return update;
  },
};
