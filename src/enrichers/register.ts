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
 */
import { enabledRulesets } from "../settings";
import { enricherPattern, type EnricherTag } from "../enricher-syntax";
import { enricherRenderSignal } from "../foundry-compat";
import { SYSTEM_ID } from "../constants";
import { userCharacter } from "../applications/sheets/user-character";
import { recordOf, textOf } from "../applications/sheets/context/types";
import { linkCandidates, type CandidatePack, type LinkKind, type WorldDocument } from "./candidates";
import { ENRICHER_IDS, linkElement, wireEnriched } from "./element";
import { FOUNDRY_HANDLERS } from "./handlers";
import { moveLink, oracleLink, rollLink, tooltipText, type EnrichedLink } from "./link-spec";
import { resolveReference } from "./references";

/** The ruleset of the document a text belongs to: its own, its parent's, or its pack's. */
function rulesetOfDocument(doc: unknown): string | null {
  for (const d of [recordOf(doc), recordOf(recordOf(doc).parent)]) {
    const own = textOf(recordOf(d.system).ruleset);
    if (own) return own;
    const packId = textOf(d.pack);
    const pack = packId ? game.packs?.get(packId) : null;
    const flagged = textOf(recordOf(recordOf(pack?.metadata.flags)[SYSTEM_ID]).ruleset);
    if (flagged) return flagged;
  }
  return null;
}

/**
 * The rulesets a name is looked up in first: the text's document's, the user's character's (two games
 * share a move's name only between Ironsworn and Starforged), then the world's.
 */
function preferredRulesets(relativeTo: unknown): string[] {
  const character = userCharacter();
  const own = [rulesetOfDocument(relativeTo), textOf(recordOf(character?.system).ruleset)];
  return [...new Set([...own.filter((r): r is string => Boolean(r)), ...enabledRulesets()])];
}

async function candidates(kind: LinkKind) {
  const world = (kind === "move" ? (game.items ?? []) : (game.tables ?? [])) as Iterable<WorldDocument>;
  return linkCandidates(kind, world, (game.packs ?? []) as Iterable<CandidatePack>);
}

/** What one match shows; anything unexpected is shown as a broken link, never thrown. */
export async function enrichLink(tag: EnricherTag, match: RegExpMatchArray, options: unknown): Promise<EnrichedLink> {
  const reference = match[1] ?? "";
  const label: string | undefined = match[2];
  let link: EnrichedLink;
  try {
    if (tag === "Roll") {
      link = rollLink(reference, label, game.i18n);
    } else {
      const kind: LinkKind = tag === "Move" ? "move" : "oracle";
      const found = resolveReference(reference, await candidates(kind), preferredRulesets(recordOf(options).relativeTo));
      link = kind === "move" ? moveLink(reference, label, found, game.i18n) : oracleLink(reference, label, found, game.i18n);
    }
  } catch (error) {
    console.error(`Vowforge | the link ${match[0]} could not be drawn`, error);
    link = { kind: "broken", text: label ?? reference, tooltip: tooltipText(game.i18n.localize("VOWFORGE.Enricher.Error.Unreadable")) };
  }
  return link;
}

function reportFailure(error: unknown): void {
  console.error("Vowforge | a linked roll failed", error);
  const message = error instanceof Error ? error.message : String(error);
  ui.notifications?.error(game.i18n.format("VOWFORGE.Enricher.Error.Failed", { message }));
}

/** Wires the controls of an enriched element when Foundry adds it to the page. */
function onRender(element: HTMLElement, options?: unknown): void {
  wireEnriched(element, FOUNDRY_HANDLERS, reportFailure, enricherRenderSignal(options));
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
  for (const tag of ["Move", "Oracle", "Roll"] as const) {
    enrichers.push({
      id: ENRICHER_IDS[tag],
      pattern: enricherPattern(tag),
      enricher: async (match: RegExpMatchArray, options?: unknown) => linkElement(await enrichLink(tag, match, options)),
      onRender,
    });
  }
}
