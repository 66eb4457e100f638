/** The system id, as in system.json; also the settings and flags namespace. */
export const SYSTEM_ID = "vowforge";

/** Path of a file inside the installed system folder. */
export function systemPath(file: string): string {
  return `systems/${SYSTEM_ID}/${file}`;
}

/** The challenge die's denomination (a formula's "1dx"): the ChallengeDie term's, here for code that rolls one. */
export const CHALLENGE_DIE_DENOMINATION = "x";

/** The ChatMessage subtype of a roll card (system.json documentTypes.ChatMessage). */
export const ROLL_MESSAGE_TYPE = "roll";
