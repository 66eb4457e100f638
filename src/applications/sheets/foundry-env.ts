/**
 * The sheets' environment in Foundry: localisation through locale.ts, rich text cleaned by the one
 * cleaner and then enriched by Foundry's enricher (computed before the synchronous builders run, and
 * kept by source text), and documents turned into the plain data the builders read.
 */
import { cleanHTML } from "../../clean-html";
import { escapeHtml } from "../../html";
import { localize } from "../../locale";
import { isItemOf, type DocumentLike } from "../../data/documents";
import { type SheetEnv, type SheetItem } from "./context/types";

/** Cleaned and enriched HTML by source text; move and asset texts repeat from render to render. */
const enriched = new Map<string, string>();
const ENRICHED_LIMIT = 2000;

/**
 * Runs every source through the cleaner and then Foundry's enricher, once; returns the lookup the
 * builders call (a source not prepared beforehand is shown escaped, as text).
 */
export async function enrichSources(sources: Iterable<string>, relativeTo?: foundry.abstract.Document.Any): Promise<(source: string) => string> {
  const editor = foundry.applications.ux.TextEditor.implementation;
  for (const source of new Set(sources)) {
    if (!source || enriched.has(source)) continue;
    if (enriched.size >= ENRICHED_LIMIT) enriched.clear();
    enriched.set(source, await editor.enrichHTML(cleanHTML(source), { relativeTo }));
  }
  return (source) => (source ? (enriched.get(source) ?? escapeHtml(source)) : "");
}

/** The part of an Item document the builders read: any subtype, its data read by `type` (`isItemOf`). */
export interface ItemLike extends DocumentLike {
  id: string | null;
  uuid: string;
  name: string;
  type: string;
  img?: string | null;
  sort: number;
}

export function plainItem(item: ItemLike): SheetItem {
  return { id: item.id ?? "", uuid: item.uuid, name: item.name, type: item.type, img: item.img ?? "", sort: item.sort, system: item.system };
}

/** The texts of `list` that hold something. */
function texts(list: readonly unknown[]): string[] {
  return list.filter((text): text is string => typeof text === "string" && text !== "");
}

/**
 * Every HTML source an item shows: its subtype's HTML fields (system.json `htmlFields`): a move's trigger,
 * text and outcomes, an asset's requirement and ability texts, notes, a site's description and summary.
 */
export function htmlSourcesOf(item: SheetItem): string[] {
  if (isItemOf(item, "move")) {
    const { trigger, text, outcomes } = item.system;
    return texts([trigger, text, ...Object.values(outcomes).flatMap((o) => [o.text, o.match])]);
  }
  if (isItemOf(item, "asset")) return texts([item.system.requirement, ...item.system.abilities.map((a) => a.text)]);
  if (isItemOf(item, "progress")) return texts([item.system.notes]);
  if (isItemOf(item, "delveSite")) return texts([item.system.description, item.system.notes]);
  if (isItemOf(item, "siteAspect")) return texts([item.system.summary, item.system.description]);
  return [];
}

/** A SheetEnv for a document sheet. */
export function sheetEnv(html: (source: string) => string, editable: boolean, idPrefix: string): SheetEnv {
  return { localize, html, editable, idPrefix };
}
