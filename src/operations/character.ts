/**
 * What an Ironsworn or Starforged character sheet's own buttons write: a legacy track marked or
 * cleared (into "+10" when it fills), the Ironsworn bonds track, momentum reset.
 */
import { asRecord } from "../data/schema-shape";
import { type MeterOwner } from "../data/meters";
import { MAX_TICKS } from "../rules/progress";
import { markLegacy, type LegacyTrack } from "../rules/legacy";

/** Marks or clears `delta` ticks on the legacy track `legacy`, which holds `current`. */
export async function stepLegacy(actor: MeterOwner, legacy: string, current: LegacyTrack, delta: number): Promise<void> {
  const next = markLegacy(current, delta);
  await actor.update({ [`system.legacies.${legacy}.ticks`]: next.ticks, [`system.legacies.${legacy}.overflow`]: next.overflow });
}

/** `delta` ticks more or less on the Ironsworn bonds track, which holds `held`, within 0..40. */
export async function stepBonds(actor: MeterOwner, held: number, delta: number): Promise<void> {
  const next = Math.min(MAX_TICKS, Math.max(0, held + delta));
  if (next !== held) await actor.update({ "system.bonds.ticks": next });
}

/** Sets momentum to the character's reset value (a derived field; nothing happens without one). */
export async function resetMomentum(actor: MeterOwner): Promise<void> {
  const reset = asRecord(actor.system)?.momentumReset;
  if (typeof reset === "number") await actor.update({ "system.momentum": reset });
}
