/**
 * The Ironsworn / Starforged character sheet. Everything it shows comes from buildCharacterContext;
 * this class connects the context to Foundry (parts, tabs, actions, drag and drop, the moves search).
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { enabledExpansions, enabledRulesets } from "../../settings";
import {
  rollActionMove,
  rollEachLegacy,
  rollProgressItem,
  rollSpecialTrack,
  rollStat,
} from "./actor-rolls";
import { buildCharacterContext, CHARACTER_TABS, type CharacterTab } from "./context/character-context";
import { readMove } from "./context/moves-context";
import { type SheetItem } from "./context/types";
import { enrichSources, htmlSourcesOf, plainItem, sheetEnv } from "./foundry-env";
import { packMoves } from "./move-source";
import { CHARACTER_PARTS, SHEET_PARTIALS } from "./sheet-templates";
import { VowforgeActorSheet, type SheetRenderContext, type SheetRenderOptions } from "./actor-sheet-base";
import { dataInt, resetMomentum, stepBonds, stepLegacy } from "./sheet-actions";
import { pinClassName } from "../../class-names";

const partials = Object.values(SHEET_PARTIALS);

export class CharacterSheet extends VowforgeActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-character"],
    position: { ...SHEET_SIZES.character },
    actions: {
      rollStat: CharacterSheet.#rollStat,
      rollMove: CharacterSheet.#rollMove,
      rollMoveProgress: CharacterSheet.#rollMoveProgress,
      rollMoveEach: CharacterSheet.#rollMoveEach,
      progressRoll: CharacterSheet.#progressRoll,
      resetMomentum: CharacterSheet.#resetMomentum,
      adjustLegacy: CharacterSheet.#adjustLegacy,
      adjustBonds: CharacterSheet.#adjustBonds,
      toggleEdit: CharacterSheet.#toggleEdit,
    },
  };

  static PARTS = {
    header: { template: CHARACTER_PARTS.header, templates: partials },
    stats: { template: CHARACTER_PARTS.stats },
    meters: { template: CHARACTER_PARTS.meters },
    momentum: { template: CHARACTER_PARTS.momentum },
    conditions: { template: CHARACTER_PARTS.conditions },
    tabs: { template: CHARACTER_PARTS.tabs },
    tracks: { template: CHARACTER_PARTS.tracks, scrollable: [""] },
    legacies: { template: CHARACTER_PARTS.legacies, scrollable: [""] },
    assets: { template: CHARACTER_PARTS.assets, scrollable: [""] },
    moves: { template: CHARACTER_PARTS.moves, scrollable: [".vf-move-list"] },
    notes: { template: CHARACTER_PARTS.notes },
  };

  static override TABS = {
    primary: { tabs: CHARACTER_TABS.map((id) => ({ id, cssClass: "" })), initial: "tracks", labelPrefix: "VOWFORGE.Sheet.Tab" },
  };

  /** What is typed in the moves search box. */
  #search = "";
  #searchTimer: ReturnType<typeof setTimeout> | null = null;
  #refocusSearch = false;
  /** Edit mode: stats show their number fields instead of their roll buttons. */
  #editing = false;
  /** Tabs opened since the sheet was created: their panels are drawn; the others wait for their first opening. */
  readonly #drawnTabs = new Set<CharacterTab>();

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const actor = this.actor;
    const items = actor.items.contents.map((item) => plainItem(item));
    const ruleset = (actor.system as { ruleset?: unknown }).ruleset;
    const moves = (await packMoves()).filter((m) => readMove(m.system).ruleset === ruleset);
    const notes = (actor.system as { notes?: unknown }).notes;
    const html = await enrichSources(
      [typeof notes === "string" ? notes : "", ...items.flatMap(htmlSourcesOf), ...moves.flatMap(htmlSourcesOf)],
      actor,
    );
    const active = CHARACTER_TABS.find((t) => t === this.tabGroups.primary) ?? "tracks";
    this.#drawnTabs.add(active);
    const context = buildCharacterContext(
      {
        name: actor.name,
        img: actor.img ?? "",
        system: actor.system,
        items,
        moves,
        search: this.#search,
        enabledRulesets: enabledRulesets(),
        activeTab: active as CharacterTab,
        drawnTabs: [...this.#drawnTabs],
        richEditor: true,
        editMode: this.#editing,
        sites: this.#sites(),
      },
      sheetEnv(html, this.isEditable, this.id),
    );
    return { ...base, ...context };
  }

  protected override async _onRender(context: SheetRenderContext, options: SheetRenderOptions) {
    await super._onRender(context, options);
    const search = this.element.querySelector<HTMLInputElement>('[data-role="move-search"]');
    if (!search) return;
    search.addEventListener("input", () => {
      this.#search = search.value;
      if (this.#searchTimer) clearTimeout(this.#searchTimer);
      this.#searchTimer = setTimeout(() => {
        this.#refocusSearch = true;
        void this.render({ parts: ["moves"] });
      }, 150);
    });
    search.addEventListener("keydown", (event) => {
      if (event.key === "Enter") event.preventDefault();
    });
    if (this.#refocusSearch) {
      this.#refocusSearch = false;
      search.focus();
      search.setSelectionRange(search.value.length, search.value.length);
    }
  }

  /**
   * Opening a tab whose panel was not drawn yet draws that part (its id is the tab's). Foundry's tab
   * buttons call `changeTab`, which dnd5e overrides the same way, calling super first
   * (module/applications/api/primary-sheet-mixin.mjs, actor/api/base-actor-sheet.mjs).
   */
  override changeTab(...args: Parameters<VowforgeActorSheet["changeTab"]>): void {
    super.changeTab(...args);
    const [tab, group] = args;
    const id = CHARACTER_TABS.find((t) => t === tab);
    if (group !== "primary" || !id || this.#drawnTabs.has(id)) return;
    this.#drawnTabs.add(id);
    void this.render({ parts: [id] });
  }

  static async #toggleEdit(this: CharacterSheet) {
    this.#editing = !this.#editing;
    await this.render({ parts: ["stats"] });
  }

  /**
   * Delve sites the user can see: the character's own and the world's that the user may observe
   * (Document#testUserPermission with "OBSERVER", as foundryvtt/pf2e reads an ally actor). Only while
   * Delve is in use.
   */
  #sites(): SheetItem[] {
    if (!enabledExpansions().includes("delve")) return [];
    const own = this.actor.items.contents.filter((item) => item.type === "delveSite");
    const world = (game.items?.contents ?? []).filter(
      (item) => item.type === "delveSite" && item.testUserPermission(game.user, "OBSERVER"),
    );
    return [...own, ...world].map((item) => plainItem(item));
  }

  /** The move a button names: one of the actor's own, or one from a pack. */
  async #moveOf(target: HTMLElement): Promise<SheetItem | null> {
    const uuid = target.dataset.moveUuid ?? "";
    const own = this.actor.items.find((i) => i.uuid === uuid);
    if (own) return plainItem(own);
    const fromPack = (await packMoves()).find((m) => m.uuid === uuid);
    if (fromPack) return fromPack;
    const found = uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null;
    return found instanceof Item ? plainItem(found) : null;
  }

  static async #rollStat(this: CharacterSheet, _event: Event, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (stat) await rollStat(this.actor, stat);
  }

  static async #rollMove(this: CharacterSheet, _event: Event, target: HTMLElement) {
    const move = await this.#moveOf(target);
    if (move) await rollActionMove(this.actor, move);
  }

  static async #rollMoveProgress(this: CharacterSheet, _event: Event, target: HTMLElement) {
    const move = await this.#moveOf(target);
    const { itemId, legacy, bonds } = target.dataset;
    if (legacy) return rollSpecialTrack(this.actor, { legacy }, move);
    if (bonds === "true") return rollSpecialTrack(this.actor, { bonds: true }, move);
    const track = itemId ? this.actor.items.get(itemId) : undefined;
    if (track && track.type !== "delveSite") return rollProgressItem(this.actor, track, move);
    // A delve site (the character's or the world's): its progress, read as a delve track.
    const uuid = target.dataset.itemUuid ?? "";
    const site = track ?? (uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null);
    if (!(site instanceof Item) || site.type !== "delveSite") return;
    const plain = plainItem(site);
    await rollProgressItem(this.actor, { ...plain, system: { ...(plain.system as object), kind: "delve" } }, move);
  }

  static async #rollMoveEach(this: CharacterSheet, _event: Event, target: HTMLElement) {
    const move = await this.#moveOf(target);
    if (move) await rollEachLegacy(this.actor, move);
  }

  static async #progressRoll(this: CharacterSheet, _event: Event, target: HTMLElement) {
    const track = this.itemFor(target);
    if (track) await rollProgressItem(this.actor, track);
  }

  static async #resetMomentum(this: CharacterSheet) {
    await resetMomentum(this.actor);
  }

  static async #adjustLegacy(this: CharacterSheet, _event: Event, target: HTMLElement) {
    const legacy = target.dataset.legacy;
    if (legacy) await stepLegacy(this.actor, legacy, dataInt(target, "delta"));
  }

  static async #adjustBonds(this: CharacterSheet, _event: Event, target: HTMLElement) {
    await stepBonds(this.actor, dataInt(target, "delta"));
  }
}
pinClassName(CharacterSheet, "CharacterSheet");
