/**
 * The Forged Ties character sheet: skill and stat rolls, breaking, heart, harm, ruin advances, stat
 * tracks, the forge track (meeting a requirement rolls the forge), bonds and the end of a session.
 * Every button calls a track operation, which runs the rules and writes one update. An edit mode sets
 * the stats' dice, the skills, the forge requirements and the track lengths (saved when a field changes,
 * with Save, or when edit mode is closed); bonds are added by choosing a character or dropping one.
 */
import { SHEET_SIZES } from "./sheet-sizes";
import { promptHarmName, promptTextField } from "../dialogs/harm-prompt";
import { rollForge } from "../../cards/special-rolls";
import { bonds, forgedTies } from "../../operations";
import { assertBondPartner } from "../../operations/bonds";
import { addBond, removeBond } from "../../operations/forged-ties-bonds";
import { fieldValue } from "../../operations/forged-ties-edit";
import { isEditAction, runEditAction } from "./forged-ties-buttons";
import { recordRuinAdvance, removeRuinAdvance } from "../../operations/forged-ties-ruin";
import { MAX_RUIN_ADVANCE_LENGTH } from "../../rules/forged-ties-character";
import { rollCharacter } from "../dialogs/roll-character";
import { type SheetRenderOptions } from "./actor-sheet-base";
import { readEditFields } from "./context/edit-rows";
import { FORGED_TIES_TABS } from "./context/ruleset-tabs";
import { localize } from "../../locale";
import { chooseOne, guarded, RulesetActorSheet, rulesetContexts, rulesetSheetParts, rulesetSheetTabs } from "./ruleset-sheet-base";
import { actorNames, bondCandidates } from "./actor-names";
import { dataInt } from "./sheet-actions";
import { RULESET_PARTS, TABBED_RULESET_CLASS } from "./sheet-templates";
import { pinClassName } from "../../class-names";

/** UUIDs of the characters a Forged Ties or Augur actor has bonds with. */
export function bondUuids(system: unknown): string[] {
  const list = (system as { bonds?: unknown }).bonds;
  return Array.isArray(list) ? list.map((b: { characterId?: unknown }) => String(b?.characterId ?? "")) : [];
}

/** The harm slots' names (null for an empty slot). */
function harmNames(system: unknown): (string | null)[] {
  const list = (system as { harm?: unknown }).harm;
  return Array.isArray(list) ? list.map((h: { name?: unknown } | null) => (h === null ? null : String(h?.name ?? ""))) : [];
}

