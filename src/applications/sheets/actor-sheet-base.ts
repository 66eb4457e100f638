/**
 * What every Vowforge actor sheet shares: the Handlebars application over Foundry's ActorSheetV2,
 * the item buttons (edit, delete, mark progress, asset meters and abilities), meters, dragging
 * rows to the hotbar, and dropping items through the core path with our own refusals.
 */
import { lookOf } from "../../config";
import { dropVerdict } from "./context/drop-rules";
import { plainItem, localize } from "./foundry-env";
import {
  confirmDelete,
  dataInt,
  stepMeter,
  stepProgress,
  toggleAbility,
} from "./sheet-actions";
import { activateOnKey } from "./keyboard-activation";
import { STAT_DRAG_TYPE } from "./drag-data";
import { runClockButton, type ClockElement } from "../clocks/clock-buttons";
import { foundryClockButtonEnv } from "../clocks/foundry-button-env";
import { type WizardDocument } from "../wizard/character-wizard";
import { gamesFor } from "../wizard/wizard-games";
import { openCreation } from "../open-guided";
import { enabledRulesets } from "../../settings";
import { pinClassName } from "../../class-names";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheet } = foundry.applications.sheets;

export type SheetRenderContext = foundry.applications.sheets.ActorSheetV2.RenderContext;
export type SheetRenderOptions = foundry.applications.sheets.ActorSheetV2.RenderOptions;

/** Core ActorSheetV2's item drop handler, which the type package does not declare. */
interface CoreDropHandlers {
  _onDropItem(this: unknown, event: DragEvent, item: Item.Implementation): Promise<unknown>;
}

/**
 * ActorSheetV2 with Handlebars rendering. Typed as ActorSheetV2 itself: checking a subclass against
 * the mixin's full type exceeds the compiler's instantiation depth. The Handlebars part adds PARTS
 * (declared on each sheet) and template rendering, which our code does not call directly.
 */
const HandlebarsActorSheet = HandlebarsApplicationMixin(ActorSheet) as unknown as typeof ActorSheet;

/** The class of controls a user who may not edit the sheet can still use. */
export const ALWAYS_INTERACTIVE = "vf-always-interactive";

/** Enables the always-interactive controls inside `root` again. */
export function enableAlwaysInteractive(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement & { disabled?: boolean }>(`.${ALWAYS_INTERACTIVE}`)) {
    if ("disabled" in control) control.disabled = false;
  }
}

/** Submit data without an `img` that is a data: URI (a drawn picture, never a stored path). */
export function withoutDrawnImage<T extends object>(submit: T): T {
  const img = (submit as { img?: unknown }).img;
  if (typeof img !== "string" || !img.trim().startsWith("data:")) return submit;
  const { img: _dropped, ...rest } = submit as T & { img?: unknown };
  return rest as T;
}

