/**
 * Texts that depend on a count, through the localisation rather than string glue: the lang file holds
 * one text per CLDR plural category under the key (`"one"`, `"other"`, and for other languages `"few"`,
 * `"many"` …) and Intl.PluralRules picks the category for the count in the user's language. dnd5e does
 * the same (foundryvtt/dnd5e module/utils.mjs `getPluralRules`, keys such as `DND5E.Ammunition.one/other`).
 */
type Localize = (key: string, data?: Record<string, string>) => string;

/** The user's language in Foundry (game.i18n.lang), or English outside it (the playground, tests). */
function language(): string {
  const game = (globalThis as { game?: { i18n?: { lang?: unknown } } }).game;
  return typeof game?.i18n?.lang === "string" ? game.i18n.lang : "en";
}

const rulesByLang = new Map<string, Intl.PluralRules>();

/** `key.<category>` localised with `count` (and `data`); falls back to `key.other`. */
export function pluralText(t: Localize, key: string, count: number, data: Record<string, string> = {}, lang = language()): string {
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
