/**
 * What the sheets' buttons do to documents, shared by the actor sheets: meters and momentum,
 * progress marks, ability toggles, creating and deleting items. Each writes through the document's
 * update, which refuses an out-of-range value with a message.
 */
import { adjustMeter, type MeterOwner } from "../../data/meters";
import { markLegacy } from "../../rules/legacy";
import { MAX_TICKS, clearProgress, markProgress } from "../../rules/progress";
import { normaliseLegacy } from "./context/legacy-context";
import { readProgress } from "./context/progress-context";
import { safeTicks } from "./context/track-context";
import { recordOf } from "./context/types";
import { localize } from "../../locale";

/** A document the actions write to. */
export interface Writable extends MeterOwner {
  name: string;
}

/** Reads a whole number from a button's data attribute (default `fallback`). */
export function dataInt(target: HTMLElement, key: string, fallback = 0): number {
  const value = Number(target.dataset[key]);
  return Number.isInteger(value) ? value : fallback;
}

/** Moves a meter by the button's data-delta, stopping at its ends. */
export async function stepMeter(owner: Writable, path: string, delta: number): Promise<void> {
  await adjustMeter(owner, path, delta);
}

/** Marks (or clears) progress once at the track's rank. */
export async function stepProgress(track: Writable, direction: 1 | -1): Promise<void> {
  const { rank, ticks } = readProgress(track.system);
  const held = safeTicks(ticks);
  const next = direction > 0 ? markProgress(held, rank) : clearProgress(held, rank);
  if (next !== held) await track.update({ "system.ticks": next });
}

/** Marks or clears ticks on a foe's combat track at the foe's rank. */
export async function stepFoeProgress(foe: Writable, direction: 1 | -1): Promise<void> {
  const system = recordOf(foe.system);
  const { rank } = readProgress({ rank: system.rank });
  const held = safeTicks(recordOf(system.progress).ticks);
  const next = direction > 0 ? markProgress(held, rank) : clearProgress(held, rank);
  if (next !== held) await foe.update({ "system.progress.ticks": next });
}

/** Marks or clears `delta` ticks on a legacy track, clearing into "+10" when it fills. */
export async function stepLegacy(actor: Writable, legacy: string, delta: number): Promise<void> {
  const current = normaliseLegacy(recordOf(recordOf(actor.system).legacies)[legacy]);
  const next = markLegacy(current, delta);
  await actor.update({ [`system.legacies.${legacy}.ticks`]: next.ticks, [`system.legacies.${legacy}.overflow`]: next.overflow });
}

/** One tick more or less on the Ironsworn bonds track. */
export async function stepBonds(actor: Writable, delta: number): Promise<void> {
  const held = safeTicks(recordOf(recordOf(actor.system).bonds).ticks);
  const next = Math.min(MAX_TICKS, Math.max(0, held + delta));
  if (next !== held) await actor.update({ "system.bonds.ticks": next });
}

/** Sets momentum to the character's reset value (burning and resetting both end there). */
export async function resetMomentum(actor: Writable): Promise<void> {
  const reset = recordOf(actor.system).momentumReset;
  if (typeof reset === "number") await actor.update({ "system.momentum": reset });
}

/** Turns an asset's ability on or off (the abilities array is written whole). */
export async function toggleAbility(asset: Writable, index: number): Promise<void> {
  const abilities = recordOf(asset.system).abilities;
  if (!Array.isArray(abilities) || index < 0 || index >= abilities.length) return;
  const next = abilities.map((a: unknown, i) => {
    const ability = { ...recordOf(a) };
    if (i === index) ability.enabled = ability.enabled !== true;
    return ability;
  });
  await asset.update({ "system.abilities": next });
}

/** Asks before deleting an item; resolves true when deleted. */
export async function confirmDelete(item: { name: string; delete(): Promise<unknown> }, owner: { name: string }): Promise<boolean> {
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize("VOWFORGE.Sheet.Delete.Title", { name: item.name }) },
    content: `<p>${foundry.utils.escapeHTML(localize("VOWFORGE.Sheet.Delete.Content", { name: item.name, actor: owner.name }))}</p>`,
  });
  if (ok !== true) return false;
  await item.delete();
  return true;
}
