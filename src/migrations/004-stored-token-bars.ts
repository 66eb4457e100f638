/**
 * Migration 4: actors store their token bars' values (`system.bars.<name>.value`), so Foundry's token
 * HUD may edit them (see data/actor/bars.ts): a character's health, spirit, supply and momentum bars,
 * the party's supply bar and a starship's integrity bar. Each value is copied from the meter it
 * mirrors; the meters themselves are untouched.
 */
import { isPlainObject } from "../paths";
import { type FlatUpdate, type Migration } from "./types";

type Read = (system: Record<string, unknown>) => unknown;

const meter =
  (name: string): Read =>
  (system) =>
    isPlainObject(system.meters) ? system.meters[name] : undefined;

/** By actor type, where each bar's value is read from in the system data. */
const SOURCES: Readonly<Record<string, Readonly<Record<string, Read>>>> = {
  character: {
    health: meter("health"),
    spirit: meter("spirit"),
    supply: meter("supply"),
    momentum: (system) => system.momentum,
  },
  shared: { partySupply: (system) => system.supply },
  starship: { integrity: (system) => system.integrity },
};

export const storedTokenBars: Migration = {
  version: 4,
  description: "Characters, parties and starships: the token bars' values are stored, mirroring their meters",
  documentName: "Actor",
  types: Object.keys(SOURCES),
  migrate(source) {
    const system = source.system;
    const type = String(source.type);
    if (!isPlainObject(system) || !Object.hasOwn(SOURCES, type)) return {};
    const bars = isPlainObject(system.bars) ? system.bars : {};
    const update: FlatUpdate = {};
    for (const [name, read] of Object.entries(SOURCES[type])) {
      const value = read(system);
      if (typeof value !== "number" || !Number.isInteger(value)) continue;
      const stored = bars[name];
      if (isPlainObject(stored) && stored.value === value) continue;
      update[`system.bars.${name}.value`] = value;
    }
    return update;
  },
};
