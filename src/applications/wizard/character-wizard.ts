/**
 * The guided character creation window: an ApplicationV2 with the Handlebars mixin over the walk of
 * wizard-flow.ts. Its parts are drawn separately (as draw-steel 0.11.1 lists the parts of its
 * applications, src/module/applications/api/document-sheet.mjs, and dnd5e's AdvancementManager moves
 * through its steps in one window: module/applications/advancement/advancement-manager.mjs): the list
 * of steps, the step, the live regions (drawn once, so what is written into them is announced) and the
 * buttons. Submitting the form (Enter, or the Next button) moves on.
 *
 * Choices are kept in memory until the last step; only then is the character written, in one update
 * plus the items (wizard-commit.ts). The Cancel button drops the draft; closing the window otherwise
 * keeps it for this session, so opening the creation again on the same character resumes it.
 */
import { WIZARD_PARTIALS, WIZARD_TEMPLATES } from "./wizard-templates";
import { describeRefusal, updateProblems } from "../../data/update-check";
import { runWizardAction, WIZARD_ACTIONS, type ActionData, type WizardAction, type WizardFocus } from "./wizard-actions";
import { commitPlan, type CommitActor, type CommitResult } from "./wizard-commit";
import { wizardContext, type WizardContext } from "./wizard-context";
import { announce, showProblems } from "../live-region";
import { applyFocus, updateAfterChange } from "./wizard-dom";
import { initialDraft } from "./wizard-draft";
import { startingGame, type WizardActor } from "./wizard-games";
import { CreationFlow } from "./wizard-flow";
import { formValues } from "./wizard-form";
import { buildPlan } from "./wizard-plan";
import { foundryWizardWorld } from "./wizard-world";
import { pinClassName } from "../../class-names";
import { localize } from "../../locale";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

type RenderContext = WizardContext & foundry.applications.api.ApplicationV2.RenderContext;
type RenderOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

/** The actor the creation writes. */
export type WizardDocument = WizardActor & CommitActor & { uuid: string; sheet?: { render(options: object): unknown } | null };


/** Drafts set aside by closing the window, by actor UUID (this session only). */
const drafts = new Map<string, CreationFlow>();

/** The words of a failed write. */
export function commitMessage(result: Exclude<CommitResult, { ok: true }>): string {
  if (result.reason === "missing") return localize("VOWFORGE.Wizard.Result.Missing", { uuid: result.uuid });
  if (result.reason === "refused") return localize("VOWFORGE.Wizard.Result.Refused", { details: result.messages.join(" ") });
  const undone = localize(result.rolledBack ? "VOWFORGE.Wizard.Result.RolledBack" : "VOWFORGE.Wizard.Result.NotRolledBack");
  return localize("VOWFORGE.Wizard.Result.Failed", { error: result.error, undone });
}

/** Foundry's side of the write: pack items made as Foundry imports them, new ids, the update's refusals. */
const commitEnv = (actor: WizardDocument) => ({
  async itemData(uuid: string) {
    const doc = await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0]);
    if ((doc as { documentName?: unknown } | null)?.documentName !== "Item") return null;
    // Clears the pack's id, folder, sort and ownership and records the source, as dnd5e makes an
    // embedded item from a pack document (module/applications/actor/character-sheet.mjs).
    return game.items.fromCompendium(doc as Item.Implementation) as unknown as Record<string, unknown>;
  },
  newId: () => foundry.utils.randomID(),
  refusals: (update: object) =>
    updateProblems(actor, update, (key) => game.i18n.has(key)).map(describeRefusal),
});

