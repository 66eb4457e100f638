/**
 * Forged Ties: the character's tracks — breaking (with ruin spaces and the Broken box), heart, harm,
 * ruin advances, the advances track and the stat tracks.
 *
 * Rulings (the reference leaves these open; docs/rulings.md records them):
 * - Breaking has 10 boxes by default; box 10 is Broken; boxes 5 and 8 are ruin spaces. Every length and
 *   the ruin spaces are parameters of `createForgedTiesCharacter`, stored on the state.
 * - Heart has 3 boxes. With `clearHeartFirst`, each marked heart box cleared absorbs one breaking.
 * - A ruin space asks for a ruin advance every time it goes from unmarked to marked; the character keeps
 *   the count owed until the player records them. A ruin advance is the player's own words (the
 *   reference lists none). Ruin advances stay for good; the breaking boxes (ruin spaces included) clear
 *   at the end of a session like any other.
 * - Reaching the Broken box asks to mark one unbroken harm "broken" (none is asked when every harm is
 *   already broken or there is no harm). Breaking beyond the Broken box is reported as overflow.
 * - Harm has 3 slots. With no free slot, taking harm marks one breaking instead, and may rewrite one
 *   existing harm (its broken flag stays).
 * - A broken harm is removed only when resolved in the fiction; forging and the end of a session clear
 *   unbroken harm only.
 * - End of session: at most one unbroken harm may be cleared; then breaking drops to the number of harm
 *   left, never rising (recovery never adds breaking).
 * - Advances track: 5 boxes; marking the last box earns an advance and clears the track.
 * - Stat tracks: strength, agility, wits, presence, 4 boxes each; a full stat track takes no more marks.
 */
import {
  type PoolConsequence,
  poolConsequence,
  POOL_OUTCOMES,
  POSITIONS,
  type Position,
  type PoolOutcome,
} from "./pool";
import { RulesError } from "./errors";
import { assertBool, assertInt, assertOneOf } from "./validate";

/** A track of boxes, `marked` of `length` filled from the first box. */
export interface MarkTrack {
  /** Boxes marked, 0..length. */
  marked: number;
  /** Boxes on the track. */
  length: number;
}

/** The breaking track: the last box is Broken; some boxes are ruin spaces. */
export interface BreakingTrack extends MarkTrack {
  /** 1-based indices of the boxes that are ruin spaces (never the Broken box). */
  ruinSpaces: number[];
}

/** One harm written in a harm slot. */
export interface HarmSlot {
  /** What the harm is, as the player wrote it. */
  name: string;
  /** Marked "broken" when the character reached the Broken box. */
  broken: boolean;
}

/** The keys of a Forged Ties character's state (the actor's system data holds them under the same names). */
export const FORGED_TIES_STATE_KEYS = [
  "breaking",
  "heart",
  "harm",
  "ruinAdvances",
  "ruinAdvancesDue",
  "advances",
  "statTracks",
] as const;

/** A Forged Ties character's tracks. */
export interface ForgedTiesCharacter {
  /** The breaking track. */
  breaking: BreakingTrack;
  /** The heart track. */
  heart: MarkTrack;
  /** Harm slots: a harm, or null for a free slot. */
  harm: Array<HarmSlot | null>;
  /** Ruin advances taken, in the player's words; they never clear. */
  ruinAdvances: string[];
  /** Ruin advances owed: one per ruin space marked, less one per advance recorded since. */
  ruinAdvancesDue: number;
  /** The advances track. */
  advances: MarkTrack;
  /** One track per stat id. */
  statTracks: Record<string, MarkTrack>;
}

/** How a new character's tracks are laid out. */
export interface ForgedTiesConfig {
  /** Boxes on the breaking track; the last one is Broken. */
  breakingLength: number;
  /** 1-based boxes of the breaking track that are ruin spaces. */
  ruinSpaces: readonly number[];
  /** Boxes on the heart track. */
  heartLength: number;
  /** Harm slots. */
  harmSlots: number;
  /** Boxes on the advances track. */
  advancesLength: number;
  /** Boxes on each stat track. */
  statTrackLength: number;
  /** Stat ids, one stat track each. */
  stats: readonly string[];
}

