/**
 * Reading a model's system data (stored source or prepared instance) for the rules engine: one key,
 * a copy of the keys that make up the rules' state (and the rules' state of each Forged Ties, Augur
 * and Strike! character), and a derived value that falls back when the rules refuse the data. No
 * Foundry here: the data models and the views of data/documents.ts both read through these.
 */
import { type AugurCharacter } from "../../rules/augur-character";
import { RulesError } from "../../rules/errors";
import { FORGED_TIES_STATE_KEYS, type ForgedTiesCharacter } from "../../rules/forged-ties-character";
import { STRIKE_STATE_KEYS, type StrikeCharacter } from "../../rules/strike-character";
import { type ActorData } from "../views";

/**
 * The value at `key` of system data, or undefined. `system` is unknown on purpose: this reads data not
 * yet checked (the source a model's validateJoint is given, an actor of any subtype before it is narrowed).
 */
export function pick(system: unknown, key: string): unknown {
  return typeof system === "object" && system !== null ? (system as Record<string, unknown>)[key] : undefined;
}

/**
 * A deep copy of `keys` of the system data: the rules check it on every call, never trust it. `system`
 * is unknown on purpose: the validators hand it the source Foundry has not accepted yet.
 */
export function pickState<T>(system: unknown, keys: readonly string[]): T {
  return structuredClone(Object.fromEntries(keys.map((key) => [key, pick(system, key)]))) as T;
}

/**
 * The Forged Ties rules' character state, copied from system data (source or prepared). The rules
 * check it on every call, so a malformed copy is refused there, never used.
 */
export function forgedTiesState(
  system: Pick<ActorData<"forgedTiesCharacter">, (typeof FORGED_TIES_STATE_KEYS)[number]>,
): ForgedTiesCharacter {
  return pickState<ForgedTiesCharacter>(system, FORGED_TIES_STATE_KEYS);
}

/** The ids of a list's entries (those `keep` accepts); an empty list when it is not a list. */
export function ids(list: unknown, keep: (entry: Record<string, unknown>) => boolean = () => true): unknown[] {
  return Array.isArray(list)
    ? list.filter((e: Record<string, unknown>) => keep(e)).map((e: { id?: unknown }) => e.id)
    : [];
}

/** The keys of an Augur character's data its rules' state is read from. */
export const AUGUR_STATE_KEYS = ["approaches", "expertise", "abilities", "bonds", "harm", "harmMax", "momentum"] as const;

/**
 * The Augur rules' state of the character, copied from system data (source or prepared). The lists are
 * read defensively: the validator hands it source data the rules have not checked yet.
 */
export function augurState(system: Pick<ActorData<"augurCharacter">, (typeof AUGUR_STATE_KEYS)[number]>): AugurCharacter {
  return structuredClone({
    approaches: pick(system, "approaches"),
    expertise: ids(pick(system, "expertise")),
    abilities: ids(pick(system, "abilities"), (a) => a.bonusDie === true),
    bonds: pick(system, "bonds"),
    harm: pick(system, "harm"),
    harmMax: pick(system, "harmMax"),
    momentum: pick(system, "momentum"),
  }) as AugurCharacter;
}

/**
 * The Strike! rules' state of the character, copied from system data (source or prepared). The rules
 * check it on every call, so a malformed copy is refused there, never used.
 */
export function strikeState(
  system: Pick<ActorData<"strikeCharacter">, (typeof STRIKE_STATE_KEYS)[number]>,
): StrikeCharacter {
  return pickState<StrikeCharacter>(system, STRIKE_STATE_KEYS);
}

/** `compute()`, or `fallback` when the rules refuse the data (a RulesError); other errors pass. */
export function safely<T>(compute: () => T, fallback: T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RulesError) return fallback;
    throw error;
  }
}
