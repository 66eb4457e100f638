/**
 * "+N on your next move": adds kept on the character until a roll uses them. An add is offered to the
 * next move it fits (the move it names, or any move; never a progress move when it says so), and used
 * once: the roll that takes it removes it.
 */
import { RulesError } from "../errors";
import { assertBool, assertInt } from "../validate";
import { assertMoveId } from "./validate-effects";

/** One stored add. */
export interface NextMoveAdd {
  /** +1 .. +5. */
  readonly add: number;
  /** Datasworn id of the move that granted it. */
  readonly source: string;
  /** Only this move (Datasworn id) may use it; "" for any move. */
  readonly move: string;
  /** Not for a progress move. */
  readonly notProgress: boolean;
}

/** Most adds kept at once: more would be a stale pile nobody used. */
export const MAX_NEXT_MOVE_ADDS = 10;

/** Throws unless `value` is a list of stored adds. */
export function assertNextMoveAdds(value: unknown): asserts value is NextMoveAdd[] {
  if (!Array.isArray(value)) throw new RulesError("NotArray", "next move adds must be a list", { value });
  assertInt(value.length, 0, MAX_NEXT_MOVE_ADDS, "next move adds");
  value.forEach((a: unknown, i) => {
    if (typeof a !== "object" || a === null)
      throw new RulesError("BadNextMoveAdd", `nextMove[${i}] must be an object`, {});
    const add = a as Partial<NextMoveAdd>;
    assertInt(add.add, 1, 5, `nextMove[${i}].add`);
    assertMoveId(add.source, `nextMove[${i}].source`);
    if (add.move !== "") assertMoveId(add.move, `nextMove[${i}].move`);
    assertBool(add.notProgress, `nextMove[${i}].notProgress`);
  });
}

/** The adds kept after a new one; the oldest goes when the list is full. */
export function keepNextMoveAdd(adds: readonly NextMoveAdd[], add: NextMoveAdd): NextMoveAdd[] {
  assertNextMoveAdds(adds);
  assertNextMoveAdds([add]);
  return [...adds, add].slice(-MAX_NEXT_MOVE_ADDS);
}

/** An add with its keys in the stored order, to compare by value. */
function keyed(a: NextMoveAdd): NextMoveAdd {
  return { add: a.add, source: a.source, move: a.move, notProgress: a.notProgress };
}

/** The adds kept once `add` is taken back (the last one equal to it); refuses ("NextMoveAddGone") when none is. */
export function dropNextMoveAdd(adds: readonly NextMoveAdd[], add: NextMoveAdd): NextMoveAdd[] {
  assertNextMoveAdds(adds);
  let at = adds.length - 1;
  while (at >= 0 && JSON.stringify(keyed(adds[at])) !== JSON.stringify(keyed(add))) at -= 1;
  if (at < 0) throw new RulesError("NextMoveAddGone", "that add is no longer kept for the next move", {});
  return adds.filter((_, i) => i !== at);
}

/**
 * A readable name of a move from its Datasworn id ("move:starforged/adventure/secure_an_advantage"
 * gives "Secure an advantage"), for the tick's label; the id itself when it has no last segment.
 */
export function moveNameFromId(id: string): string {
  const last = id.split("/").at(-1) ?? "";
  const words = last.replace(/_/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : id;
}

/** The move about to be rolled, as adds see it. */
export interface NextMoveTarget {
  /** Its Datasworn id. */
  readonly moveId: string;
  /** True for a progress roll. */
  readonly progress: boolean;
}

/** Indexes of the stored adds this move may take (the roll dialog offers each as a tick naming its source). */
export function offeredNextMoveAdds(adds: readonly NextMoveAdd[], target: NextMoveTarget): number[] {
  assertNextMoveAdds(adds);
  return adds.flatMap((a, i) =>
    (a.move === "" || a.move === target.moveId) && !(a.notProgress && target.progress) ? [i] : [],
  );
}

/** The adds left once a roll has used `used` (indexes from `offeredNextMoveAdds`), and their sum. */
export function useNextMoveAdds(
  adds: readonly NextMoveAdd[],
  target: NextMoveTarget,
  used: readonly number[],
): { adds: NextMoveAdd[]; total: number } {
  const offered = new Set(offeredNextMoveAdds(adds, target));
  for (const i of used) {
    if (!offered.has(i))
      throw new RulesError("NextMoveAddNotOffered", `add ${i} is not offered to this move`, { index: i });
  }
  if (new Set(used).size !== used.length)
    throw new RulesError("NextMoveAddTwice", "an add is used once", { used });
  return {
    adds: adds.filter((_, i) => !used.includes(i)),
    total: used.reduce((sum, i) => sum + adds[i].add, 0),
  };
}
