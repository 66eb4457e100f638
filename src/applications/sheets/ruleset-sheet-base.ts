/**
 * What the Forged Ties, Augur, Strike! and team conflict sheets share: their parts and tabs, and the
 * environment and plain actor their pure context builders take.
 */
import { VowforgeActorSheet } from "./actor-sheet-base";
import { enrichSources, sheetEnv } from "./foundry-env";
import { type SheetEnv } from "./context/types";
import { SHEET_PARTIALS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

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

/**
 * The builders of the Forged Ties, Augur and Strike! contexts, fetched once, on the first render of
 * one of these sheets (a chunk of its own, as the conflict sheet's parts are).
 */
export const rulesetContexts = () => import("./context/ruleset-contexts");

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

  /** The actor as the builders read it, with the open tab (Foundry's "primary" tab group) and the tabs drawn. */
  protected plainActor() {
    const activeTab = this.tabGroups.primary ?? null;
    return { name: this.actor.name, img: this.actor.img ?? "", type: this.actor.type, system: this.actor.system, activeTab, drawnTabs: this.drawnTabs(activeTab) };
  }
}
pinClassName(RulesetActorSheet, "RulesetActorSheet");
