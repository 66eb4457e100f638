/**
 * Editing a Forged Ties character from its sheet: the dice of each stat, the skills (name, stat, dice,
 * related skills), the forge requirements and the lengths of the tracks. The sheet's inputs are read
 * into a `SheetEdit` (`editFromFields`); rows are added and removed on it; `saveSheetEdit` checks the
 * whole edit and writes it in one update, or refuses it with a RulesError and writes nothing.
 */
import { newRowId, withRowAdded, withRowChanged, withRowRemoved } from "./list-rows";
import { assertForgedTiesSystem } from "../data/actor/forged-ties-character";
import { pickState } from "../data/actor/system-data";
import { type ActorData } from "../data/documents";
import {
  editLimits,
  FORGED_TIES_STATS,
  type EditedNumber,
  type HarmSlot,
  type MarkTrack,
} from "../rules/forged-ties-character";
import { MAX_TEXT_LENGTH } from "../rules/validate";
import { RulesError } from "../rules/errors";
import { changesBetween, requireType, writeChanges, type TrackActor } from "./actor-write";

/** A skill as the sheet edits it. */
export interface SkillRow {
  id: string;
  name: string;
  stat: string;
  dice: number;
  related: string[];
}

/** A forge requirement as the sheet edits it (whether it is met is kept, not edited). */
export interface RequirementRow {
  id: string;
  label: string;
  met: boolean;
}

/** Boxes of each track (harm: slots). */
export interface TrackLengths {
  breaking: number;
  heart: number;
  advances: number;
  forge: number;
  harmSlots: number;
  statTracks: Record<string, number>;
}

/** What the sheet's edit mode changes, whole. */
export interface SheetEdit {
  stats: Record<string, number>;
  skills: SkillRow[];
  requirements: RequirementRow[];
  lengths: TrackLengths;
  /** The inputs' labels by field key, to name a refused value in the message. */
  labels: Record<string, string>;
}

/** One input of the edit form: its field key (`skill.0.dice`), its value and its label. */
export interface EditField {
  key: string;
  value: string;
  label?: string;
}

/** The system data this module reads and writes. */
interface EditedSystem {
  stats: Record<string, number>;
  skills: SkillRow[];
  breaking: MarkTrack & { ruinSpaces: number[] };
  heart: MarkTrack;
  advances: MarkTrack;
  statTracks: Record<string, MarkTrack>;
  harm: Array<HarmSlot | null>;
  forge: MarkTrack & { requirements: RequirementRow[] };
}

const EDITED_KEYS = ["stats", "skills", "breaking", "heart", "advances", "statTracks", "harm", "forge"] as const;

function editedSystem(system: Pick<ActorData<"forgedTiesCharacter">, (typeof EDITED_KEYS)[number]>): EditedSystem {
  return pickState<EditedSystem>(system, EDITED_KEYS);
}

/**
 * The edit as the Forged Ties character stands (nothing changed yet), read from its data narrowed by its
 * subtype (a RulesError for another subtype) and copied, so the edit never writes into the actor.
 */
export function readSheetEdit(actor: TrackActor): SheetEdit {
  requireType(actor, "forgedTiesCharacter");
  const s = editedSystem(actor.system);
  return {
    stats: { ...s.stats },
    skills: (s.skills ?? []).map((skill) => ({ ...skill, related: [...skill.related] })),
    requirements: (s.forge?.requirements ?? []).map((r) => ({ id: r.id, label: r.label, met: r.met })),
    lengths: {
      breaking: s.breaking?.length,
      heart: s.heart?.length,
      advances: s.advances?.length,
      forge: s.forge?.length,
      harmSlots: s.harm?.length,
      statTracks: Object.fromEntries(FORGED_TIES_STATS.map((stat) => [stat, s.statTracks?.[stat]?.length])),
    },
    labels: {},
  };
}

/** What the numeric field of `key` holds. */
export function fieldKind(key: string): EditedNumber {
  if (key.startsWith("stat.") || key.endsWith(".dice")) return "dice";
  if (key === "length.breaking") return "breaking";
  if (key === "length.harmSlots") return "harmSlots";
  return "track";
}

function limitsOf(key: string): { min: number; max: number } {
  return editLimits(fieldKind(key));
}

function labelOf(edit: SheetEdit, key: string): string {
  return edit.labels[key] ?? key;
}

function outOfRange(edit: SheetEdit, key: string, value: unknown): RulesError {
  const { min, max } = limitsOf(key);
  const label = labelOf(edit, key);
  return new RulesError("OutOfRangeField", `${label} must be a whole number from ${min} to ${max}`, {
    label,
    min,
    max,
    value: String(value),
  });
}

