/**
 * The rolls of the module API (docs/api.md): each is the road a sheet button, a hotbar macro or a link
 * already takes, called with the actor a module names. A roll through the dialog resolves to the posted
 * message, or null when the user cancelled, a `vowforge.preRoll` listener cancelled, or the roll was
 * refused (the user is told why).
 */
import { rollCharacter, rollsWithDialog, type RollActor, type RollPresets } from "../applications/dialogs/roll-dialog";
import { characterRulesetOf } from "../data/documents";
import { rollMoveFor } from "../macros/roll-macro";
import { localize } from "../locale";

/** An actor as the API's rolls take it: an Actor document of one of the five games' characters. */
export type ApiActor = RollActor;

export { type RollPresets };

/**
 * Opens the roll dialog for `actor` with `presets` filled in and rolls what the user picks, as the
 * character's sheet does. Resolves to the posted message, or null (not a character, cancelled, refused).
 */
export async function openRollDialog(actor: ApiActor, presets: RollPresets = {}): Promise<ChatMessage.Implementation | null> {
  if (rollsWithDialog(actor)) return rollCharacter(actor, presets);
  ui.notifications.warn(localize("VOWFORGE.Api.NotCharacter", { actor: actor.name }));
  return null;
}

/** Rolls `stat` for `actor` through the roll dialog, opened on that stat (with `adds`, Ironsworn / Starforged). */
export function rollStat(actor: ApiActor, stat: string, adds = 0): Promise<ChatMessage.Implementation | null> {
  return openRollDialog(actor, { stat, adds });
}

/**
 * Rolls the move at `moveUuid` for an Ironsworn or Starforged character as its hotbar macro does: the
 * roll dialog for an action move, a progress roll on the track picked, the move's sheet when it rolls
 * nothing. The card, when one is posted, reaches the `vowforge.cardPosted` listeners.
 */
export async function rollMove(actor: ApiActor, moveUuid: string): Promise<void> {
  if (!characterRulesetOf(actor)) {
    ui.notifications.warn(localize("VOWFORGE.Macro.NotCharacter", { actor: actor.name, what: localize("VOWFORGE.Sheet.Tab.moves") }));
    return;
  }
  await rollMoveFor(actor, moveUuid);
}
