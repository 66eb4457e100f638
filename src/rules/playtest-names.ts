/**
 * Starforged moves the published book renamed since the 2020 playtest: each published move carries its
 * playtest name (`system.formerly`), so the sheet's move search and the compendium search find it by
 * either name. The list is data (playtest-names.json), read by the pack generator as well, matched by
 * Datasworn id (0.1.0's typed form, which migration 5 gives stored moves) or by published name.
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
    (r) => r.dataswornId === dataswornId || r.published === name,
  );
  return found?.playtest ?? "";
}
