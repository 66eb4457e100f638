/**
 * A window of the creation page: a native modal <dialog> with a title bar and a close button around a
 * <form>, as Foundry's application frame puts one around the creation and the truths dialog. The
 * form's parts are drawn from the system's templates; `replacePart` draws one again in place.
 */
import { type PageEnv } from "../env";
import { escapeHtml } from "../../src/html";

export class PageWindow {
  constructor(
    readonly dialog: HTMLDialogElement,
    private readonly env: PageEnv,
  ) {}

  get form(): HTMLFormElement {
    const form = this.dialog.querySelector("form");
    if (!form) throw new Error("the window has no form");
    return form;
  }

  /** Opens the window with `title` and the whole of `template` drawn in its form. */
  open(title: string, formClass: string, template: string, context: object, onClose: () => void): void {
    const id = `${this.dialog.dataset.role ?? "pg-window"}-title`;
    const close = this.env.localize("VOWFORGE.Playground.Close");
    this.dialog.setAttribute("aria-labelledby", id);
    this.dialog.innerHTML = `<header class="pg-dialog__bar"><h2 class="pg-dialog__title" id="${escapeHtml(id)}">${escapeHtml(title)}</h2><button type="button" class="pg-dialog__close" data-role="window-close" aria-label="${escapeHtml(close)}"><i class="fa-solid fa-xmark" inert></i></button></header><form class="vowforge ${escapeHtml(formClass)}" novalidate autocomplete="off">${this.env.render(template, context)}</form>`;
    this.dialog.querySelector('[data-role="window-close"]')?.addEventListener("click", () => this.close());
    // The `close` event is queued as a task (HTML's "close the dialog" steps), so a window closed and
    // opened again before that task ran hears the old close while open again: that one is not its own.
    this.dialog.onclose = () => {
      if (!this.dialog.open) onClose();
    };
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** Draws the element matching `selector` again from `template`. */
  replacePart(selector: string, template: string, context: object): void {
    const old = this.form.querySelector(selector);
    if (!old) return;
    const box = document.createElement("div");
    box.innerHTML = this.env.render(template, context);
    const fresh = box.firstElementChild;
    if (fresh) old.replaceWith(fresh);
  }

  close(): void {
    if (this.dialog.open) this.dialog.close();
  }
}
