/**
 * The delve site and site theme/domain sheets. From a site: mark progress, Locate Your Objective
 * (a progress roll on the site's track), Delve the Depths (the move from the Delve pack, rolled by the
 * site's owner or the user's character), and d100 rolls on the site's features, dangers and denizens.
 */
import { siteDangerTable, siteFeatureTable, siteRowFor, denizenFor, type SiteRow } from "../../rules/delve";
import { RulesError } from "../../rules/errors";
import {
  buildDelveSiteSheetContext,
  buildSiteAspectSheetContext,
  readAspect,
  readDenizens,
} from "./context/delve-site-context";
import { rollActionMove, rollProgressItem } from "./actor-rolls";
import { escapeHtml } from "../../html";
import { localize, plainItem } from "./foundry-env";
import { VowforgeItemSheet } from "./item-sheets";
import { denizenResultHtml, siteRollCardHtml } from "./site-roll-card";
import { ITEM_TEMPLATES, SHEET_PARTIALS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

type ItemRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;

/** The Delve moves pack and the Datasworn ids of the moves a site rolls. */
const DELVE_MOVES_PACK = "vowforge.delve-moves";
export const DELVE_MOVE_IDS = {
  delveTheDepths: "move:delve/delve/delve_the_depths",
  locateYourObjective: "move:delve/delve/locate_your_objective",
  revealADanger: "move:delve/delve/reveal_a_danger",
} as const;

/** A move of the Delve pack by its Datasworn id, or null when the pack is missing or lacks it. */
async function delveMove(dataswornId: string): Promise<Item.Implementation | null> {
  const pack = game.packs.get(DELVE_MOVES_PACK);
  if (!pack) return null;
  // CompendiumCollection#getDocuments loads a pack's documents (as in foundryvtt/dnd5e, module/utils.mjs).
  const moves = (await pack.getDocuments()) as Item.Implementation[];
  return moves.find((m) => (m.system as { dataswornId?: unknown }).dataswornId === dataswornId) ?? null;
}

/** The rows of Reveal a Danger's table (the move lists it first among its oracles), as plain text. */
async function revealADangerRows(): Promise<SiteRow[]> {
  const move = await delveMove(DELVE_MOVE_IDS.revealADanger);
  const uuid = (move?.system as { oracles?: unknown } | undefined)?.oracles;
  const first = Array.isArray(uuid) && typeof uuid[0] === "string" ? uuid[0] : null;
  const table: unknown = first
    ? await foundry.utils.fromUuid(first as Parameters<typeof foundry.utils.fromUuid>[0])
    : null;
  if (!(table instanceof RollTable)) return [];
  return table.results.contents.map((result) => ({
    min: Number(result.range[0]),
    max: Number(result.range[1]),
    // Our generated results keep their text in `description` (HTML); the site card shows plain text.
    text: String(result.description ?? "")
      .replace(/<[^>]*>/g, "")
      .trim(),
  }));
}

/** Rolls 1d100 and posts which row of a site table it found. */
async function postSiteRoll(
  site: Item.Implementation,
  table: string,
  pick: (roll: number) => string,
): Promise<void> {
  const roll = await new Roll("1d100").evaluate();
  const total = Number(roll.total);
  let result: string;
  try {
    result = pick(total);
  } catch (error) {
    const detail = error instanceof RulesError ? error.message : String(error);
    ui.notifications?.error(localize("VOWFORGE.DelveSite.Error.Table", { site: site.name, detail }));
    return;
  }
  await ChatMessage.create({
    author: game.user?.id,
    speaker: ChatMessage.getSpeaker(),
    content: siteRollCardHtml(site.name, table, total, result),
    rolls: [JSON.stringify(roll)],
    sound: CONFIG.sounds.dice,
  });
}

export class DelveSiteSheet extends VowforgeItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    actions: {
      locateObjective: DelveSiteSheet.#locateObjective,
      delveTheDepths: DelveSiteSheet.#delveTheDepths,
      rollFeature: DelveSiteSheet.#rollFeature,
      rollDanger: DelveSiteSheet.#rollDanger,
      rollDenizen: DelveSiteSheet.#rollDenizen,
    },
  };

  static PARTS = {
    body: { template: ITEM_TEMPLATES.delveSite, templates: Object.values(SHEET_PARTIALS), scrollable: [""] },
  };

  protected override async _prepareContext(options: ItemRenderOptions) {
    const base = await super._prepareContext(options);
    const { plain, env } = await this.env();
    return { ...base, ...buildDelveSiteSheetContext(plain, env) };
  }

  /** The character who rolls: the site's owner, else the user's character. */
  #roller() {
    const actor = this.item.parent ?? game.user?.character ?? null;
    if (!actor) ui.notifications?.warn(localize("VOWFORGE.DelveSite.Error.NoCharacter"));
    return actor;
  }

  static async #locateObjective(this: DelveSiteSheet) {
    const actor = this.#roller();
    if (!actor) return;
    const move = await delveMove(DELVE_MOVE_IDS.locateYourObjective);
    const site = plainItem(this.item);
    await rollProgressItem(
      actor,
      { ...site, system: { ...(site.system as object), kind: "delve" } },
      move && plainItem(move),
    );
  }

  static async #delveTheDepths(this: DelveSiteSheet) {
    const actor = this.#roller();
    if (!actor) return;
    const move = await delveMove(DELVE_MOVE_IDS.delveTheDepths);
    if (!move) {
      ui.notifications?.warn(localize("VOWFORGE.DelveSite.Error.NoPack"));
      return;
    }
    await rollActionMove(actor, plainItem(move));
  }

  static async #rollFeature(this: DelveSiteSheet) {
    const system = this.item.system as Record<string, unknown>;
    const table = siteFeatureTable(readAspect(system.theme), readAspect(system.domain));
    await postSiteRoll(this.item, localize("VOWFORGE.DelveSite.Feature"), (roll) =>
      escapeHtml(siteRowFor(table, roll).text),
    );
  }

  static async #rollDanger(this: DelveSiteSheet) {
    const system = this.item.system as Record<string, unknown>;
    const general = await revealADangerRows();
    await postSiteRoll(this.item, localize("VOWFORGE.DelveSite.Danger"), (roll) =>
      escapeHtml(
        siteRowFor(siteDangerTable(readAspect(system.theme), readAspect(system.domain), general), roll).text,
      ),
    );
  }

  static async #rollDenizen(this: DelveSiteSheet) {
    const denizens = readDenizens((this.item.system as Record<string, unknown>).denizens);
    await postSiteRoll(this.item, localize("VOWFORGE.DelveSite.Denizen"), (roll) => {
      const slot = denizenFor(denizens, roll);
      const frequency = localize(`VOWFORGE.DelveSite.Frequency.${slot.frequency}`);
      return denizenResultHtml(slot, frequency, localize("VOWFORGE.DelveSite.EmptySlot"));
    });
  }
}
pinClassName(DelveSiteSheet, "DelveSiteSheet");

export class SiteAspectSheet extends VowforgeItemSheet {
  static PARTS = {
    body: { template: ITEM_TEMPLATES.siteAspect, templates: Object.values(SHEET_PARTIALS), scrollable: [""] },
  };

  protected override async _prepareContext(options: ItemRenderOptions) {
    const base = await super._prepareContext(options);
    const { plain, env } = await this.env();
    return { ...base, ...buildSiteAspectSheetContext(plain, env) };
  }
}
pinClassName(SiteAspectSheet, "SiteAspectSheet");
