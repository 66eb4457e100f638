/**
 * Momentum for Ironsworn and Starforged (docs/rulings.md, "Core rulings"): range -6..+10; the maximum drops by one
 * for each marked debility (Ironsworn) or impact (Starforged); the reset value is +2, +1 with one
 * marked, 0 with two or more.
 */
import { assertInt } from "./validate";

/** The lowest momentum can go. */
export const MOMENTUM_MIN = -6;
/** The highest momentum can go with nothing marked. */
export const MOMENTUM_MAX = 10;
/** Momentum a new character starts with and resets to with nothing marked. */
export const MOMENTUM_RESET = 2;
/**
 * Most marked debilities/impacts accepted: at 16 the maximum (10 - 16) meets the minimum (-6), so
 * the range never turns upside down.
 */
export const MARKED_MAX = MOMENTUM_MAX - MOMENTUM_MIN;

function assertMarked(marked: unknown): asserts marked is number {
  assertInt(marked, 0, MARKED_MAX, "marked debilities/impacts");
}

/** Maximum momentum with `marked` debilities or impacts marked: 10 - marked. */
export function momentumMax(marked: number): number {
  assertMarked(marked);
  return MOMENTUM_MAX - marked;
}

/** Momentum reset value: +2 with nothing marked, +1 with one, 0 with two or more. */
export function momentumReset(marked: number): number {
  assertMarked(marked);
  return Math.max(0, MOMENTUM_RESET - marked);
}

/** `value` (any whole number) held within -6..momentumMax(marked). */
export function clampMomentum(value: number, marked: number): number {
  assertInt(value, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, "momentum");
  const max = momentumMax(marked);
  return Math.min(max, Math.max(MOMENTUM_MIN, value));
}

/**
 * Momentum after taking `delta` (positive to gain, negative to lose), held within
 * -6..momentumMax(marked). `current` must be a valid momentum (-6..10); it may sit above the current
 * maximum (a debility was just marked), in which case the result is brought down to the maximum.
 */
export function adjustMomentum(current: number, delta: number, marked: number): number {
  assertInt(current, MOMENTUM_MIN, MOMENTUM_MAX, "momentum");
  assertInt(delta, -100, 100, "momentum change");
  return clampMomentum(current + delta, marked);
}
