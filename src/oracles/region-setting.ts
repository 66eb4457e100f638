/**
 * The world settings "current region": of the Forge (Starforged) and of the Sundered Isles. When a
 * drawn row offers a table per region, the draw takes the one of the world's region without asking;
 * a region's own table drawn while the world is in another region of its set draws that region's.
 * "none" asks every time (and draws region tables as asked).
 */
import { SYSTEM_ID } from "../constants";
import {
  REGION_SETTING_VALUES,
  SUNDERED_ISLES_REGION_SETTING_VALUES,
  regionOf,
  type Region,
  type RegionSetting,
  type SunderedIslesRegionSetting,
} from "./alternatives";

export const CURRENT_REGION_SETTING = "starforged.currentRegion";
export const SUNDERED_ISLES_REGION_SETTING = "sunderedIsles.currentRegion";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "vowforge.starforged.currentRegion": RegionSetting;
    "vowforge.sunderedIsles.currentRegion": SunderedIslesRegionSetting;
  }
}

/** The localisation key of a setting value's label ("none", "terminus", "myriads"...). */
export function regionLabelKey(value: RegionSetting | SunderedIslesRegionSetting): string {
  return `VOWFORGE.Setting.CurrentRegion.Choices.${value}`;
}

/** Registers the settings; called once on `init`. */
export function registerRegionSetting(): void {
  const choices = Object.fromEntries(REGION_SETTING_VALUES.map((value) => [value, regionLabelKey(value)]));
  game.settings.register(SYSTEM_ID, CURRENT_REGION_SETTING, {
    name: "VOWFORGE.Setting.CurrentRegion.Name",
    hint: "VOWFORGE.Setting.CurrentRegion.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: choices as Record<RegionSetting, string>,
    default: "none",
  });
  const islands = Object.fromEntries(
    SUNDERED_ISLES_REGION_SETTING_VALUES.map((value) => [value, regionLabelKey(value)]),
  );
  game.settings.register(SYSTEM_ID, SUNDERED_ISLES_REGION_SETTING, {
    name: "VOWFORGE.Setting.CurrentRegion.SunderedIslesName",
    hint: "VOWFORGE.Setting.CurrentRegion.SunderedIslesHint",
    scope: "world",
    config: true,
    type: String,
    choices: islands as Record<SunderedIslesRegionSetting, string>,
    default: "none",
  });
}

/** The region the world is set to in the Forge, or null. */
export function currentRegion(): Region | null {
  return regionOf(game.settings.get(SYSTEM_ID, CURRENT_REGION_SETTING));
}

/** Every region the world is set to: the Forge's and the Sundered Isles', those set. */
export function currentRegions(): Region[] {
  const islands = regionOf(game.settings.get(SYSTEM_ID, SUNDERED_ISLES_REGION_SETTING));
  return [currentRegion(), islands].filter((region): region is Region => region !== null);
}
