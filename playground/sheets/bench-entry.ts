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

/** One sheet render: context build plus every part's template; returns the HTML length. */
function once(): number {
  const context = buildCharacterContext(
    { name: actor.name, img: actor.img, system: actor.system, items: actor.items, moves, search: "", enabledRulesets: ["ironsworn"], activeTab: "tracks", richEditor: true },
    sheetEnv,
  );
  let length = 0;
  for (const path of Object.values(CHARACTER_PARTS)) length += env.render(path, context).length;
  return length;
}

Object.assign(window, { vfSheetBench: { once, counts: { assets: 20, tracks: 30, moves: moves.length } } });
