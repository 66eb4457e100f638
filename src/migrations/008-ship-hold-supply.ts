/**
 * Migration 8: a starship keeps the supply of its hold (Sundered Isles' flagship, shared by its crew)
 * and the hold's unequipped impact, with a token bar of that supply. A ship stored without them needs
 * nothing: the model's initial values (a full hold of 5, the flagship's starting value in the Datasworn
 * data, no impact, and a bar of 5) apply on read, and an unlinked token's delta must not be given values
 * of its own, which would hide its actor's for good (the runner migrates deltas too: see runner.ts).
 * What is stored and cannot be read is repaired: a supply out of range becomes a full hold, an impact
 * that is not a boolean becomes false, and a stored supply whose bar disagrees gets its bar set to match.
 */
import { isPlainObject } from "../paths";
import { type FlatUpdate, type Migration } from "./types";

/** The hold's highest supply, as the starship model has it (data/ sits above migrations/ in the stack). */
const HOLD_SUPPLY_MAX = 5;

function isSupply(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= HOLD_SUPPLY_MAX;
}

export const shipHoldSupply: Migration = {
  version: 8,
  description: "Starships: the hold's supply and unequipped impact, and a token bar of that supply",
  documentName: "Actor",
  types: ["starship"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system)) return {};
    const update: FlatUpdate = {};
    if ("unequipped" in system && typeof system.unequipped !== "boolean") update["system.unequipped"] = false;
    if (!("supply" in system)) return update;
    const supply = isSupply(system.supply) ? system.supply : HOLD_SUPPLY_MAX;
    if (system.supply !== supply) update["system.supply"] = supply;
    const bars = isPlainObject(system.bars) ? system.bars : {};
    const stored = bars.shipSupply;
    if (!isPlainObject(stored) || stored.value !== supply) update["system.bars.shipSupply.value"] = supply;
    return update;
  },
};
