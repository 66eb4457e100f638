/**
 * A starship's meter rolled from its sheet (+integrity; a Sundered Isles flagship's hold supply): the
 * rolling user's character rolls it, through the roll dialog, so the card, its momentum and any
 * momentum burned or gained belong to that character.
 */
import { performRoll } from "../../cards/perform-roll";
import { RollDialog, rollDialogExtras } from "../dialogs/roll-dialog";
import { characterRulesetOf } from "../../data/documents";
import { shipRollSummary, type ShipInput, type ShipMeter } from "./context/ship-roll";
import { userCharacter } from "./user-character";
import { localize } from "../../locale";

/** Opens the roll dialog for the ship's `meter` as the user's character; a clear error when there is none. */
export async function rollShipMeter(ship: ShipInput, meter: ShipMeter): Promise<void> {
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
