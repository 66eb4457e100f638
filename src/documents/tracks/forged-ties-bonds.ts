/**
 * Adding and removing the bonds a Forged Ties character keeps with other characters (by actor UUID).
 * A new bond starts unmarked; marking and resolving are in ./bonds. Each writes one update.
 */
import { withRowAdded, withRowRemoved } from "./list-rows";
import { bondsState } from "../../data/actor/forged-ties-character";
import { assertBonds } from "../../rules/bonds";
import { RulesError } from "../../rules/errors";
import { requireType, writeChanges, type TrackActor } from "./actor-write";
import { FORGED_TIES_TYPE } from "./forged-ties";

/**
 * Adds an unmarked bond with the character of `characterUuid` (`name` names it in a refusal). Refused
 * for the character itself and for a character it already has a bond with.
 */
export async function addBond(actor: TrackActor, characterUuid: string, name = characterUuid): Promise<void> {
  requireType(actor, FORGED_TIES_TYPE);
  if (characterUuid === actor.uuid) throw new RulesError("BondWithSelf", "a character has no bond with itself", {});
  const bonds = bondsState(actor.system);
  if (bonds.some((b) => b.characterId === characterUuid))
    throw new RulesError("BondExists", `there is already a bond with ${name}`, { name });
  const next = withRowAdded(bonds, { characterId: characterUuid, marked: false });
  assertBonds(next);
  await writeChanges(actor, { "system.bonds": next });
}

/** Removes the bond with the character of `characterUuid`. */
export async function removeBond(actor: TrackActor, characterUuid: string): Promise<void> {
  requireType(actor, FORGED_TIES_TYPE);
  const bonds = bondsState(actor.system);
  await writeChanges(actor, { "system.bonds": withRowRemoved(bonds, bonds.findIndex((b) => b.characterId === characterUuid)) });
}
