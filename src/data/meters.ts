/**
 * +/- buttons on sheets: a meter (health, spirit, supply, momentum, integrity, an asset meter, a
 * track's ticks) moves by a step and stops at its ends instead of being refused. Momentum stops at
 * the character's current maximum; an asset meter at its own min and max.
 */
import { MOMENTUM_MIN } from "../rules/challenge";
import { getPath } from "../paths";
import { limitsOf } from "./range-guard";
import { type DocumentLike } from "./documents";

/** What `adjustMeter` needs of an actor or item (any subtype: its data is read by path, see below). */
export interface MeterOwner extends DocumentLike {
  update(data: Record<string, unknown>): Promise<unknown>;
  /**
   * A meter's limits when the document has no data model to read them from (the playground's plain
   * samples, whose limits come from the sheet's own view); a document with a model never needs it.
   */
  meterLimits?(path: string): { min: number; max: number } | null;
}

/** `path` relative to the system data: "meters.health" and "system.meters.health" are the same. */
function systemPath(path: string): string {
  return path.startsWith("system.") ? path.slice("system.".length) : path;
}

/**
 * The value a meter of `system` takes after moving by `delta`, held within its schema limits (and,
 * for momentum, within -6..momentumMax). Throws when `path` is not a numeric field of the model.
 * `system` is unknown on purpose: any subtype's data, read at the path a button names through its own
 * model's schema limits, so no field name is written here for a type to hold.
 */
export function adjustedMeterValue(
  system: unknown,
  path: string,
  delta: number,
  fallback: { min: number; max: number } | null = null,
): number {
  const inner = systemPath(path);
  const model = typeof system === "object" && system !== null ? system.constructor : undefined;
  const limit = limitsOf(model).find((l) => l.path === inner) ?? fallback;
  if (!limit) throw new Error(`${inner} is not a numeric field of this document`);
  let { min, max } = limit;
  const derivedMax = inner === "momentum" ? getPath(system, "momentumMax") : undefined;
  if (typeof derivedMax === "number") {
    min = MOMENTUM_MIN;
    max = Math.min(max, derivedMax);
  }
  if (inner.endsWith(".value")) {
    // A meter stored as { value, min, max } (an asset's meter) stops at its own ends.
    const base = inner.slice(0, -".value".length);
    const ownMin = getPath(system, `${base}.min`);
    const ownMax = getPath(system, `${base}.max`);
    if (typeof ownMin === "number") min = Math.max(min, ownMin);
    if (typeof ownMax === "number") max = Math.min(max, ownMax);
  }
  const current = getPath(system, inner);
  const start = typeof current === "number" && Number.isFinite(current) ? current : min;
  const step = Number.isFinite(delta) ? Math.trunc(delta) : 0;
  return Math.min(max, Math.max(min, start + step));
}

/** Moves a meter by `delta`, stopping at its ends; returns the new value (no update when unchanged). */
export async function adjustMeter(owner: MeterOwner, path: string, delta: number): Promise<number> {
  const inner = systemPath(path);
  const next = adjustedMeterValue(owner.system, inner, delta, owner.meterLimits?.(inner) ?? null);
  if (getPath(owner.system, inner) !== next) await owner.update({ [`system.${inner}`]: next });
  return next;
}