/** Default stat ids. */
export const FORGED_TIES_STATS: readonly string[] = Object.freeze([
  "strength",
  "agility",
  "wits",
  "presence",
]);

/** Default layout of a Forged Ties character. */
export const FORGED_TIES_DEFAULTS: Readonly<ForgedTiesConfig> = Object.freeze({
  breakingLength: 10,
  ruinSpaces: Object.freeze([5, 8]),
  heartLength: 3,
  harmSlots: 3,
  advancesLength: 5,
  statTrackLength: 4,
  stats: FORGED_TIES_STATS,
});

/** Longest track accepted. */
export const MAX_TRACK_LENGTH = 30;
/** Most harm slots accepted. */
export const MAX_HARM_SLOTS = 10;
/** Most breaking marked by one call. */
export const MAX_BREAKING_PER_MARK = 30;
/** Longest id or harm name accepted. */
export const MAX_TEXT_LENGTH = 200;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

/** Throws unless `value` is an id: letters, digits and `_ . : -`, starting with a letter or digit. */
export function assertId(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.length > MAX_TEXT_LENGTH || !ID_PATTERN.test(value)) {
    throw new RulesError("BadId", `${what} must be an id (letters, digits, _ . : -), got ${String(value)}`, {
      what,
      value,
    });
  }
}

/** Throws unless `value` is a non-blank name of at most MAX_TEXT_LENGTH characters. */
export function assertName(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.trim() === "" || value.length > MAX_TEXT_LENGTH) {
    throw new RulesError(
      "BadName",
      `${what} must be a non-empty text of at most ${MAX_TEXT_LENGTH} characters`,
      { what, value },
    );
  }
}

/** Throws unless `value` is a list of distinct ids. */
export function assertIdList(value: unknown, what: string): asserts value is string[] {
  if (!Array.isArray(value)) throw new RulesError("NotArray", `${what} must be a list`, { what, value });
  value.forEach((v, i) => assertId(v, `${what}[${i}]`));
  if (new Set(value).size !== value.length) {
    throw new RulesError("DuplicateId", `${what} lists the same id twice`, { what, value });
  }
}

/** Throws unless `track` is a track with 1..MAX_TRACK_LENGTH boxes and 0..length marked. */
export function assertTrack(track: unknown, what: string, minLength = 1): asserts track is MarkTrack {
  if (typeof track !== "object" || track === null) {
    throw new RulesError("BadTrack", `${what} must be an object with marked and length`, {
      what,
      value: track,
    });
  }
  const t = track as Partial<MarkTrack>;
  assertInt(t.length, minLength, MAX_TRACK_LENGTH, `${what}.length`);
  assertInt(t.marked, 0, t.length, `${what}.marked`);
}

function assertRuinSpaces(spaces: unknown, length: number, what: string): asserts spaces is number[] {
  if (!Array.isArray(spaces))
    throw new RulesError("NotArray", `${what} must be a list of box numbers`, { what, value: spaces });
  spaces.forEach((s, i) =>
    assertInt(s, 1, length - 1, `${what}[${i}] (a ruin space cannot be the Broken box)`),
  );
  if (new Set(spaces).size !== spaces.length) {
    throw new RulesError("DuplicateRuinSpace", `${what} lists the same box twice`, { what, value: spaces });
  }
}

function assertHarmSlots(harm: unknown): asserts harm is Array<HarmSlot | null> {
  if (!Array.isArray(harm)) throw new RulesError("NotArray", "harm must be a list of slots", { value: harm });
  assertInt(harm.length, 1, MAX_HARM_SLOTS, "number of harm slots");
  harm.forEach((slot, i) => {
    if (slot === null) return;
    if (typeof slot !== "object")
      throw new RulesError("BadHarm", `harm[${i}] must be null or { name, broken }`, { value: slot });
    const s = slot as Partial<HarmSlot>;
    assertName(s.name, `harm[${i}].name`);
    assertBool(s.broken, `harm[${i}].broken`);
  });
}

