import { RULESETS, type RulesetId } from "./config";
import { SYSTEM_ID } from "./constants";
import { activeExpansions, EXPANSIONS, type ExpansionId } from "./expansions";
import { type Clock } from "./rules/clocks";

/**
 * Every setting of the system, registered in one place. Each ruleset is a world setting of its own
 * (a checkbox in the settings window); sheets, roll types and pack folders follow the enabled ones.
 */
export const SETTINGS = {
  ironsworn: "ruleset.ironsworn",
  starforged: "ruleset.starforged",
  forgedTies: "ruleset.forgedTies",
  augur: "ruleset.augur",
  strike: "ruleset.strike",
  delve: "expansion.delve",
  sunderedIsles: "expansion.sunderedIsles",
  starforgedCancel: "starforged.negativeMomentumCancels",
  cursedOracles: "sunderedIsles.cursedOracles",
  schemaVersion: "schemaVersion",
  worldClocks: "clocks.world",
  welcome: "guide.welcome",
  guideMenu: "guide.menu",
  offerCreation: "creation.offerOnCreate",
} as const;

const worldClockListeners = new Set<() => void>();

/**
 * Calls `listener` on this client whenever the world's clocks change (the setting's onChange runs on
 * each connected client when a world setting is saved), so the clock panel redraws for everyone.
 * Returns a function that stops listening.
 */
export function onWorldClocksChange(listener: () => void): () => void {
  worldClockListeners.add(listener);
  return () => worldClockListeners.delete(listener);
}

/** Tells every listener that the world's clocks changed. */
export function worldClocksChanged(): void {
  for (const listener of worldClockListeners) listener();
}

/** Rulesets a new world starts with. */
export const DEFAULT_RULESETS: readonly RulesetId[] = ["ironsworn", "starforged"];

type RulesetSettings = { [K in RulesetId as `${typeof SYSTEM_ID}.ruleset.${K}`]: boolean };
type ExpansionSettings = { [K in ExpansionId as `${typeof SYSTEM_ID}.expansion.${K}`]: boolean };

declare module "fvtt-types/configuration" {
  interface SettingConfig extends RulesetSettings, ExpansionSettings {
    "vowforge.starforged.negativeMomentumCancels": boolean;
    "vowforge.sunderedIsles.cursedOracles": boolean;
    "vowforge.schemaVersion": number;
    "vowforge.clocks.world": Clock[];
    "vowforge.guide.welcome": boolean;
    "vowforge.creation.offerOnCreate": boolean;
  }
}

/**
 * The settings window's button that opens the welcome window (and from it the guide), for every user.
 * Its class lives with the applications, above this file, so the entry hands it in.
 */
export interface SettingsMenus {
  // A menu's `type` is an application class Foundry constructs with no arguments and renders.
  guide: new () => { render(options?: unknown): unknown };
}

