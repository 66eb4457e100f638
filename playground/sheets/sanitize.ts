/**
 * The page's stand-in for Foundry's enricher: keeps a small set of formatting tags, drops every
 * attribute and any other element (its text stays), and shows links (@UUID[...]{Name}, @Move[...]{Name})
 * as their name.
 */
import { linksAsText } from "../../src/enricher-syntax";

const KEEP = new Set(["P", "STRONG", "EM", "B", "I", "UL", "OL", "LI", "BR", "H4", "H5", "BLOCKQUOTE"]);

function clean(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = linksAsText(node.textContent ?? "");
    return [doc.createTextNode(text)];
  }
  if (!(node instanceof Element)) return [];
  const children = [...node.childNodes].flatMap((child) => clean(child, doc));
  if (!KEEP.has(node.tagName)) return ["SCRIPT", "STYLE"].includes(node.tagName) ? [] : children;
  const copy = doc.createElement(node.tagName.toLowerCase());
  copy.append(...children);
  return [copy];
}

/** Safe HTML for `source` (cached: texts repeat from render to render). */
export function createSanitizer(): (source: string) => string {
  const cache = new Map<string, string>();
  const parser = new DOMParser();
  return (source) => {
    if (!source) return "";
    let out = cache.get(source);
    if (out === undefined) {
      const doc = parser.parseFromString(`<body>${source}</body>`, "text/html");
      const box = doc.createElement("div");
      box.append(...[...doc.body.childNodes].flatMap((n) => clean(n, doc)));
      out = box.innerHTML;
      cache.set(source, out);
    }
    return out;
  };
}