/** Throws unless `state` is a valid Forged Ties character. */
export function assertForgedTiesCharacter(state: ForgedTiesCharacter): void {
  if (typeof state !== "object" || state === null) {
    throw new RulesError("BadCharacter", "a Forged Ties character must be an object", { value: state });
  }
  assertTrack(state.breaking, "breaking", 2);
  assertRuinSpaces(state.breaking.ruinSpaces, state.breaking.length, "breaking.ruinSpaces");
  assertTrack(state.heart, "heart");
  assertHarmSlots(state.harm);
  assertRuinAdvances(state.ruinAdvances);
  assertInt(state.ruinAdvancesDue, 0, MAX_TRACK_LENGTH, "ruinAdvancesDue");
  assertTrack(state.advances, "advances");
  if (typeof state.statTracks !== "object" || state.statTracks === null) {
    throw new RulesError("BadTrack", "statTracks must be an object of tracks", { value: state.statTracks });
  }
  const stats = Object.keys(state.statTracks);
  if (stats.length < 1) throw new RulesError("NoStats", "a character needs at least one stat track", {});
  for (const stat of stats) {
    assertId(stat, "stat id");
    assertTrack(state.statTracks[stat], `statTracks.${stat}`);
  }
}

function copy(state: ForgedTiesCharacter): ForgedTiesCharacter {
  return structuredClone(state);
}

/** A new character with empty tracks, laid out by `config` (defaults: FORGED_TIES_DEFAULTS). */
export function createForgedTiesCharacter(config: Partial<ForgedTiesConfig> = {}): ForgedTiesCharacter {
  const c: ForgedTiesConfig = { ...FORGED_TIES_DEFAULTS, ...config };
  if (!Array.isArray(c.ruinSpaces))
    throw new RulesError("NotArray", "ruinSpaces must be a list of box numbers", { value: c.ruinSpaces });
  assertIdList(c.stats, "stats");
  const stats = [...c.stats];
  const statTracks: Record<string, MarkTrack> = {};
  for (const s of stats) statTracks[s] = { marked: 0, length: c.statTrackLength };
  assertInt(c.harmSlots, 1, MAX_HARM_SLOTS, "harmSlots");
  const state: ForgedTiesCharacter = {
    breaking: { marked: 0, length: c.breakingLength, ruinSpaces: [...c.ruinSpaces].sort((a, b) => a - b) },
    heart: { marked: 0, length: c.heartLength },
    harm: Array.from({ length: c.harmSlots }, () => null),
    ruinAdvances: [],
    ruinAdvancesDue: 0,
    advances: { marked: 0, length: c.advancesLength },
    statTracks,
  };
  assertForgedTiesCharacter(state);
  return state;
}

/** Number of harm slots in use (broken harm included). */
export function harmCount(state: ForgedTiesCharacter): number {
  assertForgedTiesCharacter(state);
  return state.harm.filter((h) => h !== null).length;
}

/** Indices of harm slots holding a harm that is not broken. */
export function unbrokenHarm(state: ForgedTiesCharacter): number[] {
  assertForgedTiesCharacter(state);
  const out: number[] = [];
  state.harm.forEach((h, i) => {
    if (h !== null && !h.broken) out.push(i);
  });
  return out;
}

/** True when the Broken box (the last box of breaking) is marked. */
export function isBroken(state: ForgedTiesCharacter): boolean {
  assertForgedTiesCharacter(state);
  return state.breaking.marked === state.breaking.length;
}

/** Options of `markBreaking`. */
export interface MarkBreakingOptions {
  /** Clear marked heart first: each heart box cleared absorbs one breaking. Default false. */
  clearHeartFirst?: boolean;
}

