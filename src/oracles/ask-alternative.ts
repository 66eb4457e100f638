/**
 * Foundry only: asks the user which of a row's alternative tables to roll, with a DialogV2 holding one
 * button per table. Closing the dialog answers null: the row stands as drawn and none is rolled.
 */
import { cleanHTML } from "../clean-html";
import { escapeHtml } from "../html";
import { type DrawnRow, type OracleAlternative } from "./types";

const KEY = "VOWFORGE.Oracle.Choice";

function localize(key: string, data?: Record<string, string>): string {
  return data ? game.i18n.format(key, data) : game.i18n.localize(key);
}

/**
 * The dialog's buttons: one per option, by index (UUIDs hold dots, which action names need not). A
 * label comes from a table row's flags, which anyone who may edit the table writes, and DialogV2 writes
 * a button's (localised) label into the button as markup, not as text: open modules that label
 * DialogV2 buttons with data escape it first (`label: foundry.utils.escapeHTML(...)` in public modules'
 * DialogV2.wait calls). So it is escaped here; a plain label reads the same after escaping.
 */
export function alternativeButtons(options: readonly OracleAlternative[]) {
  return options.map((option, index) => ({
    action: `alternative${index}`,
    label: escapeHtml(option.label),
    default: index === 0,
  }));
}

/** The option a button action stands for, or null. */
export function alternativeOfAction(
  options: readonly OracleAlternative[],
  action: unknown,
): OracleAlternative | null {
  const index = alternativeButtons(options).findIndex((button) => button.action === action);
  return index >= 0 ? options[index] : null;
}

/** Asks which table to roll; resolves to its UUID, or null when the dialog is closed. */
export async function askAlternative(
  options: readonly OracleAlternative[],
  context: { table: string; row: DrawnRow },
): Promise<string | null> {
  const rowHtml = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
    cleanHTML(context.row.text),
  );
  const hint = options.every((option) => option.region)
    ? `<p>${escapeHtml(localize(`${KEY}.RegionHint`))}</p>`
    : "";
  const picked: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: localize(`${KEY}.Title`) },
    content:
      `<p>${escapeHtml(localize(`${KEY}.Prompt`, { table: context.table }))}</p>` +
      `<blockquote class="vf-oracle-choice__row">${rowHtml}</blockquote>${hint}`,
    buttons: alternativeButtons(options),
    rejectClose: false,
  });
  return alternativeOfAction(options, picked)?.uuid ?? null;
}
