/**
 * Renders our real templates with the real `handlebars` package in strict mode, with small equivalents
 * of the Foundry helpers they use (see TEMPLATE_HELPERS in src/templates.ts) and a localiser reading
 * the real lang/en.json that throws on a missing key.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { PARTIALS, registerPartials, templateFile } from "../../src/templates";
import { GUIDED_PARTIALS } from "../../src/applications/truths/truth-templates";
import { compactTemplate } from "../../tools/template-compact.mjs";

/** The repository root: the nearest folder above this module holding lang/en.json (also when bundled). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "lang/en.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error("cannot find the repository root (lang/en.json)");
    dir = up;
  }
  return dir;
}

const root = findRoot();

type LangTree = { [key: string]: string | LangTree };
let lang: LangTree | null = null;

function langTree(): LangTree {
  lang ??= JSON.parse(readFileSync(path.join(root, "lang/en.json"), "utf8")) as LangTree;
  return lang;
}

/** Like Foundry's game.i18n.format: looks the key up in en.json and fills `{name}` placeholders. */
export function localize(key: string, data?: Record<string, unknown>): string {
  let node: string | LangTree | undefined = langTree();
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "string") throw new Error(`missing i18n key ${key}`);
  if (!data) return node;
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

/** The en.json string at a key, or undefined (a language lookup for rulesErrorSentence). */
export function langLookup(key: string): string | undefined {
  let node: string | LangTree | undefined = langTree();
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/**
 * Reads a template (by system path or repository path) as the build ships it to Foundry and the
 * playground bundles it: without its indentation (tools/template-compact.mjs).
 */
export function readTemplate(systemOrFilePath: string): string {
  return compactTemplate(readFileSync(path.join(root, templateFile(systemOrFilePath)), "utf8"));
}

type Options = Handlebars.HelperOptions;

function isOptions(value: unknown): value is Options {
  return typeof value === "object" && value !== null && "hash" in value;
}

interface Choice {
  value: string;
  label: string;
}

function choicesOf(choices: unknown): Choice[] {
  if (Array.isArray(choices)) {
    return choices.map((c: unknown) => {
      const o = c as { value: unknown; label: unknown };
      return { value: String(o.value), label: String(o.label) };
    });
  }
  return Object.entries(choices as Record<string, unknown>).map(([value, label]) => ({
    value,
    label: String(label),
  }));
}

/**
 * A Handlebars environment with our partials and the Foundry helper equivalents registered; `read`
 * gives a template's source by its system path (the files on disk unless told otherwise).
 */
export function createHandlebars(read: (systemPath: string) => string = readTemplate): typeof Handlebars {
  const hb = Handlebars.create();
  const escapeExpression = (s: string): string => hb.escapeExpression(s);
  hb.registerHelper("localize", (key: string, options: Options) => {
    const hash = options.hash as Record<string, unknown>;
    return localize(key, Object.keys(hash).length > 0 ? hash : undefined);
  });
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ifThen", (cond: unknown, a: unknown, b: unknown) => (cond ? a : b));
  hb.registerHelper("concat", (...args: unknown[]) => args.filter((a) => !isOptions(a)).join(""));
  hb.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hb.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hb.registerHelper("selectOptions", (choices: unknown, options: Options) => {
    const hash = options.hash as { selected?: unknown; blank?: string; localize?: boolean };
    const selected = hash.selected === undefined || hash.selected === null ? null : String(hash.selected);
    const list = choicesOf(choices);
    const html: string[] = [];
    if (hash.blank !== undefined) html.push(`<option value="">${escapeExpression(hash.blank)}</option>`);
    for (const { value, label } of list) {
      const text = hash.localize ? localize(label) : label;
      const sel = value === selected ? " selected" : "";
      html.push(`<option value="${escapeExpression(value)}"${sel}>${escapeExpression(text)}</option>`);
    }
    return new hb.SafeString(html.join(""));
  });
  const names = [...PARTIALS, ...GUIDED_PARTIALS];
  const sources = Object.fromEntries(names.map((name) => [name, read(name)]));
  registerPartials(hb, sources, names);
  return hb;
}

let shared: typeof Handlebars | null = null;
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Renders a template (by its system path) in strict mode. */
export function render(templatePath: string, context: object): string {
  shared ??= createHandlebars();
  let template = compiled.get(templatePath);
  if (!template) {
    template = shared.compile(readTemplate(templatePath), { strict: true });
    compiled.set(templatePath, template);
  }
  return template(context);
}

/** The partials `templatePath` includes by path, and those they include in turn. */
export function includedPartials(templatePath: string, seen = new Set<string>()): Set<string> {
  for (const [, partial] of readTemplate(templatePath).matchAll(/\{\{~?>\s*"([^"]+)"/g)) {
    if (seen.has(partial)) continue;
    seen.add(partial);
    includedPartials(partial, seen);
  }
  return seen;
}

/**
 * The partials each part of an application includes that the part does not load: Foundry's Handlebars
 * application loads a part's `template` and `templates` before its first render and registers them as
 * partials by path (templates.ts, DIALOG_PARTS), so a window not preloaded at `init` must list them there.
 * Empty when every part loads what it draws.
 */
export function partsMissingPartials(parts: Record<string, { template: string; templates?: readonly string[] }>): string[] {
  return Object.entries(parts).flatMap(([name, part]) => {
    const loaded = new Set(part.templates ?? []);
    return [...includedPartials(part.template)].filter((p) => !loaded.has(p)).map((p) => `${name}: ${p}`);
  });
}
