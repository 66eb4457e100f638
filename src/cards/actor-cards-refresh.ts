/**
 * A card's buttons follow its actor as it is now (a momentum burn reads the actor's momentum, the harm
 * buttons its harm, and only the actor's newest roll offers a burn), so when an actor's system data
 * changes the recent chat cards rolled for it are drawn again, and when it rolls again (or its newest
 * roll is deleted) the one card whose burn closes (or opens again) is. Only the newest messages are
 * looked at on an actor change: older ones are rarely on screen, and they are drawn from the actor as it
 * is whenever the log shows them again.
 *
 * The log's roll index (roll-index.ts) is built once, the first time a card asks, and then kept in step
 * by the message hooks, so drawing the whole log reads each card once and posting a roll reads one.
 */
import { type CardMessage } from "./actions/types";
import { cachedCardOfMessage } from "./card-cache";
import { RollIndex, type IndexedMessage } from "./roll-index";

/** How many of the newest chat messages are checked for cards of a changed actor. */
export const REFRESH_WINDOW = 50;

/** The messages, among the newest `window` of `messages`, whose roll card was rolled for `actorUuid`. */
export function cardsOfActor<M extends Pick<CardMessage, "type" | "system">>(
  messages: readonly M[],
  actorUuid: string,
  window = REFRESH_WINDOW,
): M[] {
  return messages.slice(-window).filter((message) => cachedCardOfMessage(message)?.actorUuid === actorUuid);
}

/** The chat log's redraw of one message (v13 has it; the Foundry types do not declare it yet). */
interface RedrawingLog {
  updateMessage(message: ChatMessage.Implementation): unknown;
}

function canRedraw(log: unknown): log is RedrawingLog {
  return typeof log === "object" && log !== null && "updateMessage" in log && typeof log.updateMessage === "function";
}

/**
 * The world's messages as Foundry keeps them: `game.messages` is a Collection (a Map by id, in chat
 * order), so its size and values are read without copying the list (dnd5e's
 * module/registry.mjs MessageRegistry looks messages up with `game.messages.get(id)`).
 */
interface MessageCollection {
  readonly size: number;
  values(): Iterable<ChatMessage.Implementation>;
  get(id: string): ChatMessage.Implementation | undefined;
}

function messageCollection(): MessageCollection | null {
  const messages: unknown = game.messages;
  if (typeof messages !== "object" || messages === null) return null;
  const { size, values, get } = messages as Partial<MessageCollection>;
  return typeof size === "number" && typeof values === "function" && typeof get === "function"
    ? (messages as MessageCollection)
    : null;
}

/** The chat log's messages in order, or none when there is no log (outside a world). */
export function chatMessages(): ChatMessage.Implementation[] {
  const messages: unknown = game.messages;
  const contents = typeof messages === "object" && messages !== null && "contents" in messages ? messages.contents : [];
  return Array.isArray(contents) ? (contents as ChatMessage.Implementation[]) : [];
}

/** The index of the log, once built (the message hooks keep it in step). */
let held: RollIndex | null = null;

/**
 * The roll index of the chat log. Built in one pass the first time it is asked for; built again only
 * when it no longer holds as many messages as the log (a change it was not told of), so it never
 * answers for a log it does not know.
 */
export function logRollIndex(): RollIndex {
  const collection = messageCollection();
  const size = collection ? collection.size : chatMessages().length;
  if (held?.size !== size) {
    held = RollIndex.of(collection ? collection.values() : chatMessages(), cachedCardOfMessage);
  }
  return held;
}

/** Redraws `messages` in the chat log, when the log can. */
function redraw(messages: Iterable<ChatMessage.Implementation | undefined>): void {
  const log: unknown = ui.chat;
  if (!canRedraw(log)) return;
  for (const message of messages) {
    if (!message?.visible) continue;
    Promise.resolve(log.updateMessage(message)).catch((error: unknown) => {
      console.error("Vowforge | could not redraw a chat card", error);
    });
  }
}

/** Redraws the message of id `id` (when there is one). */
function redrawId(id: string | null | undefined): void {
  if (id) redraw([messageCollection()?.get(id)]);
}

/**
 * Registers the hooks that keep the log's roll index in step and redraw cards on this client: an
 * actor's recent cards when its system data changes (their buttons follow it), and the one card whose
 * burn a posted or deleted roll closes or opens. Foundry runs these hooks right after the document's own
 * `_onCreate` / `_onUpdate` / `_onDelete` (which hand the message to the log to draw; the drawing is
 * asynchronous and so reads the index after the hook), with the message already in (or out of)
 * `game.messages`; draw-steel's src/module/documents/chat-message.mjs `_onUpdate` and dnd5e's
 * module/documents/chat-message.mjs `_onDelete` (MessageRegistry.untrack) rely on the same order, and
 * dnd5e listens to `updateChatMessage` (dnd5e.mjs).
 */
export function registerActorCardsRefresh(): void {
  Hooks.on("updateActor", (actor, changes) => {
    if ("system" in changes) redraw(cardsOfActor(chatMessages(), actor.uuid));
  });
  Hooks.on("createChatMessage", (message: IndexedMessage) => redrawId(held?.posted(message)));
  Hooks.on("deleteChatMessage", (message: IndexedMessage) => redrawId(held?.deleted(message)));
  Hooks.on("updateChatMessage", (message: IndexedMessage) => held?.changed(message));
}

/** Forgets the log's index (a test's fresh world). */
export function resetLogRollIndex(): void {
  held = null;
}
