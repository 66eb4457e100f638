/**
 * The world setting "current region of the Forge" (Starforged): when a drawn row offers a table per
 * region, the draw takes the one of this region without asking. "none" asks every time.
 */
import { SYSTEM_ID } from "../constants";
import { REGION_SETTING_VALUES, regionOf, type Region, type RegionSetting } from "./alternatives";

export const CURRENT_REGION_SETTING = "starforged.currentRegion";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "vowforge.starforged.currentRegion": RegionSetting;
  }
}

/** The localisation key of a setting value's label ("none", "terminus", ...). */
export function regionLabelKey(value: RegionSetting): string {
  return `VOWFORGE.Setting.CurrentRegion.Choices.${value}`;
}

/** Registers the setting; called once on `init`. */
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
}

/** The region the world is set to, or null. */
export function currentRegion(): Region | null {
  return regionOf(game.settings.get(SYSTEM_ID, CURRENT_REGION_SETTING));
}
