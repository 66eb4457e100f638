/**
 * The small part of Foundry's documents the card actions use, as interfaces: the real ChatMessage, Actor,
 * Item and User satisfy them, and so do the fakes in the tests.
 */
import type { CardActionId, CardNote } from "../../kinds/kind";

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
