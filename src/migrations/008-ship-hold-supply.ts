/**
 * Migration 8: a starship keeps the supply of its hold (Sundered Isles' flagship, shared by its crew)
 * and the hold's unequipped impact, with a token bar of that supply. A ship stored without them needs
 * nothing: the model's initial values (a full hold of 5, the flagship's starting value in the Datasworn
 * data, no impact, and a bar of 5) apply on read, and an unlinked token's delta must not be given values
 * of its own, which would hide its actor's for good (the runner migrates deltas too: see runner.ts).
 * What is stored and cannot be read is repaired: a supply out of range becomes a full hold, an impact
 * that is not a boolean becomes false, and a stored supply whose bar disagrees gets its bar set to match;
 * each replaced value is kept under `flags.vowforge.retired`.
 */
import { getPath, hasPath, isPlainObject } from "../paths";
import { isDelta, readableSystem } from "./token-delta";
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
  migrate(source, context) {
    const own = source.system;
    if (!isPlainObject(own)) return {};
    // What the ship shows: for a token's delta, its actor's data under the delta's (token-delta.ts).
    const system = readableSystem(source, context);
    const update: FlatUpdate = {};
    const retire = (path: string, value: unknown) => {
      if (value !== undefined && value !== null) update[`flags.vowforge.retired.${path}`] = value;
    };
    if ("unequipped" in own && typeof own.unequipped !== "boolean") {
      update["system.unequipped"] = false;
      retire("unequipped", own.unequipped);
    }
    if (!("supply" in system)) return update;
    const supply = isSupply(system.supply) ? system.supply : HOLD_SUPPLY_MAX;
    if ("supply" in own && own.supply !== supply) {
      update["system.supply"] = supply;
      retire("supply", own.supply);
    }
    const bar = getPath(system, "bars.shipSupply.value");
    const holds = "supply" in own || hasPath(own, "bars.shipSupply.value");
    if (bar !== supply && (holds || !isDelta(context))) {
      update["system.bars.shipSupply.value"] = supply;
      retire("bars.shipSupply.value", getPath(own, "bars.shipSupply.value"));
    }
    return update;
  },
};
