/**
 * A card's buttons follow its actor as it is now (a momentum burn reads the actor's momentum, the harm
 * buttons its harm), so when an actor's system data changes, the recent chat cards rolled for it are
 * drawn again. Only the newest messages are looked at: older ones are rarely on screen, and they are
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

/** Registers the `updateActor` hook that redraws the changed actor's recent cards on this client. */
export function registerActorCardsRefresh(): void {
  Hooks.on("updateActor", (actor, changes) => {
    const log: unknown = ui.chat;
    if (!("system" in changes) || !canRedraw(log)) return;
    for (const message of cardsOfActor(game.messages.contents, actor.uuid)) {
      Promise.resolve(log.updateMessage(message)).catch((error: unknown) => {
        console.error("Vowforge | could not redraw a chat card", error);
      });
    }
  });
}
