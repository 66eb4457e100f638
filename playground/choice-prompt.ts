/**
 * A choice in a native <dialog>, as the system asks one in Foundry through DialogV2.wait
 * (src/applications/sheets/foundry-ask.ts): a title, a line of prompt and one button per choice, the
 * first focused; a click answers its choice, Escape or closing answers null.
 */
import { escapeHtml } from "../src/html";
import { type Choice } from "../src/applications/sheets/sheet-action";

const ID = "pg-choice-prompt";

export class PlaygroundChoicePrompt {
  #resolve: ((id: string | null) => void) | null = null;

  constructor(private readonly dialog: HTMLDialogElement) {
    dialog.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-choice]") : null;
      if (button) this.#settle(button.dataset.choice ?? null);
    });
    dialog.addEventListener("close", () => this.#settle(null));
  }

  /** Shows the choice; resolves to the id of the choice clicked, or null when closed. */
  ask(title: string, prompt: string, choices: readonly Choice[]): Promise<string | null> {
    this.#settle(null);
    this.dialog.setAttribute("aria-labelledby", `${ID}-title`);
    const buttons = choices.map((c) => `<button type="button" data-choice="${escapeHtml(c.id)}">${escapeHtml(c.label)}</button>`).join("");
    this.dialog.innerHTML = `<form class="pg-harm-prompt" novalidate><h2 class="pg-dialog__title" id="${ID}-title">${escapeHtml(title)}</h2><p>${escapeHtml(prompt)}</p><footer class="pg-harm-prompt__buttons">${buttons}</footer></form>`;
    this.dialog.showModal();
    this.dialog.querySelector<HTMLElement>("button[data-choice]")?.focus();
    return new Promise((resolve) => {
      this.#resolve = resolve;
    });
  }

  #settle(answer: string | null): void {
    const resolve = this.#resolve;
    this.#resolve = null;
    if (this.dialog.open) this.dialog.close();
    resolve?.(answer);
  }
}
