/**
 * The oracle browser: the oracle tables of the enabled rulesets as a tree, a search box that filters
 * it as you type, and per table a button that rolls it (drawOracleCard) and one that opens it. Everything
 * it shows comes from buildOracleBrowserContext; this class connects it to Foundry's ApplicationV2.
 */
import { currentRollMode } from "../../foundry-compat";
import { isOracleTable } from "../../oracles/draw";
import { drawOracleCard } from "../../cards/oracle-card";
import { ORACLE_BROWSER_TEMPLATES } from "../../oracles/templates";
import { enabledExpansions, enabledRulesets, importedPacks } from "../../settings";
import { buildOracleBrowserContext, type OracleBrowserContext } from "./browser-context";
import { collectOracleSources, type OraclePackLike, type OracleSource, withImportedRulesets } from "./oracle-index";
import { pinClassName } from "../../class-names";
import { localize } from "../../locale";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = OracleBrowserContext & foundry.applications.api.ApplicationV2.RenderContext;

/** The document a button's data-uuid names, when it is a RollTable. */
async function tableAt(target: HTMLElement): Promise<unknown> {
  const uuid = target.dataset.uuid;
  if (!uuid) return null;
  const doc: unknown = await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
  return (doc as { documentName?: unknown } | null)?.documentName === "RollTable" ? doc : null;
}

function notFound(): void {
  ui.notifications?.error(localize("VOWFORGE.Oracle.Error.NotATable"));
}

export class OracleBrowser extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    id: "vowforge-oracle-browser",
    classes: ["vowforge", "vf-oracle-browser-app"],
    tag: "section",
    window: { title: "VOWFORGE.Oracle.Browser.Title", icon: "fa-solid fa-dice-d10", resizable: true },
    position: { width: 380, height: 640 },
    actions: { rollOracle: OracleBrowser.#onRoll, openOracle: OracleBrowser.#onOpen },
  };

  static override PARTS = {
    search: { template: ORACLE_BROWSER_TEMPLATES.search },
    list: { template: ORACLE_BROWSER_TEMPLATES.list, scrollable: [""] },
  };

  #query = "";
  #open = new Set<string>();
  #sources: OracleSource[] | null = null;
  /** A folder the user just opened whose rows were not drawn: its summary keeps the focus after the redraw. */
  #focusFolder: string | null = null;

  /** The current search text. */
  get query(): string {
    return this.#query;
  }

  async #loadSources(): Promise<OracleSource[]> {
    if (!this.#sources) {
      // Ours, and the world packs of oracles a Datasworn import made (under the ruleset it recorded).
      const packs = withImportedRulesets((game.packs ?? []) as Iterable<OraclePackLike>, importedPacks());
      this.#sources = await collectOracleSources(packs, enabledRulesets(), enabledExpansions());
      for (const source of this.#sources) this.#open.add(source.id);
    }
    return this.#sources;
  }

  protected override async _prepareContext(): Promise<RenderContext> {
    const sources = await this.#loadSources();
    return buildOracleBrowserContext({
      sources,
      query: this.#query,
      open: this.#open,
      idPrefix: this.id,
      localize,
    });
  }

  /** Sets the search text and shows the matching tables (the search box keeps its focus). */
  async search(query: string): Promise<void> {
    this.#query = query;
    await this.render({ parts: ["list"] });
  }

  protected override async _onRender(
    context: RenderContext,
    options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions,
  ): Promise<void> {
    await super._onRender(context, options);
    this.#restoreFolderFocus();
    if (this.element.dataset.vfListening) return;
    this.element.dataset.vfListening = "1";
    this.element.addEventListener("input", (event) => {
      const target = event.target as Partial<HTMLInputElement> | null;
      if (target?.name === "query") void this.search(target.value ?? "");
    });
    this.element.addEventListener("keydown", (event) => {
      const target = event.target as Partial<HTMLInputElement> | null;
      if (event.key !== "Escape" || target?.name !== "query" || !target.value) return;
      // Escape in a search box with text clears it (a second Escape closes the window as usual).
      event.preventDefault();
      event.stopPropagation();
      target.value = "";
      void this.search("");
    });
    // `toggle` does not bubble: listen while it travels down. Only the user's own opening and
    // closing is remembered, not the folders a search opens. A folder drawn closed holds no rows
    // (data-drawn="false"): opening it draws the list again with its rows.
    this.element.addEventListener(
      "toggle",
      (event) => {
        const details = event.target as Partial<HTMLDetailsElement> | null;
        const key = details?.dataset?.folderKey;
        if (!key || this.#query.trim() !== "") return;
        if (!details.open) {
          this.#open.delete(key);
          return;
        }
        this.#open.add(key);
        if (details.dataset?.drawn !== "false") return;
        this.#focusFolder = key;
        void this.render({ parts: ["list"] });
      },
      true,
    );
  }

  /** Gives the focus back to the summary of the folder whose opening redrew the list. */
  #restoreFolderFocus(): void {
    const key = this.#focusFolder;
    if (key === null) return;
    this.#focusFolder = null;
    const quoted = key.replace(/["\\]/g, "\\$&");
    this.element.querySelector<HTMLElement>(`details[data-folder-key="${quoted}"] > summary`)?.focus();
  }

  static async #onRoll(this: OracleBrowser, _event: Event, target: HTMLElement): Promise<void> {
    const table = await tableAt(target);
    if (!isOracleTable(table)) return notFound();
    await drawOracleCard(table, { rollMode: currentRollMode() });
  }

  static async #onOpen(this: OracleBrowser, _event: Event, target: HTMLElement): Promise<void> {
    const table = (await tableAt(target)) as {
      sheet?: { render(options: { force: boolean }): unknown } | null;
    } | null;
    if (!table?.sheet) return notFound();
    await table.sheet.render({ force: true });
  }
}
pinClassName(OracleBrowser, "OracleBrowser");
