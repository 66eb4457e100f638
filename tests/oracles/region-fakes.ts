/**
 * On top of the oracle fakes (tests/fakes/oracle-foundry.ts): the current-region setting, the
 * setting registry, and DialogV2.wait answering with a button's action (or closing, as null).
 */
import { vi } from "vitest";
import { installOracleFakes, type OracleFakeOptions } from "../fakes/oracle-foundry";

interface DialogButton {
  action: string;
  label: string;
  default?: boolean;
}

export interface DialogCall {
  window: { title: string };
  content: string;
  buttons: DialogButton[];
  rejectClose: boolean;
}

interface FakeGlobals {
  game: {
    settings: {
      get: (scope: string, key: string) => unknown;
      register?: (scope: string, key: string, config: Record<string, unknown>) => void;
    };
  };
  foundry: { applications: { api: Record<string, unknown> } };
}

export interface RegionFakeOptions extends OracleFakeOptions {
  /** The current-region setting ("none" when not given). */
  region?: string;
  /** The Sundered Isles current-region setting ("none" when not given). */
  islandsRegion?: string;
  /** The label of the button the user presses, or null to close the dialog. */
  answer?: string | null;
}

export function installRegionFakes(options: RegionFakeOptions = {}) {
  const fakes = installOracleFakes(options);
  const globals = globalThis as unknown as FakeGlobals;
  const settings = globals.game.settings;
  const values = new Map<string, unknown>([
    ["vowforge.starforged.currentRegion", options.region ?? "none"],
    ["vowforge.sunderedIsles.currentRegion", options.islandsRegion ?? "none"],
  ]);
  const registered = new Map<string, Record<string, unknown>>();
  const get = settings.get;
  settings.get = (scope, key) =>
    values.has(`${scope}.${key}`) ? values.get(`${scope}.${key}`) : get(scope, key);
  settings.register = (scope, key, config) => {
    registered.set(`${scope}.${key}`, config);
  };
  const dialogs: DialogCall[] = [];
  const wait = vi.fn(async (config: DialogCall) => {
    dialogs.push(config);
    if (options.answer === null || options.answer === undefined) return null;
    return config.buttons.find((b) => b.label === options.answer)?.action ?? null;
  });
  globals.foundry.applications.api.DialogV2 = { wait };
  return {
    ...fakes,
    dialogs,
    registered,
    setRegion: (region: string) => values.set("vowforge.starforged.currentRegion", region),
    setIslandsRegion: (region: string) => values.set("vowforge.sunderedIsles.currentRegion", region),
  };
}
