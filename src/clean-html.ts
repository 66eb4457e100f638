/**
 * The one HTML cleaner. Every piece of HTML the system did not write itself (rich text a user
 * stored, pack text, oracle rows, the outcome texts a card keeps) passes through `cleanHTML` before it
 * reaches a sink: a template's `{{{ }}}` or an `innerHTML` / `insertAdjacentHTML` / `outerHTML` write
 * (docs/architecture.md, "HTML sinks"; tests/security/ holds the rule).
 *
 * In Foundry the cleaning is Foundry's own, `foundry.utils.cleanHTML(raw): string`, the allow-list the
 * server applies to a system's declared `htmlFields`: present on v13 and v14 (added by public issue
 * foundryvtt/foundryvtt#12071 "Added foundry.utils.cleanHTML, which sanitizes HTML strings"; listed in
 * the v14 API reference; the v13 types declare it, so `tsc` checks the call below), so no version
 * switch is needed. Where Foundry is not running (the playground, tests that fake no cleaner) the
 * same function cleans with the allow-list below: pure string work, needing no DOM.
 *
 * The allow-list keeps the tags rich text and our packs use (paragraphs, lists, emphasis, headings,
 * block quotes, tables, code, links), drops every attribute but a link's safe href, drops script-like
 * elements with their content, escapes every other angle bracket, and closes what it opened, so its
 * output holds no markup it did not write itself.
 */

/** The tags kept (without their attributes, but for a link's href). */
const KEPT_TAGS =
  "p br hr div span strong b em i u s sub sup small code pre blockquote h1 h2 h3 h4 h5 h6 ul ol li dl dt dd " +
  "table caption thead tbody tfoot tr th td a";
const KEPT = new Set(KEPT_TAGS.split(" "));
/** Elements without content or end tag. */
const VOID = new Set(["br", "hr"]);
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|template|textarea|title|xmp|noscript|noembed|noframes|svg|math)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
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
  return value.replace(
    /&(?:#[xX]([0-9a-fA-F]+);?|#(\d+);?|([a-zA-Z][a-zA-Z0-9]*);)/g,
    (whole, hex, dec, name) => {
      if (hex !== undefined || dec !== undefined) {
        const code = hex !== undefined ? parseInt(hex as string, 16) : parseInt(dec as string, 10);
        // The tokenizer turns NUL, surrogates and out-of-range numbers into U+FFFD.
        return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
          ? String.fromCodePoint(code)
          : "\ufffd";
      }
      return NAMED[name as string] ?? whole;
    },
  );
}

/** Schemes a kept link may use; a link without a scheme (relative, fragment, query) is kept as well. */
const ALLOWED_SCHEMES = new Set(["http", "https", "mailto"]);

/** Whitespace, control and invisible characters, which browsers skip or which hide a scheme. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this matches
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff\ufffd]/g;

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

/** The allow-list cleaning (see the module comment): what `cleanHTML` does outside Foundry. */
function allowListClean(html: string): string {
  const source = html.replace(DROPPED_WITH_CONTENT, "");
  let out = "";
  let last = 0;
  const open: string[] = [];
  for (const match of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name || !KEPT.has(name)) continue;
    if (match[0].startsWith("</")) {
      // A closing tag closes what it names and anything opened inside it; one that closes nothing
      // this cleaner opened is dropped, so the fragment never closes the page's elements around it.
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else if (VOID.has(name)) {
      out += `<${name}>`;
    } else if (name === "a") {
      const href = safeHref(match[2] ?? "");
      out += href === null ? "<a>" : `<a href="${escapeHref(href)}">`;
      open.push(name);
    } else {
      out += `<${name}>`;
      open.push(name);
    }
  }
  out += escapeText(source.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** Foundry's own cleaner when Foundry runs (see the module comment), else null. */
function foundryCleaner(): ((raw: string) => string) | null {
  const utils = (globalThis as { foundry?: { utils?: { cleanHTML?: unknown } } }).foundry?.utils;
  return typeof utils?.cleanHTML === "function" ? (raw) => foundry.utils.cleanHTML(raw) : null;
}

/** `html` cleaned: by Foundry where it runs, by the allow-list elsewhere. */
export function cleanHTML(html: string): string {
  const foundryClean = foundryCleaner();
  return foundryClean ? foundryClean(html) : allowListClean(html);
}
