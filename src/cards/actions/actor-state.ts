/**
 * The rules' view of a card's actor, read from its system data without Foundry: a Forged Ties, Augur or
 * Strike! character when the actor is of that subtype and its data passes the rules' checks, else null.
 * Card offers and card labels read these; the writes go through the document operations.
 */
import { assertAugurCharacter, type AugurCharacter } from "../../rules/augur-character";
import { RulesError } from "../../rules/errors";
import { assertForgedTiesCharacter, type ForgedTiesCharacter } from "../../rules/forged-ties-character";
import { assertStrikeCharacter, STRIKE_STATE_KEYS, type StrikeCharacter } from "../../rules/strike-character";
import { FORGED_TIES_STATE_KEYS } from "../../rules/forged-ties-character";

/** Actor subtypes of the three character kinds (system.json documentTypes.Actor). */
export const FORGED_TIES_ACTOR = "forgedTiesCharacter";
export const AUGUR_ACTOR = "augurCharacter";
export const STRIKE_ACTOR = "strikeCharacter";

/** An actor as the card actions see it. */
export interface ActorLike {
  type?: string;
  system: unknown;
}

function pick(system: unknown, keys: readonly string[]): Record<string, unknown> {
  const record = typeof system === "object" && system !== null ? (system as Record<string, unknown>) : {};
  return structuredClone(Object.fromEntries(keys.map((key) => [key, record[key]])));
}

function checked<T>(read: () => T, check: (state: T) => void): T | null {
  try {
    const state = read();
    check(state);
    return state;
  } catch (error) {
    if (error instanceof RulesError) return null;
    throw error;
  }
}

/** The Forged Ties character of the actor, or null. */
export function forgedTiesOf(actor: ActorLike | null | undefined): ForgedTiesCharacter | null {
  if (actor?.type !== FORGED_TIES_ACTOR) return null;
  return checked(
    () => pick(actor.system, FORGED_TIES_STATE_KEYS) as unknown as ForgedTiesCharacter,
    assertForgedTiesCharacter,
  );
}

function ids(list: unknown, keep: (entry: Record<string, unknown>) => boolean = () => true): unknown[] {
  return Array.isArray(list)
    ? list.filter((e: Record<string, unknown>) => keep(e)).map((e: { id?: unknown }) => e.id)
    : [];
}

/** The Augur character of the actor, or null (abilities: those that grant a bonus die). */
export function augurOf(actor: ActorLike | null | undefined): AugurCharacter | null {
  if (actor?.type !== AUGUR_ACTOR) return null;
  const system = pick(actor.system, [
    "approaches",
    "expertise",
    "abilities",
    "bonds",
    "harm",
    "harmMax",
    "momentum",
  ]);
  return checked(
    () =>
      ({
        ...system,
        expertise: ids(system.expertise),
        abilities: ids(system.abilities, (a) => a.bonusDie === true),
      }) as unknown as AugurCharacter,
    assertAugurCharacter,
  );
}

/** The Strike! character of the actor, or null. */
export function strikeOf(actor: ActorLike | null | undefined): StrikeCharacter | null {
  if (actor?.type !== STRIKE_ACTOR) return null;
  return checked(() => pick(actor.system, STRIKE_STATE_KEYS) as unknown as StrikeCharacter, assertStrikeCharacter);
}
