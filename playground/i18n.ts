/**
 * Localisation for the playground: the same lookups Foundry's game.i18n makes, over lang/en.json.
 * `localize(key)` returns the string at a dotted key (or the key itself when missing, as Foundry does);
 * with data, {placeholders} are filled from it and unknown placeholders are left as written.
 */

/** A language file: nested objects of strings. */
export interface LangTree {
  [key: string]: string | LangTree;
}

export type Localize = (key: string, data?: Record<string, unknown>) => string;

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

/** A localize function over a language file; it remembers the keys it could not find. */
export function createLocalize(tree: LangTree, missing: Set<string> = new Set()): Localize {
  return (key, data) => {
    const text = lookup(tree, key);
    if (text === undefined) {
      missing.add(key);
      return key;
    }
    return data ? formatString(text, data) : text;
  };
}
