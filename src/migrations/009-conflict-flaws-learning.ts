/**
 * Migration 9: a team conflict keeps, per player, how many of their flaws the GM rules relevant
 * (`system.players[].flaws`, 0 before anyone said otherwise), and the players' learning after the
 * conflict (`system.learning`, empty until someone rolls for it).
 */
import { isPlainObject } from "../paths";
import { type FlatUpdate, type Migration } from "./types";

export const conflictFlawsLearning: Migration = {
  version: 9,
  description: "Team conflicts: relevant flaws per player and learning after the conflict are stored",
  documentName: "Actor",
  types: ["conflict"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system)) return {};
    const update: FlatUpdate = {};
    const players = system.players;
    if (Array.isArray(players) && players.some((p) => isPlainObject(p) && typeof p.flaws !== "number")) {
      update["system.players"] = players.map((p) => (isPlainObject(p) && typeof p.flaws !== "number" ? { ...p, flaws: 0 } : p));
    }
    if (!Array.isArray(system.learning)) update["system.learning"] = [];
    return update;
  },
};
