/**
 * The import's part of the runtime script. The import window, the checks (Ajv and @datasworn/core's
 * schema) and the writer are a chunk of their own (vowforge-import.mjs beside vowforge.mjs,
 * rollup.config.mjs), loaded when a GM opens the window (the compendium sidebar's button, the settings
 * window's button) or when code calls `importDatasworn` (the module API). A chunk that cannot be
 * loaded ends in a localised message.
 */
import { pinClassName } from "../../class-names";
import { localize } from "../../locale";
import { loadOnDemand, loadRequired } from "../../on-demand";
import { addSidebarButton, type DirectoryElementLike } from "../oracle-browser/sidebar-button";
import type * as Chunk from "./import-dialog";
import type { ImportOptions, ImportReport } from "./import-datasworn";

export type { ImportOptions, ImportReport } from "./import-datasworn";

const IMPORT_CHUNK = { what: "import window", messageKey: "VOWFORGE.Import.Error.NotLoaded" };

/** The import's chunk; null, the user told, when it cannot be loaded. */
const importChunk = (): Promise<typeof Chunk | null> => loadOnDemand(() => import("./import-dialog"), IMPORT_CHUNK);

/** Opens the import window, for a GM; anyone else is told only a GM can import. */
export async function openImport(): Promise<void> {
  if (!game.user?.isGM) {
    ui.notifications?.warn(localize("VOWFORGE.Import.Error.GmOnly"));
    return;
  }
  await (await importChunk())?.openImportWindow();
}

/**
 * Imports a Datasworn file (a File or Blob, its text, or the parsed JSON) into world compendium packs
 * and resolves to the report (src/applications/import/import-datasworn.ts): the one function the
 * module API hands out. Only a GM may create world packs; anyone else is refused before the chunk loads.
 */
export async function importDatasworn(input: Blob | string | object, options: ImportOptions = {}): Promise<ImportReport> {
  if (!game.user?.isGM) throw new Error(localize("VOWFORGE.Import.Error.GmOnly"));
  const chunk = await loadRequired(() => import("./import-dialog"), IMPORT_CHUNK);
  return chunk.importDatasworn(input, options);
}

/** The compendium sidebar's import button (a GM's only). */
export function onRenderCompendiumDirectory(_app: unknown, html: HTMLElement): void {
  if (!game.user?.isGM) return;
  addSidebarButton(html as unknown as DirectoryElementLike, openImport, localize, {
    className: "vf-open-import",
    action: "vowforgeOpenImport",
    icon: "fa-solid fa-file-import",
    label: "VOWFORGE.Import.Open",
    tooltip: "VOWFORGE.Import.OpenHint",
  });
}

export function registerImportHooks(): void {
  // The hook hands the directory's HTMLElement (dnd5e dnd5e.mjs:644 passes it straight to a DOM helper).
  Hooks.on("renderCompendiumDirectory", onRenderCompendiumDirectory);
}

const { ApplicationV2 } = foundry.applications.api;

/**
 * The settings window's import button: Foundry constructs a menu's `type` with no arguments and
 * renders it (as GuideMenu in src/applications/guide/on-demand.ts); this one opens the window from the
 * chunk, so the button costs the runtime script this small class.
 */
export class ImportMenu extends ApplicationV2 {
  override async render(): Promise<this> {
    await openImport();
    return this;
  }
}

pinClassName(ImportMenu, "ImportMenu");
