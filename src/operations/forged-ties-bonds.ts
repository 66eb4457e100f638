/**
 * Adding and removing the bonds a Forged Ties character keeps with other characters (by actor UUID).
 * A new bond starts unmarked; marking and resolving are in ./bonds. Each writes one update.
 */
import { withRowRemoved } from "./list-rows";
import { bondsState } from "../data/actor/forged-ties-character";
import { addCharacterBond } from "../rules/bonds";
import { requireType, writeChanges, type TrackActor } from "./actor-write";

/**
 * Adds an unmarked bond with the character of `characterUuid`. Refused for the character itself, for a
 * character it already has a bond with, and past the most bonds a character keeps.
 */
export async function addBond(actor: TrackActor, characterUuid: string): Promise<void> {
  requireType(actor, "forgedTiesCharacter");
  const next = addCharacterBond(bondsState(actor.system), characterUuid, actor.uuid ?? null);
  await writeChanges(actor, { "system.bonds": next });
}

/** Removes the bond with the character of `characterUuid`. */
export async function removeBond(actor: TrackActor, characterUuid: string): Promise<void> {
  requireType(actor, "forgedTiesCharacter");
  const bonds = bondsState(actor.system);
  await writeChanges(actor, { "system.bonds": withRowRemoved(bonds, bonds.findIndex((b) => b.characterId === characterUuid)) });
}
