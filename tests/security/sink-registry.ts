/**
 * The registry of template sinks (`{{{ }}}`): each with what feeds it. tests/security/html-sinks.test.ts
 * holds it against the templates on disk; the XSS sweep must reach each sink of templates/.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { files, ROOT } from "./repo-files";
import { templateSinks } from "./sweep";

/**
 * Every `{{{ }}}` sink and what feeds it. Rich text reaches a sheet through the sheet environment's
 * `html` (src/applications/sheets/foundry-env.ts: cleaned, then enriched by Foundry; the playground:
 * playground/sheets/rich-text.ts, cleaned); a card's move text through chat-message.ts (cleaned,
 * then enriched) or the card's cleaner; oracle rows through the oracle card context (cleaned).
 */
export const TEMPLATE_SINKS: Readonly<Record<string, string>> = {
  "templates/oracles/parts/oracle-entry.hbs {{{html}}}":
    "oracle row text, cleaned in src/oracles/card-context.ts, then enriched",
  "templates/oracles/parts/oracle-entry.hbs {{{this}}}":
    "skipped-link notes, escaped and cleaned in src/oracles/card-context.ts",
  "templates/chat/roll-card.hbs {{{move.html}}}":
    "move outcome text, cleaned (chat-message.ts, or the card env's cleanHTML)",
  "templates/sheets/items/move.hbs {{{text}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/items/move.hbs {{{html}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/items/move.hbs {{{match}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/items/site-aspect.hbs {{{summary}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/items/delve-site.hbs {{{description}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/augur/abilities.hbs {{{html}}}": "sheet env html (cleaned, then enriched)",
  "templates/truths/list.hbs {{{html}}}": "a truth option's text through the sheet env's enrichSources (cleaned, then enriched)",
  "templates/sheets/parts/asset-card.hbs {{{requirement}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/parts/asset-card.hbs {{{html}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/parts/notes.hbs {{{html}}}": "sheet env html (cleaned, then enriched)",
  "templates/sheets/character/moves.hbs {{{html}}}": "sheet env html (cleaned, then enriched)",
  "playground/message.hbs {{{card}}}": "a card rendered from templates/chat/ (playground/chat-log.ts)",
};

/** Every `{{{ }}}` of the templates on disk, by sink name (a name may stand more than once in a file). */
export function sinksOnDisk(): string[] {
  return [...files("templates", ".hbs"), ...files("playground", ".hbs")].flatMap((file) =>
    templateSinks(file, readFileSync(path.join(ROOT, file), "utf8")),
  );
}
