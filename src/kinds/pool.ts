/** The pool kind: a Forged Ties pool roll (d10s against two challenge dice, by position and effect). */
import { EFFECTS, MAX_POOL_DICE, POSITIONS, PUSH_CHOICES, resolvePoolRoll } from "../rules/pool";
import { assertInt } from "../rules/validate";
import { type CardWith, defineKind, lowestFaces, type RequestWith } from "./kind";
import { choice, dice, int, nullableChoice, pair, pick } from "./shape";

export const POOL_SHAPE = {
  /** The d10 pool as rolled (after a push added a die, that die is last). */
  pool: dice(10, 1, MAX_POOL_DICE),
  challengeDice: pair(10),
  position: choice(POSITIONS, "risky"),
  effect: choice(EFFECTS, "standard"),
  /** How the roll was pushed, if it was. */
  pushed: nullableChoice(PUSH_CHOICES),
} as const;

export const POOL_REQUEST = {
  ...pick(POOL_SHAPE, ["position", "effect", "pushed"]),
  /** How many d10s to roll (after helpers and a push that added a die). */
  dice: int(1, MAX_POOL_DICE, 1),
} as const;

export type PoolCardState = CardWith<"pool", typeof POOL_SHAPE>;
export type PoolRequest = RequestWith<"pool", typeof POOL_REQUEST>;
/** The dice of a pool roll, as cast. */
export type PoolDice = Pick<PoolCardState, "pool" | "challengeDice">;

/** How many dice a pool request rolls (refuses a count the rules do not accept). */
export function poolCount(request: PoolRequest): number {
  assertInt(request.dice, 1, MAX_POOL_DICE, "pool dice");
  return request.dice;
}

export const pool = defineKind({
  id: "pool",
  shape: POOL_SHAPE,
  request: POOL_REQUEST,
  resolve: (card: PoolCardState) =>
    resolvePoolRoll({ pool: card.pool, challengeDice: card.challengeDice, position: card.position, effect: card.effect }),
  fromDice: (request: PoolRequest, dice: PoolDice): PoolCardState => {
    const { dice: _count, ...rest } = request;
    return { ...rest, pool: [...dice.pool], challengeDice: dice.challengeDice, applied: [] };
  },
  check: (request: PoolRequest): PoolDice => ({ pool: lowestFaces(poolCount(request)), challengeDice: [1, 1] }),
});
