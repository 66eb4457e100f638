/**
 * Renders the oracle templates with the real Handlebars in strict mode: the shared test environment
 * (tests/helpers/handlebars.ts) plus the oracle partials, registered under their system paths.
 */
import type Handlebars from "handlebars";
import { createHandlebars, readTemplate } from "../helpers/handlebars";
import { ORACLE_PARTIALS } from "../../src/oracles/templates";

let hb: typeof Handlebars | null = null;
const compiled = new Map<string, Handlebars.TemplateDelegate>();

export function renderOracleTemplate(templatePath: string, context: object): string {
  if (!hb) {
    hb = createHandlebars();
    for (const name of ORACLE_PARTIALS) hb.registerPartial(name, readTemplate(name));
  }
  let template = compiled.get(templatePath);
  if (!template) {
    template = hb.compile(readTemplate(templatePath), { strict: true });
    compiled.set(templatePath, template);
  }
  return template(context);
}
