/**
 * "+N on your next move" from a roll card: a `nextMove` effect of the rolled outcome (and a "make
 * another move now ... add +N", which the next roll takes in the same way: docs/rulings.md) becomes an
 * add stored on the card's character (operations/next-move.ts, `storeNextMoveAdd`); undoing it
 * removes that add again, refused once a roll has used it. Pure: the adds go out as card operations.
 */
import { RulesError } from "../../rules/errors";
import { assertNextMoveAdds, dropNextMoveAdd, type NextMoveAdd } from "../../rules/effects/next-move";
import type { OutcomeEffect } from "../../rules/effects/vocabulary";
import type { CardOperation } from "../../kinds/contract";

/** Whether the card stores this effect as an add on the character (not a change it writes itself). */
export function storesNextMoveAdd(effect: OutcomeEffect): boolean {
  if (effect.type === "nextMove") return true;
  return effect.type === "makeMove" && (effect.add ?? 0) > 0 && effect.automatic === undefined;
}

/** The add `effect` stores, naming the rolled move `source` (a Datasworn move id) as where it came from. */
export function nextMoveAddOf(effect: OutcomeEffect, source: string): NextMoveAdd {
  if (effect.type !== "nextMove" && effect.type !== "makeMove")
    throw new RulesError("NotOffered", `a ${effect.type} effect stores no add`);
  const add = { add: effect.add ?? 0, source, move: effect.move ?? "", notProgress: effect.notProgress === true };
  assertNextMoveAdds([add]);
  return add;
}

/** The operations that store `adds` on the card's character. */
export function storeOperations(adds: readonly NextMoveAdd[]): CardOperation[] {
  return adds.map((add) => ({ op: "storeNextMoveAdd", add }));
}

/**
 * The operations that remove `adds` again, once each is found on the character (`stored`, its
 * `system.nextMove`); refuses ("EffectChangedSince") when one is gone (a roll used it), writing nothing.
 */
export function removeOperations(adds: readonly NextMoveAdd[], stored: unknown): CardOperation[] {
  let left: NextMoveAdd[] = Array.isArray(stored) ? (stored as NextMoveAdd[]) : [];
  for (const add of adds) {
    try {
      left = dropNextMoveAdd(left, add);
    } catch {
      throw new RulesError("EffectChangedSince", "the add stored for the next move has been used since", {
        field: "nextMove",
      });
    }
  }
  return adds.map((add) => ({ op: "removeNextMoveAdd", add }));
}
