/**
 * A roll message's card, read once and kept until the message changes: drawing the log, indexing its
 * rolls and finding an actor's cards all ask for the same stored cards, and reading one means checking
 * every field of its stored shape (card-shape.ts). The chat message drops its card when an update
 * arrives (VowforgeChatMessage#_onUpdate, before core redraws it); a message whose `system` object is
 * no longer the one read is read again as well. Card actions do not use the cache: they re-read the
 * stored card under their write lock (card-actions.ts).
 *
 * The card handed out is shared by every reader of the message: treat it as read-only.
 */
import { readCardOfMessage } from "./actions/card-of-message";
import type { CardState } from "../kinds/registry";
import { type CardMessage } from "./actions/types";

type Read = ReturnType<typeof readCardOfMessage>;
type Readable = Pick<CardMessage, "type" | "system">;

const cache = new WeakMap<object, { system: unknown; read: Read }>();

/** The message's card (or why it cannot be read, or null for no roll message), read once per change. */
export function cachedReadOfMessage(message: Readable): Read {
  const kept = cache.get(message);
  if (kept && kept.system === message.system) return kept.read;
  const read = readCardOfMessage(message);
  cache.set(message, { system: message.system, read });
  return read;
}

/** The card state of a roll message, or null when it is not a readable roll card (cached). */
export function cachedCardOfMessage(message: Readable): CardState | null {
  const read = cachedReadOfMessage(message);
  return read && "card" in read ? read.card : null;
}

/** Forgets the message's card: the next reader reads its stored data again. */
export function forgetCard(message: object): void {
  cache.delete(message);
}
