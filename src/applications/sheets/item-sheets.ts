/**
 * The asset, progress track and move item sheets.
 */
import { lookOf } from "../../config";
import { rulesetOf } from "../../data/documents";
import { SHEET_SIZES } from "./sheet-sizes";
import { buildAssetSheetContext, buildMoveSheetContext, buildProgressSheetContext } from "./context/item-context";
import { rollActionMove, rollProgressItem } from "./actor-rolls";
import { enrichSources, htmlSourcesOf, plainItem, sheetEnv } from "./foundry-env";
import { ITEM_TEMPLATES, SHEET_PARTIALS } from "./sheet-templates";
import { toggleAbility } from "../../operations/items";
import { stepTrack } from "./sheet-action";
import { toggleAbilityOnSheet } from "./advance-on-demand";
import { foundryAsk } from "./foundry-ask";
import { localize } from "../../locale";
import { RulesError } from "../../rules/errors";
import { nudgeField } from "./nudge";
import { dataInt } from "./sheet-action";
import { pinClassName } from "../../class-names";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheet } = foundry.applications.sheets;

type ItemRenderOptions = foundry.applications.api.DocumentSheetV2.RenderOptions;

/** ItemSheetV2 with Handlebars rendering, typed as ItemSheetV2 (see actor-sheet-base.ts for why). */
const HandlebarsItemSheet = HandlebarsApplicationMixin(ItemSheet) as unknown as typeof ItemSheet;

const partials = Object.values(SHEET_PARTIALS);

export class VowforgeItemSheet extends HandlebarsItemSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vowforge", "vf-sheet", "vf-item"],
    window: { resizable: true },
    form: { submitOnChange: true },
    position: { ...SHEET_SIZES.item },
    actions: {
      toggleAbility: VowforgeItemSheet.#toggleAbility,
      markProgress: VowforgeItemSheet.#markProgress,
      clearProgress: VowforgeItemSheet.#clearProgress,
      progressRoll: VowforgeItemSheet.#progressRoll,
      rollMove: VowforgeItemSheet.#rollMove,
      nudge: VowforgeItemSheet.#nudge,
    },
  };

  /** The game's look (styles/_identity.scss), by the item's type and ruleset. */
  protected override async _onRender(
    context: foundry.applications.api.DocumentSheetV2.RenderContext<Item.Implementation>,
    options: foundry.applications.api.DocumentSheetV2.RenderOptions,
  ) {
    await super._onRender(context, options);
    this.element.dataset.vfRuleset = lookOf(this.item.type, rulesetOf(this.item));
  }

  /** The item's HTML, enriched, and the environment the builders get. */
  protected async env() {
    const plain = plainItem(this.item);
    const html = await enrichSources(htmlSourcesOf(plain), this.item);
    return { plain, env: sheetEnv(html, this.isEditable, this.id) };
  }

  /**
   * An ability's mark. On an asset a character owns, marking one beyond the first is an Advance and
   * asks how it is paid, as on the character sheet (advance-on-demand.ts); an asset in the sidebar or a
   * compendium has no one to pay and is marked free.
   */
  static async #toggleAbility(this: VowforgeItemSheet, _event: Event, target: HTMLElement) {
    const index = dataInt(target.dataset, "index", -1);
    const owner = this.item.parent;
    if (!owner) return toggleAbility(this.item, index);
    const ask = foundryAsk(this.id);
    try {
      await toggleAbilityOnSheet(owner, this.item, index, ask, localize);
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      ask.refused(error);
    }
  }

  /** A number field's − or +: the stepped field's change submits the form (submitOnChange). */
  static #nudge(this: VowforgeItemSheet, _event: Event, target: HTMLElement) {
    nudgeField(target, this.element);
  }

  static async #markProgress(this: VowforgeItemSheet) {
    await stepTrack(this.item, 1);
  }

  static async #clearProgress(this: VowforgeItemSheet) {
    await stepTrack(this.item, -1);
  }

  static async #progressRoll(this: VowforgeItemSheet) {
    const actor = this.item.parent;
    if (!actor) return;
    await rollProgressItem(actor, this.item);
  }

  static async #rollMove(this: VowforgeItemSheet) {
    const actor = this.item.parent ?? game.user.character;
    if (actor) await rollActionMove(actor, plainItem(this.item));
  }
}
pinClassName(VowforgeItemSheet, "VowforgeItemSheet");

export class AssetSheet extends VowforgeItemSheet {
  static PARTS = { body: { template: ITEM_TEMPLATES.asset, templates: partials, scrollable: [""] } };

  protected override async _prepareContext(options: ItemRenderOptions) {
    const base = await super._prepareContext(options);
    const { plain, env } = await this.env();
    return { ...base, ...buildAssetSheetContext(plain, env) };
  }
}
pinClassName(AssetSheet, "AssetSheet");

export class ProgressSheet extends VowforgeItemSheet {
  static PARTS = { body: { template: ITEM_TEMPLATES.progress, templates: partials, scrollable: [""] } };

  protected override async _prepareContext(options: ItemRenderOptions) {
    const base = await super._prepareContext(options);
    const { plain, env } = await this.env();
    return { ...base, ...buildProgressSheetContext(plain, env, true) };
  }
}
pinClassName(ProgressSheet, "ProgressSheet");

export class MoveSheet extends VowforgeItemSheet {
  static PARTS = { body: { template: ITEM_TEMPLATES.move, templates: partials, scrollable: [""] } };

  protected override async _prepareContext(options: ItemRenderOptions) {
    const base = await super._prepareContext(options);
    const { plain, env } = await this.env();
    return { ...base, ...buildMoveSheetContext(plain, env) };
  }
}
pinClassName(MoveSheet, "MoveSheet");
