/** The i18n keys of each command's usage line and help text. */
import { type CommandName } from "./types";

const PREFIX = "VOWFORGE.Command";

/** Key of the usage line of a command, e.g. "/action <stat or number> [+adds]". */
export function usageKey(name: CommandName): string {
  return `${PREFIX}.Usage.${name}`;
}

/** Key of the one-sentence description of a command, shown by `/vf`. */
export function helpKey(name: CommandName): string {
  return `${PREFIX}.Help.${name}`;
}

/** Key of an error message. */
export function errorKey(code: string): string {
  return `${PREFIX}.Error.${code}`;
}
