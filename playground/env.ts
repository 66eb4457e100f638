/**
 * The page's rendering environment: localisation in the page's language (English by default, with
 * English for a key the language lacks), a Handlebars environment with
 * Foundry's helpers, and the system's templates compiled once, partials registered by their system
 * paths exactly as Foundry registers them.
 */
import templates from "playground:templates";
import lang from "../lang/en.json";
import { systemPath } from "../src/constants";
import { PARTIALS, registerPartials } from "../src/templates";
import { GUIDED_PARTIALS } from "../src/applications/truths/truth-templates";
import { createHandlebars, type HandlebarsEnv } from "./handlebars-env";
import { createLocalize, lookupWithFallback, type LangTree, type Localize, type PageLanguage } from "./i18n";

export interface PageEnv {
  localize: Localize;
  hbs: HandlebarsEnv;
  /** Renders a system template (by system path) with a context. */
  render(path: string, context: object): string;
  /** The page's language code ("en", "de" …). */
  lang: string;
  /** Keys the page's language lacks (English stood in where it could), for the console. */
  missingKeys: Set<string>;
  /** A language string by key, or undefined (no fallback to the key, unlike `localize`). */
  lookup(key: string): string | undefined;
}

/** Every system template by its system path ("systems/vowforge/templates/..."). */
export function templateSources(): Record<string, string> {
  return Object.fromEntries(Object.entries(templates).map(([file, source]) => [systemPath(file), source]));
}

/** English, bundled into the page: the fallback of every language. */
export const ENGLISH = lang as LangTree;

export function createPageEnv(language: PageLanguage = { lang: "en", tree: ENGLISH }): PageEnv {
  const missingKeys = new Set<string>();
  const localize = createLocalize(language.tree, missingKeys, ENGLISH);
  const hbs = createHandlebars(localize);
  const sources = templateSources();
  registerPartials(hbs, sources, [...PARTIALS, ...GUIDED_PARTIALS]);
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  return {
    localize,
    hbs,
    lang: language.lang,
    missingKeys,
    lookup: (key) => lookupWithFallback(language.tree, ENGLISH, key),
    render(path, context) {
      let template = compiled.get(path);
      if (!template) {
        const source = sources[path];
        if (source === undefined) throw new Error(`no template at ${path}`);
        template = hbs.compile(source);
        compiled.set(path, template);
      }
      return template(context);
    },
  };
}
