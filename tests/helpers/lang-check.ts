/**
 * Checks a translated language file against lang/en.json: the same keys (plural groups may carry the
 * categories the language needs), the same {placeholders}, markup and command words in every value,
 * no empty value, and no value left as the English one unless the allow-list names it with a reason.
 * Pure: trees and lists in, a list of problems out (empty when the file is complete).
 */

/** A language file: nested objects of strings. */
export interface LangTree {
  [key: string]: string | LangTree;
}

/** Values a translation may keep as the English wording, each with the reason it is not a skipped translation. */
export interface SameAsEnglish {
  /** Names, titles and abbreviations, the same in every language: value → reason. */
  names: Record<string, string>;
  /** Per language code: value → reason (a word spelled the same in that language). */
  byLanguage: Record<string, Record<string, string>>;
}

/** Foundry's language code → the language's own name and file, as system.json lists it. */
export interface ManifestLanguage {
  lang: string;
  name: string;
  path: string;
}

/** CLDR plural categories (Intl.PluralRules#select returns one of these), in CLDR's order. */
const CATEGORY_ORDER = ["zero", "one", "two", "few", "many", "other"];
const PLURAL_CATEGORIES = new Set(CATEGORY_ORDER);

/** Every string of a tree by dotted key; a value that is neither a string nor an object is a problem. */
export function flatten(tree: LangTree, problems: string[] = [], prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, problems, path)) out.set(k, v);
    } else problems.push(`${path}: not a string or a group of strings`);
  }
  return out;
}

/**
 * The plural groups of the English file: objects whose keys are all CLDR categories, "other" among
 * them (read by pluralText in src/locale.ts).
 */
export function pluralGroups(en: Map<string, string>): Set<string> {
  const children = new Map<string, string[]>();
  for (const key of en.keys()) {
    const dot = key.lastIndexOf(".");
    if (dot < 0) continue;
    const parent = key.slice(0, dot);
    children.set(parent, [...(children.get(parent) ?? []), key.slice(dot + 1)]);
  }
  const groups = new Set<string>();
  for (const [parent, names] of children) {
    if (names.includes("other") && names.every((n) => PLURAL_CATEGORIES.has(n))) groups.add(parent);
  }
  return groups;
}

/**
 * The categories a language's plural group must hold: every category its plural rules give a whole
 * number (0 to 1000 covers each rule's cycle), and "other", the fallback. Others it may add are the
 * rest of its categories (French "many" is for a million and more).
 */
export function pluralNeeds(lang: string): { required: Set<string>; allowed: Set<string> } {
  const rules = new Intl.PluralRules(lang);
  const used = new Set<string>(["other"]);
  for (let n = 0; n <= 1000; n++) used.add(rules.select(n));
  const allowed = new Set<string>([...rules.resolvedOptions().pluralCategories, "other"]);
  return {
    required: new Set(CATEGORY_ORDER.filter((c) => used.has(c))),
    allowed: new Set(CATEGORY_ORDER.filter((c) => allowed.has(c))),
  };
}

/** {name} placeholders of a value, sorted and without repeats. */
export function placeholders(value: string): string[] {
  const text = value.replace(/{{[^}]*}}/g, "");
  return [...new Set([...text.matchAll(/{([^{}\s]+)}/g)].map((m) => m[1]))].sort();
}

/** HTML tags and Handlebars expressions of a value, sorted (repeats kept). */
export function markup(value: string): string[] {
  const tags = [
    ...value.matchAll(/<\/?(?:a|b|br|code|em|i|kbd|li|ol|p|span|strong|sub|sup|u|ul)\b[^>]*>/gi),
  ].map((m) => m[0].toLowerCase());
  const handlebars = [...value.matchAll(/{{[^}]*}}/g)].map((m) => m[0]);
  return [...tags, ...handlebars].sort();
}

/**
 * Words a user types, which the chat command parser reads in English whatever the language: the
 * commands (`/action`) and the choices of a usage line (`controlled|risky|desperate`).
 */
export function commandWords(value: string): string[] {
  const commands = [...value.matchAll(/(?<![\w/<])\/[a-z][a-z-]*/g)].map((m) => m[0]);
  const choices = [...value.matchAll(/[\w-]+(?:\|[\w/-]+)+/g)].map((m) => m[0]);
  return [...commands, ...choices].sort();
}

