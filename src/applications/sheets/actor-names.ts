/**
 * Actor names by UUID from the world: the actors a sheet lists by UUID (bonds, conflict members) and
 * the characters a bond may be held with; and the UUIDs of a character's bonds.
 */
import { BOND_PARTNER_TYPES } from "../../operations/bonds";
import { dataOf, type ActorLike } from "../../data/documents";

/** UUIDs of the characters a Forged Ties or Augur actor has bonds with (none for another actor). */
export function bondUuids(actor: ActorLike): string[] {
  const data = dataOf(actor, "forgedTiesCharacter") ?? dataOf(actor, "augurCharacter");
  return data?.bonds.map((b) => b.characterId) ?? [];
}

/** The name of each actor in `uuids` that this world knows (the UUID itself stands in otherwise). */
export function actorNames(uuids: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const uuid of uuids) {
    if (!uuid) continue;
    const id = uuid.startsWith("Actor.") ? uuid.slice("Actor.".length) : null;
    const actor = id && !id.includes(".") ? game.actors?.get(id) : undefined;
    if (actor) out[uuid] = actor.name;
  }
  return out;
}

/**
 * Names by UUID of the world's characters, other than `self`, that a bond may be held with: those this
 * user can see, and every player character.
 */
export function bondCandidates(self: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const actor of game.actors ?? []) {
    // Player characters are listed even when this user may not see their sheet (party members).
    const listed = actor.visible || actor.hasPlayerOwner;
    if (actor.uuid !== self && listed && BOND_PARTNER_TYPES.includes(actor.type)) out[actor.uuid] = actor.name;
  }
  return out;
}
