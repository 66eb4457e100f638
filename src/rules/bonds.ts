/**
 * Bonds between characters (Forged Ties, also used by Augur sheets).
 *
 * Rulings:
 * - A bond is marked or not (one box per other character): marking an already marked bond changes
 *   nothing and says so (`newlyMarked: false`).
 * - Marking a bond with a character the list does not hold yet adds that character.
 * - Resolving needs a marked bond. It clears the mark (the character stays listed), marks one box of
 *   the advances track and asks the player to choose a stat track to mark.
 */
import { RulesError } from "./errors";
import { assertBool, assertId } from "./validate";
import { assertTrack, type MarkTrack } from "./forged-ties-character";
import { markAdvancesTrack } from "./forged-ties-advances";

/** A bond with another character. */
export interface Bond {
  /** The other character's id. */
  characterId: string;
  /** Whether the bond is marked. */
  marked: boolean;
}

/** Most bonds a character can hold. */
export const MAX_BONDS = 50;

/** Throws unless `bonds` is a list of bonds with distinct character ids. */
export function assertBonds(bonds: unknown): asserts bonds is Bond[] {
  if (!Array.isArray(bonds)) throw new RulesError("NotArray", "bonds must be a list", { value: bonds });
  if (bonds.length > MAX_BONDS)
    throw new RulesError("TooManyBonds", `at most ${MAX_BONDS} bonds`, { count: bonds.length });
  const seen = new Set<string>();
  bonds.forEach((b: unknown, i) => {
    if (typeof b !== "object" || b === null)
      throw new RulesError("BadBond", `bonds[${i}] must be { characterId, marked }`, { value: b });
    const bond = b as Partial<Bond>;
    assertId(bond.characterId, `bonds[${i}].characterId`);
    assertBool(bond.marked, `bonds[${i}].marked`);
    if (seen.has(bond.characterId)) {
      throw new RulesError("DuplicateBond", `two bonds with ${bond.characterId}`, {
        characterId: bond.characterId,
      });
    }
    seen.add(bond.characterId);
  });
}

/**
 * The bonds with an unmarked bond to `characterId` added. Refused for the character itself (`selfId`),
 * for a character it already has a bond with, and past MAX_BONDS.
 */
export function addCharacterBond(bonds: readonly Bond[], characterId: string, selfId: string | null): Bond[] {
  assertBonds(bonds);
  if (characterId === selfId) throw new RulesError("BondWithSelf", "a character has no bond with itself", {});
  if (bonds.some((b) => b.characterId === characterId)) {
    throw new RulesError("BondExists", `there is already a bond with ${characterId}`, { characterId });
  }
  if (bonds.length >= MAX_BONDS)
    throw new RulesError("TooManyBonds", `at most ${MAX_BONDS} bonds`, { count: bonds.length });
  const next = [...bonds.map((b) => ({ ...b })), { characterId, marked: false }];
  assertBonds(next);
  return next;
}

/** The bonds after marking one. */
export interface BondMarkResult {
  /** The bonds after the mark. */
  bonds: Bond[];
  /** False when the bond was already marked (nothing changed). */
  newlyMarked: boolean;
}

/** Marks the bond with `characterId` (adding it to the list when absent). */
export function markCharacterBond(bonds: readonly Bond[], characterId: string): BondMarkResult {
  assertBonds(bonds);
  assertId(characterId, "characterId");
  const next = bonds.map((b) => ({ ...b }));
  const bond = next.find((b) => b.characterId === characterId);
  if (bond === undefined) {
    if (next.length >= MAX_BONDS)
      throw new RulesError("TooManyBonds", `at most ${MAX_BONDS} bonds`, { count: next.length });
    next.push({ characterId, marked: true });
    return { bonds: next, newlyMarked: true };
  }
  const newlyMarked = !bond.marked;
  bond.marked = true;
  return { bonds: next, newlyMarked };
}

/** What resolving a bond did. */
export interface BondResolveResult {
  /** The bonds after the resolve (this bond cleared). */
  bonds: Bond[];
  /** The advances track after its mark. */
  advances: MarkTrack;
  /** True when the mark filled the advances track: an advance is earned and the track clears. */
  advanceEarned: boolean;
  /** Always true: the player now chooses a stat track to mark. */
  chooseStatTrack: true;
  /** Id of the question the player answers. */
  question: "howHaveIGrown";
}

/** Resolves the bond with `characterId`: clears it, marks the advances track, asks for a stat track. */
export function resolveCharacterBond(
  bonds: readonly Bond[],
  advances: MarkTrack,
  characterId: string,
): BondResolveResult {
  assertBonds(bonds);
  assertTrack(advances, "advances");
  assertId(characterId, "characterId");
  const bond = bonds.find((b) => b.characterId === characterId);
  if (bond === undefined || !bond.marked) {
    throw new RulesError("BondNotMarked", `there is no marked bond with ${characterId} to resolve`, {
      characterId,
    });
  }
  const mark = markAdvancesTrack(advances);
  return {
    bonds: bonds.map((b) => (b.characterId === characterId ? { ...b, marked: false } : { ...b })),
    advances: mark.advances,
    advanceEarned: mark.advanceEarned,
    chooseStatTrack: true,
    question: "howHaveIGrown",
  };
}
