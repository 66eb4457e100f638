/**
 * The small part of Foundry's documents the card actions use, as interfaces: the real ChatMessage, Actor,
 * Item and User satisfy them, and so do the fakes in the tests.
 */
import { type CardActionId } from "../card-state";

export interface ActingUser {
  id: string;
  isGM: boolean;
}

/** An actor or item a card action may write. */
export interface CardTarget {
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
  /** takeMomentum on an action card: how much momentum to take (1..10). */
  amount?: number;
  /** push: add one die or raise effect. */
  choice?: "addDie" | "raiseEffect";
  /** reroll: which die, in the card's order (action die 0, challenge dice 1 and 2). */
  dieIndex?: number;
}

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
  | "Failed";

export type CardActionOutcome = { ok: true; action: CardActionId } | { ok: false; error: CardActionError; detail?: string };

export function refuse(error: CardActionError, detail?: string): CardActionOutcome {
  return detail === undefined ? { ok: false, error } : { ok: false, error, detail };
}
