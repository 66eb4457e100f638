/**
 * The Forged Ties character sheet's own actions, beside the shared ones: breaking (with the ruin
 * advances and the broken harm it may call for), heart, harm, stat tracks, meeting a forge requirement
 * (which rolls the forge), resolving a bond, the end of a session, the edit mode (saved with the row a
 * button adds or removes, in one update), ruin advances, bonds added from the list or by a drop.
 */
import { bonds, forgedTies } from "../../operations";
import { type TrackActor } from "../../operations/actor-write";
import { assertBondPartner } from "../../operations/bonds";
import { loadOnDemand } from "../../on-demand";
import { type EditField, type SheetEdit } from "../../operations/forged-ties-edit";
import { addBond, removeBond } from "../../operations/forged-ties-bonds";
import { recordRuinAdvance, removeRuinAdvance } from "../../operations/forged-ties-ruin";
import { RulesError } from "../../rules/errors";
import { dataOf, type ActorLike } from "../../data/documents";
import { readEditFields } from "./context/edit-rows";
import { bondUuids } from "./actor-names";
import { type ActionActor, type ActionTable, type SheetAction, type SheetHost } from "./sheet-action";
import { type FORGED_TIES_ACTION_NAMES } from "./ruleset-action-names";

type Fields = readonly EditField[];

/**
 * The edit mode's operations, fetched with the first edit, ruin advance or bond added from the list
 * (vowforge-forged-ties-edit.mjs); null, the user told, when they cannot be loaded.
 */
const editOps = () =>
  loadOnDemand(() => import("../../operations/forged-ties-edit"), { what: "Forged Ties sheet's edits", messageKey: "VOWFORGE.Error.PartNotLoaded" });
type EditOps = NonNullable<Awaited<ReturnType<typeof editOps>>>;

/** Marks the bond with the character of the button's row (data-character): Forged Ties and Augur both list it. */
export const markBond: SheetAction = async (actor, { data }) => {
  if (data.character) await bonds.markBond(actor, data.character);
};

/** A Forged Ties character's harm slots' names (null for an empty slot). */
function harmNames(actor: ActorLike): (string | null)[] {
  return dataOf(actor, "forgedTiesCharacter")?.harm.map((h) => h?.name ?? null) ?? [];
}

/**
 * Saves the form's edit changed by `change` (which may read the form's fields and the row index); a
 * refusal, even while reading the form, rejects the returned promise. Resolves to null, nothing
 * written, when the edit operations cannot be loaded.
 */
function saving(change: (form: SheetEdit, fields: Fields, index: number, edit: EditOps) => SheetEdit) {
  return async (actor: TrackActor, fields: Fields, index: number): Promise<Record<string, unknown> | null> => {
    const edit = await editOps();
    if (!edit) return null;
    return edit.saveSheetEdit(actor, change(edit.editFromFields(actor, fields), fields, index, edit));
  };
}

/** The edit mode's buttons that change the edit: save it, add or remove a skill or a requirement. */
export const FORGED_TIES_EDITS = {
  saveEdit: saving((form) => form),
  addSkill: saving((form, fields, _index, edit) => edit.withSkillAdded(form, edit.fieldValue(fields, "new.skill"))),
  removeSkill: saving((form, _fields, index, edit) => edit.withSkillRemoved(form, index)),
  addRequirement: saving((form, fields, _index, edit) => edit.withRequirementAdded(form, edit.fieldValue(fields, "new.requirement"))),
  removeRequirement: saving((form, _fields, index, edit) => edit.withRequirementRemoved(form, index)),
};

export type EditAction = keyof typeof FORGED_TIES_EDITS;

/**
 * Runs an edit-mode button on the form's `fields`; resolves to the changes written (a refused edit throws
 * a RulesError before anything is written), or to null when the edit operations cannot be loaded.
 */
export function runEditAction(actor: TrackActor, action: EditAction, fields: Fields, index = -1): Promise<Record<string, unknown> | null> {
  return FORGED_TIES_EDITS[action](actor, fields, index);
}

/** Asks what a breaking mark calls for: a ruin advance written for each ruin space marked, a harm marked broken. */
async function followBreaking(actor: ActionActor, follow: forgedTies.BreakingFollowUp, host: SheetHost): Promise<void> {
  if (follow.ruinAdvanceDue > 0) host.ask.tell("info", "VOWFORGE.Rulesets.ForgedTies.RuinAdvanceDue", { count: follow.ruinAdvanceDue });
  for (let i = 0; i < follow.ruinAdvanceDue; i++) {
    const text = await host.ask.ruinAdvance();
    if (text === null) break;
    // A refused advance is told and the next one still asked, as each is written on its own.
    await recordRuinAdvance(actor, text).catch((error: unknown) => {
      if (!(error instanceof RulesError)) throw error;
      host.ask.refused(error);
    });
  }
  if (follow.brokenHarmDue === 1 && follow.brokenHarmChoices.length > 0) {
    const harm = harmNames(actor);
    const picked = await host.ask.choose(
      "VOWFORGE.Rulesets.ForgedTies.BreakHarmTitle",
      "VOWFORGE.Rulesets.ForgedTies.BreakHarmPrompt",
      follow.brokenHarmChoices.map((i) => ({ id: String(i), label: harm[i] ?? String(i + 1) })),
    );
    if (picked !== null) await forgedTies.markHarmBroken(actor, Number(picked));
  }
}

