/**
 * Augur: the momentum track.
 *
 * The track runs from 0 to 6 and resets to 2. Gains stop at 6. A loss that would take the track below
 * 0 becomes 1 harm and a reset to 2. Momentum can be burned only at 4 or more, and burning resets it.
 * Losing momentum instead of taking harm is not an option at 0.
 */
import { RulesError } from "./errors";
import { assertInt } from "./validate";

/** Lowest value of the Augur momentum track. */
export const AUGUR_MOMENTUM_MIN = 0;
/** Highest value of the Augur momentum track. */
export const AUGUR_MOMENTUM_MAX = 6;
/** Value the Augur momentum track resets to (after a burn, or after dropping below 0). */
export const AUGUR_MOMENTUM_RESET = 2;
/** Least momentum that can be burned. */
export const AUGUR_BURN_MIN = 4;

function assertMomentum(current: unknown): asserts current is number {
  assertInt(current, AUGUR_MOMENTUM_MIN, AUGUR_MOMENTUM_MAX, "momentum");
}

/** Momentum after gaining `n` (a whole number >= 0), stopping at 6. */
export function gainMomentum(current: number, n: number): number {
  assertMomentum(current);
  assertInt(n, 0, Number.MAX_SAFE_INTEGER, "momentum gained");
  return Math.min(AUGUR_MOMENTUM_MAX, current + n);
}

/** The track after a loss of momentum. */
export interface AugurMomentumLoss {
  /** Momentum after the loss (2 when the loss would have gone below 0). */
  momentum: number;
  /** Harm to take because of the loss: 1 when it would have gone below 0, else 0. */
  harm: 0 | 1;
}

/**
 * Loses `n` momentum (a whole number >= 0). Dropping exactly to 0 is fine; a loss that would go below
 * 0 becomes 1 harm (however far below) and the track resets to 2.
 */
export function loseMomentum(current: number, n: number): AugurMomentumLoss {
  assertMomentum(current);
  assertInt(n, 0, Number.MAX_SAFE_INTEGER, "momentum lost");
  const next = current - n;
  if (next < AUGUR_MOMENTUM_MIN) return { momentum: AUGUR_MOMENTUM_RESET, harm: 1 };
  return { momentum: next, harm: 0 };
}

/** True when momentum can be burned (4 or more). */
export function canBurn(current: number): boolean {
  assertMomentum(current);
  return current >= AUGUR_BURN_MIN;
}

/** Burns momentum: requires 4 or more, and returns the value the track resets to (2). */
export function burnMomentum(current: number): number {
  assertMomentum(current);
  if (current < AUGUR_BURN_MIN) {
    throw new RulesError(
      "BurnTooLow",
      `momentum ${current} cannot be burned: it must be ${AUGUR_BURN_MIN} or more`,
      {
        momentum: current,
      },
    );
  }
  return AUGUR_MOMENTUM_RESET;
}

/** True when a character may lose momentum instead of taking harm (not an option at 0). */
export function canLoseMomentumInsteadOfHarm(current: number): boolean {
  assertMomentum(current);
  return current > AUGUR_MOMENTUM_MIN;
}
