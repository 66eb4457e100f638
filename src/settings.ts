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
  importMenu: "import.menu",
  importedPacks: "import.packs",
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
    "vowforge.import.packs": ImportedPacks;
  }
}

/**
 * The settings window's button that opens the welcome window (and from it the guide), for every user.
 * Its class lives with the applications, above this file, so the entry hands it in.
 */
export interface SettingsMenus {
  // A menu's `type` is an application class Foundry constructs with no arguments and renders.
  guide: new () => { render(options?: unknown): unknown };
  /** The GM's Datasworn import window (src/applications/import). */
  importer?: new () => { render(options?: unknown): unknown };
}

/**
 * The world compendium packs a GM's Datasworn import made, by collection ("world.emberwake-moves"):
 * the ruleset their documents are played with, the kind of pack and the file they came from. Kept as a
 * world setting of our own rather than in the packs' metadata, which a world pack's creation may not
 * keep (an item for the first licensed run, docs/architecture.md); the move list and the oracle browser read it.
 */
export type ImportedPacks = Record<string, { ruleset: string; kind: string; source: string; title: string }>;

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
  // The packs a Datasworn import made (see ImportedPacks); written by the GM who imports.
  game.settings.register(SYSTEM_ID, SETTINGS.importedPacks, {
    name: "VOWFORGE.Import.Setting.Packs",
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  // A button in the settings window that opens the welcome window for anyone, as dnd5e registers its
  // configuration windows (module/settings.mjs "bastionConfiguration": game.settings.registerMenu with
  // an ApplicationV2 class as `type`, module/applications/settings/bastion-settings.mjs).
  if (menus) registerMenu(SETTINGS.guideMenu, "VOWFORGE.Setting.GuideMenu", "fa-solid fa-book-open", menus.guide, false);
  // The GM's Datasworn import window, from the settings window (the compendium sidebar has a button too).
  if (menus?.importer) registerMenu(SETTINGS.importMenu, "VOWFORGE.Import.Menu", "fa-solid fa-file-import", menus.importer, true);
}

/** A settings-window button opening `type`; its name, label and hint are `<keys>.Name`, `.Label`, `.Hint`. */
function registerMenu(key: string, keys: string, icon: string, type: SettingsMenus["guide"], restricted: boolean): void {
  game.settings.registerMenu(SYSTEM_ID, key, {
    name: `${keys}.Name`,
    label: `${keys}.Label`,
    hint: `${keys}.Hint`,
    icon,
    // The v13 types want a FormApplication class here; dnd5e gives an ApplicationV2 one, as we do.
    type: type as unknown as Parameters<typeof game.settings.registerMenu>[2]["type"],
    restricted,
  });
}

/** The packs Datasworn imports made in this world (an empty table before the first import). */
export function importedPacks(): ImportedPacks {
  const value = game.settings.get(SYSTEM_ID, SETTINGS.importedPacks) as unknown;
  return value && typeof value === "object" ? (value as ImportedPacks) : {};
}

/** Records the packs an import made; a GM's write. */
export async function setImportedPacks(packs: ImportedPacks): Promise<void> {
  await game.settings.set(SYSTEM_ID, SETTINGS.importedPacks, packs);
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
