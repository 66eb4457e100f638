/**
 * The page's stand-in for Foundry's enricher: a link (`@UUID[...]{Name}`, `@Move[...]{Name}`,
 * `@Oracle[...]{Name}`) shows as its name (src/enricher-syntax.ts `linksAsText`), then the text goes
 * through the one cleaner (src/clean-html.ts; without Foundry on the page it is the allow-list), as
 * every HTML source does before it reaches a sink.
 */
import { cleanHTML } from "../../src/clean-html";
import { linksAsText } from "../../src/enricher-syntax";

/** Safe HTML for `source` (cached: texts repeat from render to render). */
export function createRichText(): (source: string) => string {
  const cache = new Map<string, string>();
  return (source) => {
    if (!source) return "";
    let out = cache.get(source);
    if (out === undefined) {
      out = cleanHTML(linksAsText(source));
      cache.set(source, out);
    }
    return out;
  };
}