function checkInt(edit: SheetEdit, key: string, value: unknown): number {
  const { min, max } = limitsOf(key);
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw outOfRange(edit, key, value);
  return value;
}

function parseInt10(edit: SheetEdit, key: string, text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+$/.test(trimmed)) throw outOfRange(edit, key, text);
  return checkInt(edit, key, Number(trimmed));
}

function rowIndex(part: string): number {
  return /^\d+$/.test(part) ? Number(part) : -1;
}

/**
 * The character's edit with the form's values laid over it. A skill row present in the form takes its
 * related skills from the checked boxes only. Keys of rows being written (`new.*`) and unknown keys are
 * left out; a value that is not a whole number in its field's range is refused.
 */
export function editFromFields(actor: TrackActor, fields: readonly EditField[]): SheetEdit {
  const edit = readSheetEdit(actor);
  for (const f of fields) if (f.label) edit.labels[f.key] = f.label;
  const relatedOf = new Map<number, string[]>();
  for (const { key, value } of fields) {
    const [kind, a, b] = key.split(".");
    if (kind === "stat" && FORGED_TIES_STATS.includes(a)) edit.stats[a] = parseInt10(edit, key, value);
    else if (kind === "skill") {
      const index = rowIndex(a);
      if (!relatedOf.has(index)) relatedOf.set(index, []);
      if (b === "name") edit.skills = withRowChanged(edit.skills, index, { name: value });
      else if (b === "stat") edit.skills = withRowChanged(edit.skills, index, { stat: value });
      else if (b === "dice") edit.skills = withRowChanged(edit.skills, index, { dice: parseInt10(edit, key, value) });
      else if (b === "related" && value !== "") relatedOf.get(index)?.push(value);
    } else if (kind === "requirement" && b === "label") {
      edit.requirements = withRowChanged(edit.requirements, rowIndex(a), { label: value });
    } else if (kind === "length") {
      if (a === "stat" && b !== undefined && FORGED_TIES_STATS.includes(b)) edit.lengths.statTracks[b] = parseInt10(edit, key, value);
      else if (a === "breaking" || a === "heart" || a === "advances" || a === "forge" || a === "harmSlots")
        edit.lengths[a] = parseInt10(edit, key, value);
    }
  }
  for (const [index, related] of relatedOf) edit.skills = withRowChanged(edit.skills, index, { related });
  return edit;
}

/** The text trimmed; refused when blank or longer than MAX_TEXT_LENGTH. */
function checkText(code: string, value: unknown, label: string): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "" || text.length > MAX_TEXT_LENGTH)
    throw new RulesError(code, `${label} must be a text of 1 to ${MAX_TEXT_LENGTH} characters`, { label, max: MAX_TEXT_LENGTH });
  return text;
}

/** Ids a new skill must not take: the other skills' and the stats' (rolls name either). */
function takenSkillIds(skills: readonly SkillRow[]): { id: string }[] {
  return [...skills, ...FORGED_TIES_STATS.map((id) => ({ id }))];
}

/** The edit with a new skill named `name` (first stat, one die, no related skills). */
export function withSkillAdded(edit: SheetEdit, name: string): SheetEdit {
  const text = checkText("SkillName", name, labelOf(edit, "new.skill"));
  const row: SkillRow = { id: newRowId(takenSkillIds(edit.skills), text), name: text, stat: FORGED_TIES_STATS[0], dice: 1, related: [] };
  return { ...edit, skills: withRowAdded(edit.skills, row) };
}

/** The edit without the skill at `index` (and no other skill names it as related any more). */
export function withSkillRemoved(edit: SheetEdit, index: number): SheetEdit {
  const removed = edit.skills[index]?.id;
  const skills = withRowRemoved(edit.skills, index).map((s) => ({ ...s, related: s.related.filter((id) => id !== removed) }));
  return { ...edit, skills };
}

/** The edit with a new requirement labelled `label`, not met. */
export function withRequirementAdded(edit: SheetEdit, label: string): SheetEdit {
  const text = checkText("RequirementLabel", label, labelOf(edit, "new.requirement"));
  return { ...edit, requirements: withRowAdded(edit.requirements, { id: newRowId(edit.requirements, text), label: text, met: false }) };
}

/** The edit without the requirement at `index` (forge boxes already marked stay marked). */
export function withRequirementRemoved(edit: SheetEdit, index: number): SheetEdit {
  return { ...edit, requirements: withRowRemoved(edit.requirements, index) };
}

