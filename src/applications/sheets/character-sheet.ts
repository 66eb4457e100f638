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
} from "./actor-rolls";
import { buildCharacterContext, CHARACTER_TABS } from "./context/character-context";
import { type CharacterInput } from "./context/vitals-context";
import { readMove, type ProgressTarget } from "./context/moves-context";
import { type SheetItem } from "./context/types";
import { enrichSources, htmlSourcesOf, plainItem, sheetEnv } from "./foundry-env";
import { packMoves } from "./move-source";
import { CHARACTER_PARTS, SHEET_PARTIALS } from "./sheet-templates";
import { VowforgeActorSheet, type SheetRenderContext, type SheetRenderOptions } from "./actor-sheet-base";
import { CHARACTER_ACTIONS } from "./character-actions";
import { type ButtonData, type SheetRolls } from "./sheet-action";
import { pinClassName } from "../../class-names";
import { dataOf, rulesetOf } from "../../data/documents";

const partials = Object.values(SHEET_PARTIALS);

export class CharacterSheet extends VowforgeActorSheet {
  static override ACTIONS = CHARACTER_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: ["vf-character"],
    position: { ...SHEET_SIZES.character },
    actions: VowforgeActorSheet.actionsOf(CHARACTER_ACTIONS),
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

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const actor = this.actor;
    const items = actor.items.contents.map((item) => plainItem(item));
    const ruleset = rulesetOf(actor);
    const moves = (await packMoves()).filter((m) => readMove(m).ruleset === ruleset);
    // The sheet is registered for characters only (register.ts).
    const system: CharacterInput = dataOf(actor, "character") ?? {};
    const html = await enrichSources(
      [system.notes ?? "", ...items.flatMap(htmlSourcesOf), ...moves.flatMap(htmlSourcesOf)],
      actor,
    );
    const active = CHARACTER_TABS.find((t) => t === this.tabGroups.primary) ?? "tracks";
    const drawnTabs = this.drawnTabs(active).flatMap((id) => CHARACTER_TABS.filter((t) => t === id));
    const context = buildCharacterContext(
      {
        name: actor.name,
        img: actor.img ?? "",
        system,
        items,
        moves,
        search: this.#search,
        enabledRulesets: enabledRulesets(),
        activeTab: active,
        drawnTabs,
        richEditor: true,
        editMode: this.isEditing,
        sites: this.#sites(),
      },
      sheetEnv(html, this.isEditable, this.id),
    );
    this.#targets = new Map(context.moves.groups.flatMap((group) => group.moves.map((move) => [move.uuid, move.targets] as const)));
    return { ...base, ...context };
  }

  /** The tracks each progress move of the last render offered, by move UUID (a move's button picks among them). */
  #targets = new Map<string, readonly ProgressTarget[]>();

  protected override moveTargets(moveUuid: string): readonly ProgressTarget[] {
    return this.#targets.get(moveUuid) ?? [];
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
   * Edit mode: stats show their number fields instead of their roll buttons, and tracks and assets
   * their edit, delete and clear buttons (play shows what play needs); only those parts redraw.
   */
  protected override editParts(): string[] {
    return ["stats", "tracks", "assets"];
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
  async #moveOf(data: ButtonData): Promise<SheetItem | null> {
    const uuid = data.moveUuid ?? "";
    const own = this.actor.items.find((i) => i.uuid === uuid);
    if (own) return plainItem(own);
    const fromPack = (await packMoves()).find((m) => m.uuid === uuid);
    if (fromPack) return fromPack;
    const found = uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null;
    return found instanceof Item ? plainItem(found) : null;
  }

  /** A progress roll: a legacy, bonds, an item's track or a delve site (the character's or the world's), by a move or not. */
  async #rollProgress(data: ButtonData): Promise<void> {
    const move = data.moveUuid ? await this.#moveOf(data) : null;
    const { itemId, legacy, bonds } = data;
    if (legacy) return rollSpecialTrack(this.actor, { legacy }, move);
    if (bonds === "true") return rollSpecialTrack(this.actor, { bonds: true }, move);
    const track = itemId ? this.actor.items.get(itemId) : undefined;
    if (track && track.type !== "delveSite") return rollProgressItem(this.actor, track, move);
    // A delve site: its progress, read as a delve track.
    const uuid = data.itemUuid ?? "";
    const site = track ?? (uuid ? await fromUuid(uuid as Parameters<typeof fromUuid>[0]) : null);
    if (!(site instanceof Item) || site.type !== "delveSite") return;
    const plain = plainItem(site);
    await rollProgressItem(this.actor, { ...plain, system: { ...(plain.system as object), kind: "delve" } }, move);
  }

  /** The character's own rolls besides the stat's (the base sheet's): a move, a progress roll, each legacy in turn. */
  protected override sheetRolls(): SheetRolls {
    return {
      ...super.sheetRolls(),
      move: async (data) => {
        const move = await this.#moveOf(data);
        if (move) await rollActionMove(this.actor, move);
      },
      progress: (data) => this.#rollProgress(data),
      eachLegacy: async (data) => {
        const move = await this.#moveOf(data);
        if (move) await rollEachLegacy(this.actor, move);
      },
    };
  }
}
pinClassName(CharacterSheet, "CharacterSheet");