/** What marking breaking did. */
export interface BreakingMarkResult {
  /** The character after the marks. */
  state: ForgedTiesCharacter;
  /** Heart boxes cleared instead of marking breaking. */
  heartCleared: number;
  /** Breaking boxes newly marked. */
  breakingMarked: number;
  /** Breaking that found no box: the track was already at Broken. */
  overflow: number;
  /** 1-based ruin spaces newly marked, in order. */
  ruinSpacesMarked: number[];
  /** Ruin advances the player must now choose (one per ruin space marked). */
  ruinAdvanceDue: number;
  /** True when this call marked the Broken box. */
  markedBroken: boolean;
  /** 1 when the player must mark one harm "broken" (Broken marked and an unbroken harm exists), else 0. */
  brokenHarmDue: 0 | 1;
}

/** Marks `n` breaking (0..MAX_BREAKING_PER_MARK), optionally clearing heart first. */
export function markBreaking(
  state: ForgedTiesCharacter,
  n: number,
  options: MarkBreakingOptions = {},
): BreakingMarkResult {
  assertForgedTiesCharacter(state);
  assertInt(n, 0, MAX_BREAKING_PER_MARK, "breaking to mark");
  const clearHeartFirst = options.clearHeartFirst ?? false;
  assertBool(clearHeartFirst, "clearHeartFirst");
  const next = copy(state);
  const heartCleared = clearHeartFirst ? Math.min(next.heart.marked, n) : 0;
  next.heart.marked -= heartCleared;
  const toMark = n - heartCleared;
  const before = next.breaking.marked;
  const after = Math.min(next.breaking.length, before + toMark);
  next.breaking.marked = after;
  const ruinSpacesMarked = next.breaking.ruinSpaces
    .filter((s) => s > before && s <= after)
    .sort((a, b) => a - b);
  next.ruinAdvancesDue = Math.min(MAX_TRACK_LENGTH, next.ruinAdvancesDue + ruinSpacesMarked.length);
  const markedBroken = before < next.breaking.length && after === next.breaking.length;
  const hasUnbroken = next.harm.some((h) => h !== null && !h.broken);
  return {
    state: next,
    heartCleared,
    breakingMarked: after - before,
    overflow: toMark - (after - before),
    ruinSpacesMarked,
    ruinAdvanceDue: ruinSpacesMarked.length,
    markedBroken,
    brokenHarmDue: markedBroken && hasUnbroken ? 1 : 0,
  };
}

/** Clears `n` breaking (a fictional relief); refused when fewer are marked. Ruin advances stay. */
export function clearBreaking(state: ForgedTiesCharacter, n: number): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertInt(n, 0, state.breaking.marked, "breaking to clear");
  const next = copy(state);
  next.breaking.marked -= n;
  return next;
}


function assertHarmIndex(state: ForgedTiesCharacter, index: unknown, what: string): asserts index is number {
  assertInt(index, 0, state.harm.length - 1, what);
  if (state.harm[index] === null) {
    throw new RulesError("NoHarmThere", `${what}: harm slot ${index} is empty`, { index });
  }
}

/** Options of `markHarm`. */
export interface MarkHarmOptions {
  /** With no free slot: the index of a harm to rewrite with the new name (breaking is still marked). */
  replace?: number | null;
  /** With no free slot: clear heart before marking the breaking. */
  clearHeartFirst?: boolean;
}

/** What taking a harm did. */
export interface HarmMarkResult {
  /** The character after the harm. */
  state: ForgedTiesCharacter;
  /** Index of the slot the harm was written in, or null when there was no free slot. */
  slot: number | null;
  /** True when there was no free slot, so breaking was marked instead. */
  overflowed: boolean;
  /** Index of the harm rewritten with the new name, or null. */
  replaced: number | null;
  /** The breaking marked instead of the harm (overflow only), else null. */
  breaking: BreakingMarkResult | null;
}

