/**
 * Asking for a harm's name before "Mark harm" is taken from a Forged Ties card: a small prompt with one
 * text field. When the character has no free harm slot the prompt says that breaking is marked instead
 * (the name is still asked: it is noted on the card). The context is built from plain data (tests and
 * the playground use it); `promptHarmName` shows it with Foundry's DialogV2, through `promptTextField`,
 * which other one-field prompts use too.
 */
import { MAX_TEXT_LENGTH } from "../../rules/validate";
import { HARM_PROMPT_TEMPLATE } from "../../templates";
import { localize, type Localize } from "../../locale";

export { HARM_PROMPT_TEMPLATE };

export interface HarmPromptContext {
  id: string;
  label: string;
  maxLength: number;
  /** Said when no harm slot is free, else null. */
  hint: string | null;
}

export function harmPromptContext(t: Localize, id: string, harmBecomesBreaking: boolean): HarmPromptContext {
  return {
    id,
    label: t("VOWFORGE.Card.HarmPrompt.Label"),
    maxLength: MAX_TEXT_LENGTH,
    hint: harmBecomesBreaking ? t("VOWFORGE.Card.HarmPrompt.Full") : null,
  };
}

/** The trimmed name, or null when blank or too long. */
export function readHarmName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  return name === "" || name.length > MAX_TEXT_LENGTH ? null : name;
}

/** The part of DialogV2.prompt the one-field prompts use. */
export interface PromptApi {
  prompt(config: {
    window: { title: string };
    content: string;
    ok: { label: string; callback: (event: Event, button: HTMLButtonElement) => string | null };
    rejectClose: boolean;
  }): Promise<unknown>;
}

/** Asks for the harm's name; resolves to it, or null when the user closes the prompt. */
export async function promptHarmName(harmBecomesBreaking: boolean): Promise<string | null> {
  const context = harmPromptContext(localize, `vf-harm-${foundry.utils.randomID()}`, harmBecomesBreaking);
  const content = await foundry.applications.handlebars.renderTemplate(HARM_PROMPT_TEMPLATE, { ...context });
  const answer = await promptTextField({
    title: localize("VOWFORGE.Card.HarmPrompt.Title"),
    content,
    okLabel: localize("VOWFORGE.Card.HarmPrompt.Ok"),
    field: "harmName",
  });
  return readHarmName(answer);
}

/** A prompt whose `content` holds one text input named `field`. */
export interface TextFieldPrompt {
  title: string;
  content: string;
  okLabel: string;
  field: string;
}

/**
 * Shows a one-field prompt with DialogV2 (seen through PromptApi); resolves to what the field holds
 * when confirmed, or null when the user closes the prompt.
 */
export async function promptTextField({ title, content, okLabel, field }: TextFieldPrompt): Promise<string | null> {
  const dialog = foundry.applications.api.DialogV2 as unknown as PromptApi;
  const answer = await dialog.prompt({
    window: { title },
    content,
    ok: {
      label: okLabel,
      callback: (_event, button) => {
        const input = button.form?.elements.namedItem(field);
        return input instanceof HTMLInputElement ? input.value : null;
      },
    },
    rejectClose: false,
  });
  return typeof answer === "string" ? answer : null;
}
