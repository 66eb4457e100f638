/**
 * Migration 6: moves keep the playtest name of a renamed Starforged move (`system.formerly`), so a move
 * already in the world or on a character is found by its playtest name as a fresh one from the pack
 * is. Every other move gets "" (not renamed).
 */
import { formerNameOf } from "../rules/playtest-names";
import { isPlainObject } from "../paths";
import { type Migration } from "./types";

export const playtestNames: Migration = {
  version: 6,
  description: "Moves: the playtest name of a renamed Starforged move is stored",
  documentName: "Item",
  types: ["move"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system) || typeof system.formerly === "string") return {};
    const id = typeof system.dataswornId === "string" ? system.dataswornId : "";
    const name = typeof source.name === "string" ? source.name : "";
    const ruleset = system.ruleset;
    return { "system.formerly": ruleset === "starforged" && id !== "" ? formerNameOf(id, name) : "" };
  },
};