/** Takes a harm: fills the first free slot; with none free, marks one breaking instead (and may rewrite a harm). */
export function markHarm(
  state: ForgedTiesCharacter,
  name: string,
  options: MarkHarmOptions = {},
): HarmMarkResult {
  assertForgedTiesCharacter(state);
  assertName(name, "harm name");
  const replace = options.replace ?? null;
  const free = state.harm.indexOf(null);
  if (free >= 0) {
    if (replace !== null) {
      throw new RulesError("HarmHasRoom", "a harm is rewritten only when there is no free harm slot", {
        replace,
      });
    }
    const next = copy(state);
    next.harm[free] = { name, broken: false };
    return { state: next, slot: free, overflowed: false, replaced: null, breaking: null };
  }
  let base = state;
  if (replace !== null) {
    assertHarmIndex(state, replace, "replace");
    base = copy(state);
    const old = base.harm[replace] as HarmSlot;
    base.harm[replace] = { name, broken: old.broken };
  }
  const breaking = markBreaking(base, 1, { clearHeartFirst: options.clearHeartFirst ?? false });
  return { state: breaking.state, slot: null, overflowed: true, replaced: replace, breaking };
}

/** Marks the harm at `index` broken (after reaching the Broken box); refused if empty or already broken. */
export function markHarmBroken(state: ForgedTiesCharacter, index: number): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertHarmIndex(state, index, "harm index");
  if (state.harm[index]?.broken) {
    throw new RulesError("HarmAlreadyBroken", `harm ${index} is already broken`, { index });
  }
  const next = copy(state);
  (next.harm[index] as HarmSlot).broken = true;
  return next;
}

/** Why a harm is removed. */
export type HarmRemovalSource = "fiction" | "forge" | "endOfSession";
/** Every harm removal source. */
export const HARM_REMOVAL_SOURCES: readonly HarmRemovalSource[] = ["fiction", "forge", "endOfSession"];

/**
 * Removes the harm at `index`. "fiction" (resolved in the story, the default) removes any harm; "forge"
 * and "endOfSession" remove only a harm that is not broken.
 */
export function removeHarm(
  state: ForgedTiesCharacter,
  index: number,
  source: HarmRemovalSource = "fiction",
): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertOneOf(source, HARM_REMOVAL_SOURCES, "source");
  assertHarmIndex(state, index, "harm index");
  if (source !== "fiction" && state.harm[index]?.broken) {
    throw new RulesError(
      "HarmIsBroken",
      `harm ${index} is broken: only resolving it in the fiction removes it`,
      { index, source },
    );
  }
  const next = copy(state);
  next.harm[index] = null;
  return next;
}

/** Marks `n` heart (default 1); refused when the heart track has fewer free boxes. */
export function markHeart(state: ForgedTiesCharacter, n = 1): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertInt(n, 0, state.heart.length - state.heart.marked, "heart to mark (free heart boxes)");
  const next = copy(state);
  next.heart.marked += n;
  return next;
}

/** Clears `n` heart (default 1); refused when fewer are marked. */
export function clearHeart(state: ForgedTiesCharacter, n = 1): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertInt(n, 0, state.heart.marked, "heart to clear (marked heart)");
  const next = copy(state);
  next.heart.marked -= n;
  return next;
}

/** A track after one more mark. */
export interface AdvanceMarkResult {
  /** The advances track after the mark (cleared when it filled). */
  advances: MarkTrack;
  /** True when the mark filled the track: an advance is earned and the track clears. */
  advanceEarned: boolean;
}

/** Marks one box of an advances track; filling it earns an advance and clears it. */
export function markAdvancesTrack(advances: MarkTrack): AdvanceMarkResult {
  assertTrack(advances, "advances");
  const marked = advances.marked + 1;
  if (marked >= advances.length) return { advances: { ...advances, marked: 0 }, advanceEarned: true };
  return { advances: { ...advances, marked }, advanceEarned: false };
}

