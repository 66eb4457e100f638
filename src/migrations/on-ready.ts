/**
 * The `ready` hook's part of the migrations. The runner, the migrations and their data are a chunk of
 * their own (vowforge-migrations.mjs beside vowforge.mjs), loaded only on the active GM's client and only
 * when the world's stored schema version is behind this code's: every other client, and the GM of a
 * world already up to date, never fetches it.
 */
import { SYSTEM_ID } from "../constants";
import { SETTINGS } from "../settings";
import { SCHEMA_VERSION } from "./schema-version";
import type * as Runner from "./runner";
import { localize } from "../locale";

/** Whether this client should run the migrations now: the active GM of a world stored at an older version. */
export function migrationsDue(): boolean {
  if (!game.user.isActiveGM) return false;
  return (game.settings.get(SYSTEM_ID, SETTINGS.schemaVersion) ?? 0) < SCHEMA_VERSION;
}

/**
 * Runs the pending migrations when they are due, loading the runner first. A runner that cannot be
 * loaded (the chunk missing from an incomplete install) is reported to the GM; the world's data and
 * its stored version stay as they were, so the next load tries again.
 */
export async function migrateOnReady(): Promise<void> {
  if (!migrationsDue()) return;
  let runner: typeof Runner;
  try {
    runner = await import("./runner");
  } catch (error) {
    console.error(`${SYSTEM_ID} | the migration runner could not be loaded`, error);
    ui.notifications.error(localize("VOWFORGE.Migration.NotLoaded"), { permanent: true });
    return;
  }
  await runner.migrateWorld();
}
