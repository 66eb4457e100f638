/**
 * What a card action is, below the kinds so each kind module can declare its own: the arguments a
 * card button carries (`CardActionArgs`, read from its data attributes by `argsOfButton`), the
 * documents an action works on (`CardTargets`), the dice it may draw, the operations it runs on a
 * character through the document operations (`CardOperation`), and what applying one gives
 * (`ActionDraft`). The steps of one click: a card action (a button) → its kind's draft → operations and
 * system changes → the writes (src/cards/actions/card-actions.ts). Pure.
 */
import { dataOf, type ActorLike, type DocumentLike } from "../data/documents";
import { RulesError } from "../rules/errors";
import { type ForgeOption } from "../rules/forge";
import { type PoolOutcome } from "../rules/pool";
import { type ApSpendReason } from "../rules/strike-character";
import { type NextMoveAdd } from "../rules/effects/next-move";
import { type CompanionWrite } from "../operations/companion";
import { CARD_CHOICES, type CardActionId, type CardChoice } from "./kind";

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
