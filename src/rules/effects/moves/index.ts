/** Every rolled move's outcome effects we ship, keyed by Datasworn move id. */
import { type MoveEffects } from "../vocabulary";
import { IRONSWORN_EFFECTS } from "./ironsworn";
import { STARFORGED_EFFECTS } from "./starforged";
import { DELVE_EFFECTS, SUNDERED_ISLES_EFFECTS } from "./expansions";

export const MOVE_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  ...IRONSWORN_EFFECTS,
  ...STARFORGED_EFFECTS,
  ...DELVE_EFFECTS,
  ...SUNDERED_ISLES_EFFECTS,
};
