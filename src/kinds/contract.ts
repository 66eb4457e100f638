/**
 * The contract a kind module (src/kinds/<kind>.ts) fulfils, and `defineKind`, which checks a module's
 * declaration against it. A kind module imports this file, kind.ts, shape.ts and view.ts, never the
 * registry.
 */
import { type CardWith, type RequestWith } from "./kind";
import { type Shape } from "./shape";
import { type CardContext, type CardEnv, type CardMove } from "./view";

/** What a kind module declares. */
export interface KindSpec<K extends string, S extends Shape, R extends Shape, Result, Dice> {
  /** The kind's id: the value of `kind` and the key its fields are stored under. */
  readonly id: K;
  /** The kind's own fields, as stored under `system.<id>`. */
  readonly shape: S;
  /**
   * What starts a roll of this kind, before any die is cast: the fields a roll request carries beside
   * the common ones (its card's fields that are not dice, and what says how many dice to roll).
   */
  readonly request: R;
  /**
   * The card's result from the rules engine (src/rules/). `currentMomentum` is the card actor's
   * momentum now, which a burn offer reads (undefined: no burn offered). Throws a RulesError when the
   * card's dice are not valid for its rules.
   */
  readonly resolve: (card: CardWith<K, S>, currentMomentum?: number) => Result;
  /** The card a request makes with the dice that were cast for it. */
  readonly fromDice: (request: RequestWith<K, R>, dice: Dice) => CardWith<K, S>;
  /**
   * Refuses (with a RulesError) what the rules would refuse in a request whose fields have the right
   * types, before any die is cast; returns the lowest faces of the dice it would roll, so the request
   * is checked whole by resolving that card.
   */
  readonly check: (request: RequestWith<K, R>) => Dice;
  /**
   * Brings the kind's stored fields of an older layout up to date, in place, where a field was
   * renamed or changed meaning (a field that was only added says so with `absent` instead).
   */
  readonly migrate?: (stored: Record<string, unknown>) => void;
  /**
   * What the roll card shows of a card of this kind with its result (see view.ts). `move` is the
   * move's outcome text, cleaned and enriched by Foundry, on the kinds that show it.
   */
  readonly view: (card: CardWith<K, S>, result: Result, env: CardEnv, move?: CardMove) => CardContext;
}

/** `n` dice showing their lowest face (the dice a request is checked with). */
export function lowestFaces(n: number): number[] {
  return Array.from({ length: n }, () => 1);
}

/** A kind module's declaration, checked against the contract and kept with its literal types. */
export function defineKind<const K extends string, const S extends Shape, const R extends Shape, Result, Dice>(
  spec: KindSpec<K, S, R, Result, Dice>,
): KindSpec<K, S, R, Result, Dice> {
  return spec;
}