export class VowforgeActorSheet extends HandlebarsActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vowforge", "vf-sheet"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      adjustMeter: VowforgeActorSheet.#adjustMeter,
      adjustAssetMeter: VowforgeActorSheet.#adjustAssetMeter,
      markProgress: VowforgeActorSheet.#markProgress,
      clearProgress: VowforgeActorSheet.#clearProgress,
      toggleAbility: VowforgeActorSheet.#toggleAbility,
      editItem: VowforgeActorSheet.#editItem,
      deleteItem: VowforgeActorSheet.#deleteItem,
      createProgress: VowforgeActorSheet.#createProgress,
      clockPress: VowforgeActorSheet.#clockPress,
      clockCreate: VowforgeActorSheet.#clockPress,
      openCreation: VowforgeActorSheet.#openCreation,
    },
  };

  /**
   * A character's sheet offers the guided creation in its header menu to those who may edit it (header
   * controls come from `_getHeaderControls`, extended from the core list as foundry-ironsworn's
   * vueitemsheet.ts and cosmere-rpg's component-system/mixin.ts do).
   */
  protected override _getHeaderControls() {
    const controls = super._getHeaderControls();
    if (this.isEditable && gamesFor(this.actor, enabledRulesets()).length > 0) {
      controls.push({ action: "openCreation", icon: "fa-solid fa-wand-magic-sparkles", label: "VOWFORGE.Wizard.Open" });
    }
    return controls;
  }

  static async #openCreation(this: VowforgeActorSheet) {
    await openCreation(this.actor as unknown as WizardDocument);
  }

  /** The embedded item a button's row names (data-item-id on the button or a parent). */
  protected itemFor(target: HTMLElement) {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    return id ? this.actor.items.get(id) : undefined;
  }

  /**
   * The update a form submit sends, without an image given as a data: URI. The portrait's src is the
   * stored path (the actors and character header.hbs templates draw the monogram over it), so this only guards against
   * a picture drawn in the page reaching the actor's img field.
   */
  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: unknown,
  ) {
    const submit = super._prepareSubmitData(event, form, formData, updateData as never);
    return withoutDrawnImage(submit);
  }

  /**
   * Foundry disables every control of a sheet the user may not edit (public issue
   * foundryvtt/foundryvtt#11673); controls marked vf-always-interactive (tab buttons, a player's own
   * learning after a conflict) are enabled again, as dnd5e does in its sheets' `_toggleDisabled`
   * (module/applications/api/primary-sheet-mixin.mjs, class always-interactive).
   */
  protected override _toggleDisabled(disabled: boolean): void {
    super._toggleDisabled(disabled);
    enableAlwaysInteractive(this.element);
  }

  protected override async _onRender(context: SheetRenderContext, options: SheetRenderOptions) {
    await super._onRender(context, options);
    // The game's look (styles/_identity.scss), which follows the actor's ruleset as it changes.
    this.element.dataset.vfRuleset = lookOf(this.actor.type, this.actor.system);
    if (!this.element.dataset.vfDrag) {
      this.element.dataset.vfDrag = "1";
      this.element.addEventListener("dragstart", (event) => this.#onDragRow(event));
      this.element.addEventListener("keydown", (event) => activateOnKey(event));
    }
  }

  /** Rows marked data-drag carry drag data: items and moves as Items, stats as our own type. */
  #onDragRow(event: DragEvent) {
    const row = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("[data-drag]") : null;
    if (!row || !event.dataTransfer) return;
    let data: Record<string, unknown> | null = null;
    if (row.dataset.drag === "stat" && row.dataset.stat) {
      data = { type: STAT_DRAG_TYPE, stat: row.dataset.stat, actorUuid: this.actor.uuid };
    } else {
      const uuid = row.dataset.documentUuid ?? row.dataset.moveUuid;
      if (uuid) data = { type: "Item", uuid };
    }
    if (!data) return;
    event.stopPropagation();
    event.dataTransfer.setData("text/plain", JSON.stringify(data));
  }

  /** Drops go through the core path, after refusing an item type the actor does not hold or a duplicate. */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (item.parent?.uuid !== this.actor.uuid) {
      const typeLabel = localize(`TYPES.Item.${item.type}`);
      const verdict = dropVerdict(
        { name: this.actor.name, type: this.actor.type, items: this.actor.items.contents.map((i) => plainItem(i)) },
        item,
        typeLabel,
      );
      if (!verdict.ok) {
        ui.notifications.warn(localize(verdict.key, verdict.data));
        return null;
      }
    }
    return (ActorSheet.prototype as unknown as CoreDropHandlers)._onDropItem.call(this, event, item);
  }

  static async #adjustMeter(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const path = target.dataset.path;
    if (path) await stepMeter(this.actor, path, dataInt(target, "delta"));
  }

  static async #adjustAssetMeter(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const asset = this.itemFor(target);
    if (asset) await stepMeter(asset, "meter.value", dataInt(target, "delta"));
  }

  static async #markProgress(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const track = this.itemFor(target);
    if (track) await stepProgress(track, 1);
  }

  static async #clearProgress(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const track = this.itemFor(target);
    if (track) await stepProgress(track, -1);
  }

  static async #toggleAbility(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const asset = this.itemFor(target);
    if (asset) await toggleAbility(asset, dataInt(target, "index", -1));
  }

  static async #editItem(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    await this.itemFor(target)?.sheet?.render(true);
  }

  static async #deleteItem(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const item = this.itemFor(target);
    if (item) await confirmDelete(item, this.actor);
  }

  /** A button of the character's clocks (the list the clock panel draws); the sheet redraws on the update. */
  static async #clockPress(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    await runClockButton(
      target as unknown as ClockElement,
      foundryClockButtonEnv(this.element, { scope: "actor", actorUuid: this.actor.uuid }),
    );
  }

  static async #createProgress(this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
    const kind = target.dataset.kind === "vow" ? "vow" : "journey";
    const ruleset = (this.actor.system as { ruleset?: unknown }).ruleset === "starforged" ? "starforged" : "ironsworn";
    const name = localize(kind === "vow" ? "VOWFORGE.Sheet.Tracks.NewVowName" : "VOWFORGE.Sheet.Tracks.NewTrackName");
    const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type: "progress", system: { kind, ruleset } }]);
    await created?.[0]?.sheet?.render(true);
  }
}
pinClassName(VowforgeActorSheet, "VowforgeActorSheet");
