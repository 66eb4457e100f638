/**
 * The Strike! character sheet: skill rolls, wealth (Short, Broke, and buying an item with a purchase
 * roll), minor and major conditions, action points (the start of a session), traits, strikes and
 * relationships. Its buttons run the shared actions and its own (strike-actions.ts); edit mode (the
 * shared toggle) shows fields for skills, relationships and traits.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { STRIKE_ACTION_NAMES } from "./ruleset-action-names";
import { VowforgeActorSheet, type SheetRenderOptions } from "./actor-sheet-base";
import { STRIKE_TABS } from "./context/ruleset-tabs";
import { RulesetActorSheet, rulesetActions, rulesetContexts, rulesetSheetParts, rulesetSheetTabs } from "./ruleset-sheet-base";
import { RULESET_PARTS, TABBED_RULESET_CLASS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

/** The sheet's own actions (strike-actions.ts, in the ruleset sheets' chunk). */
const STRIKE_ACTIONS = rulesetActions(STRIKE_ACTION_NAMES, "strike");

export class StrikeSheet extends RulesetActorSheet {
  static override ACTIONS = STRIKE_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: [TABBED_RULESET_CLASS, "vf-strike"],
    position: { ...SHEET_SIZES.strike },
    actions: VowforgeActorSheet.actionsOf(STRIKE_ACTIONS),
  };

  static PARTS = rulesetSheetParts(RULESET_PARTS.strike, STRIKE_TABS);

  static override TABS = rulesetSheetTabs(STRIKE_TABS);

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    return { ...base, ...(await rulesetContexts()).buildStrikeContext({ ...this.plainActor(), uuid: this.actor.uuid, editMode: this.isEditing }, env, true) };
  }
}
pinClassName(StrikeSheet, "StrikeSheet");
