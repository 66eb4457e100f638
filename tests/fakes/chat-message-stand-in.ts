/**
 * Loading src/chat/chat-message.ts defines the Vowforge ChatMessage over Foundry's `ChatMessage` (as
 * every system's document class extends core's when its module loads: dnd5e's
 * module/documents/chat-message.mjs, draw-steel's src/module/documents/chat-message.mjs). A test or the
 * bench that draws roll cards without the rest of Foundry imports this module first: a bare class
 * stands in for core's. One a test has set up already is left alone.
 */
const scope = globalThis as { ChatMessage?: unknown };
scope.ChatMessage ??= class ChatMessage {};

export {};
