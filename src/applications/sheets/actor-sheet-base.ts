/**
 * What every Vowforge actor sheet shares: the Handlebars application over Foundry's ActorSheetV2, the
 * one way its buttons run (a table of actions, sheet-action.ts, with the shared actions written once
 * there and each sheet's own beside them), the host those actions ask their questions of,
 * the edit toggle's state, dragging rows to the hotbar, and dropping items through the core path with
 * our own refusals and actors through the sheet's `dropActor` action.
 */
import { lookOf } from "../../config";
import { rulesetOf } from "../../data/documents";
import { dropVerdict } from "./context/drop-rules";
import { plainItem } from "./foundry-env";
import { localize } from "../../locale";
import { rollCharacter } from "../dialogs/roll-dialog";
import { rollForge, rollPurchase } from "../../cards/special-rolls";
import { actorNames } from "./actor-names";
import { foundryAsk } from "./foundry-ask";
import { advanceApplies, loadAdvance } from "./advance-on-demand";
import { RulesError } from "../../rules/errors";
import { type ConflictButtonEnv } from "./conflict-env";
import { type ProgressTarget } from "./context/moves-context";
import {
  indexOf,
  runAction,
  SHARED_ACTIONS,
  type ActionItem,
  type ActionTable,
  type DroppedActor,
  type PressResult,
  type SheetHost,
  type SheetRolls,
} from "./sheet-action";
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

/**
 * Core ActorSheetV2's drop handlers, which the type package does not declare. Core's `_onDrop` reads
 * the drag data, resolves a dropped document and hands an Actor to `_onDropActor(event, actor)` and an
 * Item to `_onDropItem(event, item)` (draw-steel src/module/applications/api/document-sheet.mjs:465-505
 * spells the same path out for its own sheets; dnd5e module/applications/actor/api/base-actor-sheet.mjs:
 * 1707-1716 overrides `_onDrop` calling super and then `_onDropActor`, and actor/character-sheet.mjs:
 * 1207-1208 falls back to `super._onDropActor`). Whether core also asks the `dropActorSheetData` hook
 * first, as draw-steel's copy does, is on the licensed-run list (docs/architecture.md).
 */
interface CoreDropHandlers {
  _onDropItem(this: unknown, event: DragEvent, item: Item.Implementation): Promise<unknown>;
  _onDropActor?(this: unknown, event: DragEvent, actor: Actor.Implementation): Promise<unknown>;
}

/** A handler of Foundry's DEFAULT_OPTIONS.actions. */
type SheetClick = (this: VowforgeActorSheet, event: Event, target: HTMLElement) => Promise<void>;

