/**
 * "+N on your next move" on an Ironsworn / Starforged character (`system.nextMove`): an outcome's
 * `nextMove` effect stores an add (`storeNextMoveAdd`, what a card button calls), and the roll that
 * takes adds removes them (`spendNextMoveAdds`, what the roll dialog's road calls once the roll is
 * made). Both go through the rules (rules/effects/next-move.ts) and write the list whole.
 */
import {
  dropNextMoveAdd,
  keepNextMoveAdd,
  useNextMoveAdds,
  type NextMoveAdd,
  type NextMoveTarget,
} from "../rules/effects/next-move";
import { requireType, writeChanges, type TrackActor } from "./actor-write";

/** The adds the character holds, as plain data. */
export function nextMoveAddsOf(actor: TrackActor): NextMoveAdd[] {
  requireType(actor, "character");
  return actor.system.nextMove.map((a) => ({ ...a }));
}

/**
 * Keeps `add` on the character for its next move (the oldest goes when the list is full); refuses
 * (RulesError) an add the rules cannot read. Resolves to the list stored.
 */
export async function storeNextMoveAdd(actor: TrackActor, add: NextMoveAdd): Promise<NextMoveAdd[]> {
  const next = keepNextMoveAdd(nextMoveAddsOf(actor), add);
  await writeChanges(actor, { "system.nextMove": next });
  return next;
}

/**
 * Takes back a stored add (an outcome effect undone on its card); refuses (RulesError
 * "NextMoveAddGone") when the character no longer keeps it, writing nothing. Resolves to the list stored.
 */
export async function removeNextMoveAdd(actor: TrackActor, add: NextMoveAdd): Promise<NextMoveAdd[]> {
  const next = dropNextMoveAdd(nextMoveAddsOf(actor), add);
  await writeChanges(actor, { "system.nextMove": next });
  return next;
}

/**
 * Removes the adds a roll of `target` used (`used`: indexes of the stored list, each offered to that
 * move); refuses (RulesError) an index not offered or named twice, writing nothing. Resolves to the
 * sum of the adds used.
 */
export async function spendNextMoveAdds(
  actor: TrackActor,
  target: NextMoveTarget,
  used: readonly number[],
): Promise<number> {
  if (used.length === 0) return 0;
  const { adds, total } = useNextMoveAdds(nextMoveAddsOf(actor), target, used);
  await writeChanges(actor, { "system.nextMove": adds });
  return total;
}
