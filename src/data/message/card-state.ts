/**
 * The state a roll card keeps: what a Vowforge chat message of type "roll" stores in `system`.
 * It holds the inputs and the dice values; results are always derived again from them by the rules
 * engine (see resolve-card.ts), never parsed back out of HTML and never stored twice.
 *
 * Everything here is plain JSON. Text fields hold what a user typed (names) and are escaped when
 * rendered.
 */
import { type RulesetId } from "../../config";
import { type ForgeOption } from "../../rules/forge";
import { type PushChoice } from "../../rules/pool";
import { type ThreatPlanInput } from "../../rules/threat";

/** Ids of the card actions; each may be applied once per card (kept in `applied`). */
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
] as const;
export type CardActionId = (typeof CARD_ACTIONS)[number];

/**
 * The choice a button carries (data-choice): how a pool roll is pushed, "clearHeart" for marking
 * breaking with heart cleared first, or the option taken after a forge roll.
 */
export type CardChoice = PushChoice | "clearHeart" | ForgeOption;

/** Every choice a button may carry. */
export const CARD_CHOICES: readonly CardChoice[] = [
  "addDie",
  "raiseEffect",
  "clearHeart",
  "markBreakingAndRemoveHarm",
  "markHeart",
  "removeHarm",
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

/** One follow-up line of a card. */
export interface CardNote {
  id: CardNoteId;
  count: number;
  name: string;
}

/** Fields every card has. */
export interface CardBase {
  /** Which game's rules read the dice. */
  ruleset: RulesetId;
  /** UUID of the actor the roll is for, or null for a roll with no actor (a chat command). */
  actorUuid: string | null;
  /** UUID of the move rolled, or null. */
  moveUuid: string | null;
  /** Heading of the card: the move's or the stat's name as the user sees it (plain text). */
  title: string;
  /** Card actions already applied, each at most once. */
  applied: CardActionId[];
  /**
   * What the applied actions did on the actor, in order (ruin advance due, harm taken...). Absent and
   * empty mean the same: cards stored before notes existed have none.
   */
  notes?: CardNote[];
}

/** Which dice of an action roll may be rerolled: the action die, the challenge dice, or both. */
export const REROLL_DICE = ["action", "challenge"] as const;
export type RerollDie = (typeof REROLL_DICE)[number];

/** A reroll an asset or ability grants on an action roll (one die, once per card). */
export interface RerollAllowance {
  /** The dice it may reroll (one of them is picked on the card). */
  dice: RerollDie[];
  /** What grants it: the asset or ability name as the user sees it (plain text, escaped when shown). */
  source: string;
}

/**
 * Sundered Isles' cursed die rolled beside an action roll (src/rules/cursed-die.ts): its face and
 * what added it (an asset's name as the user sees it, plain text; "" when the roll was simply made
 * with it).
 */
export interface CursedDieRoll {
  value: number;
  source: string;
}

/** Longest cursed-die source name kept on a card. */
export const CURSED_SOURCE_MAX = 200;

/** The outcome ids of a roll against the challenge dice. */
export const MOVE_OUTCOME_IDS = ["strongHit", "weakHit", "miss"] as const;
export type MoveOutcomeId = (typeof MOVE_OUTCOME_IDS)[number];

/**
 * A move's outcome texts, copied onto the card when it is rolled so a reloaded card shows them (and
 * reads "take +N momentum" from them) without fetching the move. HTML from our compendium packs;
 * `match` is the "with a match" variant, "" when the move has none.
 */
export type MoveOutcomes = Record<MoveOutcomeId, { text: string; match: string }>;

/** Ironsworn / Starforged action roll. */
export interface ActionCardState extends CardBase {
  kind: "action";
  /** The stat or meter rolled: its id (edge, health, ...), its label and its value at roll time. */
  stat: { id: string; label: string; value: number };
  adds: number;
  /** Momentum at roll time (-6..10). */
  momentum: number;
  /** Whether negative momentum equal to the action die cancels it (Ironsworn: always; Starforged: setting). */
  cancelOnNegativeMomentum: boolean;
  actionDie: number;
  challengeDice: [number, number];
  /**
   * The momentum burned on this card (the actor's momentum when the burn was applied), or null before
   * any burn.
   */
  burnedMomentum: number | null;
  /** The reroll an asset or ability allows on this roll, or null (old cards read as null). */
  reroll: RerollAllowance | null;
  /** The rolled move's outcome texts, or null (no move, or an old card). */
  moveOutcomes: MoveOutcomes | null;
  /** The cursed die rolled with it, or null (none was; old cards read as null). */
  cursedDie: CursedDieRoll | null;
}

/** Ironsworn / Starforged progress roll (vows, journeys, combat, legacy tracks). */
export interface ProgressCardState extends CardBase {
  kind: "progress";
  /** UUID of the progress item rolled, or null (a legacy track or a command). */
  trackUuid: string | null;
  /** The track's name (plain text). */
  trackName: string;
  /** Progress score 0..10 at roll time. */
  score: number;
  challengeDice: [number, number];
  /**
   * Starforged's Take Decisive Action asks whether the character is in a bad spot: false while the card
   * asks (in control), true once a bad spot is recorded (the outcome drops one step). Null or absent:
   * the roll does not ask (any other progress roll, and cards stored before the question existed).
   */
  badSpot?: boolean | null;
}

/** Forged Ties pool roll. */
export interface PoolCardState extends CardBase {
  kind: "pool";
  /** The d10 pool as rolled (after a push added a die, that die is last). */
  pool: number[];
  challengeDice: [number, number];
  position: "controlled" | "risky" | "desperate";
  effect: "limited" | "standard" | "great";
  /** How the roll was pushed, if it was. */
  pushed: "addDie" | "raiseEffect" | null;
}

/** Augur threat-dice roll. */
export interface ThreatCardState extends CardBase {
  kind: "threat";
  /** No roll was made: the action succeeds (more than 6 action dice) or cannot be done (threat +4). */
  noRoll: "automatic" | "impossible" | null;
  actionDice: number[];
  /** "lowest" when the character had no action dice and rolled two, keeping the lower. */
  keep: "highest" | "lowest";
  threatDice: number[];
  /** Momentum gained before the roll from a negative threat level. */
  momentumGained: number;
  /** Momentum at roll time (0..6), for the burn offer. */
  momentum: number;
  /** The momentum value burned, once burned; null before. */
  burnedMomentum: number | null;
}

/** Strike! skill roll. */
export interface StrikeCardState extends CardBase {
  kind: "strike";
  skilled: boolean;
  advantage: boolean;
  disadvantage: boolean;
  majorConditions: number;
  /** The d6 rolled for the skill (one, or two with advantage or disadvantage alone). */
  dice: number[];
  /** Each helper's d6. */
  helperDice: number[];
  /** The skill rolled, by its id on the character sheet, or null (learning needs it). */
  skillId: string | null;
  /** A linked roll: its result hands advantage (or disadvantage) to a later roll. */
  linked: boolean;
}

/** A helper of a forge roll: each marks their bond with the forging character, once. */
export interface ForgeHelper {
  /** The helper's actor UUID. */
  uuid: string;
  /** The helper's name at roll time (plain text). */
  name: string;
  bondMarked: boolean;
}

/** Forged Ties forge roll: forge dice (d10s from the forge track) against two challenge dice. */
export interface ForgeCardState extends CardBase {
  kind: "forge";
  /** The requirement met, by id, and its label (plain text). */
  requirementId: string;
  requirement: string;
  pool: number[];
  challengeDice: [number, number];
  helpers: ForgeHelper[];
}

/** One side of a Strike! opposed roll: an actor or a named opponent, and the dice it rolled. */
export interface OpposedSideState {
  /** The side's actor UUID, or null for an opponent the GM names. */
  actorUuid: string | null;
  /** Who the side is (plain text). */
  name: string;
  skilled: boolean;
  advantage: boolean;
  disadvantage: boolean;
  majorConditions: number;
  dice: number[];
  helperDice: number[];
}

/** Strike! opposed roll: both sides roll when it is posted; the card compares them. */
export interface OpposedCardState extends CardBase {
  kind: "opposed";
  /** Side a is the card's actor (when it has one). */
  a: OpposedSideState;
  b: OpposedSideState;
  /** The skill side a rolled, by its id on the sheet, or null (learning needs it). */
  skillId: string | null;
}

/** Strike! wealth purchase roll: one d6 against an item's tier. */
export interface PurchaseCardState extends CardBase {
  kind: "purchase";
  /** The item bought (plain text). */
  item: string;
  itemTier: number;
  /** The buyer's wealth at roll time. */
  wealth: { tier: number; short: number; broke: number };
  die: number;
}

/** Ask the Oracle (yes/no). */
export interface OracleCardState extends CardBase {
  kind: "oracle";
  odds: "almostCertain" | "likely" | "fiftyFifty" | "unlikely" | "smallChance";
  /** The question asked (plain text), or "". */
  question: string;
  /** The d100 roll, 1..100. */
  roll: number;
}

export type CardState =
  | ActionCardState
  | ProgressCardState
  | PoolCardState
  | ThreatCardState
  | StrikeCardState
  | OracleCardState
  | ForgeCardState
  | OpposedCardState
  | PurchaseCardState;

/** Every card kind. */
export const CARD_KINDS = [
  "action",
  "progress",
  "pool",
  "threat",
  "strike",
  "oracle",
  "forge",
  "opposed",
  "purchase",
] as const;

export type CardKind = CardState["kind"];

/**
 * What starts a roll: a card's state before any die is cast. The roll dialog, the chat commands, the
 * sheets and macros build one; src/cards/perform-roll.ts rolls its dice and posts the card.
 */
export type RollRequest =
  | (Omit<
      ActionCardState,
      "actionDie" | "challengeDice" | "burnedMomentum" | "applied" | "reroll" | "moveOutcomes" | "cursedDie"
    > & {
      /** Roll the cursed die too, naming what adds it ("" for none); absent or null: no cursed die. */
      cursedDie?: { source: string } | null;
      /** A reroll the roll is allowed (default null). */
      reroll?: RerollAllowance | null;
      /** The move's outcome texts; when absent, performRoll copies them from the move at `moveUuid`. */
      moveOutcomes?: MoveOutcomes | null;
    })
  | Omit<ProgressCardState, "challengeDice" | "applied">
  | (Omit<PoolCardState, "pool" | "challengeDice" | "applied"> & {
      /** How many d10s to roll (after helpers and a push that added a die). */
      dice: number;
    })
  | (Omit<
      ThreatCardState,
      "noRoll" | "actionDice" | "keep" | "threatDice" | "momentumGained" | "burnedMomentum" | "applied"
    > & {
      /** The inputs planThreatRoll (src/rules/threat.ts) turns into dice counts or a no-roll. */
      plan: ThreatPlanInput;
    })
  | (Omit<StrikeCardState, "dice" | "helperDice" | "applied" | "skillId" | "linked"> & {
      /** How many helpers roll a d6 each. */
      helpers: number;
      /** The skill's id on the sheet (default null). */
      skillId?: string | null;
      /** A linked roll (default false). */
      linked?: boolean;
      /**
       * Advantage comes from a related skill: one action point of the card's actor is spent when the
       * roll is made (the roll is refused without one).
       */
      relatedSkillPoint?: boolean;
    })
  | Omit<OracleCardState, "roll" | "applied">
  | (Omit<ForgeCardState, "pool" | "challengeDice" | "applied" | "helpers"> & {
      /** How many forge dice to roll. */
      dice: number;
      /** Who helped meet the requirement (each marks their bond from the card). */
      helpers: Array<Omit<ForgeHelper, "bondMarked">>;
    })
  | (Omit<OpposedCardState, "a" | "b" | "applied"> & {
      a: OpposedSideRequest;
      b: OpposedSideRequest;
    })
  | Omit<PurchaseCardState, "die" | "applied">;

/** A side of an opposed roll before its dice are cast. */
export type OpposedSideRequest = Omit<OpposedSideState, "dice" | "helperDice"> & {
  /** How many helpers roll a d6 each for this side. */
  helpers: number;
};
