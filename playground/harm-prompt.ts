/**
 * The harm prompt in a native <dialog>: the system's own template and context (src/applications/dialogs/harm-prompt.ts)
 * inside a small form; resolves to the name typed, or null when cancelled.
 */
import { HARM_PROMPT_TEMPLATE, harmPromptContext, readHarmName } from "../src/applications/dialogs/harm-prompt";
import { type PageEnv } from "./env";

const ID = "pg-harm-prompt";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export class PlaygroundHarmPrompt {
  #resolve: ((name: string | null) => void) | null = null;

  constructor(
    private readonly dialog: HTMLDialogElement,
    private readonly env: PageEnv,
  ) {
    dialog.addEventListener("submit", (event) => {
      event.preventDefault();
      const input = dialog.querySelector<HTMLInputElement>('input[name="harmName"]');
      const name = readHarmName(input?.value);
      if (name === null) {
        input?.setAttribute("aria-invalid", "true");
        input?.focus();
        return;
      }
      this.#settle(name);
    });
    dialog.addEventListener("click", (event) => {
      const target = event.target instanceof Element ? event.target.closest("[data-action]") : null;
      if (target?.getAttribute("data-action") === "cancel") this.#settle(null);
    });
    dialog.addEventListener("close", () => this.#settle(null));
  }

  /** Asks for the harm's name; `full` says breaking is marked instead. */
  ask(full: boolean): Promise<string | null> {
    const t = this.env.localize;
    const title = t("VOWFORGE.Card.HarmPrompt.Title");
    const body = this.env.render(HARM_PROMPT_TEMPLATE, harmPromptContext(t, `${ID}-name`, full));
    this.dialog.setAttribute("aria-labelledby", `${ID}-title`);
    this.dialog.innerHTML = `<form class="pg-harm-prompt" novalidate><h2 class="pg-dialog__title" id="${ID}-title">${escapeHtml(title)}</h2>${body}<footer class="pg-harm-prompt__buttons"><button type="submit">${escapeHtml(t("VOWFORGE.Card.HarmPrompt.Ok"))}</button><button type="button" data-action="cancel">${escapeHtml(t("VOWFORGE.Playground.HarmPromptCancel"))}</button></footer></form>`;
    this.dialog.showModal();
    this.dialog.querySelector<HTMLInputElement>('input[name="harmName"]')?.focus();
    return new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  #settle(name: string | null): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    if (this.dialog.open) this.dialog.close();
    resolve?.(name);
  }
}
