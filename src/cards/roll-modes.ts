/**
 * Foundry's four roll modes, as the chat box and ChatMessage.applyRollMode name them. They are defined
 * with the v13/v14 bridge (foundry-compat.ts), which lies below every room that reads them.
 */
export { ROLL_MODES, isRollMode, readRollMode, type RollMode } from "../foundry-compat";
