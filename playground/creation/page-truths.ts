/**
 * The truths dialog on the creation page: the system's truth categories (read from the pack content the
 * page was built with), choices, rolls, context, templates and journal, in a native dialog. Writing
 * hands the journal to the page, which shows it.
 */
import { TRUTHS_TEMPLATES } from "../../src/applications/truths/truth-templates";
import { choiceProblems, emptyChoices, readChoices, rolledText, rollTruth, type TruthChoice } from "../../src/applications/truths/truth-choices";
import { truthsContext, type TruthSet } from "../../src/applications/truths/truth-context";
import { truthCategories, type TruthCategory, type TruthEntryLike } from "../../src/applications/truths/truth-data";
import { truthJournal, type TruthJournal } from "../../src/applications/truths/truth-journal";
import { applyFocus } from "../../src/applications/wizard/wizard-dom";
import { formValues } from "../../src/applications/wizard/wizard-form";
import { type WizardFocus } from "../../src/applications/wizard/wizard-actions";
import { type CreationProblem } from "../../src/rules/character-creation";
import { announce, showProblems } from "../../src/applications/live-region";
import { type PageEnv } from "../env";
import { createRichText } from "../sheets/rich-text";
import { PageWindow } from "./page-window";

const ID_PREFIX = "pg-truths";

/** A truths pack of the page's content. */
export interface PageTruthSet extends TruthSet {
  entries: TruthEntryLike[];
}

export class PageTruths {
  readonly #window: PageWindow;
  readonly #html = createRichText();
  #sets: PageTruthSet[] = [];
  #set = "";
  #categories: TruthCategory[] = [];
  #choices: TruthChoice[] = [];
  #problems: CreationProblem[] = [];

  constructor(
    dialog: HTMLDialogElement,
    private readonly env: PageEnv,
    private readonly d100: () => number,
    private readonly onWrite: (journal: TruthJournal) => void,
  ) {
    this.#window = new PageWindow(dialog, env);
    dialog.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#write();
    });
    dialog.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
      if (!button) return;
      if (button.dataset.action === "truthsCancel") this.#window.close();
      if (button.dataset.action === "truthsRoll") void this.#roll([Number(button.dataset.category)]);
      if (button.dataset.action === "truthsRollRest") void this.#roll(this.#choices.flatMap((c, i) => (c.pick === "" ? [i] : [])));
    });
    dialog.addEventListener("change", (event) => {
      const target = event.target as HTMLSelectElement | null;
      if (target?.name === "set" && target.value !== this.#set) {
        this.#show(target.value);
        this.#redraw({ kind: "control", name: "set" }, "");
      }
    });
  }

  open(sets: PageTruthSet[]): void {
    this.#sets = sets;
    this.#show(sets[0]?.id ?? "");
    this.#window.open(this.env.localize("VOWFORGE.Truths.Title"), "vf-truths-app", TRUTHS_TEMPLATES.whole, this.#context(), () => undefined);
    this.#after({ kind: "heading" }, "");
  }

  #show(set: string): void {
    this.#set = set;
    this.#categories = truthCategories(this.#sets.find((s) => s.id === set)?.entries ?? []);
    this.#choices = emptyChoices(this.#categories);
    this.#problems = [];
  }

  #context() {
    const input = { sets: this.#sets, set: this.#set, categories: this.#categories, choices: this.#choices, problems: this.#problems };
    return truthsContext(input, this.env.localize, ID_PREFIX, this.#html);
  }

  #redraw(focus: WizardFocus, said: string): void {
    const context = this.#context();
    this.#window.replacePart(".vf-truths__header", TRUTHS_TEMPLATES.header, context);
    this.#window.replacePart(".vf-truths__list", TRUTHS_TEMPLATES.list, context);
    this.#after(focus, said);
  }

  #after(focus: WizardFocus, said: string): void {
    const context = this.#context();
    this.#window.form.dataset.vfRuleset = context.ruleset;
    showProblems(this.#window.form, context.errors.heading, context.errors.items);
    announce(this.#window.form, said);
    applyFocus(this.#window.form, focus);
  }

  async #roll(indices: number[]): Promise<void> {
    this.#choices = readChoices(formValues(this.#window.form.elements), this.#choices);
    const said: string[] = [];
    for (const index of indices) {
      const category = this.#categories[index];
      if (!category) continue;
      const roll = await rollTruth(category, this.#choices[index], async () => this.d100());
      this.#choices[index] = roll.choice;
      said.push(rolledText(category, roll, this.env.localize));
    }
    if (this.#problems.length > 0) this.#problems = choiceProblems(this.#categories, this.#choices);
    const focus: WizardFocus = indices.length === 1 ? { kind: "control", name: `truth.${indices[0]}.pick` } : { kind: "heading" };
    this.#redraw(focus, said.join(" "));
    if (indices.length === 1) this.#window.form.querySelector<HTMLElement>(`[name="truth.${indices[0]}.pick"]:checked`)?.focus();
  }

  #write(): void {
    this.#choices = readChoices(formValues(this.#window.form.elements), this.#choices);
    this.#problems = choiceProblems(this.#categories, this.#choices);
    if (this.#problems.length > 0) {
      this.#redraw({ kind: "invalid" }, "");
      return;
    }
    const set = this.#sets.find((s) => s.id === this.#set);
    const name = this.env.localize("VOWFORGE.Truths.JournalName", { set: this.env.localize(set?.label ?? "") });
    this.onWrite(truthJournal(name, this.#categories, this.#choices, this.env.localize));
    this.#window.close();
  }
}
