/**
 * Context of the Forged Ties character sheet: stats and skills with their dice, the breaking track
 * (ruin spaces and the Broken box drawn apart), heart, harm slots, ruin advances, advances, stat
 * tracks, the forge track with its requirements, and bonds with other characters.
 */
import {
  editLimits,
  FORGED_TIES_STATS,
  MAX_RUIN_ADVANCE_LENGTH,
  type EditedNumber,
} from "../../../rules/forged-ties-character";
import { MAX_TEXT_LENGTH } from "../../../rules/validate";
import { editTool, isEditing, type EditableActor, type SheetToolView } from "./edit-rows";
import { sheetTabs, type SheetTabs } from "./tabs-context";
import { FORGED_TIES_TABS, type ForgedTiesTab } from "./ruleset-tabs";
import { intOf, listOf, recordOf, textOf, type SheetEnv } from "./types";
import { rulesetBase, type RulesetBase } from "./ruleset-base";
import { type Localize } from "../../../locale";

/** One box of a marked track. */
export interface MarkBox {
  box: number;
  marked: boolean;
  cssClass: string;
}

/** A track of marked boxes, with a sentence read instead of the boxes. */
export interface MarkTrackView {
  marked: number;
  length: number;
  boxes: MarkBox[];
  srText: string;
  canMark: boolean;
  canClear: boolean;
}

/** The view of a `{ marked, length }` track. */
export function markTrackView(track: unknown, t: Localize): MarkTrackView {
  const r = recordOf(track);
  const length = Math.max(0, intOf(r.length, 0));
  const marked = Math.min(length, Math.max(0, intOf(r.marked, 0)));
  return {
    marked,
    length,
    boxes: Array.from({ length }, (_, i) => ({
      box: i + 1,
      marked: i < marked,
      cssClass: i < marked ? "vf-mark vf-mark--on" : "vf-mark",
    })),
    srText: t("VOWFORGE.Rulesets.TrackText", { marked, length }),
    canMark: marked < length,
    canClear: marked > 0,
  };
}

/** The actor as the Forged Ties builder reads it: its UUID (to leave it out of bond choices) and whether the sheet is in edit mode. */
export type ForgedTiesSheetActor = EditableActor;

/** An input of the edit mode: `key` names its field for the edit operations (see readEditFields in edit-rows). */
export interface EditInputView {
  key: string;
  id: string;
  label: string;
  value: string | number;
}

/** A numeric input of the edit mode, with its range. */
export interface EditNumberView extends EditInputView {
  min: number;
  max: number;
}

/** What the edit mode shows: inputs for the stats, the skills, the forge requirements and the track lengths. */
export interface ForgedTiesEditView {
  stats: EditNumberView[];
  skills: {
    index: number;
    id: string;
    name: EditInputView;
    stat: EditInputView & { options: { value: string; label: string; selected: boolean }[] };
    dice: EditNumberView;
    related: (EditInputView & { checked: boolean })[];
    relatedLegend: string;
    removeLabel: string;
  }[];
  newSkill: EditInputView & { maxLength: number };
  requirements: { index: number; label: EditInputView; met: boolean; removeLabel: string }[];
  newRequirement: EditInputView & { maxLength: number };
  lengths: EditNumberView[];
  maxLength: number;
}

/** One bond as the sheet lists it. */
export interface BondView {
  characterId: string;
  name: string;
  /** Whether the bonded character is no longer in the world (its name is then a placeholder). */
  missing: boolean;
  marked: boolean;
  markLabel: string;
  resolveLabel: string;
  removeLabel: string;
}

export { FORGED_TIES_TABS, type ForgedTiesTab };