export class ForgedTiesSheet extends RulesetActorSheet {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    classes: [TABBED_RULESET_CLASS, "vf-forged-ties"],
    position: { ...SHEET_SIZES.forgedTies },
    actions: {
      rollCharacter: ForgedTiesSheet.#roll,
      markBreaking: ForgedTiesSheet.#markBreaking,
      clearBreaking: ForgedTiesSheet.#clearBreaking,
      markHeart: ForgedTiesSheet.#markHeart,
      clearHeart: ForgedTiesSheet.#clearHeart,
      addHarm: ForgedTiesSheet.#addHarm,
      breakHarm: ForgedTiesSheet.#breakHarm,
      removeHarm: ForgedTiesSheet.#removeHarm,
      markStatTrack: ForgedTiesSheet.#markStatTrack,
      meetRequirement: ForgedTiesSheet.#meetRequirement,
      markBond: ForgedTiesSheet.#markBond,
      resolveBond: ForgedTiesSheet.#resolveBond,
      endSession: ForgedTiesSheet.#endSession,
      toggleEdit: ForgedTiesSheet.#toggleEdit,
      saveEdit: ForgedTiesSheet.#editAction,
      addSkill: ForgedTiesSheet.#editAction,
      removeSkill: ForgedTiesSheet.#editAction,
      addRequirement: ForgedTiesSheet.#editAction,
      removeRequirement: ForgedTiesSheet.#editAction,
      recordRuinAdvance: ForgedTiesSheet.#recordRuinAdvance,
      removeRuinAdvance: ForgedTiesSheet.#removeRuinAdvance,
      addBond: ForgedTiesSheet.#addBond,
      removeBond: ForgedTiesSheet.#removeBond,
    },
  };

  /** Whether the edit mode is open. */
  #editing = false;

  static PARTS = rulesetSheetParts(RULESET_PARTS.forgedTies, FORGED_TIES_TABS);

  static override TABS = rulesetSheetTabs(FORGED_TIES_TABS);

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    // The characters a bond may be added with are listed only where the sheet can add one.
    const names = { ...(this.isEditable ? bondCandidates(this.actor.uuid) : {}), ...actorNames(bondUuids(this.actor.system)) };
    const actor = { ...this.plainActor(), uuid: this.actor.uuid, editMode: this.#editing };
    return { ...base, ...(await rulesetContexts()).buildForgedTiesContext(actor, env, names, true) };
  }

  /** A change in an edit-mode field saves the edit (other fields go through the form as usual). */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event) {
    const key = event.target instanceof HTMLElement ? event.target.dataset.ftField : undefined;
    if (key === undefined) return super._onChangeForm(formConfig, event);
    if (this.#editing && !key.startsWith("new.")) void guarded(() => runEditAction(this.actor, "saveEdit", readEditFields(this.element)));
  }

  /** Dropping another character adds a bond with it. */
  protected async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable) return null;
    await guarded(async () => {
      assertBondPartner(actor);
      await addBond(this.actor, actor.uuid);
      ui.notifications.info(localize("VOWFORGE.ForgedTiesSheet.Bonds.Added", { name: actor.name }));
    });
    return null;
  }

  static async #toggleEdit(this: ForgedTiesSheet) {
    if (this.#editing) {
      let saved = false;
      await guarded(async () => {
        await runEditAction(this.actor, "saveEdit", readEditFields(this.element));
        saved = true;
      });
      if (!saved) return;
    }
    this.#editing = !this.#editing;
    await this.render();
  }

  static async #editAction(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const action = target.dataset.action ?? "";
    if (isEditAction(action)) await guarded(() => runEditAction(this.actor, action, readEditFields(this.element), dataInt(target, "index", -1)));
  }

  static async #recordRuinAdvance(this: ForgedTiesSheet) {
    const text = fieldValue(readEditFields(this.element), "new.ruinAdvance");
    await guarded(() => recordRuinAdvance(this.actor, text));
  }

  static async #removeRuinAdvance(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    await guarded(() => removeRuinAdvance(this.actor, dataInt(target, "index", -1)));
  }

  static async #addBond(this: ForgedTiesSheet) {
    const uuid = fieldValue(readEditFields(this.element), "new.bond");
    if (uuid) await guarded(() => addBond(this.actor, uuid));
  }

  static async #removeBond(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const uuid = target.dataset.character;
    if (uuid) await guarded(() => removeBond(this.actor, uuid));
  }

  /** Asks the player to write a ruin advance; resolves to the text, or null when closed. */
  async #promptRuinAdvance(): Promise<string | null> {
    const id = `${this.id}-ruin-prompt`;
    const label = foundry.utils.escapeHTML(localize("VOWFORGE.ForgedTiesSheet.Ruin.PromptLabel"));
    const content = `<div class="form-group"><label for="${foundry.utils.escapeHTML(id)}">${label}</label><input type="text" id="${foundry.utils.escapeHTML(id)}" name="ruinAdvance" maxlength="${MAX_RUIN_ADVANCE_LENGTH}" autofocus></div>`;
    const answer = await promptTextField({
      title: localize("VOWFORGE.ForgedTiesSheet.Ruin.PromptTitle"),
      content,
      okLabel: localize("VOWFORGE.ForgedTiesSheet.Ruin.Record"),
      field: "ruinAdvance",
    });
    return answer !== null && answer.trim() !== "" ? answer : null;
  }

  static async #roll(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (stat) await rollCharacter(this.actor, stat);
  }

  static async #markBreaking(this: ForgedTiesSheet) {
    await guarded(async () => {
      const follow = await forgedTies.markBreaking(this.actor, 1);
      await this.#followBreaking(follow);
    });
  }

  /** Asks what a breaking mark calls for: a ruin advance written for each ruin space marked, a harm marked broken. */
  async #followBreaking(follow: forgedTies.BreakingFollowUp) {
    if (follow.ruinAdvanceDue > 0) ui.notifications.info(localize("VOWFORGE.Rulesets.ForgedTies.RuinAdvanceDue", { count: follow.ruinAdvanceDue }));
    for (let i = 0; i < follow.ruinAdvanceDue; i++) {
      const text = await this.#promptRuinAdvance();
      if (text === null) break;
      await guarded(() => recordRuinAdvance(this.actor, text));
    }
    if (follow.brokenHarmDue === 1 && follow.brokenHarmChoices.length > 0) {
      const harm = harmNames(this.actor.system);
      const picked = await chooseOne(
        localize("VOWFORGE.Rulesets.ForgedTies.BreakHarmTitle"),
        localize("VOWFORGE.Rulesets.ForgedTies.BreakHarmPrompt"),
        follow.brokenHarmChoices.map((i) => ({ id: String(i), label: harm[i] ?? String(i + 1) })),
      );
      if (picked !== null) await forgedTies.markHarmBroken(this.actor, Number(picked));
    }
  }

  static async #clearBreaking(this: ForgedTiesSheet) {
    await guarded(() => forgedTies.clearBreaking(this.actor, 1));
  }

  static async #markHeart(this: ForgedTiesSheet) {
    await guarded(() => forgedTies.markHeart(this.actor, 1));
  }

  static async #clearHeart(this: ForgedTiesSheet) {
    await guarded(() => forgedTies.clearHeart(this.actor, 1));
  }

  static async #addHarm(this: ForgedTiesSheet) {
    const name = await promptHarmName(!harmNames(this.actor.system).includes(null));
    if (!name) return;
    await guarded(async () => {
      const follow = await forgedTies.markHarm(this.actor, name);
      if (follow.breaking) await this.#followBreaking(follow.breaking);
    });
  }

  static async #breakHarm(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    await guarded(() => forgedTies.markHarmBroken(this.actor, dataInt(target, "index", -1)));
  }

  static async #removeHarm(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    await guarded(() => forgedTies.removeHarm(this.actor, dataInt(target, "index", -1)));
  }

  static async #markStatTrack(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const stat = target.dataset.stat;
    if (stat) await guarded(() => forgedTies.markStatTrack(this.actor, stat));
  }

  static async #meetRequirement(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const id = target.dataset.requirement;
    if (!id) return;
    // The characters this one has bonds with are offered as helpers.
    const bonded = bondUuids(this.actor.system).filter((uuid) => uuid !== "");
    const names = actorNames(bonded);
    const helpers: string[] = [];
    const known = bonded.filter((uuid) => names[uuid]);
    if (known.length > 0) {
      const picked = await chooseOne(
        localize("VOWFORGE.Rulesets.ForgedTies.HelperTitle"),
        localize("VOWFORGE.Rulesets.ForgedTies.HelperPrompt"),
        [{ id: "", label: localize("VOWFORGE.Rulesets.ForgedTies.NoHelper") }, ...known.map((uuid) => ({ id: uuid, label: names[uuid] }))],
      );
      if (picked === null) return;
      if (picked !== "") helpers.push(picked);
    }
    await rollForge(this.actor, id, helpers);
  }

  static async #markBond(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const uuid = target.dataset.character;
    if (uuid) await guarded(() => bonds.markBond(this.actor, uuid));
  }

  static async #resolveBond(this: ForgedTiesSheet, _event: Event, target: HTMLElement) {
    const uuid = target.dataset.character;
    if (!uuid) return;
    await guarded(async () => {
      const follow = await bonds.resolveBond(this.actor, uuid);
      if (follow.advanceEarned) ui.notifications.info(localize("VOWFORGE.Rulesets.ForgedTies.AdvanceEarned"));
      const stat = await chooseOne(
        localize("VOWFORGE.Rulesets.ForgedTies.StatTrackTitle"),
        localize("VOWFORGE.Rulesets.ForgedTies.StatTrackPrompt"),
        follow.statTrackChoices.map((id) => ({ id, label: localize(`VOWFORGE.ForgedTies.FIELDS.stats.${id}.label`) })),
      );
      if (stat) await forgedTies.markStatTrack(this.actor, stat);
    });
  }

  static async #endSession(this: ForgedTiesSheet) {
    await guarded(async () => {
      const choices = forgedTies.endOfSessionChoices(this.actor);
      let clearHarm: number | null = null;
      if (choices.length > 0) {
        const harm = harmNames(this.actor.system);
        const picked = await chooseOne(
          localize("VOWFORGE.Rulesets.ForgedTies.EndSession"),
          localize("VOWFORGE.Rulesets.ForgedTies.EndSessionPrompt"),
          [{ id: "none", label: localize("VOWFORGE.Rulesets.ForgedTies.KeepHarm") }, ...choices.map((i) => ({ id: String(i), label: harm[i] ?? String(i + 1) }))],
        );
        if (picked === null) return;
        clearHarm = picked === "none" ? null : Number(picked);
      }
      const follow = await forgedTies.endOfSession(this.actor, { clearHarm });
      ui.notifications.info(localize("VOWFORGE.Rulesets.ForgedTies.SessionEnded", { before: follow.breakingBefore, after: follow.breakingAfter }));
    });
  }
}
pinClassName(ForgedTiesSheet, "ForgedTiesSheet");
