/**
 * A small allow-list cleaner for move outcome texts a card keeps (any player can write a card's data):
 * it keeps p, ul, ol, li, strong, em, br and a links with an href that is not a script, drops every
 * other tag and every other attribute, drops script and style elements with their content, and escapes
 * any stray angle bracket. Pure string work, so the playground and the tests use it without a DOM;
 * Foundry's own cleaner is preferred where it exists (see card-listeners.ts).
 */

const KEPT = new Set(["p", "ul", "ol", "li", "strong", "em", "a", "br"]);
const DROPPED_WITH_CONTENT = /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function escapeText(text: string): string {
  return text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The href of an a tag's attributes when it is safe to keep, else null. */
function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  const href = match[1] ?? match[2] ?? match[3] ?? "";
  // Browsers ignore control characters and whitespace inside a scheme; so does this check.
  const scheme = [...href]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join("")
    .toLowerCase();
  if (/^(javascript|vbscript|data):/.test(scheme) || scheme.startsWith("&#")) return null;
  return href;
}

/** The cleaned HTML. */
export function cleanHTML(html: string): string {
  const source = html.replace(DROPPED_WITH_CONTENT, "");
  let out = "";
  let last = 0;
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name || !KEPT.has(name)) continue;
    const closing = match[0].startsWith("</");
    if (closing) {
      if (name !== "br") out += `</${name}>`;
    } else if (name === "a") {
      const href = safeHref(match[2] ?? "");
      out += href === null ? "<a>" : `<a href="${escapeAttribute(href)}">`;
    } else out += name === "br" ? "<br>" : `<${name}>`;
  }
  return out + escapeText(source.slice(last));
}
