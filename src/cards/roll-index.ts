/**
 * Which roll card is each actor's newest: a burn belongs to the roll just made, so a card whose actor
 * has rolled again since offers none. The index is built in one pass over the chat log and then kept
 * step by step as messages are posted, changed or deleted, so posting one roll costs a few map
 * operations however long the log is, never a fresh read of every stored card.
 *
 * Each message gets a place number in chat order (a posted message takes the next one; deleting leaves
 * a gap, which keeps the order); each actor keeps the place numbers of its roll cards, ascending. An
 * oracle card is no roll. Pure: no Foundry globals; the cards are read through `readCard` (the cached
 * reader in Foundry, see card-cache.ts).
 */
import { traitsOf, type CardState } from "../kinds/registry";
import { type CardMessage } from "./actions/types";

/** The part of a chat message the index reads. */
export type IndexedMessage = Pick<CardMessage, "id" | "type" | "system">;

/** Reads a message's roll card (null: no readable roll card). */
export type CardReader = (message: IndexedMessage) => CardState | null;

/** The actor whose roll a message's card is, or null (no roll card, an oracle card, no actor). */
function rollerOf(message: IndexedMessage, readCard: CardReader): string | null {
  const card = readCard(message);
  return card !== null && traitsOf(card).closesEarlierBurns !== false && card.actorUuid ? card.actorUuid : null;
}

/** The first position in ascending `list` holding a value >= `value`. */
function lowerBound(list: readonly number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class RollIndex {
  /** Each message's place in chat order. */
  readonly #place = new Map<string, number>();
  /** The actor of each roll card's message. */
  readonly #roller = new Map<string, string>();
  /** Each actor's roll cards, as places, ascending. */
  readonly #rolls = new Map<string, number[]>();
  /** The message at each place that holds a roll card. */
  readonly #rollAt = new Map<number, string>();
  #next = 0;

  constructor(private readonly readCard: CardReader) {}

  /** The index of `messages`, in chat order, in one pass. */
  static of(messages: Iterable<IndexedMessage>, readCard: CardReader): RollIndex {
    const index = new RollIndex(readCard);
    for (const message of messages) index.#append(message);
    return index;
  }

  /** How many messages the index holds (as many as the log, while it is kept in step). */
  get size(): number {
    return this.#place.size;
  }

  #append(message: IndexedMessage): void {
    if (!message.id || this.#place.has(message.id)) return;
    const place = this.#next++;
    this.#place.set(message.id, place);
    this.#addRoll(message.id, place, rollerOf(message, this.readCard));
  }

  #addRoll(id: string, place: number, actor: string | null): void {
    if (!actor) return;
    this.#roller.set(id, actor);
    this.#rollAt.set(place, id);
    const list = this.#rolls.get(actor);
    if (!list) this.#rolls.set(actor, [place]);
    else list.splice(lowerBound(list, place), 0, place);
  }

  #dropRoll(id: string, place: number): void {
    const actor = this.#roller.get(id);
    if (!actor) return;
    this.#roller.delete(id);
    this.#rollAt.delete(place);
    const list = this.#rolls.get(actor) ?? [];
    const at = lowerBound(list, place);
    if (list[at] === place) list.splice(at, 1);
    if (list.length === 0) this.#rolls.delete(actor);
  }

  /** The message id of the actor's newest roll card, or null. */
  latestRoll(actorUuid: string): string | null {
    const list = this.#rolls.get(actorUuid);
    return list ? (this.#rollAt.get(list[list.length - 1]) ?? null) : null;
  }

  /** Whether the actor has a roll card after the message `messageId` (false for a message not held). */
  rolledAgainSince(messageId: string | null, actorUuid: string | null): boolean {
    if (!messageId || !actorUuid) return false;
    const place = this.#place.get(messageId);
    const list = this.#rolls.get(actorUuid);
    return place !== undefined && list !== undefined && list[list.length - 1] > place;
  }

  /**
   * A message posted at the end of the log. Returns the card whose burn this closes: the actor's
   * previous newest roll, when the message is now the actor's newest (else null). Posting a message
   * already held changes nothing and answers the same.
   */
  posted(message: IndexedMessage): string | null {
    this.#append(message);
    const actor = message.id ? this.#roller.get(message.id) : undefined;
    if (!actor || this.latestRoll(actor) !== message.id) return null;
    const list = this.#rolls.get(actor) ?? [];
    return list.length > 1 ? (this.#rollAt.get(list[list.length - 2]) ?? null) : null;
  }

  /**
   * A message deleted. Returns the card whose burn this may open again: the actor's newest roll once the
   * deleted one was the newest (null otherwise, or when the message was no roll card).
   */
  deleted(message: IndexedMessage): string | null {
    const id = message.id;
    const place = id ? this.#place.get(id) : undefined;
    if (!id || place === undefined) return null;
    const actor = this.#roller.get(id);
    const wasLatest = actor !== undefined && this.latestRoll(actor) === id;
    this.#dropRoll(id, place);
    this.#place.delete(id);
    return actor && wasLatest ? this.latestRoll(actor) : null;
  }

  /** A message whose data changed: its card is read again (it keeps its place in the log). */
  changed(message: IndexedMessage): void {
    const place = message.id ? this.#place.get(message.id) : undefined;
    if (!message.id || place === undefined) return;
    this.#dropRoll(message.id, place);
    this.#addRoll(message.id, place, rollerOf(message, this.readCard));
  }
}
