/**
 * Registers the system's sheets as the default sheets of their document types, and preloads their
 * templates. Called from the `init` hook.
 */
import { SYSTEM_ID } from "../../constants";
import { AugurSheet } from "./augur-sheet";
import { CharacterSheet } from "./character-sheet";
import { ConflictSheet } from "./conflict-sheet";
import { ForgedTiesSheet } from "./forged-ties-sheet";
import { DelveSiteSheet, SiteAspectSheet } from "./delve-site-sheet";
import { AssetSheet, MoveSheet, ProgressSheet } from "./item-sheets";
import { FoeSheet, SharedSheet, StarshipSheet } from "./other-actor-sheets";
import { SHEET_TEMPLATE_PATHS } from "./sheet-templates";
import { StrikeSheet } from "./strike-sheet";

export function registerSheets(): void {
  const { Actors, Items } = foundry.documents.collections;
  const label = (type: string) => `VOWFORGE.Sheet.Label.${type}`;
  Actors.registerSheet(SYSTEM_ID, CharacterSheet, { types: ["character"], makeDefault: true, label: label("character") });
  Actors.registerSheet(SYSTEM_ID, FoeSheet, { types: ["foe"], makeDefault: true, label: label("foe") });
  Actors.registerSheet(SYSTEM_ID, StarshipSheet, { types: ["starship"], makeDefault: true, label: label("starship") });
  Actors.registerSheet(SYSTEM_ID, SharedSheet, { types: ["shared"], makeDefault: true, label: label("shared") });
  Actors.registerSheet(SYSTEM_ID, ForgedTiesSheet, { types: ["forgedTiesCharacter"], makeDefault: true, label: label("forgedTiesCharacter") });
  Actors.registerSheet(SYSTEM_ID, AugurSheet, { types: ["augurCharacter"], makeDefault: true, label: label("augurCharacter") });
  Actors.registerSheet(SYSTEM_ID, StrikeSheet, { types: ["strikeCharacter"], makeDefault: true, label: label("strikeCharacter") });
  Actors.registerSheet(SYSTEM_ID, ConflictSheet, { types: ["conflict"], makeDefault: true, label: label("conflict") });
  Items.registerSheet(SYSTEM_ID, AssetSheet, { types: ["asset"], makeDefault: true, label: label("asset") });
  Items.registerSheet(SYSTEM_ID, ProgressSheet, { types: ["progress"], makeDefault: true, label: label("progress") });
  Items.registerSheet(SYSTEM_ID, MoveSheet, { types: ["move"], makeDefault: true, label: label("move") });
  Items.registerSheet(SYSTEM_ID, DelveSiteSheet, { types: ["delveSite"], makeDefault: true, label: label("delveSite") });
  Items.registerSheet(SYSTEM_ID, SiteAspectSheet, { types: ["siteAspect"], makeDefault: true, label: label("siteAspect") });
}

/** Fetches and compiles every sheet template (partials registered by path). */
export async function preloadSheetTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...SHEET_TEMPLATE_PATHS]);
}
