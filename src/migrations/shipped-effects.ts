/**
 * A move's stored effects replaced by the ones its pack now ships, for a migration that finds a world
 * copy stale (14: Learn from Your Failures, 15: Starforged's Sojourn, 16: Starforged's suffer moves): the conditional adds the copy
 * holds stay beside the new effects (a GM's own among them), and the effects it held are kept under
 * `flags.vowforge.retired.effects` (nothing is retired when it held none).
 */
import { isPlainObject } from "../paths";
import { documentEffects } from "../rules/effects/moves";
import { type FlatUpdate } from "./types";

/** The update giving the move of Datasworn id `id`, storing `stored` as its effects, the effects shipped for it. */
export function shippedEffectsUpdate(id: string, stored: unknown): FlatUpdate {
  const effects = structuredClone(documentEffects(id));
  const adds = isPlainObject(stored) && Array.isArray(stored.adds) ? { adds: structuredClone(stored.adds) } : {};
  const update: FlatUpdate = { "system.effects": { ...effects, ...adds } };
  if (isPlainObject(stored) && Object.keys(stored).length > 0) update["flags.vowforge.retired.effects"] = stored;
  return update;
}
