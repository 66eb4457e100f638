/** Every rolled move's outcome effects we ship, keyed by Datasworn move id. */
import { type MoveEffects } from "../vocabulary";
import { IRONSWORN_EFFECTS } from "./ironsworn";
import { STARFORGED_EFFECTS } from "./starforged";
import { DELVE_EFFECTS, SUNDERED_ISLES_EFFECTS } from "./expansions";
import { MOVE_ADDS } from "./adds";

export { MOVE_ADDS } from "./adds";
export { ROLL_RULINGS, rulingRollOptions, type RollRuling, type RulingCondition } from "./roll-rulings";

export const MOVE_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  ...IRONSWORN_EFFECTS,
  ...STARFORGED_EFFECTS,
  ...DELVE_EFFECTS,
  ...SUNDERED_ISLES_EFFECTS,
};

/**
 * The effects a move document carries (`system.effects`): a plain copy of the move's entry without the
 * text-agreement notes, with the conditional adds its text names (`adds`), or {} for a move we hold
 * none for.
 */
export function documentEffects(dataswornId: string): MoveEffects {
  const entry = Object.hasOwn(MOVE_EFFECTS, dataswornId) ? MOVE_EFFECTS[dataswornId] : {};
  const adds = Object.hasOwn(MOVE_ADDS, dataswornId) ? MOVE_ADDS[dataswornId] : [];
  const { notEffects: _notes, ...effects } = entry;
  return structuredClone(adds.length > 0 ? { ...effects, adds } : effects);
}
