/**
 * The user's language for what the code words or formats itself: texts that depend on a count, and
 * numbers with decimals. Strings come from the lang files; this only picks among them and formats
 * the numbers put into them.
 *
 * Texts that depend on a count go through the localisation rather than string glue: the lang file
 * holds one text per CLDR plural category under the key (`"one"`, `"other"`, and where a language
 * needs them `"few"`, `"many"` …) and Intl.PluralRules picks the category for the count in the user's
 * language. dnd5e does the same (foundryvtt/dnd5e module/utils.mjs `getPluralRules`, keys such as
 * `DND5E.Ammunition.one/other`). A language file may hold more categories than English (Polish
 * `few` and `many`); a category it lacks falls back to `other`, since English has no `few` to fall back
 * to (foundryvtt/dnd5e issue #5719).
 */
type Localize = (key: string, data?: Record<string, string>) => string;

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
  t: Localize,
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
