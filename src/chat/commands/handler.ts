/**
 * The `chatMessage` hook: answers our commands and lets every other line through. Returns false for
 * our commands (so Foundry does not post the text), undefined otherwise. The work itself is async
 * and reports its own errors as notifications.
 */
import { drawOracle as drawOracleTable } from "../../oracles/draw";
import { type RollRequest } from "../../data/message/card-state";
import { formatCommandError } from "./format-error";
import { collectTables, matchTables, type PackLike } from "./find-table";
import { chatRollMode, resolveContext } from "./foundry-context";
import { helpHtml } from "./help";
import { parseCommand } from "./parse";
import { resolveCommand } from "./resolve";
import { type ChatCommand, type CommandError } from "./types";
import { errorKey } from "./usage";
import { chatLineText, type DrawableTable } from "../../foundry-compat";
import { localize } from "../../locale";

/** What the handler is given rather than importing, so it can be tested on its own. */
export interface ChatCommandDeps {
  /** Rolls the dice of a request and posts its card (src/cards/perform-roll.ts). */
  performRoll(request: RollRequest, options?: { rollMode?: string }): Promise<unknown>;
}

function notifyError(message: string): void {
  ui.notifications?.error(message);
}

function showError(error: CommandError): void {
  notifyError(formatCommandError(error, game.i18n));
}

async function postHelp(): Promise<void> {
  const userId = game.user?.id;
  await ChatMessage.create({
    content: helpHtml(localize),
    whisper: userId ? [userId] : [],
  });
}

async function drawOracle(query: string): Promise<void> {
  const packs: Iterable<PackLike> = game.packs ?? [];
  const tables: Iterable<DrawableTable> = game.tables ?? [];
  const match = matchTables(query, await collectTables({ tables, packs }));
  if (match.kind === "none") {
    showError({ key: errorKey("NoTable"), data: { query } });
    return;
  }
  if (match.kind === "several") {
    showError({
      key: errorKey("SeveralTables"),
      data: { query, names: match.names.join(", "), count: match.count },
    });
    return;
  }
  const table = await match.candidate.load();
  if (!table) {
    showError({ key: errorKey("NoTable"), data: { query } });
    return;
  }
  await drawOracleTable(table, { rollMode: chatRollMode() });
}

/** Opens the oracle browser; loaded on first use, since the application reads Foundry's globals. */
async function openOracleBrowser(): Promise<void> {
  const { openOracles } = await import("../../applications/oracle-browser/open");
  await openOracles();
}

/** Carries out a parsed command. */
export async function runCommand(command: ChatCommand, deps: ChatCommandDeps): Promise<void> {
  switch (command.name) {
    case "help":
      return postHelp();
    case "oracle":
      return command.query === "" ? openOracleBrowser() : drawOracle(command.query);
    default: {
      const resolved = resolveCommand(command, resolveContext());
      if (!resolved.ok) {
        showError(resolved.error);
        return;
      }
      await deps.performRoll(resolved.request, { rollMode: chatRollMode() });
    }
  }
}

/** Logs a command that failed and tells the user, in their language. */
function reportFailure(err: unknown): void {
  console.error("Vowforge | chat command failed", err);
  notifyError(
    localize(errorKey("Failed"), { message: err instanceof Error ? err.message : String(err) }),
  );
}

type LineOutcome = { handled: false } | { handled: true; done: Promise<void> };

/**
 * Handles one chat line: false when it was ours (handled or refused), undefined to let Foundry post it.
 * The parser is total (a command, a usage error, or null for a line that is not ours; the fuzz test in
 * tests/chat/commands/fuzz.test.ts holds it); should a step still throw, the hook reports it and stops
 * rather than throwing into Foundry's chat box.
 */
export function handleChatLine(text: string, deps: ChatCommandDeps): LineOutcome {
  try {
    const parsed = parseCommand(text);
    if (parsed === null) return { handled: false };
    if (!parsed.ok) {
      showError(parsed.error);
      return { handled: true, done: Promise.resolve() };
    }
    return { handled: true, done: runCommand(parsed.command, deps).catch(reportFailure) };
  } catch (err) {
    reportFailure(err);
    return { handled: true, done: Promise.resolve() };
  }
}

/**
 * The `chatMessage` hook function: `Hooks.on("chatMessage", createChatMessageHook({ performRoll }))`.
 * Foundry calls it with the chat log, the typed line and the message data (dnd5e.mjs hooks
 * `(app, message, data)`); only the line is read.
 */
export function createChatMessageHook(
  deps: ChatCommandDeps,
): (chatLog: unknown, message: string, chatData?: unknown) => false | undefined {
  return (_chatLog, message) => (handleChatLine(chatLineText(message), deps).handled ? false : undefined);
}
