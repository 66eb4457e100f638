/**
 * Renders the sheet templates with the real Handlebars in strict mode: the shared test environment
 * (Foundry helper equivalents, real lang/en.json) plus the sheet partials.
 */
import type Handlebars from "handlebars";
import { createHandlebars, localize, readTemplate } from "../../helpers/handlebars";
import { CHARACTER_PARTS, RULESET_PARTS, SHEET_PARTIALS, registerSheetPartials, type RulesetSheetKind } from "../../../src/applications/sheets/sheet-templates";
import { type SheetEnv } from "../../../src/applications/sheets/context/types";

let hb: typeof Handlebars | null = null;
const compiled = new Map<string, Handlebars.TemplateDelegate>();

function env(): typeof Handlebars {
  if (!hb) {
    hb = createHandlebars();
    registerSheetPartials(hb, Object.fromEntries(Object.values(SHEET_PARTIALS).map((p) => [p, readTemplate(p)])));
  }
  return hb;
}

/** Renders one sheet template (by system path) in strict mode. */
export function renderSheet(path: string, context: object): string {
  let template = compiled.get(path);
  if (!template) {
    template = env().compile(readTemplate(path), { strict: true });
    compiled.set(path, template);
  }
  return template(context);
}

/** Every part of the character sheet, in order, as Foundry puts them in the window. */
export function renderCharacter(context: object): string {
  return Object.values(CHARACTER_PARTS)
    .map((path) => renderSheet(path, context))
    .join("\n");
}

/** A context with every tab's panel drawn, as a sheet is once each of its tabs has been opened. */
function everyTabOpened(context: object): object {
  const panels = (context as { panels?: Record<string, object> }).panels;
  if (!panels) return context;
  return { ...context, panels: Object.fromEntries(Object.entries(panels).map(([id, panel]) => [id, { ...panel, drawn: true }])) };
}

/**
 * Every part of a Forged Ties, Augur or Strike! sheet, in order, as Foundry puts them in the window:
 * as the sheet is once every tab has been opened, or (`fresh`) as first opened, the open tab alone drawn.
 */
export function renderRuleset(kind: RulesetSheetKind, context: object, { fresh = false } = {}): string {
  const shown = fresh ? context : everyTabOpened(context);
  return Object.values(RULESET_PARTS[kind])
    .map((path) => renderSheet(path, shown))
    .join("\n");
}

/** The environment the builders get in tests: real localisation; stored HTML is test data, shown as is. */
export function sheetEnv(over: Partial<SheetEnv> = {}): SheetEnv {
  return { localize, html: (source) => source, editable: true, idPrefix: "vf-test", ...over };
}
