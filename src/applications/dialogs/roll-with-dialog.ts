/**
 * The whole road of a dialog roll in one call: opens the roll dialog, then rolls what it returns in
 * the roll mode the user chose and posts the card (and sets the clock of an Augur Advancing stance).
 * What a sheet button or a macro calls.
 */
import { performRoll, type PerformRollOptions } from "../../cards/perform-roll";
import { RollDialog, type RollDialogPromptOptions } from "./roll-dialog";
import { setStanceClock } from "../clocks/stance-clock";

export interface RollWithDialogOptions extends RollDialogPromptOptions {
  /** Who speaks on the card; defaults to ChatMessage.getSpeaker(). */
  speaker?: PerformRollOptions["speaker"];
}

/**
 * Opens the roll dialog and rolls the request it returns. Resolves to the posted message, or null when
 * the user cancelled or the roll was refused (the refusal is shown to the user).
 */
export async function rollWithDialog(options: RollWithDialogOptions): Promise<ChatMessage.Implementation | null> {
  const { speaker, ...prompt } = options;
  const chosen = await RollDialog.prompt(prompt);
  if (!chosen) return null;
  const message = await performRoll(chosen.request, { rollMode: chosen.rollMode, ...(speaker ? { speaker } : {}) });
  // An Augur Advancing stance sets its clock once the roll is made (not when it was refused).
  if (message && chosen.advancingClock) await setStanceClock(chosen.advancingClock);
  return message;
}

