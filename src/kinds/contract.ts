/**
 * The contract a kind module (src/kinds/<kind>.ts) fulfils, and `defineKind`, which checks a module's
 * declaration against it. A kind module imports this file, kind.ts, shape.ts and view.ts, never the
 * registry.
 */
import { type ActorLike } from "../data/documents";
import { RulesError } from "../rules/errors";
import {
  type CardDocuments,
  type CardOperation,
  type CardTargets,
  type KindAction,
  type PostOperations,
} from "./card-action";
import { type CardActionId, type CardWith, type RequestWith } from "./kind";
import { type Shape, type ValueOfShape } from "./shape";
import { type CardContext, type CardEnv, type CardMove } from "./view";
import { type OddsView } from "./odds";
import { type Localize } from "../locale";

/**
 * The dice a roll's formula names: Foundry's plain d6, d10 and d100, and the system's own terms
 * (src/dice/card-roll.ts): the challenge die "dx" (a d10), Augur's threat die "dt" (a d8) and Sundered
 * Isles' cursed die "du" (a d10). The faces each shows.
 */
export const DIE_FACES = { d6: 6, d10: 10, d100: 100, dx: 10, dt: 8, du: 10 } as const;
export type Die = keyof typeof DIE_FACES;

/** One term of a roll's formula: `count` dice of one kind ("2dx"). */
export interface DiceTerm {
  readonly count: number;
  readonly die: Die;
}

/** What a kind may read from the world before its dice are cast (src/cards/perform-roll.ts gives it). */
export interface RollWorld {
  /** The outcome texts of the move at `uuid` as its item data holds them (unchecked), or null. */
  moveOutcomes(uuid: string): Promise<unknown>;
}

/** A request made ready to roll: what the roll keeps, and fields that go on the card only. */
export interface PreparedRoll<Request, Card> {
  readonly roll: Request;
  readonly card: Partial<Card>;
}

/** How a card action applied by a player may change a card's roll (src/chat/card-rewrite.ts). */
export interface RollChange<Card> {
  /** The card's fields the action changes. */
  readonly fields: readonly string[];
  /** Whether a change from `before` to `next` is one the action can make. */
  fits(before: Card, next: Card): boolean;
}

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
   * The dice a request rolls, term by term in the formula's order (a term of no dice is left out), or
   * null when it makes no roll (an Augur action that succeeds or cannot be done). Throws a RulesError
   * when a count is out of range.
   */
  readonly dice: (request: RequestWith<K, R>) => readonly DiceTerm[] | null;
  /** The kind's dice from the faces rolled, one list per term of `dice(request)`, in its order. */
  readonly read: (request: RequestWith<K, R>, faces: readonly (readonly number[])[]) => Dice;
  /**
   * Whether each challenge die ("dx") was beaten, as the result says, for the dice's tooltips; absent
   * when the kind rolls no challenge dice.
   */
  readonly beaten?: (result: Result) => readonly boolean[];
  /**
   * Brings the kind's stored fields of an older layout up to date, in place, where a field was
   * renamed or changed meaning (a field that was only added says so with `absent` instead).
   */
  readonly migrate?: (stored: Record<string, unknown>) => void;
  /**
   * Reads what the card needs from the world before the dice are cast (an action's move outcome
   * texts); what it returns for the card only is not kept in the roll's own copy of the request.
   */
  readonly prepare?: (
    request: RequestWith<K, R>,
    world: RollWorld,
  ) => Promise<PreparedRoll<RequestWith<K, R>, ValueOfShape<S>>>;
  /**
   * What the roll card shows of a card of this kind with its result (see view.ts). `move` is the
   * move's outcome text, cleaned and enriched by Foundry, on the kinds that show it.
   */
  readonly view: (card: CardWith<K, S>, result: Result, env: CardEnv, move?: CardMove) => CardContext;
  /**
   * The live odds the roll dialog shows for a request of this kind, from the rules engine's exact odds
   * (src/rules/odds/) as odds.ts's tables and notes; absent: none shown (a kind the dialog never opens).
   */
  readonly odds?: (request: RequestWith<K, R>, t: Localize) => OddsView;
  /** The move outcome texts the card keeps (shown, enriched, instead of the move's own), or null. */
  readonly keptMoveOutcomes?: (card: CardWith<K, S>) => CardMove["outcomes"] | null;
  /**
   * The card actions whose permission says whether a viewer may act on the card, by the document each
   * writes (src/cards/actions/card-actions.ts `mayAct`); absent: its actor's, as a burn writes it.
   */
  readonly actsThrough?: readonly CardActionId[];
  /** False when the card is no roll of its actor's, so it closes no earlier card's burn (absent: true). */
  readonly closesEarlierBurns?: boolean;
  /** For each card action that changes the roll when a player applies it: what it may change. */
  readonly rewrites?: { readonly [A in CardActionId]?: RollChange<CardWith<K, S>> };
  /**
   * Fields a player's update checks apart from the roll, and whether `next` keeps them as the rules
   * allow (a forge card's helpers: only their bonds may be marked).
   */
  readonly kept?: { readonly fields: readonly string[]; keeps(before: CardWith<K, S>, next: CardWith<K, S>): boolean };
  /**
   * What a roll of this kind does on its character before its dice are cast (a refusal refuses the
   * roll): a Strike! related skill's advantage spends an action point.
   */
  readonly beforeRoll?: (request: RequestWith<K, R>) => readonly CardOperation[];
  /**
   * What posting a card of this kind does on its character once the dice are read, and the card
   * actions that takes the place of; a kind with `onPost` loads its card's actor when it rolls.
   */
  readonly onPost?: (card: CardWith<K, S>, actor: ActorLike | null) => PostOperations;
  /**
   * The card actions posting the card may close at once, whatever its character (the only actions a
   * new card's `applied` may hold: src/chat/card-creation.ts).
   */
  readonly closedOnPost?: (card: CardWith<K, S>) => readonly CardActionId[];
  /**
   * The card actions the card offers now (applied ones included), from its result (`resolve` with the
   * burn's momentum) and the documents its actions write; the outcome effects' own are added for
   * every kind that carries them (src/cards/context/card-context.ts).
   */
  readonly offers?: (card: CardWith<K, S>, result: Result, targets: CardTargets) => readonly CardActionId[];
  /** How each card action the kind offers is applied. */
  readonly actions?: { readonly [A in CardActionId]?: KindAction<CardWith<K, S>> };
  /** The documents besides its actor that the card's actions write (absent: none). */
  readonly writes?: (card: CardWith<K, S>) => CardDocuments;
}

/** The two challenge dice's faces as a pair; a RulesError when the term did not show two. */
export function challengePair(faces: readonly number[] | undefined): [number, number] {
  if (faces?.length !== 2) {
    throw new RulesError("ChallengeDiceCount", `challenge dice must be two, got ${faces?.length ?? 0}`, {
      value: faces ?? [],
    });
  }
  return [faces[0], faces[1]];
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
