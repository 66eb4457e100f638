/**
 * Datasworn text is a small markdown dialect: paragraphs split by blank lines, "*" bullet lists,
 * pipe tables, __bold__, *italic*, [label](id:datasworn/id) links and {{table:datasworn/id}}
 * placeholders. This turns it into the plain HTML Foundry stores, with links to documents in our
 * packs written as enrichers (@Move for a move, @Oracle for an oracle table, @UUID for anything
 * else) and every other link as its plain label.
 */
import { type DsNode, ContentError } from "./errors";

export interface MarkdownContext {
  /** UUID of the document made from an id, or null. */
  uuidOf: (dataswornId: string) => string | null;
  /** HTML of an embedded table (throws when unknown). */
  tableHtml: (dataswornId: string) => string;
  /** Names the entry, for error messages. */
  where: string;
  /** false writes links to moves and oracle tables as @UUID too. */
  enricherLinks?: boolean;
}

/** A row of an oracle table as an embedded copy shows it: its `min`, `max`, `text` and `text2`. */
export type TableRow = DsNode;

/**
 * Escapes the characters markup gives meaning to in converted text. Unlike `escapeHtml` (src/html.ts)
 * it leaves apostrophes as written: the pack documents have always stored them so, and a rebuild must
 * write the same bytes (tests/content/same-packs.test.ts).
 */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Converts one line of inline markdown (links, bold, italic) to HTML. */
export function inlineHtml(text: unknown, ctx: MarkdownContext): string {
  if (typeof text !== "string") throw new ContentError(`${ctx.where}: expected text, got ${typeof text}`);
  let html = escapeMarkup(text);
  html = html.replace(LINK, (_all, label: string, target: string) => linkHtml(label, target, ctx));
  html = html.replace(/__(.+?)__/g, "<strong>$1</strong>");
  html = html.replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>");
  html = html.replace(/(^|[^*\w])\*([^*\s](?:[^*]*[^*\s])?)\*(?![*\w])/g, "$1<em>$2</em>");
  return html;
}

/**
 * A link to a move is written as our `@Move` enricher (src/enrichers/), which opens the move and rolls
 * it for the reader's character, and a link to an oracle table as `@Oracle`, which draws it (unless the
 * context says `enricherLinks: false`); a link to anything else as Foundry's `@UUID`.
 */
function linkTag(id: string, uuid: string, ctx: MarkdownContext): "UUID" | "Move" | "Oracle" {
  if (ctx.enricherLinks === false) return "UUID";
  if (id.startsWith("move:")) return "Move";
  // Any table, also one a move embeds (the odds of Ask the Oracle, "move.oracle_rollable:…").
  if (uuid.includes(".RollTable.")) return "Oracle";
  return "UUID";
}

function linkHtml(label: string, target: string, ctx: MarkdownContext): string {
  if (/^https?:\/\//.test(target)) return `<a href="${target}">${label}</a>`;
  const id = target.replace(/^id:/, "");
  const uuid = ctx.uuidOf(id);
  const tag = uuid ? linkTag(id, uuid, ctx) : "UUID";
  // Labels end up inside an enricher's {braces}; a closing brace there would end it early.
  return uuid ? `@${tag}[${uuid}]{${label.replace(/[{}]/g, "")}}` : label;
}

/** Characters that make text more than one line of plain words. */
const SPECIAL = /[\n\r|*_[\]{}&<>"]/;
const TEMPLATE = /^\{\{table:([^}]+)\}\}$/;
const LIST_ITEM = /^\s*[*-]\s+(.*)$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;

/** Converts a block of Datasworn markdown to HTML ("" for empty text). */
export function markdownToHtml(text: unknown, ctx: MarkdownContext): string {
  if (text === undefined || text === null || text === "") return "";
  if (typeof text !== "string") throw new ContentError(`${ctx.where}: expected text, got ${typeof text}`);
  // One line of plain words (most table rows) is one paragraph as it stands: nothing to escape,
  // link, emphasise, list or embed. This gives what the general path below gives, sooner.
  if (!SPECIAL.test(text) && !LIST_ITEM.test(text)) {
    const line = text.trim();
    return line === "" ? "" : `<p>${line}</p>`;
  }
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/);
  return blocks
    .map((block) => blockHtml(block, ctx))
    .filter(Boolean)
    .join("");
}

function blockHtml(block: string, ctx: MarkdownContext): string {
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  if (lines.length === 0) return "";
  const template = lines.length === 1 ? TEMPLATE.exec(lines[0].trim()) : null;
  if (template) return ctx.tableHtml(template[1]);
  if (lines.length >= 2 && lines[0].includes("|") && TABLE_RULE.test(lines[1]))
    return pipeTableHtml(lines, ctx);
  let html = "";
  let paragraph: string[] = [];
  let items: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) html += `<p>${paragraph.map((line) => inlineHtml(line.trim(), ctx)).join(" ")}</p>`;
    paragraph = [];
  };
  const flushList = () => {
    if (items.length)
      html += `<ul>${items.map((item) => `<li>${inlineHtml(item.trim(), ctx)}</li>`).join("")}</ul>`;
    items = [];
  };
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item) {
      flushParagraph();
      items.push(item[1]);
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return html;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

function pipeTableHtml(lines: string[], ctx: MarkdownContext): string {
  const head = cells(lines[0])
    .map((cell) => `<th>${inlineHtml(cell, ctx)}</th>`)
    .join("");
  const body = lines
    .slice(2)
    .map(
      (line) =>
        `<tr>${cells(line)
          .map((cell) => `<td>${inlineHtml(cell, ctx)}</td>`)
          .join("")}</tr>`,
    )
    .join("");
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

/** HTML table of oracle rows: a roll column and one column per text field. */
export function rowsTableHtml(
  rows: readonly TableRow[],
  labels: readonly string[],
  ctx: MarkdownContext,
): string {
  const head = labels.map((label) => `<th>${escapeMarkup(label)}</th>`).join("");
  const body = rows
    .map((row) => {
      const roll = row.min === row.max ? `${row.min}` : `${row.min}–${row.max}`;
      const texts = [row.text, row.text2].filter((t) => typeof t === "string");
      return `<tr><td>${roll}</td>${texts.map((t) => `<td>${inlineHtml(t, ctx)}</td>`).join("")}</tr>`;
    })
    .join("");
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}
