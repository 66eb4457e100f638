/**
 * Migration 5: Datasworn 0.1.0 typed its ids ("classic/moves/adventure/face_danger" became
 * "move:classic/adventure/face_danger"). Moves, assets and foes from the packs store the id of the
 * entry they came from; an older copy in a world gets the new id, from the id maps the Datasworn
 * packages ship: by rule, save the few entries an earlier release filed elsewhere
 * (DATASWORN_ID_EXCEPTIONS). An id of no other form (own content, a typed id already, another ruleset's)
 * stays as it is. The old id is kept under `flags.vowforge.retired.dataswornId`.
 */
import { isPlainObject } from "../paths";
import { DATASWORN_ID_EXCEPTIONS } from "./datasworn-id-map";
import { type Migration } from "./types";

/**
 * A 0.0.10 id of a move, asset or NPC: `<ruleset>/<moves|assets|npcs>/<collection>/<entry>`, for the
 * rulesets 0.0.10 had. Every such id in the Datasworn id maps is one of the stored kinds
 * (tests/migrations/datasworn-typed-ids.test.ts checks the rule against every entry of the maps).
 */
const OLD_STORED_ID = /^(classic|delve|starforged)\/(moves|assets|npcs)\/([^/]+\/[^/]+)$/;

const TYPE_OF_PATH: Readonly<Record<string, string>> = { moves: "move", assets: "asset", npcs: "npc" };

/** The 0.1.0 id of a stored Datasworn id, or the id itself when it needs no change. */
export function currentDataswornId(id: string): string {
  if (Object.hasOwn(DATASWORN_ID_EXCEPTIONS, id)) return DATASWORN_ID_EXCEPTIONS[id];
  const old = OLD_STORED_ID.exec(id);
  return old ? `${TYPE_OF_PATH[old[2]]}:${old[1]}/${old[3]}` : id;
}

/**
 * The current (0.1.0) Datasworn id a stored document's `system.dataswornId` names, or null for none.
 * `system` stays unknown: a migration reads the raw stored data of any past schema, not today's model.
 */
export function storedDataswornId(system: unknown): string | null {
  return isPlainObject(system) && typeof system.dataswornId === "string" ? currentDataswornId(system.dataswornId) : null;
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