export interface ForgedTiesSheetContext extends RulesetBase, SheetTabs<ForgedTiesTab> {
  /** The header band's buttons: the edit toggle, Save while editing, and the end of a session. */
  tools: SheetToolView[];
  editMode: boolean;
  edit: ForgedTiesEditView | null;
  stats: { id: string; label: string; dice: number; rollLabel: string }[];
  skills: { id: string; name: string; statLabel: string; dice: number; rollLabel: string }[];
  breaking: Omit<MarkTrackView, "boxes"> & {
    boxes: (MarkBox & { ruin: boolean; broken: boolean; title: string })[];
    isBroken: boolean;
  };
  heart: MarkTrackView;
  harm: { index: number; empty: boolean; name: string; broken: boolean; removeLabel: string; breakLabel: string }[];
  canAddHarm: boolean;
  ruinAdvances: { index: number; text: string; removeLabel: string }[];
  ruin: { due: number; dueText: string; newAdvance: EditInputView & { maxLength: number } };
  advances: MarkTrackView;
  statTracks: ({ id: string; label: string; markLabel: string } & MarkTrackView)[];
  forge: MarkTrackView & {
    requirements: { id: string; label: string; met: boolean; markLabel: string }[];
    allMet: boolean;
  };
  bonds: BondView[];
  bondCandidates: { uuid: string; name: string }[];
  newBondId: string;
}

const statLabel = (t: Localize, stat: string) => t(`VOWFORGE.ForgedTies.FIELDS.stats.${stat}.label`);

