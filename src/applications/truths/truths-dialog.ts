/**
 * The truths dialog: an ApplicationV2 (Handlebars mixin) where the GM picks, or rolls, one truth per
 * category of a truths pack and writes them into a new world journal, one page per category, that the
 * players may read. The journal is created in one call with its pages, so nothing is written before
 * "Write the journal", and Cancel (or closing the window) writes nothing. Pure parts: truth-data.ts,
 * truth-choices.ts, truth-context.ts, truth-journal.ts.
 */
import { packInUse } from "../../expansions";
import { enabledExpansions, enabledRulesets } from "../../settings";
import { WIZARD_PARTIALS, WIZARD_TEMPLATES } from "../wizard/wizard-templates";
import { TRUTHS_TEMPLATES } from "./truth-templates";
import { type CreationProblem } from "../../rules/character-creation";
import { announce, showProblems } from "../live-region";
import { enrichSources } from "../sheets/foundry-env";
import { applyFocus } from "../wizard/wizard-dom";
import { formValues } from "../wizard/wizard-form";
import { type WizardFocus } from "../wizard/wizard-actions";
import { choiceProblems, emptyChoices, readChoices, rolledText, rollTruth, type TruthChoice } from "./truth-choices";
import { truthsContext, type TruthSet, type TruthsContext } from "./truth-context";
import { truthCategories, type TruthCategory, type TruthEntryLike } from "./truth-data";
import { truthSets, type TruthPackLike } from "./truth-sets";
import { truthJournal } from "./truth-journal";
import { pinClassName } from "../../class-names";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = TruthsContext & foundry.applications.api.ApplicationV2.RenderContext;
type RenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

function localize(key: string, data?: Record<string, unknown>): string {
  return data
    ? game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])))
    : game.i18n.localize(key);
}

function packs(): Array<TruthPackLike & { getDocuments(): Promise<unknown[]> }> {
  return [...(game.packs ?? [])] as unknown as Array<TruthPackLike & { getDocuments(): Promise<unknown[]> }>;
}

/** The categories of a truths pack (CompendiumCollection#getDocuments, as the delve site sheet loads its moves). */
async function loadCategories(id: string): Promise<TruthCategory[]> {
  const pack = packs().find((p) => p.collection === id);
  return pack ? truthCategories((await pack.getDocuments()) as TruthEntryLike[]) : [];
}

const d100 = async (): Promise<number> => (await new Roll("1d100").evaluate()).total ?? 0;

