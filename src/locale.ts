/**
 * The user's language: the one `localize` and `lookup` of Foundry code (Foundry's `game.i18n`), the
 * sentence of a rules error, and what the code words or formats itself: texts that depend on a count,
 * and numbers with decimals. Strings come from the lang files; this only picks among them and formats
 * the numbers put into them. Pure builders take a `Localize` parameter instead of calling `localize`,
 * so the playground and the tests hand in their own.
 *
 * Texts that depend on a count go through the localisation rather than string glue: the lang file
 * holds one text per CLDR plural category under the key (`"one"`, `"other"`, and where a language
 * needs them `"few"`, `"many"` …) and Intl.PluralRules picks the category for the count in the user's
 * language. dnd5e does the same (foundryvtt/dnd5e module/utils.mjs `getPluralRules`, keys such as
 * `DND5E.Ammunition.one/other`). A language file may hold more categories than English (Polish
 * `few` and `many`); a category it lacks falls back to `other`, since English has no `few` to fall back
 * to (foundryvtt/dnd5e issue #5719).
 */
import { type RulesError } from "./rules/errors";

/** Looks up a language key and fills its `{name}` placeholders from `data`, as game.i18n.format does. */
export type Localize = (key: string, data?: Record<string, unknown>) => string;

/** A language string by key, or undefined when the language has none. */
export type LangLookup = (key: string) => string | undefined;

/**
 * Foundry's `game.i18n`: `localize` without data, `format` with it (its values written as text, the
 * form `format` takes). On v14 `localize` also formats when given data and `format` stays as its
 * alias, so calling `format` with data reads the same on v13 and v14.
 */
export function localize(key: string, data?: Record<string, unknown>): string {
  if (!data) return game.i18n.localize(key);
  return game.i18n.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
}

/** The language's string for `key`, or undefined when it has none (Foundry's `game.i18n.has`). */
export function lookup(key: string): string | undefined {
  return game.i18n.has(key) ? game.i18n.localize(key) : undefined;
}

function detailText(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(String).join(", ");
  if (typeof value === "object" && value !== null) return null;
  return String(value);
}

function fill(template: string, data: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => data[name] ?? whole);
}

/**
 * The sentence for a rules error: VOWFORGE.Error.<code> filled from the error's details when the
 * language has it and the details fill all its placeholders, else the general line with the error's
 * own message. Pure: the language lookup is handed in (the playground's file, a test's).
 */
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
  return rulesErrorSentence(error, lookup);
}

/**
 * The user's language: Foundry's `game.i18n.lang` (the language picked in its settings, whose file
 * system.json's `languages` names; dnd5e module/utils.mjs formats numbers with it); outside Foundry the
 * page's own `<html lang>` (the playground sets it from ?lang=); English otherwise (tests).
 */
export function userLanguage(): string {
  const game = (globalThis as { game?: { i18n?: { lang?: unknown } } }).game;
  if (typeof game?.i18n?.lang === "string" && game.i18n.lang) return game.i18n.lang;
  const page = (globalThis as { document?: { documentElement?: { lang?: unknown } } }).document
    ?.documentElement?.lang;
  return typeof page === "string" && page ? page : "en";
}

const rulesByLang = new Map<string, Intl.PluralRules>();

/** `key.<category>` localised with `count` (and `data`); falls back to `key.other`. */
export function pluralText(
  t: (key: string, data?: Record<string, string>) => string,
  key: string,
  count: number,
  data: Record<string, string> = {},
  lang = userLanguage(),
): string {
  let rules = rulesByLang.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesByLang.set(lang, rules);
  }
  const values = { ...data, count: String(count) };
  const wanted = `${key}.${rules.select(count)}`;
  const text = t(wanted, values);
  return text === wanted ? t(`${key}.other`, values) : text;
}

const decimalsByLang = new Map<string, Intl.NumberFormat>();

/** A number with exactly one decimal in the user's language: 12.5 in English, 12,5 in German and French. */
export function oneDecimal(value: number, lang = userLanguage()): string {
  let format = decimalsByLang.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    decimalsByLang.set(lang, format);
  }
  return format.format(value);
}

const listsByLang = new Map<string, Intl.ListFormat>();

/** Names joined as a list in the user's language: "A and B", "A, B, and C" in English, "A, B et C" in French. */
export function listText(items: readonly string[], lang = userLanguage()): string {
  let format = listsByLang.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });
    listsByLang.set(lang, format);
  }
  return format.format(items);
}
