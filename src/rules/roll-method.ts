/**
 * How a move's trigger condition uses its roll options (Datasworn's roll methods):
 * - `playerChoice`: the player picks one option;
 * - `highest` / `lowest`: the option with the highest / lowest value is rolled ("+health or +iron,
 *   whichever is higher"); on a tie the first listed option is taken;
 * - `all`: every option is rolled, one roll each (Continue a Legacy's three legacy tracks);
 * - `strongHit` / `weakHit` / `miss`: no roll, the outcome is given;
 * - `progressRoll`: a progress roll on the move's track (one option, picked like `playerChoice`).
 */
import { assertInt, assertOneOf } from "./validate";

export const ROLL_METHODS = [
  "playerChoice",
  "highest",
  "lowest",
  "all",
  "strongHit",
  "weakHit",
  "miss",
  "progressRoll",
] as const;
export type RollMethod = (typeof ROLL_METHODS)[number];

export const AUTOMATIC_OUTCOMES = ["strongHit", "weakHit", "miss"] as const;
export type AutomaticOutcome = (typeof AUTOMATIC_OUTCOMES)[number];

export function isRollMethod(value: unknown): value is RollMethod {
  return typeof value === "string" && (ROLL_METHODS as readonly string[]).includes(value);
}

/** The outcome a method gives without a roll, or null when the method rolls. */
export function automaticOutcome(method: RollMethod): AutomaticOutcome | null {
  return (AUTOMATIC_OUTCOMES as readonly string[]).includes(method) ? (method as AutomaticOutcome) : null;
}

/** What a method makes of the candidates the actor has values for. */
export type MethodPick<T> =
  /** The player picks one of these. */
  | { kind: "choose"; options: T[] }
  /** This one is rolled, picked from `from` by the method. */
  | { kind: "picked"; option: T; from: T[] }
  /** Each of these is rolled once. */
  | { kind: "each"; options: T[] }
  /** No roll: the outcome is given. */
  | { kind: "automatic"; outcome: AutomaticOutcome }
  /** The method needs a value and the actor has none of the options. */
  | { kind: "none" };

/** The largest fixed value a custom roll option may name (the action score's cap). */
export const FIXED_VALUE_MAX = 10;

/** Roll option values are small whole numbers (stats, meters, fixed values, progress scores). */
export const OPTION_VALUE_MIN = -99;
export const OPTION_VALUE_MAX = 99;

/**
 * Applies a roll method to the candidates (in the order the move lists them), each worth `valueOf` it.
 * Throws a RulesError for an unknown method or a value that is not a whole number.
 */
export function applyRollMethod<T>(
  method: RollMethod,
  candidates: readonly T[],
  valueOf: (candidate: T) => number,
): MethodPick<T> {
  assertOneOf(method, ROLL_METHODS, "roll method");
  candidates.forEach((c, i) =>
    assertInt(valueOf(c), OPTION_VALUE_MIN, OPTION_VALUE_MAX, `roll option ${i + 1}`),
  );
  const outcome = automaticOutcome(method);
  if (outcome) return { kind: "automatic", outcome };
  if (candidates.length === 0) return { kind: "none" };
  const options = [...candidates];
  switch (method) {
    case "highest":
    case "lowest": {
      const better = method === "highest" ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
      const option = options.reduce((best, c) => (better(valueOf(c), valueOf(best)) ? c : best));
      return { kind: "picked", option, from: options };
    }
    case "all":
      return { kind: "each", options };
    default:
      return { kind: "choose", options };
  }
}