/** The Forged Ties sheet's context; `names` gives bonded characters' names by UUID. */
export function buildForgedTiesContext(
  actor: ForgedTiesSheetActor,
  env: SheetEnv,
  names: Readonly<Record<string, string>> = {},
  richEditor = false,
): ForgedTiesSheetContext {
  const t = env.localize;
  const s = recordOf(actor.system);
  const statValues = recordOf(s.stats);
  const breaking = recordOf(s.breaking);
  const breakingTrack = markTrackView(breaking, t);
  const ruinSpaces = Array.isArray(breaking.ruinSpaces) ? breaking.ruinSpaces : [];
  const harmSlots = Array.isArray(s.harm) ? s.harm : [];
  const forge = recordOf(s.forge);
  const statTracks = recordOf(s.statTracks);
  const editMode = isEditing(actor, env);
  const ruinAdvances = Array.isArray(s.ruinAdvances) ? s.ruinAdvances.map(textOf) : [];
  const ruinDue = typeof s.ruinAdvancesDue === "number" && s.ruinAdvancesDue > 0 ? s.ruinAdvancesDue : 0;
  const bonds = bondViews(s.bonds, names, t);
  const bonded = new Set(bonds.map((b) => b.characterId));
  return {
    ...rulesetBase({ ...actor, type: "forgedTiesCharacter" }, env, richEditor, t("VOWFORGE.Ruleset.forgedTies")),
    ...sheetTabs(FORGED_TIES_TABS, FORGED_TIES_TABS, actor.activeTab, env, actor.drawnTabs),
    tools: [
      editTool(t, editMode),
      ...(editMode ? [{ action: "saveEdit", icon: "fa-floppy-disk", label: t("VOWFORGE.ForgedTiesSheet.Edit.Save"), pressed: "" as const }] : []),
      { action: "endSession", icon: "fa-moon", label: t("VOWFORGE.Rulesets.ForgedTies.EndSession"), pressed: "" },
    ],
    editMode,
    edit: editMode ? editView(s, env) : null,
    stats: FORGED_TIES_STATS.map((id) => {
      const label = statLabel(t, id);
      return { id, label, dice: intOf(statValues[id], 0), rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name: label }) };
    }),
    skills: listOf(s.skills).map((skill) => {
      const name = textOf(skill.name);
      return {
        id: textOf(skill.id),
        name,
        statLabel: statLabel(t, textOf(skill.stat)),
        dice: intOf(skill.dice, 0),
        rollLabel: t("VOWFORGE.Rulesets.RollNamed", { name }),
      };
    }),
    breaking: {
      ...breakingTrack,
      boxes: breakingTrack.boxes.map((box) => {
        const ruin = ruinSpaces.includes(box.box);
        const broken = box.box === breakingTrack.length;
        const cssClass = [box.cssClass, ruin ? "vf-mark--ruin" : "", broken ? "vf-mark--broken" : ""].filter(Boolean).join(" ");
        const title = broken
          ? t("VOWFORGE.Rulesets.ForgedTies.BrokenBox")
          : ruin
            ? t("VOWFORGE.Rulesets.ForgedTies.RuinSpace")
            : "";
        return { ...box, ruin, broken, cssClass, title };
      }),
      isBroken: breakingTrack.length > 0 && breakingTrack.marked >= breakingTrack.length,
    },
    heart: markTrackView(s.heart, t),
    harm: harmSlots.map((slot: unknown, index) => {
      const h = slot === null ? null : recordOf(slot);
      const name = h ? textOf(h.name) : "";
      return {
        index,
        empty: h === null,
        name,
        broken: h?.broken === true,
        removeLabel: t("VOWFORGE.Rulesets.ForgedTies.RemoveHarm", { name }),
        breakLabel: t("VOWFORGE.Rulesets.ForgedTies.BreakHarm", { name }),
      };
    }),
    canAddHarm: harmSlots.length > 0,
    ruinAdvances: ruinAdvances.map((text, index) => ({
      index,
      text,
      removeLabel: t("VOWFORGE.ForgedTiesSheet.Ruin.Remove", { name: text }),
    })),
    ruin: {
      due: ruinDue,
      dueText: t("VOWFORGE.ForgedTiesSheet.Ruin.Due", { count: ruinDue }),
      newAdvance: {
        key: "new.ruinAdvance",
        id: `${env.idPrefix}-ft-new-ruin`,
        label: t("VOWFORGE.ForgedTiesSheet.Ruin.NewLabel"),
        value: "",
        maxLength: MAX_RUIN_ADVANCE_LENGTH,
      },
    },
    advances: markTrackView(s.advances, t),
    statTracks: FORGED_TIES_STATS.map((id) => {
      const label = statLabel(t, id);
      return { id, label, markLabel: t("VOWFORGE.Rulesets.ForgedTies.MarkStatTrack", { name: label }), ...markTrackView(statTracks[id], t) };
    }),
    forge: {
      ...markTrackView(forge, t),
      requirements: listOf(forge.requirements).map((r) => {
        const label = textOf(r.label) || textOf(r.id);
        return { id: textOf(r.id), label, met: r.met === true, markLabel: t("VOWFORGE.Rulesets.ForgedTies.MeetRequirement", { name: label }) };
      }),
      allMet: listOf(forge.requirements).length > 0 && listOf(forge.requirements).every((r) => r.met === true),
    },
    bonds,
    bondCandidates: Object.entries(names)
      .filter(([uuid]) => uuid !== "" && uuid !== actor.uuid && !bonded.has(uuid))
      .map(([uuid, name]) => ({ uuid, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    newBondId: `${env.idPrefix}-ft-new-bond`,
  };
}

function numberInput(key: string, id: string, label: string, value: unknown, kind: EditedNumber): EditNumberView {
  return { key, id, label, value: intOf(value, 0), ...editLimits(kind) };
}

/** The inputs of the edit mode, filled from the stored data. */
function editView(s: Record<string, unknown>, env: SheetEnv): ForgedTiesEditView {
  const t = env.localize;
  const id = (suffix: string) => `${env.idPrefix}-ft-edit-${suffix}`;
  const statValues = recordOf(s.stats);
  const skills = listOf(s.skills);
  const statTracks = recordOf(s.statTracks);
  const forge = recordOf(s.forge);
  const length = (value: unknown) => recordOf(value).length;
  return {
    stats: FORGED_TIES_STATS.map((stat) =>
      numberInput(`stat.${stat}`, id(`stat-${stat}`), t("VOWFORGE.ForgedTiesSheet.Edit.StatDice", { name: statLabel(t, stat) }), statValues[stat], "dice"),
    ),
    skills: skills.map((skill, index) => {
      const name = textOf(skill.name);
      const skillId = textOf(skill.id);
      const related = Array.isArray(skill.related) ? skill.related.map(textOf) : [];
      return {
        index,
        id: skillId,
        name: { key: `skill.${index}.name`, id: id(`skill-${index}-name`), label: t("VOWFORGE.ForgedTiesSheet.Edit.SkillName", { name }), value: name },
        stat: {
          key: `skill.${index}.stat`,
          id: id(`skill-${index}-stat`),
          label: t("VOWFORGE.ForgedTiesSheet.Edit.SkillStat", { name }),
          value: textOf(skill.stat),
          options: FORGED_TIES_STATS.map((stat) => ({ value: stat, label: statLabel(t, stat), selected: stat === textOf(skill.stat) })),
        },
        dice: numberInput(`skill.${index}.dice`, id(`skill-${index}-dice`), t("VOWFORGE.ForgedTiesSheet.Edit.SkillDice", { name }), skill.dice, "dice"),
        related: skills.flatMap((other, j) =>
          j === index
            ? []
            : [
                {
                  key: `skill.${index}.related`,
                  id: id(`skill-${index}-related-${j}`),
                  label: textOf(other.name),
                  value: textOf(other.id),
                  checked: related.includes(textOf(other.id)),
                },
              ],
        ),
        relatedLegend: t("VOWFORGE.ForgedTiesSheet.Edit.Related", { name }),
        removeLabel: t("VOWFORGE.ForgedTiesSheet.Edit.RemoveSkill", { name }),
      };
    }),
    newSkill: { key: "new.skill", id: id("new-skill"), label: t("VOWFORGE.ForgedTiesSheet.Edit.NewSkill"), value: "", maxLength: MAX_TEXT_LENGTH },
    requirements: listOf(forge.requirements).map((r, index) => {
      const label = textOf(r.label) || textOf(r.id);
      return {
        index,
        label: { key: `requirement.${index}.label`, id: id(`requirement-${index}`), label: t("VOWFORGE.ForgedTiesSheet.Edit.RequirementLabel", { name: label }), value: label },
        met: r.met === true,
        removeLabel: t("VOWFORGE.ForgedTiesSheet.Edit.RemoveRequirement", { name: label }),
      };
    }),
    newRequirement: { key: "new.requirement", id: id("new-requirement"), label: t("VOWFORGE.ForgedTiesSheet.Edit.NewRequirement"), value: "", maxLength: MAX_TEXT_LENGTH },
    lengths: [
      numberInput("length.breaking", id("length-breaking"), t("VOWFORGE.ForgedTiesSheet.Edit.Length.breaking"), length(s.breaking), "breaking"),
      numberInput("length.heart", id("length-heart"), t("VOWFORGE.ForgedTiesSheet.Edit.Length.heart"), length(s.heart), "track"),
      numberInput("length.harmSlots", id("length-harm"), t("VOWFORGE.ForgedTiesSheet.Edit.Length.harmSlots"), Array.isArray(s.harm) ? s.harm.length : 0, "harmSlots"),
      numberInput("length.advances", id("length-advances"), t("VOWFORGE.ForgedTiesSheet.Edit.Length.advances"), length(s.advances), "track"),
      numberInput("length.forge", id("length-forge"), t("VOWFORGE.ForgedTiesSheet.Edit.Length.forge"), length(forge), "track"),
      ...FORGED_TIES_STATS.map((stat) =>
        numberInput(`length.stat.${stat}`, id(`length-stat-${stat}`), t("VOWFORGE.ForgedTiesSheet.Edit.Length.stat", { name: statLabel(t, stat) }), length(statTracks[stat]), "track"),
      ),
    ],
    maxLength: MAX_TEXT_LENGTH,
  };
}

/** Bonds with other characters, named from `names`; a character no longer in the world is named as missing. */
export function bondViews(
  bonds: unknown,
  names: Readonly<Record<string, string>>,
  t: Localize,
): BondView[] {
  return listOf(bonds).map((b) => {
    const characterId = textOf(b.characterId);
    const known = names[characterId];
    const name = known ?? t("VOWFORGE.Rulesets.MissingCharacter");
    return {
      characterId,
      name,
      missing: known === undefined,
      marked: b.marked === true,
      markLabel: t("VOWFORGE.Rulesets.MarkBond", { name }),
      resolveLabel: t("VOWFORGE.Rulesets.ForgedTies.ResolveBond", { name }),
      removeLabel: t("VOWFORGE.ForgedTiesSheet.Bonds.Remove", { name }),
    };
  });
}
