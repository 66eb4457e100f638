/**
 * The sheets' environment in Foundry: localisation through game.i18n, rich text cleaned by the one
 * cleaner and then enriched by Foundry's enricher (computed before the synchronous builders run, and
 * kept by source text), and documents turned into the plain data the builders read.
 */
import { cleanHTML } from "../../clean-html";
import { escapeHtml } from "../../html";
import { type SheetEnv, type SheetItem } from "./context/types";

/** game.i18n.format / localize behind the builders' Localize signature. */
export function localize(key: string, data?: Record<string, unknown>): string {
  if (!data) return game.i18n.localize(key);
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n.format(key, strings);
}

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

/** The part of an Item document the builders read. */
export interface ItemLike {
  id: string | null;
  uuid: string;
  name: string;
  type: string;
  img?: string | null;
  sort: number;
  system: unknown;
}

export function plainItem(item: ItemLike): SheetItem {
  return { id: item.id ?? "", uuid: item.uuid, name: item.name, type: item.type, img: item.img ?? "", sort: item.sort, system: item.system };
}

/** Every HTML source an item shows (move texts, ability texts, notes, a site's description and summary). */
export function htmlSourcesOf(item: SheetItem): string[] {
  const s = (item.system ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const key of ["trigger", "text", "requirement", "notes", "description", "summary"]) {
    if (typeof s[key] === "string") out.push(s[key]);
  }
  if (Array.isArray(s.abilities)) {
    for (const a of s.abilities as { text?: unknown }[]) if (typeof a?.text === "string") out.push(a.text);
  }
  const outcomes = s.outcomes as Record<string, { text?: unknown; match?: unknown }> | undefined;
  for (const o of Object.values(outcomes ?? {})) {
    if (typeof o?.text === "string") out.push(o.text);
    if (typeof o?.match === "string") out.push(o.match);
  }
  return out;
}

/** A SheetEnv for a document sheet. */
export function sheetEnv(html: (source: string) => string, editable: boolean, idPrefix: string): SheetEnv {
  return { localize, html, editable, idPrefix };
}
