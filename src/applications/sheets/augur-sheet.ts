/**
 * The Augur character sheet: approach rolls, expertise, abilities, bonds, harm (+/-) and momentum
 * (0..6: gain, lose — below 0 it becomes harm — and burn at 4 or more). Its buttons run the shared
 * actions and its own (augur-actions.ts); edit mode (the shared toggle) shows fields for approach
 * values, expertise, abilities and bonds, and dropping another character adds a bond.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { AUGUR_ACTION_NAMES } from "./ruleset-action-names";
import { VowforgeActorSheet, type SheetRenderOptions } from "./actor-sheet-base";
import { AUGUR_TABS } from "./context/ruleset-tabs";
import { dataOf } from "../../data/documents";
import { RulesetActorSheet, rulesetActions, rulesetContexts, rulesetSheetParts, rulesetSheetTabs } from "./ruleset-sheet-base";
import { actorNames, bondCandidates, bondUuids } from "./actor-names";
import { RULESET_PARTS, TABBED_RULESET_CLASS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

/** The ability texts (stored HTML) to enrich before building. */
function abilityTexts(actor: Actor.Implementation): string[] {
  return dataOf(actor, "augurCharacter")?.abilities.map((a) => a.text) ?? [];
}

/** The sheet's own actions (augur-actions.ts, in the ruleset sheets' chunk). */
const AUGUR_ACTIONS = rulesetActions(AUGUR_ACTION_NAMES, "augur");

export class AugurSheet extends RulesetActorSheet {
  static override ACTIONS = AUGUR_ACTIONS;

  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: [TABBED_RULESET_CLASS, "vf-augur"],
    position: { ...SHEET_SIZES.augur },
    actions: VowforgeActorSheet.actionsOf(AUGUR_ACTIONS),
  };

  static PARTS = rulesetSheetParts(RULESET_PARTS.augur, AUGUR_TABS);

  static override TABS = rulesetSheetTabs(AUGUR_TABS);

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv(abilityTexts(this.actor));
    const names = { ...(this.isEditing ? bondCandidates(this.actor.uuid) : {}), ...actorNames(bondUuids(this.actor)) };
    const actor = { ...this.plainActor(), uuid: this.actor.uuid, editMode: this.isEditing };
    return { ...base, ...(await rulesetContexts()).buildAugurContext(actor, env, names, true) };
  }
}
pinClassName(AugurSheet, "AugurSheet");
