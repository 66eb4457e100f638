/**
 * The one Vowforge roll and its dice terms.
 *
 * The roll: a Foundry Roll whose formula is its kind's dice (src/kinds/<kind>.ts, `dice`) and whose
 * options keep the request, so the roll serialises with the message (tooltips, Dice So Nice, a reloaded
 * chat log) and rebuilds its card state from its own dice through its kind's `read`. Each kind's rolls
 * are a subclass of its own name (ActionRoll, ProgressRoll...), made here from the registry: a roll
 * saved with a message records its class name and Foundry rebuilds it with the class of that name from
 * CONFIG.Dice.rolls (see src/class-names.ts), so the names cards were stored with stay registered.
 *
 * The dice terms a kind's formula names besides Foundry's own (registered by src/dice/index.ts): the
 * challenge die "dx", Augur's threat die "dt" and Sundered Isles' cursed die "du", each a Die of its own
 * denomination so tooltips, Dice So Nice and the roll can tell it from the other dice of a roll. A saved
 * roll records each term's class name too, so their names are pinned like the rolls'.
 */
import { type DiceTerm } from "../kinds/contract";
import type { CardOf, KindId, RequestOf } from "../kinds/registry";
import { cardFromFaces, challengeBeaten, diceOf, KIND_IDS, resolveCard } from "../kinds/registry";
import { RulesError } from "../rules/errors";
import { pinClassName } from "../class-names";
import { CHALLENGE_DIE_DENOMINATION, CURSED_DIE_DENOMINATION, THREAT_DIE_DENOMINATION } from "../constants";
import { CURSED_DIE_FACES, isCursed } from "../rules/cursed-die";
import { CUTTING_FACES } from "../rules/threat";

/**
 * The challenge die: a d10 of its own denomination ("dx"), so tooltips, Dice So Nice and the roll
 * classes can tell it apart from the other d10s of a roll. Whether a challenge die was beaten depends on
 * the score it meets, so the roll that owns it marks each result once the rules have read the dice:
 * `success` for the player when the die was beaten, `failure` when it was not. Core tooltips colour them.
 */
export class ChallengeDie extends foundry.dice.terms.Die {
  static override DENOMINATION = CHALLENGE_DIE_DENOMINATION;

  constructor(data: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...data, faces: 10 });
  }

  /** Marks each result beaten (success) or not (failure), in the order rolled. */
  markBeaten(beaten: readonly boolean[]): void {
    this.results.forEach((r, i) => {
      r.success = beaten[i] === true;
      r.failure = beaten[i] !== true;
    });
  }
}
pinClassName(ChallengeDie, "ChallengeDie");

/**
 * The Augur threat die: a d8 of its own denomination ("dt"). A face of 7 or 8 cuts the result one step,
 * so such results are flagged `failure` as they are rolled; core tooltips colour them.
 */
export class ThreatDie extends foundry.dice.terms.Die {
  static override DENOMINATION = THREAT_DIE_DENOMINATION;

  constructor(data: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...data, faces: 8 });
  }

  override async roll(options?: Parameters<foundry.dice.terms.Die["roll"]>[0]): Promise<foundry.dice.terms.DiceTerm.Result> {
    const result = await super.roll(options);
    if (CUTTING_FACES.includes(result.result)) result.failure = true;
    return result;
  }
}
pinClassName(ThreatDie, "ThreatDie");

/**
 * Sundered Isles' cursed die: a d10 of its own denomination ("du"; Foundry keeps "dc" for its coin), so tooltips, Dice So Nice and
 * the roll classes can tell it from the other d10s. A cursed face (10) is flagged `failure` as it is
 * rolled, so core tooltips colour it (as the threat die does with its cutting faces).
 */
export class CursedDie extends foundry.dice.terms.Die {
  static override DENOMINATION = CURSED_DIE_DENOMINATION;

  constructor(data: Partial<foundry.dice.terms.Die.TermData> = {}) {
    super({ ...data, faces: CURSED_DIE_FACES });
  }

  override async roll(
    options?: Parameters<foundry.dice.terms.Die["roll"]>[0],
  ): Promise<foundry.dice.terms.DiceTerm.Result> {
    const result = await super.roll(options);
    if (isCursed(result.result)) result.failure = true;
    return result;
  }
}
pinClassName(CursedDie, "CursedDie");

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
