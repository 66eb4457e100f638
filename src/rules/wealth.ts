/**
 * Strike! wealth: buying items on the 6x3 purchase table, being Short or Broke, cash parcels.
 *
 * Rulings:
 * - Short is one condition: while the short count is 1 or 2 the character acts one tier lower.
 *   The third Short turns into a Broke and the short count goes back to 0.
 * - Each Broke is one more tier lower (Broke is cumulative). Short and Broke stack: a Broke character
 *   who is also Short acts one further tier lower, so a Short while Broke is never free.
 * - The effective tier is not floored at 0: below 0 every item is over the character's wealth.
 * - Recovering from Short clears it (count to 0). Recovering from Broke removes one Broke. Recovering
 *   when there is nothing to recover from is refused.
 * - A parcel spent to recover from Short must equal the unpenalised tier.
 * - "Target tier + 1" (docs/rulings.md, open readings): raising wealth takes a parcel of the tier
 *   aimed at, the current tier + 1.
 * - Buying with a cash parcel (docs/rulings.md, Strike!): the parcel buys an item of its tier or lower
 *   outright, with no roll, and wealth (tier, Short, Broke) is left as it is; the sheet keeps no
 *   count of parcels, the player names the parcel spent.
 * - Investing while Broke (docs/rulings.md, open readings): the parcel (current tier + 1) removes one
 *   Broke and does not raise the tier; only with no Broke left does investing raise the tier. So
 *   `investParcel` while Broke equals `recoverBroke` paid with a parcel. Short is left as it is.
 */
import { RulesError } from "./errors";
import { assertDie, assertInt } from "./validate";

/** Highest wealth, price and parcel tier. */
export const MAX_WEALTH_TIER = 10;
/** Most Broke marks a character can carry. */
export const MAX_BROKE = 20;
/** Shorts that turn into a Broke. */
export const SHORTS_PER_BROKE = 3;

/** Item price tier compared to the character's effective wealth tier. */
export const WEALTH_COLUMNS = ["below", "at", "over"] as const;
/** "below": the item's tier is lower than wealth; "at": equal; "over": higher. */
export type WealthColumn = (typeof WEALTH_COLUMNS)[number];

/** One cell of the purchase table. */
export interface WealthOutcome {
  /** The purchase happens (false: a twist instead). */
  success: boolean;
  /** A bonus comes with it. */
  bonus: boolean;
  /** Number of costs (0, 1 or 2). */
  costs: 0 | 1 | 2;
  /** The item comes with a flaw. */
  flaw: boolean;
}

function cell(success: boolean, bonus: boolean, costs: 0 | 1 | 2, flaw: boolean): WealthOutcome {
  return Object.freeze({ success, bonus, costs, flaw });
}
const S_BONUS = cell(true, true, 0, false);
const S = cell(true, false, 0, false);
const S_COST = cell(true, false, 1, false);
const S_2COSTS = cell(true, false, 2, false);
const T = cell(false, false, 0, false);
const T_FLAW = cell(false, false, 0, true);

/** The purchase table: column, then die face 1..6. */
export const WEALTH_TABLE: Readonly<Record<WealthColumn, Readonly<Record<1 | 2 | 3 | 4 | 5 | 6, WealthOutcome>>>> =
  Object.freeze({
    below: Object.freeze({ 6: S_BONUS, 5: S_BONUS, 4: S, 3: S, 2: S_COST, 1: S_2COSTS }),
    at: Object.freeze({ 6: S_BONUS, 5: S, 4: S_COST, 3: S_2COSTS, 2: T, 1: T_FLAW }),
    over: Object.freeze({ 6: S, 5: S_COST, 4: S_2COSTS, 3: T, 2: T_FLAW, 1: T_FLAW }),
  });

/** A character's wealth. */
export interface WealthState {
  /** Unpenalised wealth tier, 0..MAX_WEALTH_TIER. */
  tier: number;
  /** Shorts marked since the last Broke or recovery, 0..2. */
  short: number;
  /** Broke marks, 0..MAX_BROKE; each is one tier lower. */
  broke: number;
}

function assertTier(value: unknown, what: string): asserts value is number {
  assertInt(value, 0, MAX_WEALTH_TIER, what);
}

/** Throws unless `state` is a valid wealth state. */
export function assertWealth(state: WealthState): void {
  if (typeof state !== "object" || state === null) {
    throw new RulesError("BadWealth", "wealth must be an object with tier, short and broke", { value: state });
  }
  assertTier(state.tier, "wealth.tier");
  assertInt(state.short, 0, SHORTS_PER_BROKE - 1, "wealth.short");
  assertInt(state.broke, 0, MAX_BROKE, "wealth.broke");
}

/** The tier the character acts at: tier, minus 1 while Short, minus 1 per Broke (may be negative). */
export function effectiveTier(state: WealthState): number {
  assertWealth(state);
  return state.tier - (state.short > 0 ? 1 : 0) - state.broke;
}

/** Marks one Short; the third becomes a Broke and the short count resets to 0. */
export function markShort(state: WealthState): WealthState {
  assertWealth(state);
  const short = state.short + 1;
  if (short < SHORTS_PER_BROKE) return { ...state, short };
  return markBroke({ ...state, short: 0 });
}

