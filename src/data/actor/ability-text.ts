/**
 * An Augur ability's text between the sheet's plain textarea and the stored HTML: typed words become
 * escaped paragraphs and line breaks, and come back as typed to be edited again.
 */

/** Markup a typed ability text is taken to hold (a tag of these names), rather than plain words. */
const MARKUP = /<\/?(p|br|em|strong|b|i|u|a|ul|ol|li|span|div|h[1-6]|blockquote|section)\b[^>]*>/i;

/** Stored text of exactly the shape `abilityHtml` writes: paragraphs of text and line breaks. */
const TYPED_SHAPE = /^(<p>[^<]*(<br>[^<]*)*<\/p>)+$/;

function escapeText(line: string): string {
  return line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function unescapeText(line: string): string {
  return line.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/**
 * The stored HTML of an ability's text as typed: text with markup is kept as written (the model's HTML
 * field cleans it); plain text is escaped and laid out as paragraphs (a blank line) and line breaks.
 */
export function abilityHtml(typed: string): string {
  const text = typed.trim();
  if (text === "" || MARKUP.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.split("\n").map((line) => escapeText(line.trim())).join("<br>")}</p>`)
    .join("");
}

/**
 * The text to edit for a stored ability text: what `abilityHtml` wrote turns back into the words typed
 * (so saving it again stores the same); any other HTML is edited as it is.
 */
export function abilityEditText(stored: string): string {
  if (!TYPED_SHAPE.test(stored)) return stored;
  return stored
    .slice(3, -4)
    .split("</p><p>")
    .map((paragraph) => paragraph.split("<br>").map(unescapeText).join("\n"))
    .join("\n\n");
}