/** Registers every setting (and the menu of `menus`); called once on `init`. */
export function registerSettings(menus?: SettingsMenus): void {
  for (const ruleset of RULESETS) {
    game.settings.register(SYSTEM_ID, SETTINGS[ruleset], {
      name: `VOWFORGE.Setting.Ruleset.${ruleset}.Name`,
      hint: `VOWFORGE.Setting.Ruleset.${ruleset}.Hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: DEFAULT_RULESETS.includes(ruleset),
      requiresReload: true,
    });
  }
  // Each expansion sits under its base game in the settings window (registered in this order).
  for (const expansion of EXPANSIONS) {
    game.settings.register(SYSTEM_ID, SETTINGS[expansion], {
      name: `VOWFORGE.Setting.Expansion.${expansion}.Name`,
      hint: `VOWFORGE.Setting.Expansion.${expansion}.Hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: false,
      requiresReload: true,
    });
  }
  game.settings.register(SYSTEM_ID, SETTINGS.starforgedCancel, {
    name: "VOWFORGE.Setting.StarforgedCancel.Name",
    hint: "VOWFORGE.Setting.StarforgedCancel.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(SYSTEM_ID, SETTINGS.cursedOracles, {
    name: "VOWFORGE.Setting.CursedOracles.Name",
    hint: "VOWFORGE.Setting.CursedOracles.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(SYSTEM_ID, SETTINGS.schemaVersion, {
    name: "VOWFORGE.Setting.SchemaVersion.Name",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
  // The world's clocks (campaign, tension, a stance's clock): hidden from the settings window, written
  // by the GM only (a world setting), read by everyone. A world setting's change reaches every client
  // and runs its onChange there; the Global Progress Clocks module relies on the same
  // (github.com/CarlosFdez/global-progress-clocks, module/main.js registers its clocks as a world setting
  // whose onChange re-renders the clock panel).
  game.settings.register(SYSTEM_ID, SETTINGS.worldClocks, {
    name: "VOWFORGE.Setting.WorldClocks.Name",
    scope: "world",
    config: false,
    type: Array,
    default: [],
    onChange: worldClocksChanged,
  });
  // Each GM's own choice whether the welcome window opens when the world loads (src/applications/guide).
  game.settings.register(SYSTEM_ID, SETTINGS.welcome, {
    name: "VOWFORGE.Setting.Welcome.Name",
    hint: "VOWFORGE.Setting.Welcome.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: true,
  });
  // Each user decides for themselves whether a new character opens the guided creation.
  game.settings.register(SYSTEM_ID, SETTINGS.offerCreation, {
    name: "VOWFORGE.Setting.OfferCreation.Name",
    hint: "VOWFORGE.Setting.OfferCreation.Hint",
    scope: "client",
    config: true,
    type: Boolean,
    default: true,
  });
  // A button in the settings window that opens the welcome window for anyone, as dnd5e registers its
  // configuration windows (module/settings.mjs "bastionConfiguration": game.settings.registerMenu with
  // an ApplicationV2 class as `type`, module/applications/settings/bastion-settings.mjs).
  if (menus) {
    game.settings.registerMenu(SYSTEM_ID, SETTINGS.guideMenu, {
      name: "VOWFORGE.Setting.GuideMenu.Name",
      label: "VOWFORGE.Setting.GuideMenu.Label",
      hint: "VOWFORGE.Setting.GuideMenu.Hint",
      icon: "fa-solid fa-book-open",
      // The v13 types want a FormApplication class here; dnd5e gives an ApplicationV2 one, as we do.
      type: menus.guide as unknown as Parameters<typeof game.settings.registerMenu>[2]["type"],
      restricted: false,
    });
  }
}

/** Whether the welcome window opens for this user when the world loads. */
export function welcomeOn(): boolean {
  return game.settings.get(SYSTEM_ID, SETTINGS.welcome) !== false;
}

/** Sets whether the welcome window opens at the next start. */
export async function setWelcome(on: boolean): Promise<void> {
  await game.settings.set(SYSTEM_ID, SETTINGS.welcome, on);
}

/** Whether this user is offered the guided creation when they create a character (a client setting). */
export function offerCreationOn(): boolean {
  return game.settings.get(SYSTEM_ID, SETTINGS.offerCreation) !== false;
}

/** The rulesets this world has enabled, in the canonical order. */
export function enabledRulesets(): RulesetId[] {
  return RULESETS.filter((ruleset) => game.settings.get(SYSTEM_ID, SETTINGS[ruleset]));
}

/** The Starforged world setting on whether negative momentum cancels an equal action die (default on). */
export function starforgedCancelSetting(): boolean {
  return game.settings.get(SYSTEM_ID, SETTINGS.starforgedCancel) !== false;
}

/** Whether oracle draws roll Sundered Isles' cursed die: the expansion in use and the setting on. */
export function cursedOraclesOn(): boolean {
  return enabledExpansions().includes("sunderedIsles") && game.settings.get(SYSTEM_ID, SETTINGS.cursedOracles) !== false;
}

/** The expansions this world has switched on whose base game is enabled. */
export function enabledExpansions(): ExpansionId[] {
  const on = EXPANSIONS.filter((expansion) => game.settings.get(SYSTEM_ID, SETTINGS[expansion]));
  return activeExpansions(on, enabledRulesets());
}
