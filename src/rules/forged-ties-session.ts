/** Forged Ties: the end of a session (recovery of harm and breaking). Rulings: forged-ties-character.ts. */
import { type ForgedTiesCharacter, assertForgedTiesCharacter, copy } from "./forged-ties-character";
import { removeHarm } from "./forged-ties-harm";

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
