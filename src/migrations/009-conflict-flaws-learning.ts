/**
 * Migration 9: a team conflict keeps, per player, how many of their flaws the GM rules relevant
 * (`system.players[].flaws`) and the players' learning after the conflict (`system.learning`).
 * Absent values need nothing: the model's initial values (0 flaws, an empty list) apply on read, and an
 * unlinked token's delta (which the runner also migrates) must not be given values of its own, which
 * would hide its actor's for good. Only values present but unreadable are repaired: a flaw count that is
 * not a whole number from 0 to the maximum becomes the nearest one it means (or 0; 99 becomes the maximum),
 * a learning list that is not a list becomes empty, and a learning entry the sheet cannot read is dropped
 * from the list. Every replaced value (a clamped count included) is kept under `flags.vowforge.retired`,
 * so nothing a user stored is lost.
 */
import { isPlainObject } from "../paths";
import { MAX_RELEVANT_FLAWS } from "../rules/team-conflict-conditions";
import { type FlatUpdate, type Migration } from "./types";

/** A stored flaw count read as a whole number within range, or null when it means none. */
function flawCount(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n)) return null;
  return Math.min(MAX_RELEVANT_FLAWS, Math.max(0, Math.round(n)));
}

function validFlaws(value: unknown): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_RELEVANT_FLAWS;
}

/** Every stored flaw count the player list cannot keep as it is: repaired, the old value retired. */
function repairPlayers(players: unknown): FlatUpdate {
  if (!Array.isArray(players)) return {};
  const retired: Array<{ id: unknown; flaws: unknown }> = [];
  let changed = false;
  const repaired = players.map((p) => {
    if (!isPlainObject(p) || !("flaws" in p) || validFlaws(p.flaws)) {
      return p;
    }
    changed = true;
    const count = flawCount(p.flaws);
    // Clamped (99 to the maximum), rounded or unreadable (to 0): the stored value is kept. Text read as
    // the same number ("2" to 2) loses nothing.
    if (count === null || count !== Number(p.flaws)) retired.push({ id: p.id, flaws: p.flaws });
    return { ...p, flaws: count ?? 0 };
  });
  if (!changed) return {};
  return retired.length > 0 ? { "system.players": repaired, "flags.vowforge.retired.flaws": retired } : { "system.players": repaired };
}

const isText = (v: unknown) => typeof v === "string";

function validEntry(entry: unknown): boolean {
  if (!isPlainObject(entry) || typeof entry.playerId !== "string") return false;
  const { skills, dice, learnt } = entry;
  return (
    Array.isArray(skills) && skills.every(isText) &&
    Array.isArray(dice) && dice.every((d) => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= 6) &&
    Array.isArray(learnt) && learnt.every(isText)
  );
}

function repairLearning(learning: unknown): FlatUpdate {
  if (learning === undefined) return {};
  if (learning === null) return { "system.learning": [] };
  if (!Array.isArray(learning)) return { "system.learning": [], "flags.vowforge.retired.learning": learning };
  const bad = learning.filter((e) => !validEntry(e));
  if (bad.length === 0) return {};
  return { "system.learning": learning.filter(validEntry), "flags.vowforge.retired.learning": bad };
}

export const conflictFlawsLearning: Migration = {
  version: 9,
  description: "Team conflicts: relevant flaws per player and learning after the conflict are stored",
  documentName: "Actor",
  types: ["conflict"],
  migrate(source) {
    const system = source.system;
    if (!isPlainObject(system)) return {};
    return { ...repairPlayers(system.players), ...repairLearning(system.learning) };
  },
};
