/**
 * The small part of Foundry's documents the card actions use, as interfaces: the real ChatMessage, Actor,
 * Item and User satisfy them, and so do the fakes in the tests.
 */
import type { CardActionId, CardChoice, CardNote } from "../../kinds/kind";
import { type ForgeOption } from "../../rules/forge";
import { type PoolOutcome } from "../../rules/pool";
import { type ApSpendReason } from "../../rules/strike-character";
import { type NextMoveAdd } from "../../rules/effects/next-move";

export interface ActingUser {
  id: string;
  isGM: boolean;
  /** The user's name (kept on a card's trace of applied effects). */
  name?: string | null;
}

/** An actor or item a card action may write. */
export interface CardTarget {
  readonly type: string;
  readonly uuid?: string | null;
  readonly name?: string | null;
  system: unknown;
  testUserPermission(user: never, permission: "OWNER"): boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
}

export interface CardMessage {
  id: string | null;
  type: string;
  system: unknown;
  author: { id: string | null } | null;
  whisper: readonly (string | null)[];
  blind: boolean;
  rolls: unknown[];
  canUserModify(user: never, action: "update"): boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
}

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
}

/**
 * A change a card action makes on a character through the document operations (src/operations):
 * the pure card logic says which, the runner (operations.ts) carries it out and words what followed.
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
  | { op: "removeNextMoveAdd"; add: NextMoveAdd };

/** Why an action was refused; each is a key under VOWFORGE.CardAction.Error. */
export type CardActionError =
  | "NotACard"
  | "UnknownAction"
  | "AlreadyApplied"
  | "NotOffered"
  | "NotPermitted"
  | "BadArgument"
  | "NoActiveGM"
  | "NotActiveGM"
  | "RelayTimeout"
  | "Invalid"
  | "Failed"
  | "NotLoaded";

/** A taken action says what followed on the actor (`notes`, also kept on the card). */
export type CardActionOutcome =
  | { ok: true; action: CardActionId; notes?: CardNote[] }
  | { ok: false; error: CardActionError; detail?: string };

export function refuse(error: CardActionError, detail?: string): CardActionOutcome {
  return detail === undefined ? { ok: false, error } : { ok: false, error, detail };
}
