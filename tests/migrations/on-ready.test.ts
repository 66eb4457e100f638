/**
 * The ready hook's part of the migrations (src/migrations/on-ready.ts): only the active GM of a world
 * stored at an older schema version loads the runner; a runner that cannot be loaded is reported and
 * changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type UiFakes } from "../fakes/foundry-ui";
import { installMigrationUserFakes } from "../fakes/migration-user";
import { SCHEMA_VERSION } from "../../src/migrations/schema-version";
import { langLookup } from "../helpers/handlebars";

let settings: Map<string, unknown>;
let setActiveGM: (active: boolean) => void;
let ui: UiFakes;

beforeEach(() => {
  vi.resetModules();
  ({ ui, settings, setActiveGM } = installMigrationUserFakes());
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.doUnmock("../../src/migrations/runner");
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** on-ready.ts with the runner replaced by `runner` (a factory that throws stands for a chunk that fails to load). */
async function withRunner(runner: () => Record<string, unknown>) {
  vi.doMock("../../src/migrations/runner", runner);
  return import("../../src/migrations/on-ready");
}

describe("migrateOnReady", () => {
  it("runs the runner for the active GM of a world behind the schema", async () => {
    const migrateWorld = vi.fn(async () => null);
    const { migrateOnReady, migrationsDue } = await withRunner(() => ({ migrateWorld }));
    settings.set("vowforge.schemaVersion", SCHEMA_VERSION - 1);
    expect(migrationsDue()).toBe(true);
    await migrateOnReady();
    expect(migrateWorld).toHaveBeenCalledTimes(1);
  });

  it("never loads the runner for a player, nor for the GM of a world already up to date", async () => {
    const loaded = vi.fn(() => ({ migrateWorld: async () => null }));
    const { migrateOnReady, migrationsDue } = await withRunner(loaded);
    setActiveGM(false);
    expect(migrationsDue()).toBe(false);
    await migrateOnReady();
    setActiveGM(true);
    settings.set("vowforge.schemaVersion", SCHEMA_VERSION);
    expect(migrationsDue()).toBe(false);
    await migrateOnReady();
    expect(loaded).not.toHaveBeenCalled();
  });

  it("reports a runner that cannot be loaded, and leaves the stored version for the next load", async () => {
    const { migrateOnReady } = await withRunner(() => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    await migrateOnReady();
    expect(ui.shown.map((n) => ({ level: n.level, message: n.message, permanent: n.options.permanent }))).toEqual([
      { level: "error", message: langLookup("VOWFORGE.Migration.NotLoaded"), permanent: true },
    ]);
    expect(settings.get("vowforge.schemaVersion")).toBe(0);
  });
});
