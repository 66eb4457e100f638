/**
 * The page's stand-in for Foundry's enricher: a content link `@UUID[...]{Name}` shows as its name,
 * then the text goes through the one cleaner (src/clean-html.ts; without Foundry on the page it is the
 * allow-list), as every HTML source does before it reaches a sink.
 */
import { cleanHTML } from "../../src/clean-html";

/** Safe HTML for `source` (cached: texts repeat from render to render). */
export function createRichText(): (source: string) => string {
  const cache = new Map<string, string>();
  return (source) => {
    if (!source) return "";
    let out = cache.get(source);
    if (out === undefined) {
      out = cleanHTML(source.replace(/@UUID\[[^\]]*\]\{([^}]*)\}/g, "$1"));
      cache.set(source, out);
    }
    return out;
  };
}
