/**
 * The page's rendering environment: localisation over lang/en.json, a Handlebars environment with
 * Foundry's helpers, and the system's templates compiled once, partials registered by their system
 * paths exactly as Foundry registers them.
 */
import templates from "playground:templates";
import lang from "../lang/en.json";
import { systemPath } from "../src/constants";
import { registerPartials } from "../src/templates";
import { createHandlebars, type HandlebarsEnv } from "./handlebars-env";
import { createLocalize, lookup, type LangTree, type Localize } from "./i18n";

export interface PageEnv {
  localize: Localize;
  hbs: HandlebarsEnv;
  /** Renders a system template (by system path) with a context. */
  render(path: string, context: object): string;
  /** Keys looked up and not found, for the console. */
  missingKeys: Set<string>;
  /** A language string by key, or undefined (no fallback to the key, unlike `localize`). */
  lookup(key: string): string | undefined;
}

/** Every system template by its system path ("systems/vowforge/templates/..."). */
export function templateSources(): Record<string, string> {
  return Object.fromEntries(Object.entries(templates).map(([file, source]) => [systemPath(file), source]));
}

export function createPageEnv(): PageEnv {
  const missingKeys = new Set<string>();
  const localize = createLocalize(lang as LangTree, missingKeys);
  const hbs = createHandlebars(localize);
  const sources = templateSources();
  registerPartials(hbs, sources);
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  return {
    localize,
    hbs,
    missingKeys,
    lookup: (key) => lookup(lang as LangTree, key),
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