/** Marks one Broke. */
export function markBroke(state: WealthState): WealthState {
  assertWealth(state);
  if (state.broke >= MAX_BROKE) {
    throw new RulesError("TooBroke", `at most ${MAX_BROKE} Broke marks`, { broke: state.broke });
  }
  return { ...state, broke: state.broke + 1 };
}

/** How a recovery is paid for: time (a week for Short, a year for Broke), or a cash parcel of this tier. */
export interface WealthRecoveryOptions {
  parcelTier?: number;
}

/** Recovers from Short (short count to 0): by working a week, or a parcel equal to the unpenalised tier. */
export function recoverShort(state: WealthState, options: WealthRecoveryOptions = {}): WealthState {
  assertWealth(state);
  if (state.short === 0) throw new RulesError("NotShort", "the character is not Short", { state });
  if (options.parcelTier !== undefined) {
    assertTier(options.parcelTier, "parcelTier");
    if (options.parcelTier !== state.tier) {
      throw new RulesError("WrongParcelTier", `recovering from Short takes a tier ${state.tier} parcel`, {
        expected: state.tier,
        got: options.parcelTier,
      });
    }
  }
  return { ...state, short: 0 };
}

/** Removes one Broke: by working a year, or a parcel of the unpenalised tier + 1. */
export function recoverBroke(state: WealthState, options: WealthRecoveryOptions = {}): WealthState {
  assertWealth(state);
  if (state.broke === 0) throw new RulesError("NotBroke", "the character is not Broke", { state });
  if (options.parcelTier !== undefined) {
    assertTier(options.parcelTier, "parcelTier");
    if (options.parcelTier !== state.tier + 1) {
      throw new RulesError("WrongParcelTier", `recovering from Broke takes a tier ${state.tier + 1} parcel`, {
        expected: state.tier + 1,
        got: options.parcelTier,
      });
    }
  }
  return { ...state, broke: state.broke - 1 };
}

/** Whether a cash parcel buys an item outright (parcel tier equal to or above the item's). */
export function canBuyWithParcel(parcelTier: number, itemTier: number): boolean {
  assertTier(parcelTier, "parcelTier");
  assertTier(itemTier, "itemTier");
  return parcelTier >= itemTier;
}

/** A purchase paid with a cash parcel: no roll, the item is bought outright. */
export interface ParcelPurchase {
  /** The spent parcel's tier. */
  parcelTier: number;
  /** The item's price tier. */
  itemTier: number;
}

/**
 * Spends a cash parcel on an item (no purchase roll, wealth untouched). Refused when there is no parcel
 * to spend (`parcelTier` null) and when the parcel's tier is below the item's.
 */
export function spendParcel(parcelTier: number | null, itemTier: number): ParcelPurchase {
  assertTier(itemTier, "itemTier");
  if (parcelTier === null) throw new RulesError("NoParcel", "there is no cash parcel to spend", { itemTier });
  if (!canBuyWithParcel(parcelTier, itemTier)) {
    throw new RulesError("ParcelTooLow", `a tier ${parcelTier} parcel does not buy a tier ${itemTier} item`, {
      parcelTier,
      itemTier,
    });
  }
  return { parcelTier, itemTier };
}

/**
 * Invests a cash parcel of tier + 1: while Broke it removes one Broke (the tier stays); otherwise it
 * raises the wealth tier by one. Short is left as it is.
 */
export function investParcel(state: WealthState, parcelTier: number): WealthState {
  assertWealth(state);
  assertTier(parcelTier, "parcelTier");
  if (parcelTier !== state.tier + 1) {
    throw new RulesError("WrongParcelTier", `raising wealth from tier ${state.tier} takes a tier ${state.tier + 1} parcel`, {
      expected: state.tier + 1,
      got: parcelTier,
    });
  }
  if (state.broke > 0) return { ...state, broke: state.broke - 1 };
  return { ...state, tier: state.tier + 1 };
}

/** The column of the purchase table for an item at `itemTier` bought at `tier`. */
export function wealthColumn(itemTier: number, tier: number): WealthColumn {
  if (itemTier < tier) return "below";
  return itemTier === tier ? "at" : "over";
}

/** Input of a purchase roll. */
export interface PurchaseInput {
  /** The d6 rolled. */
  die: number;
  /** The buyer's wealth. */
  wealth: WealthState;
  /** The item's price tier. */
  itemTier: number;
}

/** The resolved purchase roll. */
export interface PurchaseResult extends WealthOutcome {
  /** The d6 rolled. */
  die: number;
  /** The tier the buyer acted at (Short and Broke applied). */
  effectiveTier: number;
  /** The item's price tier. */
  itemTier: number;
  /** The column read: item below, at or over the effective tier. */
  column: WealthColumn;
}

/** Resolves a purchase roll on the wealth table. */
export function resolvePurchase(input: PurchaseInput): PurchaseResult {
  assertDie(input.die, 6, "die");
  assertTier(input.itemTier, "itemTier");
  const tier = effectiveTier(input.wealth);
  const column = wealthColumn(input.itemTier, tier);
  const outcome = WEALTH_TABLE[column][input.die as 1 | 2 | 3 | 4 | 5 | 6];
  return { ...outcome, die: input.die, effectiveTier: tier, itemTier: input.itemTier, column };
}
