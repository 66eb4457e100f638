/**
 * The user's character: who rolls when a roll is not started from a character's own sheet (a
 * starship's meter, a move or roll linked in a journal, item text or chat).
 */
import { type RollActor } from "../dialogs/roll-dialog";
import { rollingCharacter } from "./context/ship-roll";

/** The part of an Actor document the choice of the user's character reads. */
export type OwnedActor = RollActor & { isOwner: boolean };

/**
 * The user's assigned character when it is a character (an actor of one of `types`; by default an
 * Ironsworn or Starforged character), else the one such character the user owns; null when there is
 * none or several to choose from. Foundry gives the user's assigned character as
 * `game.user.character` (as foundryvtt/dnd5e module/documents/activity/check.mjs and ben/foundry-ironsworn
 * src/module/helpers/actors.ts read it), and `actor.isOwner` says whether the user owns an actor (as
 * foundryvtt/dnd5e module/applications/actor/api/base-actor-sheet.mjs reads it).
 */
export function userCharacter(types?: readonly string[]): OwnedActor | null {
  const assigned: OwnedActor | null = game.user?.character ?? null;
  const actors: OwnedActor[] = [...(game.actors ?? [])];
  return rollingCharacter(assigned, actors, types);
}
