/**
 * The Forged Ties character sheet: skill and stat rolls, breaking, heart, harm, stat tracks, the forge
 * track (meeting a requirement rolls the forge), bonds and the end of a session. Every button calls a
 * track operation, which runs the rules and writes one update.
 */
import { promptHarmName } from "../../chat/harm-prompt";
import { rollForge } from "../../chat/special-rolls";
import { bonds, forgedTies } from "../../documents/tracks";
import { rollCharacter } from "../dialogs/roll-character";
import { type SheetRenderOptions } from "./actor-sheet-base";
import { buildForgedTiesContext, RULESET_SHEET_TEMPLATES } from "./context/forged-ties-context";
import { localize } from "./foundry-env";
import { actorNames, chooseOne, guarded, RulesetActorSheet } from "./ruleset-sheet-base";
import { dataInt } from "./sheet-actions";
import { SHEET_PARTIALS } from "./sheet-templates";

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
    classes: ["vf-forged-ties"],
    position: { width: 600, height: 760 },
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
    },
  };

  static PARTS = {
    body: { template: RULESET_SHEET_TEMPLATES.forgedTies, templates: Object.values(SHEET_PARTIALS), scrollable: [""] },
  };

  protected override async _prepareContext(options: SheetRenderOptions) {
    const base = await super._prepareContext(options);
    const env = await this.rulesetEnv();
    return { ...base, ...buildForgedTiesContext(this.plainActor(), env, actorNames(bondUuids(this.actor.system)), true) };
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

  /** Asks what a breaking mark calls for: a ruin advance is noted by the player, a harm marked broken. */
  async #followBreaking(follow: forgedTies.BreakingFollowUp) {
    if (follow.ruinAdvanceDue > 0) ui.notifications.info(localize("VOWFORGE.Rulesets.ForgedTies.RuinAdvanceDue", { count: follow.ruinAdvanceDue }));
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