export class CharacterWizard extends HandlebarsApplicationMixin(ApplicationV2<RenderContext>) {
  static override DEFAULT_OPTIONS = {
    classes: ["vowforge", "vf-wizard-app"],
    tag: "form",
    window: { title: "VOWFORGE.Wizard.Title", icon: "fa-solid fa-wand-magic-sparkles", contentClasses: ["vf-wizard"], resizable: true },
    position: { width: 820, height: 640 },
    form: { handler: CharacterWizard.#onSubmit, submitOnChange: false, closeOnSubmit: false },
    actions: {
      ...Object.fromEntries(WIZARD_ACTIONS.map((action) => [action, CharacterWizard.#onAction])),
      wizardCancel: CharacterWizard.#onCancel,
    },
  };

  static override PARTS = {
    nav: { template: WIZARD_TEMPLATES.nav },
    step: { template: WIZARD_TEMPLATES.step, templates: [...WIZARD_PARTIALS], scrollable: [""] },
    errors: { template: WIZARD_TEMPLATES.errors },
    footer: { template: WIZARD_TEMPLATES.footer },
  };

  readonly #actor: WizardDocument;
  readonly #flow: CreationFlow;
  #focus: WizardFocus = { kind: "heading" };
  #announce = "";
  #busy = false;
  /** Set by Cancel and by a written character: closing then drops the draft instead of keeping it. */
  #done = false;

  constructor(actor: WizardDocument, flow: CreationFlow) {
    super({ id: `vowforge-wizard-${actor.uuid.replace(/[^A-Za-z0-9_-]/g, "-")}` });
    this.#actor = actor;
    this.#flow = flow;
  }

  /**
   * Opens the creation for `actor` (bringing an open one to the front: open applications are found by
   * id in `foundry.applications.instances`, as dnd5e finds a sheet in module/dice/basic-roll.mjs),
   * resuming a draft set aside.
   */
  static async open(actor: WizardDocument): Promise<CharacterWizard | null> {
    const id = `vowforge-wizard-${actor.uuid.replace(/[^A-Za-z0-9_-]/g, "-")}`;
    const open = foundry.applications.instances.get(id);
    if (open instanceof CharacterWizard) {
      open.bringToFront();
      return open;
    }
    let flow = drafts.get(actor.uuid);
    if (!flow) {
      const world = await foundryWizardWorld(actor);
      if (world.games.length === 0) return null;
      flow = new CreationFlow(world, initialDraft(actor, startingGame(actor, world.games)));
    }
    const app = new CharacterWizard(actor, flow);
    await app.render({ force: true });
    return app;
  }

  override get title(): string {
    return localize("VOWFORGE.Wizard.Title", { name: this.#actor.name });
  }

  protected override async _prepareContext(): Promise<RenderContext> {
    return wizardContext(this.#flow, localize, this.id) as RenderContext;
  }

  protected override async _onRender(context: RenderContext, options: RenderOptions): Promise<void> {
    await super._onRender(context, options);
    if (!this.element.dataset.vfListening) {
      this.element.dataset.vfListening = "1";
      this.element.addEventListener("change", (event) => this.#onChange(event));
    }
    // The game's look (palette, display type) follows the game chosen (styles/_identity.scss).
    this.element.dataset.vfRuleset = context.game;
    showProblems(this.element, context.errors.heading, context.errors.items);
    announce(this.element, this.#announce);
    this.#announce = "";
    applyFocus(this.element, this.#focus);
  }

  /** A change: a control that changes what the step shows redraws it; any other updates the status lines. */
  #onChange(event: Event): void {
    const target = event.target as HTMLElement | null;
    this.#flow.read(formValues((this.element as HTMLFormElement).elements));
    if (target?.dataset.refresh === "true") {
      this.#focus = target.id ? { kind: "control", name: (target as HTMLInputElement).name } : { kind: "heading" };
      void this.render({ parts: ["nav", "step", "footer"] });
      return;
    }
    updateAfterChange(this.element, wizardContext(this.#flow, localize, this.id));
  }

  async #run(action: WizardAction, data: ActionData): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    try {
      const values = formValues((this.element as HTMLFormElement).elements);
      const d100 = async () => (await new Roll("1d100").evaluate()).total ?? 0;
      const outcome = await runWizardAction(this.#flow, action, data, values, d100, localize);
      this.#focus = outcome.focus;
      this.#announce = outcome.announce;
      if (outcome.finished) {
        await this.#write();
        return;
      }
      await this.render({ parts: ["nav", "step", "footer"] });
    } finally {
      this.#busy = false;
    }
  }

  /** Writes the character; on failure says why in the window and keeps the draft. */
  async #write(): Promise<void> {
    const plan = buildPlan(this.#flow.draft, this.#actor, localize);
    const result = await commitPlan(this.#actor, plan, commitEnv(this.#actor));
    if (!result.ok) {
      const text = commitMessage(result);
      ui.notifications.error(text);
      showProblems(this.element, localize("VOWFORGE.Wizard.Result.NotWritten"), [text]);
      return;
    }
    this.#done = true;
    ui.notifications.info(localize("VOWFORGE.Wizard.Result.Done", { name: plan.update.name }));
    await this.close();
  }

  static async #onAction(this: CharacterWizard, _event: Event, target: HTMLElement): Promise<void> {
    await this.#run(target.dataset.action as WizardAction, { ...target.dataset });
  }

  static async #onSubmit(this: CharacterWizard): Promise<void> {
    await this.#run("wizardNext", {});
  }

  static async #onCancel(this: CharacterWizard): Promise<void> {
    this.#done = true;
    await this.close();
  }

  protected override _onClose(options: RenderOptions): void {
    super._onClose(options);
    if (this.#done) drafts.delete(this.#actor.uuid);
    else drafts.set(this.#actor.uuid, this.#flow);
  }
}

pinClassName(CharacterWizard, "CharacterWizard");
