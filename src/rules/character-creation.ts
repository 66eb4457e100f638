/**
 * Character creation: what each game's creation makes legal, as pure checks that return problems
 * (never throw), so a guided creation can say what is wrong with a step in the user's language.
 *
 * Rulings (docs/rulings.md, "Character creation"):
 * - Ironsworn and Starforged: the five stats take the values 3, 2, 2, 1, 1, one each, in any order.
 * - Ironsworn: three assets of any kind; up to three starting bonds, one tick each on the bonds track;
 *   a background vow, non-blank, ranked extreme or epic.
 * - Starforged: two paths (the background table gives a pair, or the player picks two); the STARSHIP
 *   command vehicle; one more asset that is a path, companion, module or support vehicle (never a deed,
 *   never a second command vehicle), different from the others; the background vow as in Ironsworn;
 *   up to three starting connections, each named, with a rank.
 * - Forged Ties, Augur and Strike!: their documents set no starting budget, so any value within the
 *   sheet's limits is accepted; what is checked is what the rules need to read the character: names
 *   that are not blank and not repeated, a Forged Ties character with at least one die among its stats
 *   (a pool needs a die), a Strike! character with at least one skill.
 */
import { PROGRESS_RANKS, type ProgressRank } from "./progress";
import { MAX_TEXT_LENGTH } from "./validate";

/** One thing wrong with a step: a stable code (an i18n key suffix), the field at fault, the values. */
export interface CreationProblem {
  code: string;
  /** The form control to mark and focus (its name), when one is at fault. */
  field?: string;
  data?: Record<string, string | number>;
}

/** The values the five stats take at creation, one each. */
export const STARTING_STATS: readonly number[] = Object.freeze([3, 2, 2, 1, 1]);

/** Ranks a background vow may have. */
export const BACKGROUND_VOW_RANKS: readonly ProgressRank[] = Object.freeze(["extreme", "epic"]);

/** Assets an Ironsworn character starts with. */
export const IRONSWORN_STARTING_ASSETS = 3;

/** Most bonds an Ironsworn character starts with. */
export const MAX_STARTING_BONDS = 3;

/** Paths a Starforged character starts with. */
export const STARFORGED_STARTING_PATHS = 2;

/** Asset categories a Starforged character's last starting asset may come from. */
export const FINAL_ASSET_CATEGORIES: readonly string[] = Object.freeze(["path", "companion", "module", "supportVehicle"]);

/** Most connections a Starforged character starts with. */
export const MAX_STARTING_CONNECTIONS = 3;

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => b - a);
}

/** Whether `values` are exactly the starting stat values, in any order. */
export function isStartingStatArray(values: readonly (number | null)[]): boolean {
  if (values.length !== STARTING_STATS.length || values.some((v) => v === null)) return false;
  const expected = sorted(STARTING_STATS);
  return sorted(values as number[]).every((v, i) => v === expected[i]);
}

/** The stats' problem: none when they hold 3, 2, 2, 1, 1; else one naming the first stat out of place. */
export function statArrayProblem(stats: Readonly<Record<string, number | null>>): CreationProblem | null {
  const ids = Object.keys(stats);
  if (isStartingStatArray(ids.map((id) => stats[id]))) return null;
  const left = [...STARTING_STATS];
  const first = ids.find((id) => {
    const at = left.indexOf(stats[id] ?? Number.NaN);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
  return { code: "StatArray", field: first ?? ids[0], data: { values: STARTING_STATS.join(", ") } };
}

/** A problem when `chosen` is not exactly `expected` picks. */
export function pickCountProblem(chosen: number, expected: number, field: string): CreationProblem | null {
  return chosen === expected ? null : { code: "PickCount", field, data: { expected, chosen } };
}

/** Whether a text is blank (nothing but white space). */
function blank(text: string): boolean {
  return text.trim() === "";
}

/** A problem when a text a user must write is blank or too long. */
export function requiredTextProblem(text: string, field: string): CreationProblem | null {
  if (blank(text)) return { code: "Blank", field };
  if (text.length > MAX_TEXT_LENGTH) return { code: "TooLong", field, data: { max: MAX_TEXT_LENGTH } };
  return null;
}

/** The background vow's problems: its text, and a rank of extreme or epic. */
export function backgroundVowProblems(title: string, rank: string): CreationProblem[] {
  const problems: CreationProblem[] = [];
  const text = requiredTextProblem(title, "vow.title");
  if (text) problems.push(text);
  if (!(BACKGROUND_VOW_RANKS as readonly string[]).includes(rank)) {
    problems.push({ code: "VowRank", field: "vow.rank" });
  }
  return problems;
}

/** Whether `rank` is a challenge rank. */
export function isRank(rank: string): rank is ProgressRank {
  return (PROGRESS_RANKS as readonly string[]).includes(rank);
}

/**
 * Problems of a list of names the user wrote (skills, expertise, bonds ...): each blank or too long,
 * each repeated (whatever its case), and more rows than `max`. `field(i)` names row i's control.
 */
export function nameListProblems(
  names: readonly string[],
  field: (index: number) => string,
  max = Number.POSITIVE_INFINITY,
): CreationProblem[] {
  const problems: CreationProblem[] = [];
  if (names.length > max) problems.push({ code: "TooMany", field: field(max), data: { max } });
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const text = requiredTextProblem(name, field(i));
    if (text) {
      problems.push({ ...text, data: { ...text.data, row: i + 1 } });
      return;
    }
    const key = name.trim().toLowerCase();
    if (seen.has(key)) problems.push({ code: "Repeated", field: field(i), data: { name: name.trim() } });
    seen.add(key);
  });
  return problems;
}

/** A problem when no stat of a Forged Ties character has a die: no pool could be rolled from its stats. */
export function poolDiceProblem(stats: Readonly<Record<string, number>>, field: string): CreationProblem | null {
  return Object.values(stats).some((dice) => dice > 0) ? null : { code: "NoDice", field };
}

/** A problem when a whole number is missing or outside min..max. */
export function rangeProblem(value: number | null, min: number, max: number, field: string): CreationProblem | null {
  if (value !== null && Number.isInteger(value) && value >= min && value <= max) return null;
  return { code: "Range", field, data: { min, max } };
}
