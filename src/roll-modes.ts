/** Foundry's four roll modes, as the chat box and ChatMessage.applyRollMode name them. Pure. */

export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

export function isRollMode(value: unknown): value is RollMode {
  return typeof value === "string" && (ROLL_MODES as readonly string[]).includes(value);
}

/** A roll mode from a setting or an option: "roll" (an older name of public) reads as public. */
export function readRollMode(value: unknown): RollMode | null {
  if (value === "roll") return "publicroll";
  return isRollMode(value) ? value : null;
}
