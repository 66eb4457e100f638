/**
 * The GM's Datasworn import window: choose a file, see it checked (every problem with its JSON path
 * and sentence, or what the import would add, change and remove), import it with a progress bar and a
 * cancel button. Everything it shows comes from importContext; this class connects it to Foundry's
 * ApplicationV2 with the Handlebars mixin, as the welcome window does. This module starts the chunk
 * vowforge-import.mjs (rollup.config.mjs), which on-demand.ts loads when the window opens or the
 * module API imports.
 */
import { pinClassName } from "../../class-names";
import { localize } from "../../locale";
import { emptyImportState, importContext, type ImportContext, type ImportState } from "./import-context";
import { importDatasworn } from "./import-datasworn";
import { IMPORT_TEMPLATE } from "./import-template";

export { importDatasworn } from "./import-datasworn";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = ImportContext & foundry.applications.api.ApplicationV2.RenderContext;

export class ImportDialog extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    id: "vowforge-import",
    classes: ["vowforge", "vf-import-app"],
    tag: "section",
    window: { title: "VOWFORGE.Import.Window.Title", icon: "fa-solid fa-file-import", resizable: true },
    position: { width: 560, height: "auto" as const },
    actions: { runImport: ImportDialog.#onImport, cancelImport: ImportDialog.#onCancel, closeImport: ImportDialog.#onClose },
  };

  static override PARTS = { main: { template: IMPORT_TEMPLATE, scrollable: [".vf-import__scroll"] } };

  #state: ImportState = emptyImportState();
  #file: File | null = null;
  #abort: AbortController | null = null;

  protected override async _prepareContext(): Promise<RenderContext> {
    return importContext(this.#state, localize, this.id) as RenderContext;
  }

  protected override async _onRender(context: RenderContext, options: foundry.applications.api.ApplicationV2.RenderOptions): Promise<void> {
    await super._onRender(context, options);
    const input = this.element.querySelector<HTMLInputElement>('input[name="file"]');
    input?.addEventListener("change", () => void this.#check(input.files?.[0] ?? null));
    const select = this.element.querySelector<HTMLSelectElement>('select[name="ruleset"]');
    select?.addEventListener("change", () => {
      this.#state.ruleset = select.value === "ironsworn" ? "ironsworn" : "starforged";
      void this.#check(this.#file);
    });
  }

  async #show(state: Partial<ImportState>): Promise<void> {
    this.#state = { ...this.#state, ...state };
    await this.render();
  }

  /** Checks a chosen file without writing: the problems, or the plan. */
  async #check(file: File | null): Promise<void> {
    this.#file = file;
    if (!file) return this.#show({ phase: "pick", report: null, error: undefined });
    await this.#show({ phase: "checking", report: null, error: undefined });
    try {
      const report = await importDatasworn(file, { ruleset: this.#state.ruleset, dryRun: true });
      await this.#show({ phase: report.status === "checked" ? "ready" : "invalid", report });
    } catch (error) {
      await this.#show({ phase: "invalid", report: null, error: error instanceof Error ? error.message : String(error) });
    }
  }

  static async #onImport(this: ImportDialog): Promise<void> {
    if (!this.#file || this.#state.phase !== "ready") return;
    this.#abort = new AbortController();
    await this.#show({ phase: "writing", progress: { done: 0, total: 0 } });
    const onProgress = (done: number, total: number) => {
      this.#state.progress = { done, total };
      const bar = this.element.querySelector<HTMLProgressElement>(".vf-import__progress");
      if (bar) {
        bar.max = Math.max(1, total);
        bar.value = done;
      }
    };
    const report = await importDatasworn(this.#file, { ruleset: this.#state.ruleset, onProgress, signal: this.#abort.signal });
    this.#abort = null;
    const phase = report.status === "imported" ? "imported" : report.status === "cancelled" ? "cancelled" : report.status === "invalid" ? "invalid" : "failed";
    // A window closed while writing keeps the outcome for when it opens again, and is not drawn now.
    if (this.rendered) await this.#show({ phase, report });
    else this.#state = { ...this.#state, phase, report };
  }

  static #onCancel(this: ImportDialog): void {
    this.#abort?.abort();
  }

  /**
   * Closing the window while it writes cancels the import, which rolls back what was written
   * (import-write.ts), so no half-written pack outlives the window. `_onClose(options)` runs when
   * the window has closed (dnd5e module/applications/advancement/advancement-manager.mjs and
   * draw-steel src/module/applications/apps/targeted-condition-prompt.mjs end their work there).
   */
  protected override _onClose(options: foundry.applications.api.ApplicationV2.RenderOptions): void {
    super._onClose(options);
    this.#abort?.abort();
  }

  static async #onClose(this: ImportDialog): Promise<void> {
    await this.close();
  }
}

pinClassName(ImportDialog, "ImportDialog");

let dialog: ImportDialog | null = null;

/** Opens the import window, or brings it back to the front when it is open. */
export async function openImportWindow(): Promise<void> {
  dialog ??= new ImportDialog();
  await dialog.render({ force: true });
  dialog.bringToFront();
}
