/**
 * The page's stand-in for Foundry's rich text enrichment of our links, as Foundry does it: each match of
 * an enricher's pattern in a text node is replaced by the element the enricher returns, wrapped in an
 * `<enriched-content enricher="<id>">` element, whose render callback runs when it joins the page
 * (draw-steel styles `enriched-content[enricher="ds.roll"]` and wires its clicks in the enricher's
 * `onRender`; Foundry's API reference, CONFIG.TextEditorEnricherConfig). The links themselves come from
 * the system's own builders (src/enrichers/link-spec.ts, element.ts); only the lookup is the page's.
 */
import { ENRICHER_TAGS, enricherPattern, type EnricherTag } from "../../src/enricher-syntax";
import { ENRICHER_IDS } from "../../src/enrichers/ids";
import { linkElement } from "../../src/enrichers/element";
import { type EnrichedLink } from "../../src/enrichers/link-spec";

/** What a match of `tag` shows: the page resolves it as the enricher would in Foundry. */
export type LinkOf = (tag: EnricherTag, reference: string, label: string | undefined) => EnrichedLink;

const callbacks = new Map<string, (element: HTMLElement) => void>();

/** The custom element Foundry defines: on joining the page, it runs its enricher's render callback. */
class EnrichedContent extends HTMLElement {
  connectedCallback(): void {
    callbacks.get(this.getAttribute("enricher") ?? "")?.(this);
  }
}

/** Sets the render callback of every enricher of ours (Foundry reads `onRender` from the enricher's entry). */
export function defineEnrichedContent(onRender: (element: HTMLElement) => void): void {
  for (const tag of ENRICHER_TAGS) callbacks.set(ENRICHER_IDS[tag], onRender);
  if (!customElements.get("enriched-content")) customElements.define("enriched-content", EnrichedContent);
}

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

/** Enriches the text nodes under `root` with our three enrichers, each in turn as Foundry applies them. */
export function enrichLinks(root: HTMLElement, linkOf: LinkOf): void {
  for (const tag of ENRICHER_TAGS) {
    for (const node of textNodes(root)) {
      const text = node.textContent ?? "";
      const matches = [...text.matchAll(enricherPattern(tag))];
      if (matches.length === 0) continue;
      const fragment = document.createDocumentFragment();
      let at = 0;
      for (const match of matches) {
        const start = match.index ?? 0;
        fragment.append(text.slice(at, start));
        const wrapper = document.createElement("enriched-content");
        wrapper.setAttribute("enricher", ENRICHER_IDS[tag]);
        wrapper.append(linkElement(linkOf(tag, match[1] ?? "", match[2])));
        fragment.append(wrapper);
        at = start + match[0].length;
      }
      fragment.append(text.slice(at));
      node.replaceWith(fragment);
    }
  }
}
