/**
 * A character's stored "+N on your next move" adds as the roll dialog offers them: one tick per add
 * the move may take (rules/effects/next-move.ts), opened ticked and naming the move that granted it;
 * the ticks left on once the roll is made name the adds the roll used.
 */
import { moveNameFromId, offeredNextMoveAdds, type NextMoveAdd, type NextMoveTarget } from "../../rules/effects/next-move";
import { type AddOffer } from "./roll-dialog-types";

const PREFIX = "nextMove.";

/** The ticks the dialog offers for the stored adds this move may take. */
export function nextMoveOffers(adds: readonly NextMoveAdd[], target: NextMoveTarget): AddOffer[] {
  return offeredNextMoveAdds(adds, target).map((i) => ({
    id: `${PREFIX}${i}`,
    add: adds[i].add,
    label: "VOWFORGE.Dialog.Offer.NextMove",
    labelData: { source: moveNameFromId(adds[i].source) },
    ticked: true,
  }));
}

/** The indexes of the stored adds among the ticked offers' ids. */
export function usedNextMoveAdds(ticked: readonly string[]): number[] {
  return ticked.filter((id) => id.startsWith(PREFIX)).map((id) => Number(id.slice(PREFIX.length)));
}
