/**
 * The parts of `game` the migrations ask about, over the UI fakes (tests/fakes/foundry-ui.ts): whether
 * the user is the active GM, and the world settings (the stored schema version starts at 0).
 */
import { installUiFakes, type UiFakes } from "./foundry-ui";

export interface MigrationUserFakes {
  ui: UiFakes;
  /** The world settings by "scope.key". */
  settings: Map<string, unknown>;
  /** Makes the user the active GM, or not (they are at first). */
  setActiveGM(active: boolean): void;
}

export function installMigrationUserFakes(): MigrationUserFakes {
  const settings = new Map<string, unknown>([["vowforge.schemaVersion", 0]]);
  let isActiveGM = true;
  const ui = installUiFakes({
    user: {
      get isActiveGM() {
        return isActiveGM;
      },
    },
    settings: {
      get: (scope: string, key: string) => settings.get(`${scope}.${key}`),
      set: async (scope: string, key: string, value: unknown) => settings.set(`${scope}.${key}`, value),
    },
  });
  return { ui, settings, setActiveGM: (active) => (isActiveGM = active) };
}