/** Stat ids whose track still has a free box (the choices after resolving a bond). */
export function statTrackChoices(state: ForgedTiesCharacter): string[] {
  assertForgedTiesCharacter(state);
  return Object.keys(state.statTracks).filter((s) => state.statTracks[s].marked < state.statTracks[s].length);
}

/** Marks one box of a stat track; refused for an unknown stat or a full track. */
export function markStatTrack(state: ForgedTiesCharacter, stat: string): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertOneOf(stat, Object.keys(state.statTracks), "stat");
  const track = state.statTracks[stat];
  if (track.marked >= track.length) {
    throw new RulesError("StatTrackFull", `the ${stat} track is full`, { stat });
  }
  const next = copy(state);
  next.statTracks[stat].marked += 1;
  return next;
}

/** Options of `endOfSession`. */
export interface EndOfSessionOptions {
  /** Index of one unbroken harm to clear first, or null (the default) to keep all harm. */
  clearHarm?: number | null;
}

/** The character after the end of a session. */
export interface EndOfSessionResult {
  /** The character after recovery. */
  state: ForgedTiesCharacter;
  /** Index of the harm cleared, or null. */
  harmCleared: number | null;
  /** Harm left after clearing. */
  harmLeft: number;
  /** Breaking marked before recovery. */
  breakingBefore: number;
  /** Breaking marked after recovery: the lower of breaking before and harm left. */
  breakingAfter: number;
}

/**
 * End of session: optionally clear one unbroken harm, then breaking recovers down to the number of harm
 * left (it never rises). Ruin advances stay; ruin spaces clear with the boxes and can be marked again.
 */
export function endOfSession(
  state: ForgedTiesCharacter,
  options: EndOfSessionOptions = {},
): EndOfSessionResult {
  assertForgedTiesCharacter(state);
  const clear = options.clearHarm ?? null;
  const next = clear === null ? copy(state) : removeHarm(state, clear, "endOfSession");
  const harmLeft = next.harm.filter((h) => h !== null).length;
  const breakingBefore = state.breaking.marked;
  next.breaking.marked = Math.min(breakingBefore, harmLeft);
  return { state: next, harmCleared: clear, harmLeft, breakingBefore, breakingAfter: next.breaking.marked };
}

/** A mark a pool roll's consequence can ask for (a button on the card). */
export type ConsequenceMark = "markHarm" | "markBreaking";

/** The marks a pool roll's consequence offers. */
export interface ConsequenceMarks {
  /** The consequence these marks come from ("risky.miss" ...). */
  consequenceId: PoolConsequence["id"];
  /** Marks the player must make, all of them. */
  required: ConsequenceMark[];
  /** Marks of which the player makes exactly one (empty when there is no choice). */
  chooseOne: ConsequenceMark[];
  /** True when the character has no free harm slot: marking harm will mark breaking instead. */
  harmBecomesBreaking: boolean;
  /** True when the character has marked heart to clear before marking breaking. */
  heartCanAbsorb: boolean;
}

/**
 * The marks the card offers for a pool roll's consequence, for this character. The consequence is
 * checked against the position table (a tampered consequence is refused).
 */
export function consequenceMarks(consequence: PoolConsequence, state: ForgedTiesCharacter): ConsequenceMarks {
  assertForgedTiesCharacter(state);
  if (typeof consequence !== "object" || consequence === null || typeof consequence.id !== "string") {
    throw new RulesError("BadConsequence", "consequence must be a pool consequence", { value: consequence });
  }
  const [position, outcome] = consequence.id.split(".");
  assertOneOf(position, POSITIONS, "consequence position");
  assertOneOf(outcome, POOL_OUTCOMES, "consequence outcome");
  const expected = poolConsequence(position as Position, outcome as PoolOutcome);
  if (
    expected.marks !== consequence.marks ||
    expected.achieved !== consequence.achieved ||
    expected.severity !== consequence.severity ||
    expected.needsPush !== consequence.needsPush
  ) {
    throw new RulesError(
      "BadConsequence",
      `consequence ${consequence.id} does not match the position table`,
      { consequence },
    );
  }
  const both: ConsequenceMark[] = ["markHarm", "markBreaking"];
  return {
    consequenceId: expected.id,
    required: expected.marks === "harmAndBreaking" ? both : [],
    chooseOne: expected.marks === "harmOrBreaking" ? both : [],
    harmBecomesBreaking: !state.harm.includes(null),
    heartCanAbsorb: state.heart.marked > 0,
  };
}

