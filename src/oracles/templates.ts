/**
 * The templates of the oracle card and the oracle browser. Partials are registered under their own
 * system paths (Foundry's loadTemplates does so for every path it loads), so a template includes one
 * as `{{> "systems/vowforge/templates/oracles/parts/oracle-entry.hbs"}}`.
 */
import { systemPath } from "../constants";

export const ORACLE_CARD_TEMPLATE = systemPath("templates/oracles/oracle-card.hbs");

/** The oracle browser's parts: the search box and the tree of tables. */
export const ORACLE_BROWSER_TEMPLATES = {
  search: systemPath("templates/oracles/browser-search.hbs"),
  list: systemPath("templates/oracles/browser-list.hbs"),
} as const;

/** Partials, by the name templates include them with (their system path). */
export const ORACLE_PARTIALS = [
  systemPath("templates/oracles/parts/oracle-entry.hbs"),
  systemPath("templates/oracles/parts/browser-folder.hbs"),
] as const;

/** Every oracle template, partials included. */
export const ORACLE_TEMPLATE_PATHS: readonly string[] = [
  ORACLE_CARD_TEMPLATE,
  ...Object.values(ORACLE_BROWSER_TEMPLATES),
  ...ORACLE_PARTIALS,
];

/** Foundry only: fetches, compiles and caches the oracle templates, registering the partials by path. */
export async function preloadOracleTemplates(): Promise<void> {
  await foundry.applications.handlebars.loadTemplates([...ORACLE_TEMPLATE_PATHS]);
}
