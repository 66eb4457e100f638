/**
 * The guided creation on the creation page: the system's walk (CreationFlow), buttons
 * (runWizardAction), context (wizardContext), templates and after-draw behaviour (live regions, status
 * lines, focus), in a native dialog instead of Foundry's window. Finishing builds the real write plan
 * (buildPlan) and hands it to the page, which shows what Foundry would write.
 */
import { WIZARD_TEMPLATES } from "../../src/applications/wizard/wizard-templates";
import { runWizardAction, WIZARD_ACTIONS, type WizardAction, type WizardFocus } from "../../src/applications/wizard/wizard-actions";
import { wizardContext, type WizardContext } from "../../src/applications/wizard/wizard-context";
import { applyFocus, updateAfterChange } from "../../src/applications/wizard/wizard-dom";
import { initialDraft } from "../../src/applications/wizard/wizard-draft";
import { type WizardActor } from "../../src/applications/wizard/wizard-games";
import { CreationFlow } from "../../src/applications/wizard/wizard-flow";
import { formValues } from "../../src/applications/wizard/wizard-form";
import { buildPlan, type WritePlan } from "../../src/applications/wizard/wizard-plan";
import { type WizardGame, type WizardWorld } from "../../src/applications/wizard/wizard-types";
import { announce, showProblems } from "../../src/applications/live-region";
import { type PageEnv } from "../env";
import { PageWindow } from "./page-window";

const ID_PREFIX = "pg-wizard";

export class PageWizard {
  readonly #window: PageWindow;
  #flow: CreationFlow | null = null;
  #actor: WizardActor | null = null;
  #busy = false;

  constructor(
    dialog: HTMLDialogElement,
    private readonly env: PageEnv,
    private readonly d100: () => number,
    private readonly onDone: (plan: WritePlan, game: WizardGame) => void,
  ) {
    this.#window = new PageWindow(dialog, env);
    dialog.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.#run("wizardNext", {});
    });
    dialog.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
      if (!button || (button instanceof HTMLButtonElement && button.disabled)) return;
      const action = button.dataset.action ?? "";
      if (action === "wizardCancel") this.#window.close();
      else if ((WIZARD_ACTIONS as readonly string[]).includes(action)) void this.#run(action as WizardAction, { ...button.dataset });
    });
    dialog.addEventListener("change", (event) => this.#onChange(event));
  }

  get flow(): CreationFlow | null {
    return this.#flow;
  }

  open(actor: WizardActor, world: WizardWorld, game: WizardGame): void {
    this.#actor = actor;
    this.#flow = new CreationFlow(world, initialDraft(actor, game));
    const context = this.#context();
    this.#window.open(this.env.localize("VOWFORGE.Wizard.Title", { name: actor.name }), "vf-wizard-app", WIZARD_TEMPLATES.whole, context, () => (this.#flow = null));
    this.#after(context, { kind: "heading" }, "");
  }

  #context(): WizardContext {
    if (!this.#flow) throw new Error("no creation is open");
    return wizardContext(this.#flow, this.env.localize, ID_PREFIX);
  }

  /** Draws the steps, the step and the buttons again (the live regions stay), then places the focus. */
  #redraw(focus: WizardFocus, said: string): void {
    const context = this.#context();
    this.#window.replacePart(".vf-wizard__nav", WIZARD_TEMPLATES.nav, context);
    this.#window.replacePart(".vf-wizard__step", WIZARD_TEMPLATES.step, context);
    this.#window.replacePart(".vf-wizard__footer", WIZARD_TEMPLATES.footer, context);
    this.#after(context, focus, said);
  }

  #after(context: WizardContext, focus: WizardFocus, said: string): void {
    const form = this.#window.form;
    form.dataset.vfRuleset = context.game;
    showProblems(form, context.errors.heading, context.errors.items);
    announce(form, said);
    applyFocus(form, focus);
  }

  #onChange(event: Event): void {
    if (!this.#flow) return;
    const target = event.target as HTMLInputElement | null;
    this.#flow.read(formValues(this.#window.form.elements));
    if (target?.dataset.refresh === "true") this.#redraw({ kind: "control", name: target.name }, "");
    else updateAfterChange(this.#window.form, this.#context());
  }

  async #run(action: WizardAction, data: Record<string, string | undefined>): Promise<void> {
    const flow = this.#flow;
    if (!flow || this.#busy) return;
    this.#busy = true;
    try {
      const outcome = await runWizardAction(flow, action, data, formValues(this.#window.form.elements), async () => this.d100(), this.env.localize);
      if (outcome.finished && this.#actor) {
        this.onDone(buildPlan(flow.draft, this.#actor, this.env.localize), flow.draft.game);
        this.#window.close();
        return;
      }
      this.#redraw(outcome.focus, outcome.announce);
    } finally {
      this.#busy = false;
    }
  }
}
