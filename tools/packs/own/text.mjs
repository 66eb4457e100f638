/**
 * Text of our content: markdown written as one string or a list of lines (an empty line between
 * paragraphs), converted with the same dialect as Datasworn text (src/content/markdown.ts) plus numbered
 * lists and generated blocks: a paragraph holding only `{{name}}` is replaced by generated HTML.
 * Links name our entries as `[label](id:vowforge/<pack>/<key>)`; a link to nothing stops the build.
 * Text between backticks is code, shown as written: an enricher written there (`@Move[Face Danger]`)
 * stays text, its "@" parted from the rest by a <wbr> so that no enricher matches it.
 */
import { PackBuildError, check, escapeMarkup, inlineHtml } from "../lib/converter.mjs";

/** Joins a text field into one markdown string; `required` refuses an empty one. */
export function markdownOf(value, where, { required = true } = {}) {
  if (value === undefined || value === null) {
    check(!required, `${where}: text is missing`);
    return "";
  }
  const lines = typeof value === "string" ? [value] : value;
  check(
    Array.isArray(lines) && lines.every((line) => typeof line === "string"),
    `${where}: text should be a string or a list of strings`,
  );
  const text = lines.join("\n").trim();
  check(!required || text !== "", `${where}: text is empty`);
  return text;
}

const LINK = /\]\(id:([^)\s]+)\)/g;
const PLACEHOLDER = /^\{\{([\w:-]+)\}\}$/;
const NUMBERED = /^\s*\d+\.\s+/;

const CODE = /`([^`\n]+)`/g;
/** Stands in for a code span while the markdown around it is converted (letters only: no markdown meaning). */
const CODE_MARK = /VFCODE(\d+)MARK/g;

/** Swaps the code spans of `text` for marks; `restore` puts their HTML back into converted HTML. */
function setCodeAside(text) {
  const spans = [];
  const marked = text.replace(CODE, (_all, code) => `VFCODE${spans.push(code) - 1}MARK`);
  const restore = (html) =>
    html.replace(CODE_MARK, (_all, i) => `<code>${escapeMarkup(spans[Number(i)]).replace(/@/g, "@<wbr>")}</code>`);
  return { marked, restore };
}

/**
 * Converts a text field to HTML. `blocks` maps placeholder names to generated HTML.
 * @param {unknown} value  a string or a list of lines
 * @param {{ md: (text: string, where: string) => string, uuidOf: (id: string) => string | null }} ctx
 */
export function contentHtml(value, ctx, where, { blocks = {}, required = true } = {}) {
  const { marked: text, restore } = setCodeAside(markdownOf(value, where, { required }));
  for (const match of text.matchAll(LINK)) {
    check(ctx.uuidOf(match[1]) !== null, `${where}: links to "${match[1]}", which no pack of ours holds`);
  }
  const inline = { where, uuidOf: ctx.uuidOf, tableHtml: () => "" };
  return text
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const placeholder = PLACEHOLDER.exec(block.trim());
      if (placeholder) {
        const html = blocks[placeholder[1]];
        if (typeof html !== "string") throw new PackBuildError(`${where}: unknown block {{${placeholder[1]}}}`);
        return html;
      }
      const lines = block.split("\n").filter((line) => line.trim() !== "");
      if (lines.length > 0 && lines.every((line) => NUMBERED.test(line))) {
        return `<ol>${lines.map((line) => `<li>${inlineHtml(line.replace(NUMBERED, ""), inline)}</li>`).join("")}</ol>`;
      }
      return ctx.md(block, where);
    })
    .map(restore)
    .join("");
}
