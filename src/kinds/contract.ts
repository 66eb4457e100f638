/**
 * What a kind module (src/kinds/<kind>.ts) declares: the contract it fulfils (`KindSpec`) and
 * `defineKind`, which checks a module's declaration against it; and what a card action is, below the
 * kinds so each kind module can declare its own: the arguments a card button carries
 * (`CardActionArgs`, read from its data attributes by `argsOfButton`), the documents an action works
 * on (`CardTargets`), the dice it may draw, the operations it runs on a character through the
 * document operations (`CardOperation`), and what applying one gives (`ActionDraft`). The steps of
 * one click: a card action (a button) → its kind's draft → operations and system changes → the
 * writes (src/cards/actions/card-actions.ts). A kind module imports this file, shape.ts and view.ts,
 * never the registry. Pure.
 */
import { dataOf, type ActorLike, type DocumentLike } from "../data/documents";
import { RulesError } from "../rules/errors";
import { type ForgeOption } from "../rules/forge";
import { type PoolOutcome } from "../rules/pool";
import { type ApSpendReason } from "../rules/strike-character";
import { type NextMoveAdd } from "../rules/effects/next-move";
import { type CompanionWrite } from "../operations/companion";
import {
  CARD_CHOICES,
  type CardActionId,
  type CardChoice,
  type CardWith,
  type RequestWith,
  type Shape,
  type ValueOfShape,
} from "./shape";
import { type CardContext, type CardEnv, type CardMove, type OddsView } from "./view";
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
   * (src/rules/odds.ts) as view.ts's odds tables and notes; absent: none shown (a kind the dialog never opens).
   */
  readonly odds?: (request: RequestWith<K, R>, t: Localize) => OddsView;
  /** The move outcome texts the card keeps (shown, enriched, instead of the move's own), or null. */
  readonly keptMoveOutcomes?: (card: CardWith<K, S>) => CardMove["outcomes"] | null;
  /**
   * The card actions whose permission says whether a viewer may act on the card, by the document each
   * writes (src/cards/log-cards.ts `mayAct`); absent: its actor's, as a burn writes it.
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
   * every kind that carries them (src/cards/log-cards.ts).
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

// What a card action is: its arguments, the documents it writes, the operations it runs, its draft.

/** Arguments a card button may pass (from its data attributes). */
export interface CardActionArgs {
  /** takeMomentum on an action card: how much momentum to take (1..10); applyEffect: an "up to" amount taken. */
  amount?: number;
  /**
   * push: add one die or raise effect; markBreaking: "clearHeart" to clear heart first; forgeOption:
   * the option taken.
   */
  choice?: CardChoice;
  /** reroll: which die, in the card's order (action die 0, challenge dice 1 and 2). */
  dieIndex?: number;
  /** markHarm: the harm's name, as the player wrote it. */
  name?: string;
  /** forgeOption that removes harm: the harm slot. */
  harmIndex?: number;
  /** markBond: which of the forge card's helpers. */
  helperIndex?: number;
  /** applyEffect: which of the outcome's effects (in the card's order). */
  effectIndex?: number;
  /** applyEffect: the option taken of a "choose" effect. */
  optionIndex?: number;
  /** applyEffect of an "any suffer move" effect: the suffer move picked ("harm", "stress" ...). */
  sufferMove?: string;
  /** applyEffect of an effect on a companion: which companion (its item id), where there are several. */
  companion?: string;
  /** applyEffect of a move taken as an automatic outcome: the option picked of its own choice. */
  innerIndex?: number;
  /** applyEffect of Repair's points: the step taken ("situation.<key>", "exchange", "buy.<what>"). */
  repair?: string;
}

function isChoice(value: string | undefined): value is CardChoice {
  return (CARD_CHOICES as readonly string[]).includes(value ?? "");
}

/**
 * data-die-index, data-amount, data-choice, data-harm-index, data-helper-index, data-effect-index,
 * data-option-index, data-suffer-move, data-companion, data-inner-index and data-repair of a button (as an element's dataset holds them). A harm's name is not on the
 * button: it is asked when clicked.
 */
export function argsOfButton(dataset: Readonly<Record<string, string | undefined>>): CardActionArgs {
  const args: CardActionArgs = {};
  if (dataset.dieIndex !== undefined) args.dieIndex = Number(dataset.dieIndex);
  if (dataset.amount !== undefined) args.amount = Number(dataset.amount);
  if (isChoice(dataset.choice)) args.choice = dataset.choice;
  if (dataset.harmIndex !== undefined) args.harmIndex = Number(dataset.harmIndex);
  if (dataset.helperIndex !== undefined) args.helperIndex = Number(dataset.helperIndex);
  if (dataset.effectIndex !== undefined) args.effectIndex = Number(dataset.effectIndex);
  if (dataset.optionIndex !== undefined) args.optionIndex = Number(dataset.optionIndex);
  if (dataset.sufferMove !== undefined) args.sufferMove = dataset.sufferMove;
  if (dataset.companion !== undefined) args.companion = dataset.companion;
  if (dataset.innerIndex !== undefined) args.innerIndex = Number(dataset.innerIndex);
  if (dataset.repair !== undefined) args.repair = dataset.repair;
  return args;
}

/** The documents a card's actions write, when they exist. */
export interface CardTargets {
  /** The actor of `actorUuid`, or null. */
  actor: ActorLike | null;
  /** The progress item of a progress card's `trackUuid`, or null. */
  track: DocumentLike | null;
  /** True when the actor has rolled again since this card: its burn is closed (see rolledAgainSince). */
  newerRoll?: boolean;
}