function checkedSkills(edit: SheetEdit): SkillRow[] {
  const seen = new Set<string>();
  const ids = new Set(edit.skills.map((s) => s.id));
  return edit.skills.map((skill, i) => {
    const name = checkText("SkillName", skill.name, labelOf(edit, `skill.${i}.name`));
    if (seen.has(name.toLowerCase())) throw new RulesError("SkillNameTaken", `two skills are called ${name}`, { name });
    seen.add(name.toLowerCase());
    if (!FORGED_TIES_STATS.includes(skill.stat))
      throw new RulesError("NotOneOf", `${skill.stat} is not a stat`, { what: labelOf(edit, `skill.${i}.stat`), allowed: FORGED_TIES_STATS.join(", ") });
    const dice = checkInt(edit, `skill.${i}.dice`, skill.dice);
    const related = [...new Set(skill.related)].filter((id) => id !== skill.id && ids.has(id));
    return { id: skill.id, name, stat: skill.stat, dice, related };
  });
}

function resized(edit: SheetEdit, key: string, track: MarkTrack, length: number): MarkTrack {
  const checked = checkInt(edit, key, length);
  if (checked < track.marked) {
    const label = labelOf(edit, key);
    throw new RulesError("TrackBelowMarked", `${label} has ${track.marked} boxes marked`, { label, marked: track.marked });
  }
  return { ...track, length: checked };
}

function resizedHarm(edit: SheetEdit, harm: Array<HarmSlot | null>, length: number): Array<HarmSlot | null> {
  const slots = checkInt(edit, "length.harmSlots", length);
  const next = [...harm];
  while (next.length < slots) next.push(null);
  while (next.length > slots && next[next.length - 1] === null) next.pop();
  if (next.length <= slots) return next;
  const written = next.filter((h) => h !== null);
  if (written.length > slots) {
    const label = labelOf(edit, "length.harmSlots");
    throw new RulesError("HarmSlotsInUse", `${written.length} harm slots are in use`, { label, count: written.length });
  }
  return [...written, ...Array.from({ length: slots - written.length }, () => null)];
}

/**
 * The system data the edit leads to (the keys it touches), every value checked; refused with a
 * RulesError naming the field when a value is out of its range or the tracks would not hold their marks.
 */
function editedSystemOf(system: ActorData<"forgedTiesCharacter">, edit: SheetEdit): EditedSystem {
  const before = editedSystem(system);
  const stats = Object.fromEntries(FORGED_TIES_STATS.map((stat) => [stat, checkInt(edit, `stat.${stat}`, edit.stats[stat])]));
  const skills = checkedSkills(edit);
  const requirements = edit.requirements.map((r, i) => ({ ...r, label: checkText("RequirementLabel", r.label, labelOf(edit, `requirement.${i}.label`)) }));
  const breaking = { ...resized(edit, "length.breaking", before.breaking, edit.lengths.breaking), ruinSpaces: [...before.breaking.ruinSpaces] };
  const lastRuin = Math.max(0, ...breaking.ruinSpaces);
  if (breaking.length <= lastRuin) {
    const label = labelOf(edit, "length.breaking");
    throw new RulesError("RuinSpaceBeyondTrack", `${label} needs ${lastRuin + 1} boxes`, { label, min: lastRuin + 1 });
  }
  const next: EditedSystem = {
    stats,
    skills,
    breaking,
    heart: resized(edit, "length.heart", before.heart, edit.lengths.heart),
    advances: resized(edit, "length.advances", before.advances, edit.lengths.advances),
    statTracks: Object.fromEntries(
      FORGED_TIES_STATS.map((stat) => [stat, resized(edit, `length.stat.${stat}`, before.statTracks[stat], edit.lengths.statTracks[stat])]),
    ),
    harm: resizedHarm(edit, before.harm, edit.lengths.harmSlots),
    forge: { ...resized(edit, "length.forge", before.forge, edit.lengths.forge), requirements },
  };
  assertForgedTiesSystem({ ruinAdvances: system.ruinAdvances, ruinAdvancesDue: system.ruinAdvancesDue, bonds: system.bonds, ...next });
  return next;
}

/** Checks the edit and writes what it changes in one update; nothing is written when it is refused. */
export async function saveSheetEdit(actor: TrackActor, edit: SheetEdit): Promise<Record<string, unknown>> {
  requireType(actor, "forgedTiesCharacter");
  const before = editedSystem(actor.system);
  const changes = changesBetween({ ...before }, { ...editedSystemOf(actor.system, edit) });
  await writeChanges(actor, changes);
  return changes;
}

/** The value of the form's field `key` ("" when absent). */
export function fieldValue(fields: readonly EditField[], key: string): string {
  return fields.find((f) => f.key === key)?.value ?? "";
}
