/** Registers the chat commands (/action, /progress, /pool, /threat, /strike, /ask, /oracle, /vf). */
import { performRoll } from "../../cards/perform-roll";
import { createChatMessageHook } from "./hook";

export function registerChatCommands(): void {
  Hooks.on("chatMessage", createChatMessageHook({ performRoll }));
}