/** An item that may have a sheet of its own (every Item has one in Foundry). */
type ItemWithSheet = ActionItem & { sheet?: { render(force: boolean): unknown } | null };

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
  /**
   * Foundry's table of click handlers for a sheet's own actions and the shared ones: each name runs
   * `press`. Foundry calls a
   * handler of DEFAULT_OPTIONS.actions with the application as `this` and (event, target), target being
   * the element that carries the data-action (draw-steel's sheets: src/module/applications/sheets/
   * hero-sheet.mjs, `static async #rollProject(event, target)` with `@this DrawSteelHeroSheet`; dnd5e's
   * module/applications/actor/api/base-actor-sheet.mjs does the same). Foundry also merges a
   * subclass's DEFAULT_OPTIONS over its parent's (dnd5e's actor/character-sheet.mjs:22-32 lists only its
   * own actions and still runs base-actor-sheet.mjs:62-73's `roll`), so every sheet gets this base's
   * `openCreation` and `form`; each sheet still lists every table name it runs, so its table is read in
   * one place.
   */
  static actionsOf(table: ActionTable): Record<string, SheetClick> {
    return Object.fromEntries(
      // A drop is no click: `dropActor` runs from `_onDropActor`.
      Object.keys({ ...SHARED_ACTIONS, ...table }).filter((name) => name !== "dropActor").map((name): [string, SheetClick] => [
        name,
        async function (this: VowforgeActorSheet, _event: Event, target: HTMLElement) {
          await this.press(name, target);
        },
      ]),
    );
  }

  /** The sheet's own actions, run before the shared ones of the same name. */
  static ACTIONS: ActionTable = {};

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vowforge", "vf-sheet"],
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      ...VowforgeActorSheet.actionsOf({}),
      openCreation: VowforgeActorSheet.#openCreation,
    },
  };

  /** Whether the sheet shows its edit fields. */
  #editing = false;

  /** Tabs of the "primary" group opened since the sheet was created: their panels are drawn. */
  readonly #drawnTabs = new Set<string>();

  /**
   * The tabs whose panels a render draws: `active` (the open one) and those opened before; a panel
   * not opened yet is drawn empty and filled on its first opening (changeTab).
   */
  protected drawnTabs(active: string | null | undefined): string[] {
    // Before a tab is chosen the group's initial tab is the open one (the sheet's static TABS).
    const open = active ?? (this.constructor as { TABS?: Record<string, { initial?: string }> }).TABS?.primary?.initial;
    if (open) this.#drawnTabs.add(open);
    return [...this.#drawnTabs];
  }

  /**
   * Opening a tab whose panel was not drawn yet draws that part (a tab panel's part id is the tab's).
   * Foundry's tab buttons call `changeTab`, which dnd5e overrides the same way, calling super first
   * and then doing its own work (module/applications/api/primary-sheet-mixin.mjs, `changeTab`;
   * module/applications/actor/api/base-actor-sheet.mjs); a render given `parts` redraws only those
   * (dnd5e's sheets render `{ parts: [...] }` alike). Sheets without tabs never get the call.
   */
  override changeTab(...args: Parameters<foundry.applications.api.ApplicationV2["changeTab"]>): void {
    super.changeTab(...args);
    const [tab, group] = args;
    const parts = (this.constructor as { PARTS?: Record<string, unknown> }).PARTS ?? {};
    if (group !== "primary" || this.#drawnTabs.has(tab) || !Object.hasOwn(parts, tab)) return;
    this.#drawnTabs.add(tab);
    void this.render({ parts: [tab] });
  }

  protected get isEditing(): boolean {
    return this.#editing;
  }

  /** The parts drawn again when the edit mode opens or closes (every part when undefined). */
  protected editParts(): string[] | undefined {
    return undefined;
  }

  /**
   * Runs the action `name` of this sheet's table (or the shared one) with what `target` carries; a
   * refusal of the rules is shown in the user's language.
   */
  protected async press(name: string, target: HTMLElement | null, dropped?: DroppedActor): Promise<PressResult> {
    const own = (this.constructor as typeof VowforgeActorSheet).ACTIONS;
    const data: Record<string, string | undefined> = { ...(target?.dataset ?? {}) };
    // The item a button's row names: data-item-id on the button or a parent.
    if (data.itemId === undefined && typeof target?.closest === "function") {
      data.itemId = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
    }
    const input = { data, index: indexOf(data), target, element: this.element, ...(dropped ? { dropped } : {}) };
    return runAction(own, name, this.actor, input, this.sheetHost());
  }

  /** What the actions may use beyond the actor: DialogV2 and notifications, the rolls, the sheet. */
  protected sheetHost(): SheetHost {
    const editing = () => this.#editing;
    return {
      ask: foundryAsk(this.id),
      rolls: this.sheetRolls(),
      t: localize,
      get editing() {
        return editing();
      },
      toggleEdit: async () => {
        this.#editing = !this.#editing;
        const parts = this.editParts();
        await this.render(parts ? { parts } : undefined);
      },
      names: (uuids) => actorNames(uuids),
      openItem: async (item: ItemWithSheet) => {
        await item.sheet?.render(true);
      },
      createItem: async (item) => {
        const created = await this.actor.createEmbeddedDocuments("Item", [item as Item.CreateData]);
        return created?.[0];
      },
      clock: async (target) => {
        await runClockButton(
          target as unknown as ClockElement,
          foundryClockButtonEnv(this.element, { scope: "actor", actorUuid: this.actor.uuid }),
        );
      },
      conflict: () => this.conflictEnv(),
      moveTargets: (moveUuid) => this.moveTargets(moveUuid),
    };
  }

  /** The tracks the sheet's moves list offers a progress move (only the character sheet has one). */
  protected moveTargets(_moveUuid: string): readonly ProgressTarget[] {
    return [];
  }

  /** The rolls a button starts: the roll dialog on a stat (for any of the five games' characters), the forge and purchase rolls. */
  protected sheetRolls(): SheetRolls {
    const actor = this.actor;
    const none = async () => undefined;
    return {
      stat: async (stat) => {
        await rollCharacter(actor, { stat });
      },
      move: none,
      progress: none,
      eachLegacy: none,
      forge: async (id, helpers) => {
        await rollForge(actor, id, helpers);
      },
      purchase: async (item) => {
        await rollPurchase(actor, item);
      },
    };
  }

  /** What the conflict's buttons need (only the conflict sheet has one). */
  protected conflictEnv(): Promise<ConflictButtonEnv> {
    return Promise.reject(new Error("this sheet is not a conflict's"));
  }

  /**
   * Another actor dropped on the sheet runs the sheet's `dropActor` action, when it has one; else core's
   * handler runs (see CoreDropHandlers above for the drop path this relies on).
   */
  protected async _onDropActor(event: DragEvent, actor: Actor.Implementation): Promise<unknown> {
    const own = (this.constructor as typeof VowforgeActorSheet).ACTIONS;
    if (!Object.hasOwn(own, "dropActor")) {
      return (ActorSheet.prototype as unknown as CoreDropHandlers)._onDropActor?.call(this, event, actor) ?? null;
    }
    if (this.isEditable) await this.press("dropActor", null, actor);
    return null;
  }

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
    this.element.dataset.vfRuleset = lookOf(this.actor.type, rulesetOf(this.actor));
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

  /**
   * Drops go through the core path, after refusing an item type the actor does not hold or a duplicate.
   * An asset dropped on an Ironsworn / Starforged character is an Advance (on any other actor it is
   * created as any item, never needing the Advance's chunk): bought with experience
   * (recorded as spent before core creates it, and given back if core creates nothing or fails; core's
   * handler resolves to the created item or null, draw-steel
   * src/module/applications/api/document-sheet.mjs:490-496) or added free (advance-ask.ts, loaded with advance-on-demand.ts).
   */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    const core = () => (ActorSheet.prototype as unknown as CoreDropHandlers)._onDropItem.call(this, event, item);
    if (item.parent?.uuid === this.actor.uuid) return core();
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
    if (item.type !== "asset" || !advanceApplies(this.actor)) return core();
    const ask = foundryAsk(this.id);
    try {
      // Nothing created (a falsy answer from core) is an Advance not made: a buy gives its experience back.
      // A question that cannot be loaded makes no Advance: the user is told, and nothing is created.
      const advance = await loadAdvance();
      return advance ? await advance.makeAdvance(this.actor, "asset", ask, localize, async () => (await core()) || null) : null;
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      ask.refused(error);
      return null;
    }
  }
}
pinClassName(VowforgeActorSheet, "VowforgeActorSheet");
