/**
 * The foe, starship and party ("shared") sheets: one part each, built by the actor context builders.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { buildFoeContext, buildSharedContext, buildStarshipContext, type PlainActor, type PlainActorType } from "./context/actor-context";
import { dataOf, type PartialActorData } from "../../data/documents";
import { type SheetEnv } from "./context/types";
import { VowforgeActorSheet, type SheetRenderOptions } from "./actor-sheet-base";
import { enrichSources, htmlSourcesOf, plainItem, sheetEnv } from "./foundry-env";
import { ACTOR_TEMPLATES, SHEET_PARTIALS } from "./sheet-templates";
import { stepProgress } from "../../operations/items";
import { rankOf } from "./context/progress-context";
import { safeTicks } from "./context/track-context";
import { type ActionTable } from "./sheet-action";
import { enabledExpansions } from "../../settings";
import { isShipMeter } from "./context/ship-roll";
import { rollShipMeter } from "./ship-rolls";
import { pinClassName } from "../../class-names";

const partials = Object.values(SHEET_PARTIALS);

/** Plain data and an environment for a simple actor sheet. */
async function prepare<T extends PlainActorType>(
  sheet: VowforgeActorSheet,
  system: PartialActorData<T>,
  notes: string | undefined,
): Promise<{ actor: PlainActor<T>; env: SheetEnv }> {
  const actor = sheet.actor;
  const items = actor.items.contents.map((item) => plainItem(item));
  const html = await enrichSources([notes ?? "", ...items.flatMap(htmlSourcesOf)], actor);
  return { actor: { name: actor.name, img: actor.img ?? "", system, items }, env: sheetEnv(html, sheet.isEditable, sheet.id) };
}

/** Marks or clears ticks on a foe's combat track at the foe's rank. */
function foeStep(direction: 1 | -1): ActionTable[string] {
  return async (foe) => {
    const system: PartialActorData<"foe"> = dataOf(foe, "foe") ?? {};
    const rank = rankOf(system.rank);
    const ticks = safeTicks(system.progress?.ticks);
    await stepProgress(foe, { rank, ticks }, direction, "system.progress.ticks");
  };
}

const FOE_ACTIONS: ActionTable = { markFoeProgress: foeStep(1), clearFoeProgress: foeStep(-1) };

/** A ship's meter (data-meter) rolled by the user's character through the roll dialog (ship-rolls.ts). */
const STARSHIP_ACTIONS: ActionTable = {
  rollShipMeter: async (ship, { data }) => {
    const meter = data.meter;
    if (isShipMeter(meter)) await rollShipMeter({ name: ship.name, system: dataOf(ship, "starship") ?? {} }, meter);
  },
};

export class FoeSheet extends VowforgeActorSheet {
  static override ACTIONS = FOE_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-foe"],
    position: { ...SHEET_SIZES.foe },
    actions: VowforgeActorSheet.actionsOf(FOE_ACTIONS),
  };

  static PARTS = { body: { template: ACTOR_TEMPLATES.foe, templates: partials, scrollable: [""] } };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    // The sheet is registered for this subtype only (register.ts); another actor's data reads as empty.
    const system: PartialActorData<"foe"> = dataOf(this.actor, "foe") ?? {};
    const { actor, env } = await prepare(this, system, system.description);
    return { ...base, ...buildFoeContext(actor, env, true) };
  }
}
pinClassName(FoeSheet, "FoeSheet");

export class StarshipSheet extends VowforgeActorSheet {
  static override ACTIONS = STARSHIP_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-starship"],
    position: { ...SHEET_SIZES.starship },
    actions: VowforgeActorSheet.actionsOf(STARSHIP_ACTIONS),
  };

  static PARTS = { body: { template: ACTOR_TEMPLATES.starship, templates: partials, scrollable: [""] } };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    // The sheet is registered for this subtype only (register.ts); another actor's data reads as empty.
    const system: PartialActorData<"starship"> = dataOf(this.actor, "starship") ?? {};
    const { actor, env } = await prepare(this, system, system.notes);
    return { ...base, ...buildStarshipContext(actor, env, true, enabledExpansions().includes("sunderedIsles")) };
  }
}
pinClassName(StarshipSheet, "StarshipSheet");

export class SharedSheet extends VowforgeActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-shared"],
    position: { ...SHEET_SIZES.shared },
  };

  static PARTS = { body: { template: ACTOR_TEMPLATES.shared, templates: partials, scrollable: [""] } };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    // The sheet is registered for this subtype only (register.ts); another actor's data reads as empty.
    const system: PartialActorData<"shared"> = dataOf(this.actor, "shared") ?? {};
    const { actor, env } = await prepare(this, system, system.notes);
    return { ...base, ...buildSharedContext(actor, env, true) };
  }
}
pinClassName(SharedSheet, "SharedSheet");
