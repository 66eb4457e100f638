/**
 * Migration 13: an Ironsworn / Starforged character keeps whether it has the initiative (Ironsworn) or
 * is in control (Starforged; not in control is "in a bad spot") as `system.inControl` (IS-16 / SF-27).
 * A character stored without it needs nothing: the model's `false` applies on read, and an unlinked
 * token's delta is given nothing it does not hold (the runner migrates deltas too: see runner.ts). A
 * value stored by hand or by a module that is not a boolean becomes false, and is kept under
 * `flags.vowforge.retired.inControl`.
 */
import { isPlainObject } from "../paths";
import { type FlatUpdate, type Migration } from "./types";

export const characterInControl: Migration = {
  version: 13,
  description: "Characters: initiative (Ironsworn) or in control (Starforged)",
  documentName: "Actor",
  types: ["character"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system) || !("inControl" in system) || typeof system.inControl === "boolean") return {};
    const update: FlatUpdate = { "system.inControl": false };
    if (system.inControl !== null && system.inControl !== undefined) update["flags.vowforge.retired.inControl"] = system.inControl;
    return update;
  },
};
