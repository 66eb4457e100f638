/**
 * Token bars. Foundry draws a bar only for an attribute shaped `{ value, max }`, while meters are
 * stored as plain numbers; each model derives a `bars` object from its meters, and the actor class
 * routes a bar edit from the token HUD back to the stored meter (clamped like a +/- step).
 *
 * Foundry's token HUD lets a bar be edited only when its value is a NumberField of the schema source
 * (foundryvtt/foundryvtt#8907; Lancer's report in #10007); foundry-ironsworn stores its bars in its
 * schema for that reason. So every bar a token may show (a character's health, spirit, supply and
 * momentum, the party's supply, a starship's integrity and its hold's supply) has a stored
 * `bars.<name>.value` that mirrors its meter (`BAR_MIRRORS`, written with every change of the meter;
 * migrations 4 and 8 fill it for stored actors). The rules read the meters; the derived bar replaces the stored one on preparation, so a
 * stale mirror would never show.
 */
import { intField } from "../fields";

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
  "bars.shipSupply": "supply",
  "bars.breaking": "breaking.marked",
  "bars.heart": "heart.marked",
  "bars.harm": "harm",
  "bars.actionPoints": "actionPoints",
};

/** By actor type, the stored meters a token bar shows and the stored bar value that mirrors each. */
export const BAR_MIRRORS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  character: {
    "system.meters.health": "system.bars.health.value",
    "system.meters.spirit": "system.bars.spirit.value",
    "system.meters.supply": "system.bars.supply.value",
    "system.momentum": "system.bars.momentum.value",
  },
  shared: { "system.supply": "system.bars.partySupply.value" },
  starship: { "system.integrity": "system.bars.integrity.value", "system.supply": "system.bars.shipSupply.value" },
};

/** Trackable attributes by actor type, for `CONFIG.Actor.trackableAttributes`. */
export const TRACKABLE_ATTRIBUTES = {
  character: { bar: ["bars.health", "bars.spirit", "bars.supply", "bars.momentum"], value: [] },
  shared: { bar: ["bars.partySupply"], value: [] },
  starship: { bar: ["bars.integrity", "bars.shipSupply"], value: [] },
  foe: { bar: [], value: [] },
};

/** A stored token bar: its value (its maximum is derived), a whole number within the meter's limits. */
export function barValueField(min: number, max: number, initial: number) {
  return new foundry.data.fields.SchemaField({ value: intField(min, max, initial) });
}

export function bar(value: number, max: number, min = 0): Bar {
  return { value, min, max };
}
