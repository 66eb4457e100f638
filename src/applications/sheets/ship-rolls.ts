/**
 * A starship's meter rolled from its sheet (+integrity; a Sundered Isles flagship's hold supply): the
 * rolling user's character rolls it, through the roll dialog, so the card, its momentum and any
 * momentum burned or gained belong to that character.
 */
import { performRoll } from "../../cards/perform-roll";
import { RollDialog } from "../dialogs/roll-dialog";
import { characterRulesetOf } from "../../data/documents";
import { rollDialogExtras, type RollActor } from "./actor-rolls";
import { rollingCharacter, shipRollSummary, type ShipMeter } from "./context/ship-roll";
import { localize } from "../../locale";

/** The part of an Actor document the choice of the rolling character reads. */
type OwnedActor = RollActor & { isOwner: boolean };

/**
 * The user's character for a ship roll. Foundry gives the user's assigned character as
 * `game.user.character` (as foundryvtt/dnd5e module/documents/activity/check.mjs and ben/foundry-ironsworn
 * src/module/helpers/actors.ts read it), and `actor.isOwner` says whether the user owns an actor (as
 * foundryvtt/dnd5e module/applications/actor/api/base-actor-sheet.mjs reads it).
 */
function userCharacter(): OwnedActor | null {
  const assigned: OwnedActor | null = game.user?.character ?? null;
  const actors: OwnedActor[] = [...(game.actors ?? [])];
  return rollingCharacter(assigned, actors);
}

/** Opens the roll dialog for the ship's `meter` as the user's character; a clear error when there is none. */
export async function rollShipMeter(ship: { name: string; system: unknown }, meter: ShipMeter): Promise<void> {
  const character = userCharacter();
  const ruleset = character ? characterRulesetOf(character) : null;
  if (!character || !ruleset) {
    ui.notifications?.error(localize("VOWFORGE.Error.ShipRollNoCharacter"));
    return;
  }
  const extras = rollDialogExtras(character, ruleset);
  const { actor, stat } = shipRollSummary(extras.actor, ship, meter, localize);
  const result = await RollDialog.prompt({ ruleset, actor, stat, cancelOnNegativeMomentum: extras.cancelOnNegativeMomentum, cursedDie: extras.cursedDie });
  if (result) await performRoll(result.request, { rollMode: result.rollMode });
}
