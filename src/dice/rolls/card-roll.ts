/**
 * The one Vowforge roll: a Foundry Roll whose formula is its kind's dice (src/kinds/<kind>.ts, `dice`)
 * and whose options keep the request, so the roll serialises with the message (tooltips, Dice So Nice,
 * a reloaded chat log) and rebuilds its card state from its own dice through its kind's `read`.
 *
 * Each kind's rolls are a subclass of its own name (ActionRoll, ProgressRoll...), made here from the
 * registry: a roll saved with a message records its class name and Foundry rebuilds it with the class of
 * that name from CONFIG.Dice.rolls (see src/class-names.ts), so the names cards were stored with stay
 * registered.
 */
import { type DiceTerm } from "../../kinds/contract";
import type { CardOf, KindId, RequestOf } from "../../kinds/registry";
import { cardFromFaces, challengeBeaten, diceOf, KIND_IDS, resolveCard } from "../../kinds/registry";
import { RulesError } from "../../rules/errors";
import { pinClassName } from "../../class-names";
import { ChallengeDie } from "../terms/challenge-die";

/** The options a card roll keeps beyond Foundry's own. */
export interface CardRollOptions<K extends KindId> {
  /** The request the formula was built from. */
  request: RequestOf<K>;
}

type FoundryRollOptions = ConstructorParameters<typeof foundry.dice.Roll>[2];

/** A formula from a kind's dice terms ("1d6 + 2dx"). */
export function formulaOf(terms: readonly DiceTerm[]): string {
  return terms.map((term) => `${term.count}${term.die}`).join(" + ");
}

/** The dice terms of a request that rolls; a RulesError for one that makes no roll. */
function termsOf<K extends KindId>(request: RequestOf<K>): readonly DiceTerm[] {
  const terms = diceOf(request);
  if (terms === null) throw new RulesError("NoRoll", "this request has no roll");
  return terms;
}

export class CardRoll<K extends KindId = KindId> extends foundry.dice.Roll {
  declare options: NonNullable<FoundryRollOptions> & CardRollOptions<K>;

  constructor(formula: string, data: Record<string, never> = {}, options?: FoundryRollOptions & Partial<CardRollOptions<K>>) {
    super(formula, data, options);
  }

  /** The roll of a request, of the class the roll is called on (ActionRoll.fromRequest(...)). */
  static fromRequest<K extends KindId>(
    this: new (formula: string, data: Record<string, never>, options: CardRollOptions<K>) => CardRoll<K>,
    request: RequestOf<K>,
  ): CardRoll<K> {
    return new this(formulaOf(termsOf(request)), {}, { request });
  }

  /** The request this roll was made for. */
  get request(): RequestOf<K> {
    const request = this.options.request;
    if (!request) throw new RulesError("RollWithoutRequest", "this roll does not carry the request it was made for");
    return request;
  }

  /** The faces of each dice term of the formula, in the formula's order and in rolled order. */
  get faces(): number[][] {
    const count = termsOf(this.request).length;
    if (this.dice.length < count) {
      throw new RulesError("MissingDiceTerm", `the roll has no dice term ${this.dice.length}`, { index: this.dice.length });
    }
    return this.dice.map((term) => term.results.map((r) => r.result));
  }

  /** The card state the dice make, once evaluated. */
  toCardState(): CardOf<K> {
    return cardFromFaces(this.request, this.faces);
  }

  /** Evaluates the dice with Foundry, marks the challenge dice beaten or not (core tooltips) and returns the card state. */
  async evaluateCard(): Promise<CardOf<K>> {
    if (!this._evaluated) await this.evaluate();
    const state = this.toCardState();
    const beaten = challengeBeaten(resolveCard(state));
    if (beaten) this.dice.find((t): t is ChallengeDie => t instanceof ChallengeDie)?.markBeaten(beaten);
    return state;
  }
}

/** The class of a kind's rolls: a CardRoll of that kind, with CardRoll's static `fromRequest`. */
type RollClass<K extends KindId> = Pick<typeof CardRoll, "fromRequest"> &
  (new (formula: string, data: Record<string, never>, options: CardRollOptions<K>) => CardRoll<K>);

/**
 * The name a kind's rolls are stored with: its id in PascalCase and "Roll" (ActionRoll, ProgressRoll,
 * PurchaseRoll...), the names cards were first saved with. A kind's id is stored on every card too, so
 * neither may change without a migration; tests/dice/rolls.test.ts holds the names stored cards carry.
 */
export function rollClassName(kind: KindId): string {
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)}Roll`;
}

/** A kind's roll class: an empty CardRoll subclass under the name its cards' rolls are stored with, pinned. */
function rollClassFor<K extends KindId>(kind: K): RollClass<K> {
  const Roll = class extends CardRoll<K> {};
  pinClassName(Roll, rollClassName(kind));
  return Roll;
}

/** The roll class of each kind, in the registry's order, made from the registry: a new kind needs no line here. */
export const ROLL_CLASS_OF = Object.fromEntries(KIND_IDS.map((kind) => [kind, rollClassFor(kind)])) as {
  readonly [K in KindId]: RollClass<K>;
};

/**
 * The roll to make for a request, or null when none is made (an Augur action that succeeds without a
 * roll or cannot be done). Throws a RulesError for a request whose dice counts are out of range.
 */
export function rollForRequest<K extends KindId>(request: RequestOf<K>): CardRoll<K> | null {
  const terms = diceOf(request);
  if (terms === null) return null;
  const Roll = ROLL_CLASS_OF[request.kind as K];
  return new Roll(formulaOf(terms), {}, { request });
}
