/** The system id, as in system.json; also the settings and flags namespace. */
export const SYSTEM_ID = "vowforge";

/** Path of a file inside the installed system folder. */
export function systemPath(file: string): string {
  return `systems/${SYSTEM_ID}/${file}`;
}

/**
 * Our dice terms' denominations (a formula's "1dx"): the ChallengeDie, ThreatDie and CursedDie terms'
 * (src/dice/card-roll.ts), here for code that names a die without loading Foundry's dice classes
 * (a formula to roll, Dice So Nice's presets).
 */
export const CHALLENGE_DIE_DENOMINATION = "x";
export const THREAT_DIE_DENOMINATION = "t";
export const CURSED_DIE_DENOMINATION = "u";

/** The ChatMessage subtype of a roll card (system.json documentTypes.ChatMessage). */
export const ROLL_MESSAGE_TYPE = "roll";
