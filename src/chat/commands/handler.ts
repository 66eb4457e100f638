/**
 * Carrying out a chat line of ours: parsing it, answering it, reporting its errors as notifications.
 * The chat hook (hook.ts, in the main script) loads this module with the rest of the commands (the
 * vowforge-commands chunk, rollup.config.mjs) the first time a user sends a line of ours.
 */
import { drawOracleCard } from "../../cards/oracle-card";
import type { RollRequest } from "../../kinds/registry";
import { formatCommandError } from "./format-error";
import { collectTables, matchTables, type PackLike } from "./find-table";
import { chatRollMode, resolveContext } from "./foundry-context";
import { helpHtml } from "./help";
import { parseCommand } from "./parse";
import { resolveCommand } from "./resolve";
import { type ChatCommand, type CommandError } from "./types";
import { errorKey } from "./usage";
import { type DrawableTable } from "../../foundry-compat";
import { localize } from "../../locale";
import { openOracles } from "../../applications/oracle-browser/open";
import { reportFailure } from "./report-failure";

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
  await drawOracleCard(table, { rollMode: chatRollMode() });
}

/** Carries out a parsed command. */
export async function runCommand(command: ChatCommand, deps: ChatCommandDeps): Promise<void> {
  switch (command.name) {
    case "help":
      return postHelp();
    case "oracle":
      if (command.query !== "") return drawOracle(command.query);
      await openOracles();
      return;
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

type LineOutcome = { handled: false } | { handled: true; done: Promise<void> };

/**
 * Handles one chat line: `handled` when it was ours (answered or refused), with its work to wait on.
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
