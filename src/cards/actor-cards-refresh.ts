/**
 * A card's buttons follow its actor as it is now (a momentum burn reads the actor's momentum, the harm
 * buttons its harm, and only the actor's newest roll offers a burn), so when an actor's system data
 * changes or it rolls again, the recent chat cards rolled for it are drawn again. Only the newest messages are looked at: older ones are rarely on screen, and they are
 * drawn from the actor as it is whenever the log shows them again.
 */
import { type CardMessage } from "./actions/types";
import { cardOfMessage } from "./actions/card-of-message";

/** How many of the newest chat messages are checked for cards of a changed actor. */
export const REFRESH_WINDOW = 50;

/** The messages, among the newest `window` of `messages`, whose roll card was rolled for `actorUuid`. */
export function cardsOfActor<M extends Pick<CardMessage, "type" | "system">>(
  messages: readonly M[],
  actorUuid: string,
  window = REFRESH_WINDOW,
): M[] {
  return messages.slice(-window).filter((message) => cardOfMessage(message)?.actorUuid === actorUuid);
}

/** The chat log's redraw of one message (v13 has it; the Foundry types do not declare it yet). */
interface RedrawingLog {
  updateMessage(message: ChatMessage.Implementation): unknown;
}

function canRedraw(log: unknown): log is RedrawingLog {
  return typeof log === "object" && log !== null && "updateMessage" in log && typeof log.updateMessage === "function";
}

/** Where each message sits in the log, and where each actor's latest roll card is. */
interface RollIndex {
  position: Map<string, number>;
  latestRoll: Map<string, number>;
}

/** The index of each array asked about (kept while the array lives). */
const indexByArray = new WeakMap<readonly unknown[], RollIndex>();

/** The messages of the last index built, element by element, and that index. */
let lastBuilt: { messages: readonly unknown[]; index: RollIndex } | null = null;

/** Whether two lists hold the same messages (the same objects) in the same order. */
function sameMessages(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((message, i) => message === b[i]);
}

/**
 * The index of `messages`, built once per list. The same array is found by identity; the chat log's
 * `game.messages.contents` is a fresh array on every read, so an array holding exactly the messages of
 * the last one indexed (compared object by object, no card read) reuses that index too. Any other list
 * (a subset of the log, or the log after a change) is indexed anew, so each call stays linear.
 */
function rollIndex<M extends Pick<CardMessage, "id" | "type" | "system">>(messages: readonly M[]): RollIndex {
  const known = indexByArray.get(messages);
  if (known) return known;
  if (lastBuilt && sameMessages(lastBuilt.messages, messages)) {
    indexByArray.set(messages, lastBuilt.index);
    return lastBuilt.index;
  }
  const position = new Map<string, number>();
  const latestRoll = new Map<string, number>();
  messages.forEach((message, i) => {
    if (message.id) position.set(message.id, i);
    const card = cardOfMessage(message);
    if (card !== null && card.kind !== "oracle" && card.actorUuid) latestRoll.set(card.actorUuid, i);
  });
  const index = { position, latestRoll };
  indexByArray.set(messages, index);
  lastBuilt = { messages: [...messages], index };
  return index;
}

/**
 * Whether the actor of the card in `messageId` has rolled again since: a later roll card of theirs (an
 * oracle card is no roll) is in `messages`, which are in chat order. A burn belongs to the roll just
 * made, so a card with a newer roll after it offers none. The log is indexed once, not scanned for
 * every message it draws.
 */
export function rolledAgainSince<M extends Pick<CardMessage, "id" | "type" | "system">>(
  messages: readonly M[],
  messageId: string | null,
  actorUuid: string | null,
): boolean {
  if (!actorUuid || !messageId) return false;
  const index = rollIndex(messages);
  const at = index.position.get(messageId);
  const latest = index.latestRoll.get(actorUuid);
  return at !== undefined && latest !== undefined && latest > at;
}

/** The chat log's messages in order, or none when there is no log (outside a world). */
export function chatMessages(): ChatMessage.Implementation[] {
  const messages: unknown = game.messages;
  const contents = typeof messages === "object" && messages !== null && "contents" in messages ? messages.contents : [];
  return Array.isArray(contents) ? (contents as ChatMessage.Implementation[]) : [];
}

/** Redraws `messages` in the chat log, when the log can. */
function redraw(messages: readonly ChatMessage.Implementation[]): void {
  const log: unknown = ui.chat;
  if (!canRedraw(log)) return;
  for (const message of messages) {
    if (!message.visible) continue;
    Promise.resolve(log.updateMessage(message)).catch((error: unknown) => {
      console.error("Vowforge | could not redraw a chat card", error);
    });
  }
}

/**
 * Registers the hooks that redraw an actor's recent cards on this client: when its system data changes
 * (their buttons follow it), and when a roll card of theirs is posted or deleted (the older ones close
 * or open their burn).
 */
export function registerActorCardsRefresh(): void {
  Hooks.on("updateActor", (actor, changes) => {
    if ("system" in changes) redraw(cardsOfActor(chatMessages(), actor.uuid));
  });
  // A new roll closes the burn of the actor's earlier cards; deleting one may open it again.
  const onRollPostedOrDeleted = (message: ChatMessage.Implementation) => {
    const card = cardOfMessage(message);
    if (!card?.actorUuid || card.kind === "oracle") return;
    redraw(cardsOfActor(chatMessages(), card.actorUuid).filter((other) => other.id !== message.id));
  };
  Hooks.on("createChatMessage", onRollPostedOrDeleted);
  Hooks.on("deleteChatMessage", onRollPostedOrDeleted);
}
