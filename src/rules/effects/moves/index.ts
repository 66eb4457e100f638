/** Every rolled move's outcome effects we ship, keyed by Datasworn move id. */
import { type MoveEffects } from "../vocabulary";
import { IRONSWORN_EFFECTS } from "./ironsworn";
import { STARFORGED_EFFECTS } from "./starforged";
import { DELVE_EFFECTS, SUNDERED_ISLES_EFFECTS } from "./expansions";
import { MOVE_ADDS } from "./adds";
import { FORGED_TIES_EFFECTS } from "./forged-ties";
import { AUGUR_EFFECTS } from "./augur";
import { STRIKE_EFFECTS } from "./strike";

export { MOVE_ADDS } from "./adds";
export { ROLL_RULINGS, rulingRollOptions, type RollRuling, type RulingCondition } from "./roll-rulings";

export const MOVE_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  ...IRONSWORN_EFFECTS,
  ...STARFORGED_EFFECTS,
  ...DELVE_EFFECTS,
  ...SUNDERED_ISLES_EFFECTS,
};

/** Every rolled move of our own games' packs (tools/packs/own), keyed by content id ("vowforge/<pack>/<key>"). */
export const OWN_MOVE_EFFECTS: Readonly<Record<string, MoveEffects>> = {
  ...FORGED_TIES_EFFECTS,
  ...AUGUR_EFFECTS,
  ...STRIKE_EFFECTS,
};

/**
 * The effects a move document carries (`system.effects`): a plain copy of the move's entry (by
 * Datasworn id, or by content id for a move of our own packs) without the text-agreement notes, with
 * the conditional adds its text names (`adds`), or {} for a move we hold none for.
 */
export function documentEffects(id: string): MoveEffects {
  const table = Object.hasOwn(MOVE_EFFECTS, id) ? MOVE_EFFECTS : OWN_MOVE_EFFECTS;
  const entry = Object.hasOwn(table, id) ? table[id] : undefined;
  const adds = Object.hasOwn(MOVE_ADDS, id) ? MOVE_ADDS[id] : [];
  if (entry === undefined) return adds.length > 0 ? { adds: structuredClone(adds) } : {};
  const { notEffects: _notes, ...effects } = entry;
  return structuredClone(adds.length > 0 ? { ...effects, adds } : effects);
}
