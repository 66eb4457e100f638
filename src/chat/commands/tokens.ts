/** Small helpers the command parser shares: splitting words, reading whole numbers, building errors. */
import { usageKey, errorKey } from "./usage";
import { type CommandError, type CommandName } from "./types";

/** Splits text at runs of white space, dropping empty words. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

/** A whole number written with an optional sign, or null when the text is not one. */
export function wholeNumber(text: string): number | null {
  if (!/^[+-]?\d+$/.test(text)) return null;
  return Number(text);
}

/** Whether the text reads as a number at all (so a bad one gets "not a whole number", not "unknown"). */
export function looksNumeric(text: string): boolean {
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text);
}

/** An error of `command`, with its usage line. */
export function commandError(
  command: CommandName,
  code: string,
  data: Record<string, string | number> = {},
): CommandError {
  return {
    key: errorKey(code),
    data: { ...data, command: `/${command === "help" ? "vf" : command}`, usage: usageKey(command) },
  };
}

/** The result of reading one number argument. */
export type NumberRead = { ok: true; value: number } | { ok: false; error: CommandError };

/** Reads a whole number in [min, max] for `command`; `what` names it in the message (an i18n key). */
export function readNumber(
  command: CommandName,
  text: string | undefined,
  min: number,
  max: number,
  what: string,
): NumberRead {
  if (text === undefined || text === "")
    return { ok: false, error: commandError(command, "MissingNumber", { what }) };
  const value = wholeNumber(text);
  if (value === null) return { ok: false, error: commandError(command, "NotANumber", { what, value: text }) };
  if (value < min || value > max) {
    return { ok: false, error: commandError(command, "OutOfRange", { what, value: text, min, max }) };
  }
  return { ok: true, value };
}
