/**
 * Foundry's DialogV2 static helpers, as our prompts call them, with the user's answer chosen by the
 * test (`answers`, one per dialog shown; none left means the user closes the window). What it copies:
 * - `wait({ buttons })` resolves to the clicked button's `action` (draw-steel
 *   src/module/data/actor/creature.mjs:120-130 takes `wait`'s result as the chosen button's action), or
 *   to its `callback(event, button, dialog)`'s result when it has one;
 * - `confirm({ yes, no })` resolves true for yes and false for no, or to the callback's result (dnd5e
 *   module/applications/actor/character-sheet.mjs:961-973 acts on a truthy result; dnd5e
 *   module/documents/item.mjs:1207-1210 reads `button.form.elements` in `yes.callback(event, button)`);
 * - `prompt({ ok })` has one button, `ok`, whose `callback(event, button, dialog)` reads `button.form`
 *   (dnd5e module/documents/active-effect.mjs:871-880); that the prompt resolves to that callback's
 *   result is on the licensed-run list (docs/architecture.md);
 * - closing the window resolves null when the call passed `rejectClose: false`, and rejects otherwise
 *   (dnd5e and draw-steel pass `rejectClose: false` to `confirm` and `wait` wherever they treat a close
 *   as no: character-sheet.mjs:972, documents/actor/bastion.mjs:255, draw-steel
 *   applications/sheets/hero-sheet.mjs:339; the default itself is on the licensed-run list).
 * The dialog's form holds the answer's `fields` as controls of the stand-in element classes
 * `FakeInputElement` / `FakeSelectElement`, installed as HTMLInputElement / HTMLSelectElement.
 */
import { vi } from "vitest";

/** What the user does with one dialog: clicks the button of this action with these fields filled in. */
export interface DialogAnswer {
  action: string;
  fields?: Record<string, string>;
}

interface Button {
  action: string;
  label?: string;
  callback?: (event: Event, button: unknown, dialog: unknown) => unknown;
}

interface DialogConfig {
  buttons?: Button[];
  yes?: Partial<Button>;
  no?: Partial<Button>;
  ok?: Partial<Button>;
  rejectClose?: boolean;
  [key: string]: unknown;
}

export class FakeInputElement {
  constructor(
    readonly name: string,
    public value: string,
  ) {}
}

export class FakeSelectElement extends FakeInputElement {}

function formOf(fields: Record<string, string>) {
  const controls = Object.entries(fields).map(([name, value]) => (name.endsWith("Tier") || name.endsWith("Select") ? new FakeSelectElement(name, value) : new FakeInputElement(name, value)));
  return { elements: { namedItem: (name: string) => controls.find((c) => c.name === name) ?? null } };
}

export class FakeDialogV2 {
  /** The answers still to give, first first. */
  answers: DialogAnswer[] = [];
  /** Every dialog shown: which helper and its config. */
  readonly shown: Array<{ kind: "wait" | "confirm" | "prompt"; config: DialogConfig }> = [];

  wait = (config: DialogConfig) => this.#show("wait", config, config.buttons ?? []);

  confirm = (config: DialogConfig) =>
    this.#show("confirm", config, [
      { callback: () => true, ...config.yes, action: "yes" },
      { callback: () => false, ...config.no, action: "no" },
    ]);

  prompt = (config: DialogConfig) => this.#show("prompt", config, [{ ...config.ok, action: "ok" }]);

  async #show(kind: "wait" | "confirm" | "prompt", config: DialogConfig, buttons: Button[]): Promise<unknown> {
    this.shown.push({ kind, config });
    const answer = this.answers.shift();
    if (!answer) {
      if (config.rejectClose === false) return null;
      throw new Error("Dialog was closed");
    }
    const button = buttons.find((b) => b.action === answer.action);
    if (!button) throw new Error(`the dialog has no button ${answer.action}`);
    if (!button.callback) return button.action;
    return button.callback({} as Event, { action: button.action, form: formOf(answer.fields ?? {}) }, this);
  }
}

/** Installs a FakeDialogV2 as foundry.applications.api.DialogV2 (over the installed foundry) and the element classes. */
export function installDialogV2(): FakeDialogV2 {
  const dialog = new FakeDialogV2();
  const base = (globalThis as unknown as { foundry: { applications: { api: Record<string, unknown> } } }).foundry;
  base.applications.api.DialogV2 = dialog;
  vi.stubGlobal("HTMLInputElement", FakeInputElement);
  vi.stubGlobal("HTMLSelectElement", FakeSelectElement);
  return dialog;
}
