/**
 * The sheets page's guide samples: a journal page whose text holds the system's links (@Move, @Oracle,
 * @Roll, and two that name nothing), enriched and wired by the system's own link code, and the welcome
 * window on its real template. The page plays the links as Foundry would for the user's character (the
 * sample Starforged character): a move's die opens the roll dialog for the move, an inline action roll
 * opens it on the stat with the link's adds, another inline roll posts its card at once, an oracle link
 * draws d100 with the page's seeded dice, and a move's name says it opened.
 */
import { type EnrichedHandlers, wireEnriched } from "../../src/enrichers/element";
import { candidateOf } from "../../src/enrichers/candidates";
import { moveLink, oracleLink, rollLink, type EnrichedLink } from "../../src/enrichers/link-spec";
import { parseInlineRoll, rollsNamedStat } from "../../src/enrichers/inline-roll";
import { resolveReference, type LinkCandidate } from "../../src/enrichers/references";
import { type EnricherTag } from "../../src/enricher-syntax";
import { summarizeActor, type SummarizedActor } from "../../src/chat/commands/actor-summary";
import { resolveCommand } from "../../src/chat/commands/resolve";
import type { RollRequest } from "../../src/kinds/registry";
import { type SheetItem } from "../../src/applications/sheets/context/types";
import { WELCOME_TEMPLATE } from "../../src/applications/guide/welcome-template";
import { welcomeContext } from "../../src/applications/guide/welcome-context";
import { type PageEnv } from "../env";
import { defineEnrichedContent, enrichLinks } from "./enrich";

/** What the samples play with: the page's roll dialog, card log, seeded dice and notice line. */
export interface JournalPlay {
  rollAs(ruleset: "starforged", roll: { moveUuid?: string; stat?: string; adds?: number }): boolean;
  characterOf(ruleset: "starforged"): SummarizedActor | null;
  post(request: RollRequest): void;
  die(faces: number): number;
  notify(message: string): void;
}

/** The sample page's text: our words, with links as a guide page writes them. */
const PAGE_HTML = [
  "<h2>A first scene</h2>",
  "<p>When the fiction calls for it, @Move[Face Danger] or @Move[Gather Information]. A miss sends you to @Move[Pay the Price].</p>",
  "<p>For inspiration, draw @Oracle[Core / Action]{an action} and @Oracle[Core / Theme]{a theme}.</p>",
  "<p>Roll from the page: @Roll[action edge +1]{Edge +1}, or @Roll[progress 7]{a progress roll at 7}.</p>",
  "<p>Links that name nothing stay readable: @Move[Fly Away] and @Roll[dance]{a dance}.</p>",
].join("");

/** Two sample oracle tables, as a pack's index gives them. */
const TABLES: LinkCandidate[] = ["Core / Action", "Core / Theme"].map((name) =>
  candidateOf("oracle", { uuid: `Compendium.vowforge.starforged-oracles.RollTable.${name.replace(/\W+/g, "")}`, name }, "starforged"),
);

function i18nOf(page: PageEnv) {
  return { localize: (key: string) => page.localize(key), format: (key: string, data?: Record<string, string>) => page.localize(key, data) };
}

/** The links of the sample, resolved as the enricher resolves them (the user's character plays Starforged). */
function linkOf(page: PageEnv, moves: readonly LinkCandidate[]) {
  const i18n = i18nOf(page);
  return (tag: EnricherTag, reference: string, label: string | undefined): EnrichedLink => {
    if (tag === "Roll") return rollLink(reference, label, i18n);
    if (tag === "Move") return moveLink(reference, label, resolveReference(reference, moves, ["starforged", "ironsworn"]), i18n);
    return oracleLink(reference, label, resolveReference(reference, TABLES, ["starforged"]), i18n);
  };
}

function handlers(page: PageEnv, moves: readonly SheetItem[], play: JournalPlay): EnrichedHandlers {
  const t = page.localize;
  return {
    open: (uuid) => play.notify(t("VOWFORGE.Playground.Journal.Opened", { name: moves.find((m) => m.uuid === uuid)?.name ?? uuid })),
    rollMove: (uuid) => play.rollAs("starforged", { moveUuid: uuid }),
    drawOracle: (uuid) => {
      const table = TABLES.find((c) => c.uuid === uuid);
      play.notify(t("VOWFORGE.Playground.Journal.Drawn", { table: table?.name ?? uuid, roll: play.die(100) }));
    },
    roll: (text) => {
      const parsed = parseInlineRoll(text);
      if (!parsed.ok) return;
      if (rollsNamedStat(parsed.command)) return play.rollAs("starforged", { stat: parsed.command.stat.id, adds: parsed.command.adds });
      const character = play.characterOf("starforged");
      const context = { actor: character ? summarizeActor(character) : null, rulesets: ["ironsworn", "starforged"] as const, starforgedCancel: true, localize: t };
      const resolved = resolveCommand(parsed.command, context);
      if (resolved.ok) play.post(resolved.request);
    },
  };
}

/**
 * A sample's frame on the page, as the other sheets' (its key names it to the gallery), with its empty
 * content section (`.window-content`, as Foundry draws it) for the caller to fill.
 */
function sampleFrame({ key, name, css }: { key: string; name: string; css: string }): { element: HTMLElement; body: HTMLElement } {
  const element = document.createElement("section");
  element.className = `vowforge ${css} pg-sheet`;
  element.dataset.sheet = key;
  element.setAttribute("aria-label", name);
  const body = document.createElement("section");
  body.className = "window-content";
  element.append(body);
  return { element, body };
}

/** Renders the journal page and the welcome window into `list`. */
export function renderGuideSamples(list: HTMLElement, page: PageEnv, moves: readonly SheetItem[], play: JournalPlay): void {
  const t = page.localize;
  defineEnrichedContent((element) =>
    wireEnriched(element, handlers(page, moves, play), (error) => play.notify(t("VOWFORGE.Playground.Sheets.Error", { message: String(error) }))),
  );
  const heading = document.createElement("h2");
  heading.className = "pg-sheets__group";
  heading.textContent = t("VOWFORGE.Playground.Journal.Heading");
  // Foundry enriches a page's stored markup (here the constant above) apart from the page and hands back
  // HTML, which the journal sheet inserts: each <enriched-content> runs its render callback then.
  const content = document.createElement("article");
  content.className = "journal-page-content";
  content.innerHTML = PAGE_HTML;
  enrichLinks(content, linkOf(page, moves.map((move) => candidateOf("move", move, null))));
  const journal = sampleFrame({ key: "journal", name: t("VOWFORGE.Playground.Journal.Name"), css: "vf-pg-journal" });
  journal.body.append(content);
  const welcome = sampleFrame({ key: "welcome", name: t("VOWFORGE.Guide.Welcome.Title"), css: "vf-welcome-app" });
  welcome.body.innerHTML = page.render(
    WELCOME_TEMPLATE,
    welcomeContext({ rulesets: ["ironsworn", "starforged"], showAtStart: true, gm: true, idPrefix: "pg-welcome" }, t),
  );
  welcome.element.addEventListener("click", (event) => {
    const action = event.target instanceof Element ? event.target.closest("[data-action]")?.getAttribute("data-action") : null;
    if (action) play.notify(t("VOWFORGE.Playground.Sheets.NotHere"));
  });
  list.append(heading, journal.element, welcome.element);
}
