/**
 * The Augur character sheet: approach rolls, expertise, abilities, bonds, harm (+/-) and momentum
 * (0..6: gain, lose — below 0 it becomes harm — and burn at 4 or more). Each button calls the Augur
 * track operation, which runs the rules and writes one update.
 *
 * Edit mode (the sheet's own toggle) shows fields for approach values, expertise, abilities and bonds;
 * their buttons run the Augur edit operations, and dropping another character adds a bond.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { augur, bonds } from "../../operations";
import { addBond } from "../../operations/augur-edit";
import { AUGUR_EDIT_ACTIONS, isAugurEditAction, runAugurEdit } from "./augur-buttons";
import { assertBondPartner } from "../../operations/bonds";
import { rollCharacter } from "../dialogs/roll-character";
import { type SheetRenderOptions } from "./actor-sheet-base";
import { AUGUR_TABS } from "./context/ruleset-tabs";
import { editRowFields } from "./context/edit-rows";
import { localize } from "../../locale";
import { bondUuids } from "./forged-ties-sheet";
import { guarded, RulesetActorSheet, rulesetContexts, rulesetSheetParts, rulesetSheetTabs } from "./ruleset-sheet-base";
import { actorNames, bondCandidates } from "./actor-names";
import { dataInt } from "./sheet-actions";
import { RULESET_PARTS, TABBED_RULESET_CLASS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

/** The ability texts (stored HTML) to enrich before building. */
function abilityTexts(system: unknown): string[] {
  const list = (system as { abilities?: unknown }).abilities;
  return Array.isArray(list) ? list.map((a: { text?: unknown }) => (typeof a?.text === "string" ? a.text : "")) : [];
}

export class AugurSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: [TABBED_RULESET_CLASS, "vf-augur"],
    position: { ...SHEET_SIZES.augur },
    actions: {
      rollCharacter: AugurSheet.#roll,
      takeHarm: AugurSheet.#takeHarm,
      healHarm: AugurSheet.#healHarm,
      gainMomentum: AugurSheet.#gainMomentum,
      loseMomentum: AugurSheet.#loseMomentum,
      burnMomentum: AugurSheet.#burnMomentum,
      markBond: AugurSheet.#markBond,
      toggleEdit: AugurSheet.#toggleEdit,
      ...Object.fromEntries(AUGUR_EDIT_ACTIONS.map((action) => [action, AugurSheet.#edit])),
    },
  };

  /** Whether the sheet shows its edit fields. */
  #editing = false;

  static PARTS = rulesetSheetParts(RULESET_PARTS.augur, AUGUR_TABS);

  static override TABS = rulesetSheetTabs(AUGUR_TABS);

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv(abilityTexts(this.actor.system));
    const names = { ...(this.#editing ? bondCandidates(this.actor.uuid) : {}), ...actorNames(bondUuids(this.actor.system)) };
    const actor = { ...this.plainActor(), uuid: this.actor.uuid, editMode: this.#editing };
    return { ...base, ...(await rulesetContexts()).buildAugurContext(actor, env, names, true) };
  }

  /** Dropping another character on the sheet adds a bond with it. */
  protected async _onDropActor(_event: DragEvent, dropped: Actor.Implementation): Promise<unknown> {
    if (!this.isEditable) return null;
    await guarded(async () => {
      assertBondPartner(dropped);
      await addBond(this.actor, dropped.uuid);
    });
    return null;
  }

  static async #toggleEdit(this: AugurSheet) {
    this.#editing = !this.#editing;
    await this.render();
  }

  static async #edit(this: AugurSheet, _event: Event, target: HTMLElement) {
    const action = target.dataset.action ?? "";
    if (!isAugurEditAction(action)) return;
    const fields = editRowFields(this.element, target.dataset.row);
    await guarded(() => runAugurEdit(this.actor, action, dataInt(target, "index", -1), fields));
  }

  static async #roll(this: AugurSheet, _event: Event, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (stat) await rollCharacter(this.actor, stat);
  }

  static async #takeHarm(this: AugurSheet) {
    await guarded(async () => {
      const follow = await augur.takeHarm(this.actor, 1);
      if (follow.overflow > 0) ui.notifications.warn(localize("VOWFORGE.Rulesets.Augur.HarmOverflow", { count: follow.overflow }));
    });
  }

  static async #healHarm(this: AugurSheet) {
    await guarded(() => augur.healHarm(this.actor, 1));
  }

  static async #gainMomentum(this: AugurSheet) {
    await guarded(() => augur.gainMomentum(this.actor, 1));
  }

  static async #loseMomentum(this: AugurSheet) {
    await guarded(async () => {
      const follow = await augur.loseMomentum(this.actor, 1);
      if (follow.wentBelowZero) ui.notifications.warn(localize("VOWFORGE.Rulesets.Augur.BelowZero", { harm: follow.harmTaken }));
    });
  }

  static async #burnMomentum(this: AugurSheet) {
    await guarded(() => augur.burnMomentum(this.actor));
  }

  static async #markBond(this: AugurSheet, _event: Event, target: HTMLElement) {
    const uuid = target.dataset.character;
    if (uuid) await guarded(() => bonds.markBond(this.actor, uuid));
  }
}
pinClassName(AugurSheet, "AugurSheet");
