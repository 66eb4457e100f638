/**
 * The small part of Foundry's documents the card actions use, as interfaces: the real ChatMessage, Actor,
 * Item and User satisfy them, and so do the fakes in the tests. Types only.
 */
import { type DocumentLike } from "../../data/documents";

export interface ActingUser {
  id: string;
  isGM: boolean;
  /** The user's name (kept on a card's trace of applied effects). */
  name?: string | null;
}

/** An actor or item a card action may write. */
export interface CardTarget extends DocumentLike {
  readonly type: string;
  readonly uuid?: string | null;
  readonly name?: string | null;
  testUserPermission(user: never, permission: "OWNER"): boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/**
 * A chat message as the card code sees it. Its data comes in unread, as a DocumentLike's: a roll
 * message's `system` is the card model (kinds/card-model.ts) in Foundry and a plain object in the
 * playground and the tests, and is read only through the registry's `readCard`, which checks every
 * field of the kinds' shape tables (the model's schema comes from the same tables) and gives the
 * typed card.
 */
export interface CardMessage extends DocumentLike {
  id: string | null;
  type: string;
  author: { id: string | null } | null;
  whisper: readonly (string | null)[];
  blind: boolean;
  rolls: unknown[];
  canUserModify(user: never, action: "update"): boolean;
  update(data: Record<string, unknown>): Promise<unknown>;
}
