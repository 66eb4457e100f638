/**
 * Token bars. Foundry draws a bar only for an attribute shaped `{ value, max }`, while meters are
 * stored as plain numbers; each model derives a `bars` object from its meters (not stored), and the
 * actor class routes a bar edit from the token HUD back to the stored meter (clamped like a +/- step).
 */

/** A bar Foundry can draw. */
export interface Bar {
  value: number;
  min: number;
  max: number;
}

/** Token bar attribute ("bars.health") to the stored path it shows ("meters.health"), for every actor type. */
export const BAR_SOURCES: Readonly<Record<string, string>> = {
  "bars.health": "meters.health",
  "bars.spirit": "meters.spirit",
  "bars.supply": "meters.supply",
  "bars.momentum": "momentum",
  "bars.partySupply": "supply",
  "bars.integrity": "integrity",
  "bars.breaking": "breaking.marked",
  "bars.heart": "heart.marked",
  "bars.harm": "harm",
  "bars.actionPoints": "actionPoints",
};

/** Trackable attributes by actor type, for `CONFIG.Actor.trackableAttributes`. */
export const TRACKABLE_ATTRIBUTES = {
  character: { bar: ["bars.health", "bars.spirit", "bars.supply", "bars.momentum"], value: [] },
  shared: { bar: ["bars.partySupply"], value: [] },
  starship: { bar: ["bars.integrity"], value: [] },
  foe: { bar: [], value: [] },
};

export function bar(value: number, max: number, min = 0): Bar {
  return { value, min, max };
}
