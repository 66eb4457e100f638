/**
 * A prompt in a native <dialog>, as Foundry's DialogV2.prompt shows one: a title, the system's own
 * fields, OK and Cancel. OK reads the form: an answer closes the prompt, null keeps it open with the
 * first field marked invalid and focused; Cancel, Escape or closing answers null.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a prompt shows and how its form is read. */
export interface FormPromptSpec<T> {
  /** The prompt's id, from which its title's id is made. */
  id: string;
  title: string;
  /** Draws the fields as the system does: a rendered template or the system's escaping builder. */
  render: () => string;
  ok: string;
  cancel: string;
  /** The answer the form holds, or null when it holds none yet. */
  read: (form: HTMLFormElement) => T | null;
}

export class PlaygroundFormPrompt {
  #resolve: ((answer: unknown) => void) | null = null;
  #read: ((form: HTMLFormElement) => unknown) | null = null;

  constructor(private readonly dialog: HTMLDialogElement) {
    dialog.addEventListener("submit", (event) => {
      event.preventDefault();
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const answer = form && this.#read ? this.#read(form) : null;
      if (answer === null) {
        const first = form?.querySelector<HTMLElement>("input, select, textarea");
        first?.setAttribute("aria-invalid", "true");
        first?.focus();
        return;
      }
      this.#settle(answer);
    });
    dialog.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-action]") : null;
      if (target?.getAttribute("data-action") === "cancel") this.#settle(null);
    });
    dialog.addEventListener("close", () => this.#settle(null));
  }

  /** Shows the prompt; resolves to the answer read on OK, or null when cancelled. */
  ask<T>(spec: FormPromptSpec<T>): Promise<T | null> {
    this.dialog.setAttribute("aria-labelledby", `${spec.id}-title`);
    this.dialog.innerHTML = `<form class="pg-harm-prompt" novalidate><h2 class="pg-dialog__title" id="${escapeHtml(spec.id)}-title">${escapeHtml(spec.title)}</h2>${spec.render()}<footer class="pg-harm-prompt__buttons"><button type="submit">${escapeHtml(spec.ok)}</button><button type="button" data-action="cancel">${escapeHtml(spec.cancel)}</button></footer></form>`;
    this.dialog.showModal();
    this.dialog.querySelector<HTMLElement>("input, select, textarea")?.focus();
    this.#read = spec.read;
    return new Promise((resolve) => {
      this.#resolve = resolve as (answer: unknown) => void;
    });
  }

  #settle(answer: unknown): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    this.#read = null;
    if (this.dialog.open) this.dialog.close();
    resolve?.(answer);
  }
}
