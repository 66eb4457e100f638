/** Forged Ties: ruin advances, owed when a ruin space is marked and written by the player. */
import { RulesError } from "./errors";
import { assertInt } from "./validate";
import {
  type ForgedTiesCharacter,
  MAX_RUIN_ADVANCE_LENGTH,
  assertForgedTiesCharacter,
  copy,
  tidyText,
} from "./forged-ties-character";

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
    throw new RulesError("RuinAdvanceText", "a ruin advance is a short text", {
      max: MAX_RUIN_ADVANCE_LENGTH,
      value: text,
    });
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