/** The edit-mode buttons as actions, on every field of the rendered sheet. */
const editActions = Object.fromEntries(
  (Object.keys(FORGED_TIES_EDITS) as EditAction[]).map((name): [EditAction, SheetAction] => [
    name,
    (actor, { element, index }) => runEditAction(actor, name, readEditFields(element), index),
  ]),
) as Record<EditAction, SheetAction>;

export const FORGED_TIES_ACTIONS: ActionTable = {
  ...editActions,
  /** Closing the edit mode saves it first; a refused save, or one whose operations cannot be loaded, keeps it open. */
  toggleEdit: async (actor, { element }, host) => {
    if (host.editing && (await runEditAction(actor, "saveEdit", readEditFields(element))) === null) return;
    await host.toggleEdit();
  },
  recordRuinAdvance: async (actor, { element }) => {
    const edit = await editOps();
    if (edit) await recordRuinAdvance(actor, edit.fieldValue(readEditFields(element), "new.ruinAdvance"));
  },
  removeRuinAdvance: (actor, { index }) => removeRuinAdvance(actor, index),
  addBond: async (actor, { element }) => {
    const uuid = (await editOps())?.fieldValue(readEditFields(element), "new.bond");
    if (uuid) await addBond(actor, uuid);
  },
  removeBond: async (actor, { data }) => {
    if (data.character) await removeBond(actor, data.character);
  },
  markBond,
  markBreaking: async (actor, _input, host) => followBreaking(actor, await forgedTies.markBreaking(actor, 1), host),
  clearBreaking: (actor) => forgedTies.clearBreaking(actor, 1),
  markHeart: (actor) => forgedTies.markHeart(actor, 1),
  clearHeart: (actor) => forgedTies.clearHeart(actor, 1),
  addHarm: async (actor, _input, host) => {
    const name = await host.ask.harmName(!harmNames(actor).includes(null));
    if (!name) return;
    const follow = await forgedTies.markHarm(actor, name);
    if (follow.breaking) await followBreaking(actor, follow.breaking, host);
  },
  breakHarm: (actor, { index }) => forgedTies.markHarmBroken(actor, index),
  removeHarm: (actor, { index }) => forgedTies.removeHarm(actor, index),
  markStatTrack: async (actor, { data }) => {
    if (data.stat) await forgedTies.markStatTrack(actor, data.stat);
  },
  /** The characters this one has bonds with are offered as helpers; the forge roll marks the requirement. */
  meetRequirement: async (actor, { data }, host) => {
    const id = data.requirement;
    if (!id) return;
    const bonded = bondUuids(actor).filter((uuid) => uuid !== "");
    const names = host.names(bonded);
    const known = bonded.filter((uuid) => names[uuid]);
    const helpers: string[] = [];
    if (known.length > 0) {
      const picked = await host.ask.choose("VOWFORGE.Rulesets.ForgedTies.HelperTitle", "VOWFORGE.Rulesets.ForgedTies.HelperPrompt", [
        { id: "", label: host.t("VOWFORGE.Rulesets.ForgedTies.NoHelper") },
        ...known.map((uuid) => ({ id: uuid, label: names[uuid] })),
      ]);
      if (picked === null) return;
      if (picked !== "") helpers.push(picked);
    }
    await host.rolls.forge(id, helpers);
  },
  resolveBond: async (actor, { data }, host) => {
    if (!data.character) return;
    const follow = await bonds.resolveBond(actor, data.character);
    if (follow.advanceEarned) host.ask.tell("info", "VOWFORGE.Rulesets.ForgedTies.AdvanceEarned");
    const stat = await host.ask.choose(
      "VOWFORGE.Rulesets.ForgedTies.StatTrackTitle",
      "VOWFORGE.Rulesets.ForgedTies.StatTrackPrompt",
      follow.statTrackChoices.map((id) => ({ id, label: host.t(`VOWFORGE.ForgedTies.FIELDS.stats.${id}.label`) })),
    );
    if (stat) await forgedTies.markStatTrack(actor, stat);
  },
  endSession: async (actor, _input, host) => {
    const choices = forgedTies.endOfSessionChoices(actor);
    let clearHarm: number | null = null;
    if (choices.length > 0) {
      const harm = harmNames(actor);
      const picked = await host.ask.choose("VOWFORGE.Rulesets.ForgedTies.EndSession", "VOWFORGE.Rulesets.ForgedTies.EndSessionPrompt", [
        { id: "none", label: host.t("VOWFORGE.Rulesets.ForgedTies.KeepHarm") },
        ...choices.map((i) => ({ id: String(i), label: harm[i] ?? String(i + 1) })),
      ]);
      if (picked === null) return;
      clearHarm = picked === "none" ? null : Number(picked);
    }
    const follow = await forgedTies.endOfSession(actor, { clearHarm });
    host.ask.tell("info", "VOWFORGE.Rulesets.ForgedTies.SessionEnded", { before: follow.breakingBefore, after: follow.breakingAfter });
  },
  dropActor: async (actor, { dropped }, host) => {
    if (!dropped) return;
    assertBondPartner(dropped);
    await addBond(actor, dropped.uuid);
    host.ask.tell("info", "VOWFORGE.ForgedTiesSheet.Bonds.Added", { name: dropped.name });
  },
} satisfies Record<(typeof FORGED_TIES_ACTION_NAMES)[number], SheetAction>;
