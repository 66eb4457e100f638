/**
 * The `chatMessage` hook: stops our commands and lets every other line through. It returns false for
 * a line of ours (so Foundry does not post the text) and undefined otherwise, deciding from the line's
 * first word alone (command-line.ts). Reading and answering the command is the commands' chunk
 * (handler.ts, loaded the first time a user sends a line of ours); the work is async and reports its
 * own errors as notifications, a chunk that cannot be loaded included.
 */
import { chatLineText } from "../../foundry-compat";
import { commandLine } from "./command-line";
import { reportFailure } from "./report-failure";
import type * as Handler from "./handler";

/**
 * The hook function: `Hooks.on("chatMessage", createChatMessageHook({ performRoll }))`. Foundry calls
 * it with the chat log, the typed line and the message data (dnd5e.mjs hooks `(app, message, data)`);
 * only the line is read. `started`, when given, receives each line's work (which never rejects), for
 * a caller that waits for it.
 */
export function createChatMessageHook(
  deps: Handler.ChatCommandDeps,
  started?: (work: Promise<void>) => void,
): (chatLog: unknown, message: string, chatData?: unknown) => false | undefined {
  return (_chatLog, message) => {
    const text = chatLineText(message);
    if (commandLine(text) === null) return undefined;
    const work = import("./handler")
      .then((handler) => {
        const outcome = handler.handleChatLine(text, deps);
        return outcome.handled ? outcome.done : undefined;
      })
      .catch(reportFailure);
    started?.(work);
    return false;
  };
}
