/**
 * Opening the guided creation and the truths dialog from the main script: their code is loaded on
 * demand (guided-windows.ts). A chunk that cannot be loaded (an incomplete install) is reported to the
 * user in their language and in the console; nothing is written.
 */
import { SYSTEM_ID } from "../constants";
import type * as Guided from "./guided-windows";
import type { WizardDocument } from "./wizard/character-wizard";
import { localize } from "../locale";

async function loadGuided(): Promise<typeof Guided | null> {
  try {
    return await import("./guided-windows");
  } catch (error) {
    console.error(`${SYSTEM_ID} | the creation and truths windows could not be loaded`, error);
    ui.notifications.error(localize("VOWFORGE.Error.WindowNotLoaded"));
    return null;
  }
}

/** Opens (or brings to the front) the guided creation for `actor`. */
export async function openCreation(actor: WizardDocument): Promise<void> {
  const guided = await loadGuided();
  await guided?.CharacterWizard.open(actor);
}

/** Opens (or brings to the front) the truths dialog. */
export async function openTruths(): Promise<void> {
  const guided = await loadGuided();
  await guided?.TruthsDialog.open();
}
