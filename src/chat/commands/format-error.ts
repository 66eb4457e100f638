/** Turns a CommandError into the text a user reads. */
import { LOCALISED_FIELDS, type CommandError } from "./types";

/** The part of game.i18n used here. */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data?: Record<string, string>): string;
}

/** Localises the key fields of the error's data (LOCALISED_FIELDS), then formats its message. */
export function formatCommandError(error: CommandError, i18n: Localizer): string {
  const data: Record<string, string> = {};
  for (const [field, value] of Object.entries(error.data)) {
    const isKey = (LOCALISED_FIELDS as readonly string[]).includes(field);
    data[field] = isKey ? i18n.localize(String(value)) : String(value);
  }
  return i18n.format(error.key, data);
}
