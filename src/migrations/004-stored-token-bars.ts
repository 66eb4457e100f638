/**
 * Migration 4: actors store their token bars' values (`system.bars.<name>.value`), so Foundry's token
 * HUD may edit them (see data/actor/bars.ts): a character's health, spirit, supply and momentum bars,
 * the party's supply bar and a starship's integrity bar. Each value is copied from the meter it
 * mirrors; the meters themselves are untouched.
 */
import { getPath, hasPath, isPlainObject } from "../paths";
import { isDelta, readableSystem } from "./token-delta";
import { type FlatUpdate, type Migration } from "./types";

/** By actor type, each bar and the path (inside the system data) of the meter it mirrors. */
const SOURCES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  character: { health: "meters.health", spirit: "meters.spirit", supply: "meters.supply", momentum: "momentum" },
  shared: { partySupply: "supply" },
  starship: { integrity: "integrity" },
};

export const storedTokenBars: Migration = {
  version: 4,
  description: "Characters, parties and starships: the token bars' values are stored, mirroring their meters",
  documentName: "Actor",
  types: Object.keys(SOURCES),
  /**
   * A bar that disagrees with its meter is set to it, and the value it held is kept under
   * `flags.vowforge.retired.bars`. A token's delta gets a bar only where it holds the meter or the bar
   * (what the token shows is read with its actor's data under the delta: token-delta.ts).
   */
  migrate(source, context) {
    const own = source.system;
    const type = String(source.type);
    if (!isPlainObject(own) || !Object.hasOwn(SOURCES, type)) return {};
    const system = readableSystem(source, context);
    const update: FlatUpdate = {};
    for (const [name, path] of Object.entries(SOURCES[type])) {
      const value = getPath(system, path);
      if (typeof value !== "number" || !Number.isInteger(value)) continue;
      const barPath = `bars.${name}.value`;
      const stored = getPath(system, barPath);
      if (stored === value) continue;
      if (isDelta(context) && !hasPath(own, path) && !hasPath(own, barPath)) continue;
      update[`system.${barPath}`] = value;
      const held = getPath(own, barPath);
      if (held !== undefined && held !== null) update[`flags.vowforge.retired.${barPath}`] = held;
    }
    return update;
  },
};
