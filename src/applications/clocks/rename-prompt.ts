/** Asking for a clock's new name (a one-field prompt, as "Mark harm" asks for a harm's name). */
import { CLOCK_NAME_MAX } from "../../rules/clocks";
import { escapeHtml } from "../../html";
import { promptTextField } from "../dialogs/harm-prompt";
import { localize } from "../../locale";

/** The prompt's content: one text field holding the current name. */
export function renamePromptContent(id: string, label: string, current: string): string {
  return `<div class="form-group"><label for="${escapeHtml(id)}">${escapeHtml(label)}</label><input type="text" id="${escapeHtml(id)}" name="clockName" maxlength="${CLOCK_NAME_MAX}" value="${escapeHtml(current)}" autofocus></div>`;
}

/** Asks for the new name with Foundry's DialogV2; null when the prompt is closed. */
export async function askClockName(current: string): Promise<string | null> {
  const title = localize("VOWFORGE.Clock.Action.RenamePrompt", { name: current });
  const content = renamePromptContent(
    `vf-clock-name-${foundry.utils.randomID()}`,
    localize("VOWFORGE.Clock.Name"),
    current,
  );
  return promptTextField({
    title,
    content,
    okLabel: localize("VOWFORGE.Clock.Action.RenameOk"),
    field: "clockName",
  });
}