/** The UUIDs of the documents besides its actor that a card's actions write (a kind's `writes`). */
export interface CardDocuments {
  /** A progress card's track, or null. */
  readonly track: string | null;
  /** A forge card's helpers, in the card's order. */
  readonly helpers: readonly string[];
}

/**
 * The actor's momentum now, or undefined when there is no actor or it keeps no momentum (the
 * subtypes that keep momentum: the Ironsworn / Starforged character and the Augur character).
 */
export function momentumOf(actor: ActorLike | null | undefined): number | undefined {
  if (!actor) return undefined;
  const momentum = (dataOf(actor, "character") ?? dataOf(actor, "augurCharacter"))?.momentum;
  return momentum !== undefined && Number.isInteger(momentum) ? momentum : undefined;
}

/** The momentum a card's burn reads: the actor's now, or none once the actor has rolled again. */
export function burnMomentumOf(targets: {
  actor?: ActorLike | null;
  newerRoll?: boolean;
}): number | undefined {
  return targets.newerRoll === true ? undefined : momentumOf(targets.actor);
}

/**
 * A change a card action makes on a character through the document operations (src/operations):
 * the kind says which, the runner (src/cards/actions/operations.ts) carries it out and words what
 * followed.
 */
export type CardOperation =
  | { op: "markBreaking"; n: number; clearHeartFirst: boolean }
  | { op: "markHarm"; name: string }
  | {
      op: "forgeOutcome";
      outcome: PoolOutcome;
      option: ForgeOption | null;
      harmIndex: number | null;
      clearHeartFirst: boolean;
    }
  | { op: "markBond"; helperIndex: number; forgerUuid: string; helperName: string }
  | { op: "takeHarm"; n: number }
  | { op: "loseMomentumInstead" }
  | { op: "gainMomentum"; n: number }
  | { op: "learnSkill"; skillId: string; name: string }
  | { op: "markShort" }
  | { op: "spendActionPoint"; reason: ApSpendReason }
  | { op: "storeNextMoveAdd"; add: NextMoveAdd }
  | { op: "removeNextMoveAdd"; add: NextMoveAdd }
  | { op: "writeCompanion"; itemId: string; writes: CompanionWrite[] };

/** What posting a card does on its character (a kind's `onPost`), and the card actions it closes. */
export interface PostOperations {
  operations: CardOperation[];
  closes: CardActionId[];
}

/**
 * The kinds of die an action may draw: the d6 action die, a d10 challenge die, a d10 of a pool, the
 * lower of two fresh challenge dice (a published Starforged recommit, cards/actions/recommit-effects.ts).
 */
export type DrawnDie = "action" | "challenge" | "pool" | "lowerChallenge";

/** Faces of each kind of die. */
export const DRAWN_DIE_FACES: Readonly<Record<DrawnDie, number>> = {
  action: 6,
  challenge: 10,
  pool: 10,
  lowerChallenge: 10,
};

/** Draws one die of a kind and returns its face (1..DRAWN_DIE_FACES[kind]). */
export type DrawDie = (kind: DrawnDie) => number;

/**
 * Changes to a document's `system`, by path below `system` ("momentum", "harm.value", "ticks"):
 * Foundry's update takes them as "system.<path>", the playground sets them on its sample character.
 */
export type SystemChanges = Record<string, number | boolean | string>;

/** What an action does to a card of kind `Card`, before anything is written. */
export interface ActionDraft<Card> {
  card: Card;
  actor?: SystemChanges | null;
  track?: SystemChanges | null;
  operations?: CardOperation[];
  /** False when the action stays open on the card after this (a helper's bond, with more helpers to go). */
  close?: boolean;
}

/** What an action is given: the documents it writes, the button's arguments, a die drawer. */
export interface ActionInput {
  readonly targets: CardTargets;
  readonly args: CardActionArgs;
  readonly draw: DrawDie;
}

/** How a kind applies one card action (a kind's `actions`). */
export interface KindAction<Card> {
  /** The action's draft; throws a RulesError when the rules refuse it. */
  apply(card: Card, input: ActionInput): ActionDraft<Card>;
  /**
   * The die the action will draw, or null when it draws none or would be refused before drawing (so
   * a caller can roll it beforehand without casting a die for nothing); absent: none.
   */
  die?(card: Card, args: CardActionArgs): DrawnDie | null;
}

/** Whether any of `actions` was applied on the card. */
export function anyApplied(card: { applied: readonly CardActionId[] }, actions: readonly CardActionId[]): boolean {
  return actions.some((a) => card.applied.includes(a));
}

/** The card's actor, or a RulesError when the action needs one and the card has none. */
export function requireActor(targets: CardTargets): ActorLike {
  if (!targets.actor) throw new RulesError("NoActor", "this action needs the card's actor");
  return targets.actor;
}

/** Whether marking breaking clears heart first (the button's "clearHeart" choice, or none). */
export function clearHeartFirst(args: CardActionArgs): boolean {
  if (args.choice !== undefined && args.choice !== "clearHeart") {
    throw new RulesError(
      "BadChoice",
      `breaking is marked with "clearHeart" or no choice, not ${String(args.choice)}`,
      { value: args.choice },
    );
  }
  return args.choice === "clearHeart";
}
