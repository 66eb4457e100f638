/**
 * Every language file in lang/ against lang/en.json (tests/helpers/lang-check.ts): every key and no
 * other, each value with English's {placeholders}, markup and typed command words, none empty, none
 * left in English unless tests/lang/same-as-english.json gives the reason; and system.json lists
 * exactly the files there are, each under its own name. Foundry loads the file of the user's language
 * from system.json's `languages` (foundry-ironsworn's system/system.json lists de, es, fr, pl the same
 * way) and falls back to English for a key that file lacks (its `_fallback`; foundryvtt/foundryvtt
 * issues #11003 and #12347), so a missing key shows English instead of failing: only this test sees it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../tools/playground/build.mjs";
import {
  checkLanguage,
  checkManifestLanguages,
  flatten,
  pluralNeeds,
  unusedAllowances,
  type LangTree,
  type ManifestLanguage,
  type SameAsEnglish,
} from "../helpers/lang-check";

const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), "utf8")) as T;
const en = read<LangTree>("lang/en.json");
const allow = read<SameAsEnglish>("tests/lang/same-as-english.json");
const files = readdirSync(path.join(root, "lang"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -".json".length))
  .sort();
const translations = files.filter((f) => f !== "en");
const manifest = read<{ languages: ManifestLanguage[] }>("system.json");

/** A language's own name as Foundry's language menu shows it: "Deutsch", "Français", "Português (Brasil)". */
function nativeName(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: "language" }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

describe("language files", () => {
  it("include translations besides English", () => {
    expect(translations.length).toBeGreaterThan(0);
  });

  it.each(translations)("%s has every key of en.json, translated", (lang) => {
    expect(checkLanguage(lang, en, read<LangTree>(`lang/${lang}.json`), allow)).toEqual([]);
  });

  it.each(translations)("%s uses every entry the allow-list keeps for it", (lang) => {
    expect(unusedAllowances(lang, en, read<LangTree>(`lang/${lang}.json`), allow)).toEqual([]);
  });

  it("are all listed in system.json, each listed language with its file and its own name", () => {
    expect(checkManifestLanguages(manifest.languages, files)).toEqual([]);
    for (const entry of manifest.languages) expect(entry.name, entry.lang).toBe(nativeName(entry.lang));
    expect(manifest.languages[0]?.lang).toBe("en");
  });

  it("keep a short allow-list of English values, each one in en.json with a reason", () => {
    const english = new Set(flatten(en).values());
    const entries = [
      ...Object.entries(allow.names),
      ...Object.values(allow.byLanguage).flatMap((byValue) => Object.entries(byValue)),
    ];
    for (const [value, reason] of entries) {
      expect(english.has(value), `"${value}" is not an English value`).toBe(true);
      expect(reason.trim().length, `"${value}" needs a reason`).toBeGreaterThan(10);
    }
    expect(Object.keys(allow.names).length).toBeLessThanOrEqual(40);
    for (const byValue of Object.values(allow.byLanguage))
      expect(Object.keys(byValue).length).toBeLessThanOrEqual(25);
  });
});

