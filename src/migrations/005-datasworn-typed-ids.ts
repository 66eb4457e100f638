/**
 * Migration 5: Datasworn 0.1.0 typed its ids ("classic/moves/adventure/face_danger" became
 * "move:classic/adventure/face_danger"). Moves, assets and foes from the packs store the id of the
 * entry they came from; an older copy in a world gets the new id, from the id maps the Datasworn
 * packages ship (DATASWORN_ID_MAP). An id the map does not list (own content, a typed id already)
 * stays as it is. The old id is kept under `flags.vowforge.retired.dataswornId`.
 */
import { isPlainObject } from "../paths";
import { DATASWORN_ID_MAP } from "./datasworn-id-map";
import { type Migration } from "./types";

/** The 0.1.0 id of a stored Datasworn id, or the id itself when it needs no change. */
export function currentDataswornId(id: string): string {
  return Object.hasOwn(DATASWORN_ID_MAP, id) ? DATASWORN_ID_MAP[id] : id;
}

function migrateIds(source: Record<string, unknown>): Record<string, unknown> {
  const system = source.system;
  if (!isPlainObject(system) || typeof system.dataswornId !== "string") return {};
  const next = currentDataswornId(system.dataswornId);
  if (next === system.dataswornId) return {};
  return { "system.dataswornId": next, "flags.vowforge.retired.dataswornId": system.dataswornId };
}

export const dataswornTypedIds: Migration = {
  version: 5,
  description: "Moves, assets and foes: Datasworn 0.1.0 ids",
  documentName: ["Item", "Actor"],
  types: ["move", "asset", "foe"],
  migrate: migrateIds,
};
