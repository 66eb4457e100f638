/**
 * What the Forged Ties, Augur, Strike! and team conflict sheets share: their parts and tabs, and the
 * environment and plain actor their pure context builders take.
 */
import { VowforgeActorSheet } from "./actor-sheet-base";
import { enrichSources, sheetEnv } from "./foundry-env";
import { type SheetEnv } from "./context/types";
import { SHEET_PARTIALS } from "./sheet-templates";
import { rowSaveOf } from "./context/edit-rows";
import { pinClassName } from "../../class-names";
import { loadOnDemand, loadRequired } from "../../on-demand";
import { type ActionTable, type SheetAction } from "./sheet-action";
import type * as RulesetChunk from "./context/ruleset-contexts";

/**
 * Foundry's PARTS of a tabbed ruleset sheet from its part templates (RULESET_PARTS): the partials load
 * with the first part, and the summary and each tab panel keep their scroll position over a redraw.
 */
export function rulesetSheetParts(parts: Readonly<Record<string, string>>, tabs: readonly string[]) {
  return Object.fromEntries(
    Object.entries(parts).map(([id, template], i) => [
      id,
      {
        template,
        ...(i === 0 ? { templates: Object.values(SHEET_PARTIALS) } : {}),
        ...(id === "summary" || tabs.includes(id) ? { scrollable: [""] } : {}),
      },
    ]),
  );
}

/** The ruleset sheets' chunk once this client has loaded it: a press then runs its action at once. */
let loadedChunk: typeof RulesetChunk | null = null;

/**
 * The builders of the Forged Ties, Augur and Strike! contexts, fetched once, on the first render of
 * one of these sheets (a chunk of its own, as the conflict sheet's parts are); when they cannot be
 * loaded, the user is told and the render rejects.
 */
export const rulesetContexts = async (): Promise<typeof RulesetChunk> =>
  (loadedChunk ??= await loadRequired(() => import("./context/ruleset-contexts"), { what: "ruleset sheets' contents", messageKey: "VOWFORGE.Error.WindowNotLoaded" }));

/**
 * A ruleset sheet's own actions as the sheet registers them when the script loads: each of `names` runs
 * the action of that name in the sheet's table (`RULESET_ACTIONS[sheet]`), which is in the chunk the
 * sheet's first render loaded. Once loaded, a press runs the action within the press itself, so what
 * the action reads of the sheet (a row's fields, a select) is what the press saw; only a press before
 * any load waits for the chunk. Should it be missing all the same, the user is told and nothing is
 * written.
 */
export function rulesetActions(names: readonly string[], sheet: keyof typeof RulesetChunk.RULESET_ACTIONS): ActionTable {
  const load = async () =>
    (loadedChunk ??= await loadOnDemand(() => import("./context/ruleset-contexts"), { what: "ruleset sheets' buttons", messageKey: "VOWFORGE.Error.PartNotLoaded" }));
  return Object.fromEntries(
    names.map((name): [string, SheetAction] => [
      name,
      (actor, input, host) =>
        loadedChunk ? loadedChunk.RULESET_ACTIONS[sheet][name](actor, input, host) : load().then((chunk) => chunk?.RULESET_ACTIONS[sheet][name](actor, input, host)),
    ]),
  );
}

/** Foundry's TABS of a tabbed ruleset sheet: one "primary" group, the first tab open. */
export function rulesetSheetTabs(tabs: readonly string[]) {
  return { primary: { tabs: tabs.map((id) => ({ id, cssClass: "" })), initial: tabs[0], labelPrefix: "VOWFORGE.Sheet.Tab" } };
}

/**
 * A ruleset sheet: the environment and enriched notes for its builder. (Foundry's redraw gives focus
 * back to the control that had it, by its id or name; every edit control has an id.)
 */
export class RulesetActorSheet extends VowforgeActorSheet {
  /** The builders' environment, with the notes (and any `more` HTML) enriched beforehand. */
  protected async rulesetEnv(more: string[] = []): Promise<SheetEnv> {
    const notes = (this.actor.system as { notes?: unknown }).notes;
    const html = await enrichSources([typeof notes === "string" ? notes : "", ...more], this.actor);
    return sheetEnv(html, this.isEditable, this.id);
  }

  /**
   * A change in a field of an edit row that names its save (Augur and Strike!: a row's name, text, box
   * or select, an approach or a number stepped by its − and +) runs that save with the row's fields,
   * in edit mode only; any other change goes to Foundry's handler, which submits the whole form when
   * `submitOnChange` is set (VowforgeActorSheet's DEFAULT_OPTIONS, as draw-steel's
   * api/document-sheet.mjs sets it). The row's fields carry no `name`, so that submit would save
   * nothing of theirs. dnd5e's actor/encounter-sheet.mjs overrides `_onChangeForm` alike: a member
   * row's field (its data-index) writes that row itself and does not call super.
   */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event) {
    const save = rowSaveOf(event.target);
    if (!save) return super._onChangeForm(formConfig, event);
    if (this.isEditing) void this.press(save.action, save.row);
  }

  /** The actor as the builders read it, with the open tab (Foundry's "primary" tab group) and the tabs drawn. */
  protected plainActor() {
    const activeTab = this.tabGroups.primary ?? null;
    return { name: this.actor.name, img: this.actor.img ?? "", type: this.actor.type, system: this.actor.system, activeTab, drawnTabs: this.drawnTabs(activeTab) };
  }
}
pinClassName(RulesetActorSheet, "RulesetActorSheet");
