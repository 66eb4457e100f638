/**
 * Localisation for the playground: the same lookups Foundry's game.i18n makes. `localize(key)` returns
 * the string at a dotted key of the page's language; a key that language lacks comes from English, as
 * Foundry's fallback to English does (foundryvtt/foundryvtt issues #11003 and #12347), and a key English
 * lacks too comes back as the key itself. Either way the key is remembered, for the page's warning.
 * With data, {placeholders} are filled from it and unknown placeholders are left as written.
 */

/** A language file: nested objects of strings. */
export interface LangTree {
  [key: string]: string | LangTree;
}

export type Localize = (key: string, data?: Record<string, unknown>) => string;

/** The page's language: its code (as system.json lists it) and its file, English's for "en". */
export interface PageLanguage {
  lang: string;
  tree: LangTree;
}

/** The string at a dotted path, or undefined. */
export function lookup(tree: LangTree, key: string): string | undefined {
  let node: string | LangTree | undefined = tree;
  for (const part of key.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Fills {name} placeholders from data; placeholders without data stay as they are. */
export function formatString(text: string, data: Record<string, unknown>): string {
  return text.replace(/{([^{}]+)}/g, (whole, name: string) => {
    const value = data[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The string for a key: the language's, else English's; undefined when neither has it. */
export function lookupWithFallback(tree: LangTree, english: LangTree, key: string): string | undefined {
  return lookup(tree, key) ?? lookup(english, key);
}

/**
 * A localize function over a language file (English when `fallback` is not given); it remembers the
 * keys the language could not give, whether English filled them in or not.
 */
export function createLocalize(tree: LangTree, missing: Set<string> = new Set(), fallback: LangTree = tree): Localize {
  return (key, data) => {
    const own = lookup(tree, key);
    const text = own ?? lookup(fallback, key);
    if (own === undefined) missing.add(key);
    if (text === undefined) return key;
    return data ? formatString(text, data) : text;
  };
}

/** The language code a page address asks for (?lang=de), or "en". */
export function requestedLanguage(address: string): string {
  const asked = new URL(address).searchParams.get("lang")?.trim() ?? "";
  return /^[a-z]{2,3}(-[A-Z]{2})?$/.test(asked) ? asked : "en";
}

/**
 * Loads the page's language from `<langDir>/<code>.json` (the build copies lang/ beside the pages, as a
 * Foundry server serves a system's files), and marks the document with it. English needs no request;
 * an unknown or unreadable language warns and gives English.
 */
export async function loadLanguage(lang: string, langDir: string, english: LangTree): Promise<PageLanguage> {
  let page: PageLanguage = { lang: "en", tree: english };
  if (lang !== "en") {
    try {
      const response = await fetch(`${langDir}/${lang}.json`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      page = { lang, tree: (await response.json()) as LangTree };
    } catch (error) {
      console.warn(`No language file for "${lang}" (${error instanceof Error ? error.message : String(error)}); the page is in English.`);
    }
  }
  document.documentElement.lang = page.lang;
  return page;
}

/** The console warning for keys the page's language lacks, or null when it lacks none. */
export function missingKeysWarning(lang: string, missing: ReadonlySet<string>): string | null {
  if (missing.size === 0) return null;
  const shown = lang === "en" ? "" : ` in ${lang} (English shown where English has them)`;
  return `Missing lang keys${shown}: ${[...missing].join(", ")}`;
}
