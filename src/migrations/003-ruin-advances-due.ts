/**
 * Migration 3: Forged Ties characters keep how many ruin advances they owe (`system.ruinAdvancesDue`).
 * Before, the count was read from the track: ruin spaces marked now, less the advances recorded. That
 * reading becomes the stored count, so nothing owed today is lost; from here a marked ruin space adds
 * one and a recorded advance settles one, also after the track is recovered.
 */
import { isPlainObject } from "../paths";
import { isDelta, readableSystem } from "./token-delta";
import { type Migration } from "./types";

function whole(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The advances owed that older data shows: ruin spaces marked less the advances recorded, never below 0. */
export function owedRuinAdvances(system: Record<string, unknown>): number {
  const breaking = isPlainObject(system.breaking) ? system.breaking : {};
  const marked = whole(breaking.marked);
  const spaces = Array.isArray(breaking.ruinSpaces) ? breaking.ruinSpaces : [];
  const markedSpaces = spaces.filter((space) => whole(space) > 0 && whole(space) <= marked).length;
  const recorded = Array.isArray(system.ruinAdvances) ? system.ruinAdvances.length : 0;
  return Math.max(0, markedSpaces - recorded);
}

/**
 * Whether `system` holds all the count is read from: the breaking track's marks and ruin spaces and the
 * advances recorded (a whole character, not the partial data of an update).
 */
export function isWholeRuinRecord(system: Record<string, unknown>): boolean {
  const breaking = system.breaking;
  return (
    isPlainObject(breaking) &&
    typeof breaking.marked === "number" &&
    Array.isArray(breaking.ruinSpaces) &&
    Array.isArray(system.ruinAdvances)
  );
}

/** Whether `system` holds any of what the owed count is read from (a token's delta may hold some). */
function holdsRuinRecord(system: Record<string, unknown>): boolean {
  const breaking = system.breaking;
  const holdsTrack = isPlainObject(breaking) && ("marked" in breaking || "ruinSpaces" in breaking);
  return holdsTrack || "ruinAdvances" in system;
}

export const ruinAdvancesDue: Migration = {
  version: 3,
  description: "Forged Ties characters: the ruin advances they owe are stored",
  documentName: "Actor",
  types: ["forgedTiesCharacter"],
  /**
   * A whole character gets the count its track shows. An unlinked token's delta gets it only when it
   * holds part of the record the count is read from, and then the count is read from what the token
   * shows (its actor's track with the delta's over it); a delta holding none of it shows its actor's
   * count, which the actor's own migration stores (before, such a delta was given a count of its own,
   * read from the nothing it held: 0, hiding what the actor owed).
   */
  migrate(source, context) {
    const system = source.system;
    if (!isPlainObject(system) || system.ruinAdvancesDue !== undefined) return {};
    if (isDelta(context) && !holdsRuinRecord(system)) return {};
    const shown = readableSystem(source, context);
    if (shown.ruinAdvancesDue !== undefined) return {};
    return { "system.ruinAdvancesDue": owedRuinAdvances(shown) };
  },
};
