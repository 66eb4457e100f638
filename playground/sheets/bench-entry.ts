/**
 * The sheet benchmark's browser script: builds the character sheet context for a character with 20
 * assets and 30 progress tracks (and 48 moves) and renders every part of the real templates.
 * Stored HTML is passed through as Foundry passes it once enriched (the enricher's work is cached).
 */
import { buildCharacterContext } from "../../src/applications/sheets/context/character-context";
import { CHARACTER_PARTS, registerSheetPartials } from "../../src/applications/sheets/sheet-templates";
import { createPageEnv, templateSources } from "../env";
import { benchCharacter, benchMoves } from "./samples";

const env = createPageEnv();
registerSheetPartials(env.hbs, templateSources());
const actor = benchCharacter();
const moves = benchMoves();
const sheetEnv = { localize: env.localize, html: (source: string) => source, editable: true, idPrefix: "bench" };

/** One sheet render: context build plus every part's template (the tabs not opened drawn empty); returns the HTML. */
function html(): string {
  const context = buildCharacterContext(
    { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves, search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: true },
    sheetEnv,
  );
  let markup = "";
  for (const path of Object.values(CHARACTER_PARTS)) markup += env.render(path, context);
  return markup;
}

/** One sheet render; returns the HTML length. */
function once(): number {
  return html().length;
}

/**
 * The sheet's first paint as far as the page can measure it: the HTML inserted into a fresh element and
 * laid out (without Foundry's or our CSS, so a lower bound); returns the milliseconds.
 */
function paint(): number {
  const markup = html();
  const host = document.createElement("form");
  const start = performance.now();
  host.innerHTML = markup;
  document.body.append(host);
  void host.offsetHeight;
  const took = performance.now() - start;
  host.remove();
  return took;
}

Object.assign(window, { vfSheetBench: { html, once, paint, bytes: () => new TextEncoder().encode(html()).length, counts: { assets: 20, tracks: 30, moves: moves.length } } });
