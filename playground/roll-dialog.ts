/**
 * The real roll dialog templates in a native <dialog>: the context comes from
 * buildRollDialogContext, the form is read with the system's readChoices, the odds part re-renders on
 * every change (as the Foundry dialog does), and Roll hands the RollRequest and roll mode from the
 * dialog's own builder to the page.
 */
import type { RollRequest } from "../src/kinds/registry";
import { type RollMode } from "../src/roll-modes";
import { buildRollDialogContext, defaultChoices, readChoices, type RollDialogContext } from "../src/applications/dialogs/roll-dialog-context";
import { tickedOffers } from "../src/applications/dialogs/roll-dialog-request";
import { type RollChoices, type RollDialogInput } from "../src/applications/dialogs/roll-dialog-types";
import { DIALOG_TEMPLATES } from "../src/templates";
import { type PageEnv } from "./env";

const ID_PREFIX = "pg-roll-dialog";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class PlaygroundRollDialog {
  #input: RollDialogInput | null = null;
  #choices: RollChoices | null = null;

  constructor(
    private readonly dialog: HTMLDialogElement,
    private readonly env: PageEnv,
    /** `offers`: the ids of the offered adds left ticked (the stored adds the roll takes). */
    private readonly onRoll: (request: RollRequest, rollMode: RollMode, offers: string[]) => void,
  ) {
    dialog.addEventListener("input", () => this.#update());
    dialog.addEventListener("change", () => this.#update());
    dialog.addEventListener("submit", (event) => {
      event.preventDefault();
      this.#submit();
    });
    dialog.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-action]") : null;
      if (target?.getAttribute("data-action") === "cancel") this.close();
    });
  }

  get isOpen(): boolean {
    return this.dialog.open;
  }

  open(input: RollDialogInput): void {
    this.#input = input;
    this.#choices = defaultChoices(input);
    const context = this.#context();
    const title = this.env.localize("VOWFORGE.Dialog.Title", { actor: input.actor.name });
    const close = this.env.localize("VOWFORGE.Playground.Close");
    this.dialog.setAttribute("aria-labelledby", `${ID_PREFIX}-title`);
    this.dialog.dataset.vfRuleset = input.ruleset;
    this.dialog.innerHTML = `<header class="pg-dialog__bar"><h2 class="pg-dialog__title" id="${ID_PREFIX}-title">${escapeHtml(title)}</h2><button type="button" class="pg-dialog__close" data-action="cancel" aria-label="${escapeHtml(close)}"><i class="fa-solid fa-xmark" inert></i></button></header>${this.env.render(DIALOG_TEMPLATES.whole, context)}`;
    this.dialog.showModal();
    this.dialog.querySelector<HTMLElement>("input, select")?.focus();
  }

  close(): void {
    if (this.dialog.open) this.dialog.close();
  }

  #context(): RollDialogContext {
    if (!this.#input || !this.#choices) throw new Error("the roll dialog is not open");
    return buildRollDialogContext(this.#input, this.#choices, { localize: this.env.localize, idPrefix: ID_PREFIX });
  }

  #form(): HTMLFormElement | null {
    return this.dialog.querySelector("form");
  }

  /** Reads the form, re-renders the odds and marks the control at fault, keeping focus where it is. */
  #update(): RollDialogContext | null {
    const form = this.#form();
    if (!form || !this.#input || !this.#choices) return null;
    this.#choices = readChoices(form, this.#input, this.#choices);
    const context = this.#context();
    const odds = form.querySelector(".vf-odds");
    if (odds) odds.outerHTML = this.env.render(DIALOG_TEMPLATES.odds, context);
    for (const f of context.fields) {
      const control = form.querySelector<HTMLElement>(`[name="${f.name}"]`);
      if (!control) continue;
      control.toggleAttribute("aria-invalid", f.invalid);
      if (f.invalid) control.setAttribute("aria-invalid", "true");
      control.closest(".vf-field")?.classList.toggle("vf-field--invalid", f.invalid);
      const described = [f.hint ? f.hintId : "", f.invalid ? context.errorId : ""].filter(Boolean).join(" ");
      if (described) control.setAttribute("aria-describedby", described);
      else control.removeAttribute("aria-describedby");
    }
    return context;
  }

  #submit(): void {
    const context = this.#update();
    if (!context) return;
    if (context.request === null || context.rollMode === null) {
      this.dialog.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const offers = this.#input && this.#choices ? tickedOffers(this.#input, this.#choices) : [];
    this.close();
    this.onRoll(context.request, context.rollMode, offers);
  }
}
