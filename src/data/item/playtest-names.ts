/**
 * Starforged moves the published book renamed since the 2020 playtest: each published move carries its
 * playtest name (`system.formerly`), so the sheet's move search and the compendium search find it by
 * either name. The list is data (playtest-names.json), read by the pack generator as well, matched by
 * Datasworn id or, should the id's form change, by published name.
 */
import renames from "./playtest-names.json";

export interface PlaytestRename {
  /** The move's name in the 2020 playtest. */
  playtest: string;
  /** Its published name. */
  published: string;
  dataswornId: string;
}

export const PLAYTEST_RENAMES: readonly PlaytestRename[] = renames;

/** The playtest name of a published Starforged move, or "" when it was not renamed. */
export function formerNameOf(dataswornId: string, name: string): string {
  const found = PLAYTEST_RENAMES.find(
    (r) => r.dataswornId === dataswornId || dataswornId.endsWith(`:${r.dataswornId}`) || r.published === name,
  );
  return found?.playtest ?? "";
}