export class TruthsDialog extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    id: "vowforge-truths",
    classes: ["vowforge", "vf-truths-app"],
    tag: "form",
    window: { title: "VOWFORGE.Truths.Title", icon: "fa-solid fa-book-open", contentClasses: ["vf-truths"], resizable: true },
    position: { width: 760, height: 680 },
    form: { handler: TruthsDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: { truthsRoll: TruthsDialog.#onRoll, truthsRollRest: TruthsDialog.#onRollRest, truthsCancel: TruthsDialog.#onCancel },
  };

  static override PARTS = {
    header: { template: TRUTHS_TEMPLATES.header, templates: [...WIZARD_PARTIALS] },
    list: { template: TRUTHS_TEMPLATES.list, templates: [...WIZARD_PARTIALS], scrollable: [""] },
    live: { template: WIZARD_TEMPLATES.errors },
    footer: { template: TRUTHS_TEMPLATES.footer },
  };

  #sets: TruthSet[] = [];
  #set = "";
  #categories: TruthCategory[] = [];
  #choices: TruthChoice[] = [];
  #problems: CreationProblem[] = [];
  #focus: WizardFocus = { kind: "heading" };
  #announce = "";

  /** Opens the dialog on the first set of truths the world offers; says so when there is none. */
  static async open(): Promise<TruthsDialog | null> {
    const sets = truthSets(packs(), enabledRulesets(), (flags) => packInUse(flags, enabledExpansions()));
    if (sets.length === 0) {
      ui.notifications.warn(localize("VOWFORGE.Truths.NoSets"));
      return null;
    }
    const open = foundry.applications.instances.get("vowforge-truths");
    if (open instanceof TruthsDialog) {
      open.bringToFront();
      return open;
    }
    const dialog = new TruthsDialog();
    dialog.#sets = sets;
    await dialog.#show(sets[0].id);
    await dialog.render({ force: true });
    return dialog;
  }

  async #show(set: string): Promise<void> {
    this.#set = set;
    this.#categories = await loadCategories(set);
    this.#choices = emptyChoices(this.#categories);
    this.#problems = [];
  }

  protected override async _prepareContext(): Promise<RenderContext> {
    const html = await enrichSources(this.#categories.flatMap((c) => c.options.map((o) => o.html)));
    const input = { sets: this.#sets, set: this.#set, categories: this.#categories, choices: this.#choices, problems: this.#problems };
    return truthsContext(input, localize, this.id, html) as RenderContext;
  }

  protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (!this.element.dataset.vfListening) {
      this.element.dataset.vfListening = "1";
      this.element.addEventListener("change", (event) => void this.#onChange(event));
    }
    this.element.dataset.vfRuleset = context.ruleset;
    showProblems(this.element, context.errors.heading, context.errors.items);
    announce(this.element, this.#announce);
    this.#announce = "";
    applyFocus(this.element, this.#focus);
  }

  #read(): void {
    this.#choices = readChoices(formValues((this.element as HTMLFormElement).elements), this.#choices);
  }

  async #onChange(event: Event): Promise<void> {
    const target = event.target as HTMLSelectElement | null;
    if (target?.name !== "set" || target.value === this.#set) return;
    await this.#show(target.value);
    this.#focus = { kind: "control", name: "set" };
    await this.render({ parts: ["header", "list", "footer"] });
  }

  static async #onRoll(this: TruthsDialog, _event: Event, target: HTMLElement): Promise<void> {
    this.#read();
    const index = Number(target.dataset.category);
    const category = this.#categories[index];
    if (!category) return;
    const roll = await rollTruth(category, this.#choices[index], d100);
    this.#choices[index] = roll.choice;
    this.#recheck();
    this.#announce = rolledText(category, roll, localize);
    this.#focus = { kind: "control", name: `truth.${index}.pick` };
    await this.render({ parts: ["list"] });
    this.element.querySelector<HTMLElement>(`[name="truth.${index}.pick"]:checked`)?.focus();
  }

  static async #onRollRest(this: TruthsDialog): Promise<void> {
    this.#read();
    const said: string[] = [];
    for (const [index, category] of this.#categories.entries()) {
      if (this.#choices[index].pick !== "") continue;
      const roll = await rollTruth(category, this.#choices[index], d100);
      this.#choices[index] = roll.choice;
      said.push(rolledText(category, roll, localize));
    }
    this.#recheck();
    this.#announce = said.length > 0 ? said.join(" ") : localize("VOWFORGE.Truths.NothingToRoll");
    this.#focus = { kind: "heading" };
    await this.render({ parts: ["list"] });
  }

  /** Problems shown before are checked again (a roll may have settled them). */
  #recheck(): void {
    if (this.#problems.length > 0) this.#problems = choiceProblems(this.#categories, this.#choices);
  }

  static async #onSubmit(this: TruthsDialog): Promise<void> {
    this.#read();
    this.#problems = choiceProblems(this.#categories, this.#choices);
    if (this.#problems.length > 0) {
      this.#focus = { kind: "invalid" };
      await this.render({ parts: ["list"] });
      return;
    }
    const set = this.#sets.find((s) => s.id === this.#set);
    const name = localize("VOWFORGE.Truths.JournalName", { set: localize(set?.label ?? "") });
    const journal = truthJournal(name, this.#categories, this.#choices, localize);
    try {
      // Players may read the truths the GM set (observer); the pages are created with the entry, in one call.
      const pages = journal.pages.map((page) => ({ ...page, text: { ...page.text, format: CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML } }));
      const entry = await JournalEntry.create({ ...journal, pages, ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } });
      ui.notifications.info(localize("VOWFORGE.Truths.Written", { name }));
      await this.close();
      void entry?.sheet?.render(true);
    } catch (error) {
      ui.notifications.error(localize("VOWFORGE.Truths.Failed", { error: error instanceof Error ? error.message : String(error) }));
    }
  }

  static async #onCancel(this: TruthsDialog): Promise<void> {
    await this.close();
  }
}

pinClassName(TruthsDialog, "TruthsDialog");
