/**
 * The sentence for a rules error: VOWFORGE.Error.<code> filled from the error's details when the
 * language has it and the details fill all its placeholders, else the general line with the error's
 * own message. rulesErrorSentence is pure (the language lookup is handed in: the playground's file, a
 * test's); rulesErrorText words it with Foundry's i18n.
 */
import { type RulesError } from "../rules/errors";

/** A language string by key, or undefined when the language has none. */
export type LangLookup = (key: string) => string | undefined;

function detailText(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "object" && value !== null) return null;
  return String(value);
}

function fill(template: string, data: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
}

export function rulesErrorSentence(error: RulesError, lookup: LangLookup): string {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.details)) {
    const text = detailText(v);
    if (text !== null) data[k] = text;
  }
  const template = lookup(`VOWFORGE.Error.${error.code}`);
  if (template !== undefined && [...template.matchAll(/\{(\w+)\}/g)].every(([, name]) => name in data)) {
    return fill(template, data);
  }
  const general = lookup("VOWFORGE.Roll.Error.Invalid");
  return general === undefined ? error.message : fill(general, { message: error.message });
}

/** The sentence for a rules error in the user's language (Foundry's `game.i18n`). */
export function rulesErrorText(error: RulesError): string {
  return rulesErrorSentence(error, (key) => (game.i18n.has(key) ? game.i18n.localize(key) : undefined));
}
