/** Forged Ties: harm slots (taking a harm, marking one broken, removing one). Rulings: forged-ties-character.ts. */
import { RulesError } from "./errors";
import { assertInt, assertName, assertOneOf } from "./validate";
import { type BreakingMarkResult, markBreaking } from "./forged-ties-breaking";
import {
  type ForgedTiesCharacter,
  type HarmSlot,
  assertForgedTiesCharacter,
  copy,
} from "./forged-ties-character";

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
