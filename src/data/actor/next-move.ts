/**
 * "+N on your next move" kept on an Ironsworn / Starforged character (`system.nextMove`): the adds an
 * outcome granted and no roll has used yet, as the rules keep them (`rules/effects/next-move.ts`),
 * written whole by the next-move operations (`operations/next-move.ts`), which check each list through
 * the rules before it is stored.
 */
import { boolField, intField, textField } from "../fields";

/** One stored add: +1..+5, the move that granted it, the move it is for ("" any), not for progress. */
export function nextMoveAddField() {
  return new foundry.data.fields.SchemaField({
    add: intField(1, 5, 1),
    source: textField(),
    move: textField(),
    notProgress: boolField(),
  });
}

/** The adds waiting for a later move (empty for a new character). */
export function nextMoveField() {
  return new foundry.data.fields.ArrayField(nextMoveAddField());
}
