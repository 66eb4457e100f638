/**
 * Registers the enrichers with Foundry: `@Move[...]`, `@Oracle[...]` and `@Roll[...]` in any enriched
 * text (journal pages, item text, chat messages) become links and roll buttons.
 *
 * The Foundry way, as dnd5e (module/enrichers.mjs `registerCustomEnrichers`) and draw-steel
 * (draw-steel.mjs, `CONFIG.TextEditor.enrichers`; src/module/applications/ux/enrichers/*.mjs) do: each
 * entry of `CONFIG.TextEditor.enrichers` has an `id`, a global `pattern`, an async `enricher(match,
 * options)` returning the element to put in place of the match, and an `onRender(element)` that Foundry
 * calls when the element, wrapped in an `<enriched-content enricher="<id>">` element, is added to the
 * page (draw-steel styles `enriched-content[enricher="ds.roll"]` and wires its clicks in `onRender`).
 * Foundry enriches a chat message's content when it renders it (foundryvtt/foundryvtt#8264; dnd5e's
 * enrichers work in chat, ironmonk88/monks-active-tiles#659), so links typed into chat work too.
 *
 * Only the patterns live in the runtime script; what a match becomes (enrich.ts) is a chunk loaded by
 * the first match. Foundry awaits the enricher, so the element arrives as it would without the chunk;
 * `onRender` runs after its element's enricher, so the chunk is loaded by then. A chunk that cannot be
 * loaded (an incomplete install) leaves the text as written: an enricher returning null replaces nothing
 * (dnd5e's module/enrichers.mjs `enrichString` returns null for a match it does not handle).
 */
import { ENRICHER_TAGS, enricherPattern } from "../enricher-syntax";
import { ENRICHER_IDS } from "./ids";
import { SYSTEM_ID } from "../constants";
import type * as Enrich from "./enrich";

let loading: Promise<typeof Enrich | null> | null = null;

/** The chunk of what a match becomes, loaded once; null (reported once) when it cannot be loaded. */
function enrichChunk(): Promise<typeof Enrich | null> {
  loading ??= import("./enrich").catch((error: unknown) => {
    console.error(`${SYSTEM_ID} | the enrichers could not be loaded`, error);
    return null;
  });
  return loading;
}

/**
 * An entry of CONFIG.TextEditor.enrichers as v13 and v14 read it (Foundry's API reference,
 * CONFIG.TextEditorEnricherConfig: `id` is required for `onRender`); the v13 types on npm lack both.
 */
interface EnricherEntry {
  id: string;
  pattern: RegExp;
  enricher(match: RegExpMatchArray, options?: unknown): Promise<HTMLElement | null>;
  onRender?(element: HTMLElement, options?: unknown): unknown;
}

/** Adds our enrichers to CONFIG.TextEditor.enrichers; called once on `init`. */
export function registerEnrichers(): void {
  // The list holds entries of the shape above; its declared element type predates `id` and `onRender`.
  const enrichers = CONFIG.TextEditor.enrichers as unknown as EnricherEntry[];
  for (const tag of ENRICHER_TAGS) {
    enrichers.push({
      id: ENRICHER_IDS[tag],
      pattern: enricherPattern(tag),
      enricher: async (match, options) => (await enrichChunk())?.enrichedElement(tag, match, options) ?? null,
      onRender: async (element, options) => (await enrichChunk())?.onRender(element, options),
    });
  }
}
