/**
 * The Forged Ties character sheet: skill and stat rolls, breaking, heart, harm, ruin advances, stat
 * tracks, the forge track (meeting a requirement rolls the forge), bonds and the end of a session. Its
 * buttons run the shared actions and its own (forged-ties-actions.ts). An edit mode sets the stats'
 * dice, the skills, the forge requirements and the track lengths (saved when a field changes, with
 * Save, or when edit mode is closed); bonds are added by choosing a character or dropping one.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { FORGED_TIES_ACTION_NAMES } from "./ruleset-action-names";
import { VowforgeActorSheet, type SheetRenderOptions } from "./actor-sheet-base";
import { FORGED_TIES_TABS } from "./context/ruleset-tabs";
import { RulesetActorSheet, rulesetActions, rulesetContexts, rulesetSheetParts, rulesetSheetTabs } from "./ruleset-sheet-base";
import { actorNames, bondCandidates, bondUuids } from "./actor-names";
import { RULESET_PARTS, TABBED_RULESET_CLASS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

/** The sheet's own actions (forged-ties-actions.ts, in the ruleset sheets' chunk). */
const FORGED_TIES_ACTIONS = rulesetActions(FORGED_TIES_ACTION_NAMES, "forgedTies");

export class ForgedTiesSheet extends RulesetActorSheet {
  static override ACTIONS = FORGED_TIES_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: [TABBED_RULESET_CLASS, "vf-forged-ties"],
    position: { ...SHEET_SIZES.forgedTies },
    actions: VowforgeActorSheet.actionsOf(FORGED_TIES_ACTIONS),
  };

  static PARTS = rulesetSheetParts(RULESET_PARTS.forgedTies, FORGED_TIES_TABS);

  static override TABS = rulesetSheetTabs(FORGED_TIES_TABS);

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    // The characters a bond may be added with are listed only where the sheet can add one.
    const names = { ...(this.isEditable ? bondCandidates(this.actor.uuid) : {}), ...actorNames(bondUuids(this.actor)) };
    const actor = { ...this.plainActor(), uuid: this.actor.uuid, editMode: this.isEditing };
    return { ...base, ...(await rulesetContexts()).buildForgedTiesContext(actor, env, names, true) };
  }

  /** A change in an edit-mode field saves the edit (other fields go through the form as usual). */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event) {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const key = target?.dataset.ftField;
    if (key === undefined) return super._onChangeForm(formConfig, event);
    if (this.isEditing && !key.startsWith("new.")) void this.press("saveEdit", null);
  }
}
pinClassName(ForgedTiesSheet, "ForgedTiesSheet");
