/**
 * The sheets part of the XSS sweep: every actor and item type, with attack text in every free-text
 * field (and the names of the document, its items and the actors it names), built by the real context
 * builders and drawn with the real templates, in Foundry's environment and the playground's.
 */
import type * as DataIndex from "../../src/data/index";
import { type SheetEnv, type SheetItem } from "../../src/applications/sheets/context/types";
import {
  ACTOR_TEMPLATES,
  CHARACTER_PARTS,
  CONFLICT_TEMPLATE,
  ITEM_TEMPLATES,
  RULESET_PARTS,
} from "../../src/applications/sheets/sheet-templates";
import { CHARACTER_TABS } from "../../src/applications/sheets/context/character-context";

/** Each tabbed ruleset sheet as the list of its parts' templates, and the conflict sheet's one template. */
const RULESET_SHEET_TEMPLATES = {
  forgedTies: Object.values(RULESET_PARTS.forgedTies),
  augur: Object.values(RULESET_PARTS.augur),
  strike: Object.values(RULESET_PARTS.strike),
  conflict: CONFLICT_TEMPLATE,
};
import { sampleIronsworn, sampleStarforged, sampleMoves } from "../../playground/sheets/samples";
import {
  sampleAugur,
  sampleConflict,
  sampleForgedTies,
  sampleStrike,
} from "../../playground/sheets/ruleset-samples";
import { localize } from "../helpers/handlebars";
import { type Payload } from "./payloads";
import { renderMarked, stringsIn, type Sweep } from "./sweep";
import { filledSystem } from "./sweep-foundry";

type Models = typeof DataIndex;

/** Where the sheets are drawn: in Foundry, or on the playground's pages. */
export type Place = "foundry" | "playground";

/**
 * The sheets' environment: in Foundry every string of the document enriched beforehand (the sheets
 * hand their HTML fields over; handing every string is the strictest), on the playground its own.
 */
async function sheetEnvFor(place: Place, strings: string[]): Promise<SheetEnv> {
  if (place === "playground") {
    const { createRichText } = await import("../../playground/sheets/rich-text");
    return { localize, html: createRichText(), editable: true, idPrefix: "pg-sweep" };
  }
  const env = await import("../../src/applications/sheets/foundry-env");
  const html = await env.enrichSources(strings);
  return env.sheetEnv(html, true, "vf-sweep");
}

function item(
  sweep: Sweep,
  models: Models,
  type: string,
  payload: Payload,
  base: Record<string, unknown>,
  id: string,
): SheetItem {
  const model = (models.itemModels as Record<string, unknown>)[type];
  return {
    id,
    uuid: `Item.${id}`,
    name: sweep.text(payload, `Item.${type} name`),
    type,
    img: "",
    sort: 0,
    system: filledSystem(sweep, `Item.${type}`, model, base, payload),
  };
}

function items(
  sweep: Sweep,
  models: Models,
  payload: Payload,
): {
  assets: SheetItem;
  track: SheetItem;
  move: SheetItem;
  site: SheetItem;
  aspect: SheetItem;
} {
  const sample = sampleIronsworn();
  const hound = sample.items.find((i) => i.type === "asset")!;
  const vow = sample.items.find((i) => i.type === "progress")!;
  const face = sampleMoves().find((m) => m.name === "Face Danger") ?? sampleMoves()[0];
  return {
    assets: item(sweep, models, "asset", payload, hound.system as Record<string, unknown>, "sweep-asset"),
    track: item(sweep, models, "progress", payload, vow.system as Record<string, unknown>, "sweep-vow"),
    move: item(sweep, models, "move", payload, face.system as Record<string, unknown>, "sweep-move"),
    site: item(sweep, models, "delveSite", payload, {}, "sweep-site"),
    aspect: item(sweep, models, "siteAspect", payload, { aspect: "theme" }, "sweep-aspect"),
  };
}

