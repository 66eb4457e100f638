/** The usage of every command, as the HTML of a chat message whispered to the user. */
import { escapeHtml } from "../../html";
import { COMMAND_NAMES } from "./types";
import { helpKey, usageKey } from "./usage";

/** Key of the heading of the help message. */
export const HELP_TITLE_KEY = "VOWFORGE.Command.Help.title";

/** The help message's HTML: a heading and, for each command, its usage line and what it does. */
export function helpHtml(localize: (key: string) => string): string {
  const rows = COMMAND_NAMES.map(
    (name) =>
      `<dt><code>${escapeHtml(localize(usageKey(name)))}</code></dt><dd>${escapeHtml(localize(helpKey(name)))}</dd>`,
  );
  return `<section class="vowforge chat-commands-help"><h3>${escapeHtml(localize(HELP_TITLE_KEY))}</h3><dl>${rows.join("")}</dl></section>`;
}