/** Most dice a stat or skill gives (the actor model's limit too). */
export const MAX_RATING_DICE = 5;

/** What an editable number of a character is: a stat's or skill's dice, breaking's boxes, harm slots, another track's boxes. */
export type EditedNumber = "dice" | "breaking" | "harmSlots" | "track";

/** Lowest and highest value an editable number of a character takes. */
export function editLimits(kind: EditedNumber): { min: number; max: number } {
  if (kind === "dice") return { min: 0, max: MAX_RATING_DICE };
  if (kind === "breaking") return { min: 2, max: MAX_TRACK_LENGTH };
  if (kind === "harmSlots") return { min: 1, max: MAX_HARM_SLOTS };
  return { min: 1, max: MAX_TRACK_LENGTH };
}

/** Longest ruin advance a player may write. */
export const MAX_RUIN_ADVANCE_LENGTH = 80;

/** The text trimmed, with runs of white space made one space. */
function tidyText(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/**
 * Throws unless `value` is a list of ruin advances: distinct (whatever their case), non-blank texts of at
 * most MAX_TEXT_LENGTH characters.
 */
function assertRuinAdvances(value: unknown): asserts value is string[] {
  if (!Array.isArray(value)) throw new RulesError("NotArray", "ruinAdvances must be a list", { value });
  value.forEach((text, i) => assertName(text, `ruinAdvances[${i}]`));
  const seen = new Set<string>();
  for (const text of value as string[]) {
    const key = text.toLowerCase();
    if (seen.has(key)) throw new RulesError("RuinAdvanceTaken", `ruinAdvances lists ${text} twice`, { id: text });
    seen.add(key);
  }
}

/** Ruin spaces of the breaking track that are marked now. */
export function markedRuinSpaces(state: ForgedTiesCharacter): number {
  assertForgedTiesCharacter(state);
  return state.breaking.ruinSpaces.filter((s) => s <= state.breaking.marked).length;
}

/** Ruin advances still to record (the stored count: see `ruinAdvancesDue` on the state). */
export function ruinAdvancesDue(state: ForgedTiesCharacter): number {
  return state.ruinAdvancesDue;
}

/**
 * Records a ruin advance the player wrote (trimmed, spaces tidied, at most MAX_RUIN_ADVANCE_LENGTH
 * characters); the same words are refused a second time. One advance owed is settled by it.
 */
export function recordRuinAdvance(state: ForgedTiesCharacter, text: unknown): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  const words = typeof text === "string" ? tidyText(text) : "";
  if (words === "" || [...words].length > MAX_RUIN_ADVANCE_LENGTH) {
    throw new RulesError("RuinAdvanceText", "a ruin advance is a short text", { max: MAX_RUIN_ADVANCE_LENGTH, value: text });
  }
  if (state.ruinAdvances.some((taken) => taken.toLowerCase() === words.toLowerCase())) {
    throw new RulesError("RuinAdvanceTaken", `ruin advance ${words} is already taken`, { id: words });
  }
  const next = copy(state);
  next.ruinAdvances.push(words);
  next.ruinAdvancesDue = Math.max(0, next.ruinAdvancesDue - 1);
  return next;
}

/** Takes back the ruin advance at `index` (a correction); what is owed stays as it is. */
export function removeRuinAdvance(state: ForgedTiesCharacter, index: number): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertInt(index, 0, state.ruinAdvances.length - 1, "ruin advance");
  const next = copy(state);
  next.ruinAdvances.splice(index, 1);
  return next;
}
