/**
 * Stand-ins for the Foundry plumbing the sheets and hotbar macros touch: ActorSheet / ItemSheet (with
 * the core item drop path creating the item on the actor), actors and items holding plain data,
 * game.i18n over the real lang/en.json, ui.notifications, game.macros, Macro creation and the user's
 * hotbar. Install with installSheetFakes() (vi.stubGlobal), then import the module under test.
 */
import { vi } from "vitest";
import { localize } from "../helpers/handlebars";
import { DataModel, TypeDataModel, fields } from "./data-fields";
import { fakeFoundryDice } from "./dice";
import { FakeApplicationV2 } from "./foundry-application";
import { expandObject } from "./form-submit";
import type { FakeControlRoot } from "./sheet-controls";
import { fakeEscapeHTML } from "./foundry-utils";
import { FakeHooks } from "./hooks";
import { FakeDialogV2 } from "./dialog-v2";

export interface FakeItem {
  id: string;
  uuid: string;
  name: string;
  type: string;
  img: string;
  sort: number;
  system: Record<string, unknown>;
  parent: FakeActor | null;
  updates: Record<string, unknown>[];
  /** A server refusing the item's writes: `update` rejects with this error (see FakeActor.rejectWrites). */
  rejectWrites: Error | null;
  update(data: Record<string, unknown>): Promise<FakeItem>;
  toObject(): Record<string, unknown>;
}

let counter = 0;

export function fakeItem(type: string, name: string, system: Record<string, unknown> = {}, parent: FakeActor | null = null): FakeItem {
  const id = `item${++counter}`;
  return {
    id,
    uuid: parent ? `${parent.uuid}.Item.${id}` : `Item.${id}`,
    name,
    type,
    img: "",
    sort: 0,
    system,
    parent,
    updates: [],
    rejectWrites: null,
    async update(data) {
      if (this.rejectWrites) throw this.rejectWrites;
      this.updates.push(data);
      return this;
    },
    toObject() {
      return { name: this.name, type: this.type, system: structuredClone(this.system) };
    },
  };
}

/** A Collection-like list of items. */
export class FakeItems extends Array<FakeItem> {
  get contents(): FakeItem[] {
    return [...this];
  }
  get(id: string): FakeItem | undefined {
    return this.find((i) => i.id === id);
  }
}

export class FakeActor {
  readonly items = new FakeItems();
  readonly updates: Record<string, unknown>[] = [];
  /**
   * A server refusing the actor's embedded creations: `createEmbeddedDocuments` rejects with this error
   * and creates nothing. Foundry's document writes are promises that reject when the write fails
   * (dnd5e module/migration.mjs:99-106 catches a rejected `update`).
   */
  rejectWrites: Error | null = null;
  constructor(
    public name: string,
    public type: string,
    public system: Record<string, unknown>,
    public uuid = `Actor.${name.replace(/\W/g, "")}`,
  ) {}
  get img(): string {
    return "";
  }
  async update(data: Record<string, unknown>): Promise<this> {
    this.updates.push(data);
    return this;
  }
  async createEmbeddedDocuments(_type: string, data: Record<string, unknown>[]): Promise<FakeItem[]> {
    if (this.rejectWrites) throw this.rejectWrites;
    const created = data.map((d) => fakeItem(String(d.type), String(d.name), (d.system ?? {}) as Record<string, unknown>, this));
    this.items.push(...created);
    return created;
  }
}

/** The element a click on a [data-action] control hands the action. */
export interface ActionTarget {
  tagName: string;
  dataset: Record<string, string | undefined>;
}

/**
 * ActorSheet: holds its document; the core drop path creates a copy of the dropped item on the actor.
 * It has two of core's own sheet actions, which a sheet's DEFAULT_OPTIONS inherit:
 * - `editImage` opens the image picker for the field named in the target's `data-edit`, and fails
 *   unless the target is the <img> itself (draw-steel 0.11.1 puts the action on the img:
 *   templates/sheets/actor/hero-sheet/header.hbs; that core refuses other targets is what the review of
 *   our sheets against v13 found; core's code is not ours to read, so a real world must confirm it).
 * - `tab` switches the target's `data-group` to its `data-tab` (the tab navigation every AppV2 sheet
 *   with TABS uses: draw-steel 0.11.1 templates/sheets/actor/shared/tabs or core's tabs template)
 *   through `changeTab(tab, group)`, which a sheet may override calling super (dnd5e's
 *   module/applications/api/primary-sheet-mixin.mjs and actor/api/base-actor-sheet.mjs do, to act on
 *   the tab the user opened).
 */
export class FakeActorSheet extends FakeApplicationV2 {
  static override DEFAULT_OPTIONS = {};
  readonly document: FakeActor;
  isEditable = true;
  /** Fields the image picker was opened for. */
  readonly imagePicks: string[] = [];
  readonly tabGroups: Record<string, string> = {};
  constructor(options: { document: FakeActor }) {
    super(options);
    this.document = options.document;
  }