describe("the language file check", () => {
  const english: LangTree = {
    A: {
      Title: "Roll {n} dice",
      Name: "Ironsworn",
      Count: { one: "{count} die", other: "{count} dice" },
      Sep: ", ",
    },
    B: { Usage: "/pool <dice> [controlled|risky]", Bold: "<strong>{name}</strong> rolls" },
  };
  const none: SameAsEnglish = { names: { Ironsworn: "the game's title" }, byLanguage: {} };
  const good: LangTree = {
    A: {
      Title: "Wirf {n} Würfel",
      Name: "Ironsworn",
      Count: { one: "{count} Würfel", other: "{count} Würfel" },
      Sep: ", ",
    },
    B: { Usage: "/pool <Würfel> [controlled|risky]", Bold: "<strong>{name}</strong> würfelt" },
  };
  const edit = (change: (tree: LangTree) => void): LangTree => {
    const copy = structuredClone(good);
    change(copy);
    return copy;
  };
  const a = (tree: LangTree) => tree.A as LangTree;
  const b = (tree: LangTree) => tree.B as LangTree;
  /** The German file's problems after one change to the good file. */
  const problemsAfter = (change: (tree: LangTree) => void) =>
    checkLanguage("de", english, edit(change), none);

  it("passes a complete file, names and punctuation-only values kept as in English", () => {
    expect(checkLanguage("de", english, good, none)).toEqual([]);
  });

  it("finds a missing key, an extra key, and an empty value", () => {
    expect(problemsAfter((t) => delete a(t).Title)).toEqual(["A.Title: missing"]);
    expect(problemsAfter((t) => (a(t).Extra = "Mehr"))).toEqual(["A.Extra: not in en.json"]);
    expect(problemsAfter((t) => (a(t).Title = " "))).toEqual([
      "A.Title: empty",
      "A.Title: placeholders {} where English has {n}",
    ]);
  });

  it("finds a renamed or dropped placeholder, changed markup and a translated command word", () => {
    expect(problemsAfter((t) => (a(t).Title = "Wirf {anzahl} Würfel"))).toEqual([
      "A.Title: placeholders {anzahl} where English has {n}",
    ]);
    expect(problemsAfter((t) => (b(t).Bold = "<b>{name}</b> würfelt"))).toHaveLength(1);
    expect(problemsAfter((t) => (b(t).Usage = "/pool <Würfel> [kontrolliert|riskant]"))).toHaveLength(1);
    expect(problemsAfter((t) => (b(t).Usage = "/pool <Würfel> [controlled|risky] {{x}}"))).toHaveLength(1);
  });

  it("finds a value left in English unless the allow-list names it for that language", () => {
    const left = edit((t) => (a(t).Title = "Roll {n} dice"));
    expect(checkLanguage("de", english, left, none)).toEqual(['A.Title: left in English ("Roll {n} dice")']);
    const excused: SameAsEnglish = { names: {}, byLanguage: { fr: { "Roll {n} dice": "only French" } } };
    expect(checkLanguage("de", english, left, excused)).toContain('A.Name: left in English ("Ironsworn")');
    expect(
      unusedAllowances("de", english, good, {
        names: {},
        byLanguage: { de: { "Roll {n} dice": "a reason" } },
      }),
    ).toEqual(["Roll {n} dice"]);
  });

  it("asks each language for its own plural forms: Polish one, few and many; no Polish forms in German", () => {
    expect(pluralNeeds("pl").required).toEqual(new Set(["one", "few", "many", "other"]));
    expect(pluralNeeds("de").required).toEqual(new Set(["one", "other"]));
    // French "many" (a million and more) may be given, never required; its whole numbers use one and other.
    expect(pluralNeeds("fr").required).toEqual(new Set(["one", "other"]));
    expect(pluralNeeds("fr").allowed.has("many")).toBe(true);
    const polish = edit((t) => (a(t).Count = { one: "{count} kość", other: "{count} kości" }));
    expect(checkLanguage("pl", english, polish, none)).toEqual([
      'A.Count.few: missing (the "few" plural form pl needs)',
      'A.Count.many: missing (the "many" plural form pl needs)',
    ]);
    const full = edit(
      (t) =>
        (a(t).Count = {
          one: "{count} kość",
          few: "{count} kości",
          many: "{count} kości",
          other: "{count} kości",
        }),
    );
    expect(checkLanguage("pl", english, full, none)).toEqual([]);
    expect(problemsAfter((t) => ((a(t).Count as LangTree).few = "{count} Würfel"))).toEqual([
      'A.Count.few: "few" is not a plural form of de',
    ]);
  });

  it("finds a language listed without its file, a file not listed, and a wrong path", () => {
    const listed = [
      { lang: "en", name: "English", path: "lang/en.json" },
      { lang: "de", name: "Deutsch", path: "lang/de.json" },
    ];
    expect(checkManifestLanguages(listed, ["de", "en"])).toEqual([]);
    expect(checkManifestLanguages(listed, ["en"])).toEqual([
      "system.json lists de, but lang/de.json does not exist",
    ]);
    expect(checkManifestLanguages(listed, ["de", "en", "fr"])).toEqual([
      "lang/fr.json is not listed in system.json's languages",
    ]);
    expect(
      checkManifestLanguages([{ lang: "de", name: "Deutsch", path: "lang/german.json" }], ["de"]),
    ).toHaveLength(1);
  });
});
