/**
 * A small allow-list cleaner for move outcome texts a card keeps (any player can write a card's data):
 * it keeps p, ul, ol, li, strong, em, br and a links whose href is http(s):, mailto: or relative, drops every
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

/** Named character references that read as a character a scheme test must see (whitespace, colon). */
const NAMED: Record<string, string> = {
  Tab: "\t",
  NewLine: "\n",
  colon: ":",
  sol: "/",
  amp: "&",
  quot: '"',
  apos: "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
  num: "#",
  quest: "?",
  period: ".",
};

/**
 * An attribute value with its numeric (decimal, hex; the semicolon optional, as the HTML tokenizer
 * allows) and common named character references decoded. Other named references stay as written; the
 * cleaner writes the decoded value back fully escaped, so the browser reads exactly what was checked.
 */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#[xX]([0-9a-fA-F]+);?|#(\d+);?|([a-zA-Z][a-zA-Z0-9]*);)/g, (whole, hex, dec, name) => {
    if (hex !== undefined || dec !== undefined) {
      const code = hex !== undefined ? parseInt(hex as string, 16) : parseInt(dec as string, 10);
      // The tokenizer turns NUL, surrogates and out-of-range numbers into U+FFFD.
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    }
    return NAMED[name as string] ?? whole;
  });
}

/** Schemes a kept link may use; a link without a scheme (relative, fragment, query) is kept as well. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

/** Whitespace, control and invisible characters, which browsers skip or which hide a scheme. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufffd]/g;

/**
 * The href of an a tag's attributes, decoded, when it is safe to keep, else null. The value is decoded
 * (character references) and stripped of whitespace and control characters; what stands before the
 * first colon, if that colon comes before any `/`, `?` or `#`, is a scheme and must be http, https or
 * mailto. Everything else (javascript:, data:, vbscript:, unknown schemes, anything obfuscated) is
 * refused.
 */
function safeHref(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  if (!match) return null;
  const href = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? "");
  const squeezed = href.replace(INVISIBLE, "");
  const scheme = /^([^/?#\\]*?):/.exec(squeezed);
  if (scheme && !ALLOWED_SCHEMES.has(scheme[1].toLowerCase())) return null;
  return href;
}

/** A value for a double-quoted attribute: every character that markup could read, escaped. */
function escapeHref(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
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
      out += href === null ? "<a>" : `<a href="${escapeHref(href)}">`;
    } else out += name === "br" ? "<br>" : `<${name}>`;
  }
  return out + escapeText(source.slice(last));
}