  /** A click on a [data-action] control: the sheet's own action, else core's. */
  override async act(action: string, target?: ActionTarget): Promise<void> {
    if (this.options.actions?.[action]) return super.act(action, target);
    if (action === "editImage") {
      if (target?.tagName.toUpperCase() !== "IMG") throw new Error("editImage: the action's target must be an <img>");
      this.imagePicks.push(target.dataset.edit ?? "img");
      return;
    }
    if (action === "tab") {
      const { group, tab } = target?.dataset ?? {};
      if (group && tab) this.changeTab(tab, group);
      return;
    }
    throw new Error(`no action ${action}`);
  }
  /** Core's tab change: the group's active tab. */
  changeTab(tab: string, group: string, _options?: unknown): void {
    this.tabGroups[group] = tab;
  }
  get actor(): FakeActor {
    return this.document;
  }
  /**
   * Core's submit preparation: the form's flat data expanded into an update object (draw-steel 0.11.1
   * src/module/applications/api/application.mjs `_processFormData`: `expandObject(formData.object)`).
   */
  _prepareSubmitData(_event: unknown, _form: unknown, formData: { object: Record<string, unknown> }): Record<string, unknown> {
    return expandObject(formData.object);
  }
  /**
   * Core's disabling of a sheet the user cannot edit: every input, select, textarea and button
   * (public issue foundryvtt/foundryvtt#11673; dnd5e overrides this hook in
   * module/applications/api/primary-sheet-mixin.mjs). Tests give the sheet a FakeControlRoot as element.
   */
  _toggleDisabled(disabled: boolean): void {
    const root = this.element as unknown as FakeControlRoot;
    for (const node of root.querySelectorAll("input, select, textarea, button")) node.disabled = disabled;
  }
  /**
   * Core's header menu entries of a document sheet (a sheet adds its own to this list: foundry-ironsworn
   * src/module/vue/vueitemsheet.ts and cosmere-rpg component-system/mixin.ts extend `super`'s list).
   */
  _getHeaderControls(): Array<{ action: string; icon: string; label: string }> {
    return [{ action: "configurePrototypeToken", icon: "fa-solid fa-user-circle", label: "TOKEN.TitlePrototype" }];
  }
  async _onDropItem(_event: unknown, item: FakeItem): Promise<FakeItem | null> {
    const [created] = await this.actor.createEmbeddedDocuments("Item", [item.toObject()]);
    return created ?? null;
  }
}

/** ItemSheet: holds its document, read as `item` (dnd5e module/applications/item/item-sheet.mjs:148-150). */
export class FakeItemSheet extends FakeApplicationV2 {
  static override DEFAULT_OPTIONS = {};
  readonly document: FakeItem;
  isEditable = true;
  constructor(options: { document: FakeItem }) {
    super(options);
    this.document = options.document;
  }
  get item(): FakeItem {
    return this.document;
  }
}

export interface SheetFakes {
  /** The texts of `ui.notifications.warn`, in order. */
  warnings: string[];
  /** The texts of `ui.notifications.error` (a refusal, a part that could not load), in order. */
  errors: string[];
  macros: { name: string; type: string; img: string; command: string; author: { id: string } }[];
  hotbar: { macro: unknown; slot: number }[];
  documents: Map<string, unknown>;
  user: { id: string; character: FakeActor | null; assignHotbarMacro(macro: unknown, slot: number): Promise<void> };
  controlled: { actor: FakeActor }[];
}

/** Installs the fakes as globals; returns what the tests inspect and set. */
export function installSheetFakes(): SheetFakes {
  const fakes: SheetFakes = {
    warnings: [],
    errors: [],
    macros: [],
    hotbar: [],
    documents: new Map(),
    controlled: [],
    user: {
      id: "user1",
      character: null,
      async assignHotbarMacro(macro, slot) {
        fakes.hotbar.push({ macro, slot });
      },
    },
  };
  vi.stubGlobal("foundry", {
    applications: {
      api: {
        ApplicationV2: FakeApplicationV2,
        HandlebarsApplicationMixin: <T>(base: T): T => base,
        // The user's answers are the test's to choose (tests/fakes/dialog-v2.ts; installDialogV2 swaps it).
        DialogV2: new FakeDialogV2(),
      },
      sheets: { ActorSheet: FakeActorSheet, ItemSheet: FakeItemSheet },
      ux: { TextEditor: { implementation: { enrichHTML: async (s: string) => s } } },
    },
    dice: fakeFoundryDice(),
    data: { fields },
    abstract: { DataModel, TypeDataModel },
    utils: { escapeHTML: fakeEscapeHTML },
  });
  vi.stubGlobal("game", {
    i18n: {
      localize: (key: string) => localize(key),
      format: (key: string, data: Record<string, unknown>) => localize(key, data),
      has: () => true,
    },
    user: fakes.user,
    macros: { find: (test: (m: SheetFakes["macros"][number]) => boolean) => fakes.macros.find(test) },
    settings: { get: () => true },
    packs: [],
  });
  vi.stubGlobal("ui", { notifications: { warn: (text: string) => fakes.warnings.push(text), error: (text: string) => fakes.errors.push(text), info: () => undefined } });
  vi.stubGlobal("Macro", {
    implementation: {
      create: async (data: { name: string; type: string; img: string; command: string }) => {
        const macro = { ...data, author: { id: fakes.user.id } };
        fakes.macros.push(macro);
        return macro;
      },
    },
  });
  vi.stubGlobal("fromUuidSync", (uuid: string) => fakes.documents.get(uuid) ?? null);
  vi.stubGlobal("fromUuid", async (uuid: string) => fakes.documents.get(uuid) ?? null);
  vi.stubGlobal("canvas", { tokens: { get controlled() { return fakes.controlled; } } });
  vi.stubGlobal("Hooks", new FakeHooks());
  return fakes;
}
