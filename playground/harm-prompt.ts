/**
 * The harm prompt in a native <dialog>: the system's own template and context (src/applications/dialogs/harm-prompt.ts)
 * inside a small form; resolves to the name typed, or null when cancelled.
 */
import { HARM_PROMPT_TEMPLATE, harmPromptContext, readHarmName } from "../src/applications/dialogs/harm-prompt";
import { type PageEnv } from "./env";
import { PlaygroundFormPrompt } from "./form-prompt";

const ID = "pg-harm-prompt";

export class PlaygroundHarmPrompt {
  readonly #prompt: PlaygroundFormPrompt;

  constructor(
    dialog: HTMLDialogElement,
    private readonly env: PageEnv,
  ) {
    this.#prompt = new PlaygroundFormPrompt(dialog);
  }

  /** Asks for the harm's name; `full` says breaking is marked instead. */
  ask(full: boolean): Promise<string | null> {
    const t = this.env.localize;
    return this.#prompt.ask({
      id: ID,
      title: t("VOWFORGE.Card.HarmPrompt.Title"),
      render: () => this.env.render(HARM_PROMPT_TEMPLATE, harmPromptContext(t, `${ID}-name`, full)),
      ok: t("VOWFORGE.Card.HarmPrompt.Ok"),
      cancel: t("VOWFORGE.Playground.HarmPromptCancel"),
      read: (form) => readHarmName(form.querySelector<HTMLInputElement>('input[name="harmName"]')?.value),
    });
  }
}