/** One payload in every text field of every sheet, drawn in `place`. */
export async function sweepSheets(
  sweep: Sweep,
  models: Models,
  payload: Payload,
  place: Place,
): Promise<void> {
  const foundryEnv = (strings: string[]) => sheetEnvFor(place, strings);
  const rich = place === "foundry";
  const ctx = await import("../../src/applications/sheets/context/character-context");
  const actorCtx = await import("../../src/applications/sheets/context/actor-context");
  const itemCtx = await import("../../src/applications/sheets/context/item-context");
  const siteCtx = await import("../../src/applications/sheets/context/delve-site-context");
  const ft = await import("../../src/applications/sheets/context/forged-ties-context");
  const augur = await import("../../src/applications/sheets/context/augur-context");
  const strike = await import("../../src/applications/sheets/context/strike-context");
  const conflict = await import("../../src/applications/sheets/context/conflict-context");
  const it = items(sweep, models, payload);
  const actorModels = models.actorModels as Record<string, unknown>;

  // Characters (Ironsworn and Starforged), in and out of edit mode.
  for (const sample of [sampleIronsworn(), sampleStarforged()]) {
    const system = filledSystem(sweep, "Actor.character", actorModels.character, sample.system, payload);
    const name = sweep.text(payload, "Actor.character name");
    const owned = [...sample.items, it.assets, it.track];
    const strings = [...stringsIn(system), ...stringsIn(owned), ...stringsIn(it.move), ...stringsIn(it.site)];
    const env = await foundryEnv(strings);
    // Every tab's panel is drawn (as once each tab has been opened), so one active tab suffices.
    for (const activeTab of CHARACTER_TABS.slice(0, 1)) {
      for (const editMode of [false, true]) {
        sweep.attempt(`${place}: character ${String(system.ruleset)}${editMode ? " edit" : ""}`, () => {
          const context = ctx.buildCharacterContext(
            {
              name,
              img: "",
              system,
              items: owned,
              moves: [it.move],
              search: "",
              enabledRulesets: ["ironsworn", "starforged"],
              activeTab,
              drawnTabs: CHARACTER_TABS,
              richEditor: rich,
              editMode,
              sites: [it.site],
            },
            env,
          );
          return Object.values(CHARACTER_PARTS)
            .map((part) => renderMarked(part, context))
            .join("\n");
        });
      }
    }
  }

  // Foe, starship, shared.
  for (const [type, field, build, template] of [
    ["foe", "description", actorCtx.buildFoeContext, ACTOR_TEMPLATES.foe],
    ["starship", "notes", actorCtx.buildStarshipContext, ACTOR_TEMPLATES.starship],
    ["shared", "notes", actorCtx.buildSharedContext, ACTOR_TEMPLATES.shared],
  ] as const) {
    const system = filledSystem(sweep, `Actor.${type}`, actorModels[type], {}, payload);
    const owned = [it.assets, it.track];
    const actor = { name: sweep.text(payload, `Actor.${type} name`), img: "", system, items: owned };
    const env = await foundryEnv([...stringsIn(system), ...stringsIn(owned)]);
    sweep.attempt(`${place}: ${type} (${field})`, () => renderMarked(template, build(actor, env, rich)));
  }

  // Items on their own sheets.
  const env = await foundryEnv(stringsIn(it));
  sweep.attempt(`${place}: asset sheet`, () =>
    renderMarked(ITEM_TEMPLATES.asset, itemCtx.buildAssetSheetContext(it.assets, env)),
  );
  sweep.attempt(`${place}: progress sheet`, () =>
    renderMarked(ITEM_TEMPLATES.progress, itemCtx.buildProgressSheetContext(it.track, env, rich)),
  );
  sweep.attempt(`${place}: move sheet`, () =>
    renderMarked(ITEM_TEMPLATES.move, itemCtx.buildMoveSheetContext(it.move, env)),
  );
  sweep.attempt(`${place}: delve site sheet`, () =>
    renderMarked(ITEM_TEMPLATES.delveSite, siteCtx.buildDelveSiteSheetContext(it.site, env)),
  );
  sweep.attempt(`${place}: site aspect sheet`, () =>
    renderMarked(ITEM_TEMPLATES.siteAspect, siteCtx.buildSiteAspectSheetContext(it.aspect, env)),
  );

  // The Forged Ties, Augur, Strike! and team conflict sheets, in and out of edit mode.
  const rulesets = [
    ["forgedTiesCharacter", sampleForgedTies(), RULESET_SHEET_TEMPLATES.forgedTies],
    ["augurCharacter", sampleAugur(), RULESET_SHEET_TEMPLATES.augur],
    ["strikeCharacter", sampleStrike(), RULESET_SHEET_TEMPLATES.strike],
    ["conflict", sampleConflict(), RULESET_SHEET_TEMPLATES.conflict],
  ] as const;
  for (const [type, sample, template] of rulesets) {
    const system = filledSystem(sweep, `Actor.${type}`, actorModels[type], sample.system, payload);
    const names = Object.fromEntries(
      stringsIn(system).map((s) => [s, sweep.text(payload, "Actor (other) name")]),
    );
    const renv = await foundryEnv(stringsIn(system));
    for (const editMode of [false, true]) {
      const actor = {
        name: sweep.text(payload, `Actor.${type} name`),
        img: "",
        system,
        uuid: sample.uuid,
        editMode,
      };
      sweep.attempt(`${place}: ${type}${editMode ? " edit" : ""}`, () => {
        if (type === "forgedTiesCharacter")
          return renderMarked(template, ft.buildForgedTiesContext(actor, renv, names, rich));
        if (type === "augurCharacter")
          return renderMarked(template, augur.buildAugurContext(actor, renv, names, rich));
        if (type === "strikeCharacter")
          return renderMarked(template, strike.buildStrikeContext(actor, renv, rich));
        const tracker = (sample as ReturnType<typeof sampleConflict>).tracker;
        return renderMarked(template, conflict.buildConflictContext(actor, tracker, null, renv, names, rich));
      });
    }
  }
}

/** Attack text in every name, label and title of a roll dialog's input (the actor, its stats and meters). */
function attacked(value: unknown, text: (key: string) => string, key = ""): unknown {
  if (typeof value === "string") return ["name", "label", "title"].includes(key) ? text(key) : value;
  if (Array.isArray(value)) return value.map((v) => attacked(v, text, key));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, attacked(v, text, k)]));
  }
  return value;
}

/** The roll dialog of every ruleset, with attack text in the actor's name and its stat and meter labels. */
export async function sweepRollDialog(sweep: Sweep, payload: Payload): Promise<void> {
  const { buildRollDialogContext } = await import("../../src/applications/dialogs/roll-dialog-context");
  const { DIALOG_TEMPLATES } = await import("../../src/templates");
  const { choices, input } = await import("../applications/dialogs/dialog-fixtures");
  for (const ruleset of ["ironsworn", "forgedTies", "augur", "strike"] as const) {
    const attack = attacked(input(ruleset), (key) => sweep.text(payload, `roll dialog ${key}`)) as ReturnType<
      typeof input
    >;
    sweep.attempt(`roll dialog ${ruleset}`, () =>
      renderMarked(
        DIALOG_TEMPLATES.whole,
        buildRollDialogContext(attack, choices(attack), { localize, idPrefix: "vf-sweep" }),
      ),
    );
  }
}
