/**
 * What a sheet button does to an embedded item or a meter: a meter stepped within its ends, progress
 * marked or cleared once at the track's rank, an asset ability turned on or off, an item removed. Each
 * writes through the document's update, which refuses an out-of-range value with a message.
 */
import { adjustMeter, type MeterOwner } from "../data/meters";
import { asRecord } from "../data/schema-shape";
import { clearProgress, markProgress, type ProgressRank } from "../rules/progress";

/** Moves a meter by `delta`, stopping at its ends. */
export async function stepMeter(owner: MeterOwner, path: string, delta: number): Promise<void> {
  await adjustMeter(owner, path, delta);
}

/**
 * Marks (or clears) progress once at `rank` on a track holding `ticks`, written to `path` (an item's
 * "system.ticks", a foe's "system.progress.ticks"); nothing is written when the track does not move.
 */
export async function stepProgress(
  track: MeterOwner,
  held: { rank: ProgressRank; ticks: number },
  direction: 1 | -1,
  path = "system.ticks",
): Promise<void> {
  const next = direction > 0 ? markProgress(held.ticks, held.rank) : clearProgress(held.ticks, held.rank);
  if (next !== held.ticks) await track.update({ [path]: next });
}

/** Sets an asset's ability `index` marked or cleared (the abilities array is written whole); nothing is written when it already is. */
export async function setAbilityMark(asset: MeterOwner, index: number, enabled: boolean): Promise<void> {
  const abilities = asRecord(asset.system)?.abilities;
  if (!Array.isArray(abilities) || index < 0 || index >= abilities.length) return;
  if ((asRecord(abilities[index])?.enabled === true) === enabled) return;
  const next = abilities.map((a: unknown, i) => (i === index ? { ...asRecord(a), enabled } : { ...asRecord(a) }));
  await asset.update({ "system.abilities": next });
}

/** Turns an asset's ability `index` on or off. */
export async function toggleAbility(asset: MeterOwner, index: number): Promise<void> {
  const abilities = asRecord(asset.system)?.abilities;
  if (!Array.isArray(abilities) || index < 0 || index >= abilities.length) return;
  await setAbilityMark(asset, index, asRecord(abilities[index])?.enabled !== true);
}

/** Removes an item (the sheet asked first). */
export async function deleteItem(item: { delete(): Promise<unknown> }): Promise<void> {
  await item.delete();
}