/** Whether a value has any letter once its placeholders are taken out ("{count}", "+10", "50/50" have none). */
function hasWords(value: string): boolean {
  return /\p{L}/u.test(value.replace(/{[^{}]*}/g, ""));
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** What is wrong with language `lang`'s file against English; empty when nothing is. */
export function checkLanguage(
  lang: string,
  enTree: LangTree,
  tree: LangTree,
  allow: SameAsEnglish,
): string[] {
  const problems: string[] = [];
  const en = flatten(enTree);
  const ours = flatten(tree, problems);
  const groups = pluralGroups(en);
  const { required, allowed } = pluralNeeds(lang);
  const groupOf = (key: string): string | null => {
    const dot = key.lastIndexOf(".");
    return dot > 0 && groups.has(key.slice(0, dot)) ? key.slice(0, dot) : null;
  };

  for (const key of en.keys()) {
    if (groupOf(key) !== null) continue;
    if (!ours.has(key)) problems.push(`${key}: missing`);
  }
  for (const group of groups) {
    for (const category of required) {
      if (!ours.has(`${group}.${category}`))
        problems.push(`${group}.${category}: missing (the "${category}" plural form ${lang} needs)`);
    }
  }
  const allowedSame = { ...allow.names, ...(allow.byLanguage[lang] ?? {}) };
  for (const [key, value] of ours) {
    const group = groupOf(key);
    const category = group === null ? null : key.slice(group.length + 1);
    if (group !== null && category !== null) {
      if (!allowed.has(category)) problems.push(`${key}: "${category}" is not a plural form of ${lang}`);
    } else if (!en.has(key)) {
      problems.push(`${key}: not in en.json`);
      continue;
    }
    // A plural form English lacks is held against English's "other".
    const english = en.get(key) ?? (group !== null ? en.get(`${group}.other`) : undefined) ?? "";
    if (value.trim() === "") problems.push(`${key}: empty`);
    if (!same(placeholders(value), placeholders(english))) {
      problems.push(
        `${key}: placeholders {${placeholders(value).join("} {")}} where English has {${placeholders(english).join("} {")}}`,
      );
    }
    if (!same(markup(value), markup(english)))
      problems.push(
        `${key}: markup ${JSON.stringify(markup(value))} where English has ${JSON.stringify(markup(english))}`,
      );
    if (!same(commandWords(value), commandWords(english))) {
      problems.push(
        `${key}: typed command words ${JSON.stringify(commandWords(value))} where English has ${JSON.stringify(commandWords(english))}`,
      );
    }
    if (value === english && hasWords(value) && !(value in allowedSame))
      problems.push(`${key}: left in English ("${value}")`);
  }
  return problems;
}

/** Allow-list entries of a language that none of its values uses (stale entries hide nothing, so they go). */
export function unusedAllowances(
  lang: string,
  enTree: LangTree,
  tree: LangTree,
  allow: SameAsEnglish,
): string[] {
  const en = flatten(enTree);
  const used = new Set<string>();
  for (const [key, value] of flatten(tree)) if (en.get(key) === value) used.add(value);
  return Object.keys(allow.byLanguage[lang] ?? {}).filter((value) => !used.has(value));
}

/** Problems between system.json's `languages` and the files in lang/ (file names without ".json"). */
export function checkManifestLanguages(
  languages: readonly ManifestLanguage[],
  files: readonly string[],
): string[] {
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const entry of languages) {
    if (listed.has(entry.lang)) problems.push(`system.json lists ${entry.lang} twice`);
    listed.add(entry.lang);
    if (entry.path !== `lang/${entry.lang}.json`)
      problems.push(`system.json: ${entry.lang} should load lang/${entry.lang}.json, not ${entry.path}`);
    if (!files.includes(entry.lang))
      problems.push(`system.json lists ${entry.lang}, but lang/${entry.lang}.json does not exist`);
    if (!entry.name.trim()) problems.push(`system.json: ${entry.lang} has no name`);
  }
  for (const file of files)
    if (!listed.has(file)) problems.push(`lang/${file}.json is not listed in system.json's languages`);
  return problems;
}
