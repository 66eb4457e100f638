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
import { RulesError } from "./errors";
import { assertBool, assertId, assertInt, assertName } from "./validate";

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

export function copy(state: ForgedTiesCharacter): ForgedTiesCharacter {
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
export function tidyText(text: string): string {
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

