/**
 * What every card kind shares: the fields every card has (`COMMON`), the ids of card actions and notes,
 * and the card and request types of a kind's shape. The contract a kind module fulfils is in
 * contract.ts.
 */
import { RULESETS } from "../config";
import { type ForgeOption } from "../rules/forge";
import { choice, int, list, object, text, uuid, type Shape, type ValueOfShape } from "./shape";

/**
 * Ids of the card actions; each may be applied once per card (kept in `applied`). "push" is no longer
 * offered (a push is chosen in the roll dialog, FT-07) but stays so that stored pool cards that
 * recorded one still read.
 */
export const CARD_ACTIONS = [
  "burnMomentum",
  "takeMomentum",
  "markProgress",
  "push",
  "reroll",
  "markHarm",
  "markBreaking",
  "learnSkill",
  "forgeOption",
  "markBond",
  "takeHarm",
  "loseMomentum",
  "markShort",
  "badSpot",
  "applyEffect",
  "undoEffect",
] as const;
export type CardActionId = (typeof CARD_ACTIONS)[number];

/**
 * The choice a button carries (data-choice): "clearHeart" for marking breaking with heart cleared
 * first, the option taken after a forge roll, or "removeHarmClearHeart" for the forge's partial option
 * with heart cleared first (FT-18).
 */
export type CardChoice = "clearHeart" | ForgeOption | "removeHarmClearHeart";

/** Every choice a button may carry. */
export const CARD_CHOICES: readonly CardChoice[] = [
  "clearHeart",
  "markBreakingAndRemoveHarm",
  "markHeart",
  "removeHarm",
  "removeHarmClearHeart",
];

/**
 * What followed an action on the actor, kept on the card so everyone sees it: each id is a line under
 * VOWFORGE.Card.Note.<id>, filled with `count` and `name` (user text, escaped when shown; "" when the
 * note has none).
 */
export const CARD_NOTE_IDS = [
  "breakingMarked",
  "heartCleared",
  "breakingOverflow",
  "ruinAdvanceDue",
  "markedBroken",
  "brokenHarmDue",
  "harmMarked",
  "harmBecameBreaking",
  "harmRemoved",
  "heartMarked",
  "bondMarked",
  "bondAlreadyMarked",
  "augurHarmTaken",
  "augurHarmOverflow",
  "momentumLost",
  "momentumGained",
  "skillLearned",
  "shortMarked",
  "becameBroke",
  "actionPointSpent",
] as const;
export type CardNoteId = (typeof CARD_NOTE_IDS)[number];

/** Notes that ask the player to do something on the sheet (also shown as a notification). */
export const CARD_NOTES_TO_ACT_ON: readonly CardNoteId[] = [
  "ruinAdvanceDue",
  "brokenHarmDue",
  "breakingOverflow",
  "augurHarmOverflow",
  "becameBroke",
];

/** Largest count a card note holds (a number of boxes, harm or momentum). */
export const NOTE_COUNT_MAX = 1000;

/** One follow-up line of a card. */
export const NOTE = object({
  id: choice(CARD_NOTE_IDS, "breakingMarked"),
  count: int(0, NOTE_COUNT_MAX, 0),
  name: text(),
});
export type CardNote = ValueOfShape<typeof NOTE.fields>;

/** The fields every card has, stored at the top of `system` beside its `kind`. */
export const COMMON = {
  /** Which game's rules read the dice. */
  ruleset: choice(RULESETS, "ironsworn"),
  /** UUID of the actor the roll is for, or null for a roll with no actor (a chat command). */
  actorUuid: uuid(),
  /** UUID of the move rolled, or null. */
  moveUuid: uuid(),
  /** Heading of the card: the move's or the stat's name as the user sees it (plain text). */
  title: text(),
  /** Card actions already applied, each at most once. */
  applied: list(choice(CARD_ACTIONS, "burnMomentum")),
  /**
   * What the applied actions did on the actor, in order (ruin advance due, harm taken...). Absent and
   * empty mean the same: cards stored before notes existed have none, and a card read back keeps
   * notes only when it has some.
   */
  notes: { ...list(NOTE), absent: [], mayOmit: true },
} as const satisfies Shape;

/** The fields every roll request has beside its `kind` (a card's common fields before any action). */
export const REQUEST_COMMON = {
  ruleset: COMMON.ruleset,
  actorUuid: COMMON.actorUuid,
  moveUuid: COMMON.moveUuid,
  title: COMMON.title,
} as const satisfies Shape;

/** A roll request of kind `K` whose own fields have the shape `S`. */
export type RequestWith<K extends string, S extends Shape> = { kind: K } & ValueOfShape<typeof REQUEST_COMMON> &
  ValueOfShape<S>;

/** A card of kind `K` whose own fields have the shape `S`: the common fields, its kind, its fields. */
export type CardWith<K extends string, S extends Shape> = { kind: K } & ValueOfShape<typeof COMMON> &
  ValueOfShape<S>;
