/**
 * Migration 11: an Ironsworn / Starforged character keeps the "+N on your next move" adds no roll has
 * used yet (`system.nextMove`, rules/effects/next-move.ts). A character stored without the list needs
 * nothing (the model's empty list applies on read; an unlinked token's delta is given nothing it does
 * not hold). A list stored by hand or by a module is repaired as the clocks are (repair-list.ts): a
 * null list becomes empty; anything else, each entry the rules cannot read, and the oldest adds past
 * the most kept at once are kept under `flags.vowforge.retired.nextMove`.
 */
import { isPlainObject } from "../paths";
import { MAX_NEXT_MOVE_ADDS, assertNextMoveAdds } from "../rules/effects/next-move";
import { acceptedBy, repairList } from "./repair-list";
import { type Migration } from "./types";

const isAdd = acceptedBy((entry) => assertNextMoveAdds([entry]));

export const characterNextMove: Migration = {
  version: 11,
  description: "Characters: the adds kept for the next move",
  documentName: "Actor",
  types: ["character"],
  migrate(source) {
    const system = source.system;
    return isPlainObject(system) ? repairList("nextMove", system.nextMove, isAdd, MAX_NEXT_MOVE_ADDS) : {};
  },
};
