/** Forged Ties: breaking (with its ruin spaces and the Broken box) and heart, which can absorb breaking. Rulings: forged-ties-character.ts. */
import { assertBool, assertInt } from "./validate";
import {
  type ForgedTiesCharacter,
  MAX_BREAKING_PER_MARK,
  MAX_TRACK_LENGTH,
  assertForgedTiesCharacter,
  copy,
} from "./forged-ties-character";

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
