/**
 * Migration 4: characters store their token bars' values (`system.bars.<name>.value`), so Foundry's
 * token HUD may edit the health, spirit, supply and momentum bars (see data/actor/bars.ts). Each
 * value is copied from the meter or momentum it mirrors; the meters themselves are untouched.
 */
import { isPlainObject } from "../paths";
import { type FlatUpdate, type Migration } from "./types";

/** Where each bar's value is read from in a character's system data. */
const SOURCES: Readonly<Record<string, (system: Record<string, unknown>) => unknown>> = {
  health: (system) => (isPlainObject(system.meters) ? system.meters.health : undefined),
  spirit: (system) => (isPlainObject(system.meters) ? system.meters.spirit : undefined),
  supply: (system) => (isPlainObject(system.meters) ? system.meters.supply : undefined),
  momentum: (system) => system.momentum,
};

export const storedTokenBars: Migration = {
  version: 4,
  description: "Characters: the token bars' values are stored, mirroring the meters and momentum",
  documentName: "Actor",
  types: ["character"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system)) return {};
    const bars = isPlainObject(system.bars) ? system.bars : {};
    const update: FlatUpdate = {};
    for (const [name, read] of Object.entries(SOURCES)) {
      const value = read(system);
      if (typeof value !== "number" || !Number.isInteger(value)) continue;
      const stored = bars[name];
      if (isPlainObject(stored) && stored.value === value) continue;
      update[`system.bars.${name}.value`] = value;
    }
    return update;
  },
};
