/**
 * What our enrichers do once Foundry has found a match (register.ts registers them): the element a
 * `@Move[...]`, `@Oracle[...]` or `@Roll[...]` becomes, and the wiring of its controls when it joins the
 * page. A chunk of its own (vowforge-enrichers.mjs, rollup.config.mjs), loaded by the first text that
 * holds one of our links, so a client whose texts hold none never fetches it.
 */
import { enabledRulesets } from "../settings";
import { type EnricherTag } from "../enricher-syntax";
import { enricherRenderSignal } from "../foundry-compat";
import { SYSTEM_ID } from "../constants";
import { userCharacter } from "../applications/sheets/user-character";
import { recordOf, textOf } from "../applications/sheets/context/types";
import { linkCandidates, type CandidatePack, type LinkKind, type WorldDocument } from "./candidates";
import { linkElement, wireEnriched } from "./element";
import { FOUNDRY_HANDLERS } from "./handlers";
import { moveLink, oracleLink, rollLink, tooltipText, type EnrichedLink } from "./link-spec";
import { resolveReference } from "./references";
import { localize } from "../locale";

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
    link = { kind: "broken", text: label ?? reference, tooltip: tooltipText(localize("VOWFORGE.Enricher.Error.Unreadable")) };
  }
  return link;
}

function reportFailure(error: unknown): void {
  console.error("Vowforge | a linked roll failed", error);
  const message = error instanceof Error ? error.message : String(error);
  ui.notifications?.error(localize("VOWFORGE.Enricher.Error.Failed", { message }));
}

/** Wires the controls of an enriched element when Foundry adds it to the page. */
export function onRender(element: HTMLElement, options?: unknown): void {
  wireEnriched(element, FOUNDRY_HANDLERS, reportFailure, enricherRenderSignal(options));
}

/** The element one match becomes: a link, a roll button, or a marked broken link. */
export async function enrichedElement(tag: EnricherTag, match: RegExpMatchArray, options: unknown): Promise<HTMLElement> {
  return linkElement(await enrichLink(tag, match, options));
}
