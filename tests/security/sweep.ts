/**
 * The bookkeeping of the XSS sweep: which field got which payload, where each field's text showed up,
 * which HTML sinks (`{{{ }}}` of a template) it reached, and what came out live.
 *
 * Templates are rendered with the real Handlebars (strict) from the files on disk, each `{{{ }}}`
 * wrapped in a `<vf-sink>` element naming it, so the sweep can tell which sink a field's text went
 * through. Payloads go into every text field at once, each with markers of its own (payloads.ts), so
 * one render tries one payload in every field of a document.
 */
import type Handlebars from "handlebars";
import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { createHandlebars, readTemplate } from "../helpers/handlebars";
import { SHEET_PARTIALS, registerSheetPartials } from "../../src/applications/sheets/sheet-templates";
import { ORACLE_PARTIALS } from "../../src/oracles/templates";
import { CLOCK_LIST_PARTIAL } from "../../src/applications/clocks/clock-templates";
import { templateFile } from "../../src/templates";
import { liveMarkup, visibleText, type LiveHit } from "./live-markup";
import { markersIn, payloadText, type Payload } from "./payloads";
import { ArrayField, type SchemaField, type DataField } from "../fakes/data-fields";
import { fieldAtPath, textFieldPaths } from "./schema-paths";
import { GUIDED_PARTIALS } from "../../src/applications/truths/truth-templates";

const TRIPLE = /\{\{\{\s*([\s\S]+?)\s*\}\}\}/g;

/** The name of a template sink: its file and expression (`templates/x.hbs {{{html}}}`). */
export function sinkName(file: string, expression: string): string {
  return `${file} {{{${expression}}}}`;
}

/** Every `{{{ }}}` of a template source, by sink name. */
export function templateSinks(file: string, source: string): string[] {
  return [...source.matchAll(TRIPLE)].map((m) => sinkName(file, m[1]));
}

/** A template's source with each `{{{ }}}` wrapped in an element naming the sink. */
function markSinks(systemPath: string): string {
  const file = templateFile(systemPath);
  return readTemplate(systemPath).replace(TRIPLE, (whole, expression: string) => {
    const id = encodeURIComponent(sinkName(file, expression));
    return `<vf-sink data-sink="${id}">${whole}</vf-sink>`;
  });
}

let hb: typeof Handlebars | null = null;
const compiled = new Map<string, Handlebars.TemplateDelegate>();

/** Renders a template (by system path) with sink markers, strictly, every partial registered. */
export function renderMarked(systemPath: string | readonly string[], context: object): string {
  // A tabbed sheet is several templates (Foundry's PARTS), drawn one after another in the window.
  if (typeof systemPath !== "string") return systemPath.map((path) => renderMarked(path, context)).join("\n");
  if (!hb) {
    hb = createHandlebars(markSinks);
    registerSheetPartials(
      hb,
      Object.fromEntries(Object.values(SHEET_PARTIALS).map((p) => [p, markSinks(p)])),
    );
    for (const name of [...ORACLE_PARTIALS, CLOCK_LIST_PARTIAL, ...GUIDED_PARTIALS]) hb.registerPartial(name, markSinks(name));
  }
  let template = compiled.get(systemPath);
  if (!template) {
    template = hb.compile(markSinks(systemPath), { strict: true });
    compiled.set(systemPath, template);
  }
  return template(context);
}

/** Live markup in a render, attributed to the payload and field whose run marker it holds. */
export interface LiveFinding {
  payload: number;
  field: number;
  render: string;
  hit: LiveHit;
}

/** Kinds of live markup that need the reader to click or hover; everything else runs on its own. */
function needsAClick(hit: LiveHit): boolean {
  if (hit.kind === "javascript: URL" || hit.kind === "svg animation URL") return true;
  return (
    hit.kind === "event handler" &&
    /<\w+> (onclick|onmouse\w+|ondblclick|onfocus)$/.test(hit.where.split(" → ").pop() ?? "")
  );
}

export class Sweep {
  readonly fields: string[] = [];
  readonly #ids = new Map<string, number>();
  /** Where each field's text showed up (render labels). */
  readonly reached = new Map<number, Set<string>>();
  /** The fields each template sink received. */
  readonly sinks = new Map<string, Set<number>>();
  readonly live: LiveFinding[] = [];
  readonly errors: string[] = [];
  renders = 0;

  constructor(readonly payloads: readonly Payload[]) {}

  /** The number of a field (by a name such as "Actor.character system.notes"). */
  fieldId(name: string): number {
    let id = this.#ids.get(name);
    if (id === undefined) {
      id = this.fields.length;
      this.fields.push(name);
      this.#ids.set(name, id);
    }
    return id;
  }

  /** The attack text of `payload` for the field `name`. */
  text(payload: Payload, name: string): string {
    return payloadText(payload, this.fieldId(name));
  }

  /** Looks at one piece of output: live markup, the fields it shows, the sinks they went through. */
  inspect(render: string, html: string): void {
    this.renders++;
    for (const hit of liveMarkup(html)) {
      // The first run marker is the payload's own: a raw-text element it opened (style, script) may
      // swallow the escaped text of other fields after it.
      const [owner] = markersIn(hit.text, "vfx");
      const short = { ...hit, text: hit.text.slice(0, 160) };
      this.live.push(
        owner
          ? { payload: owner[0], field: owner[1], render, hit: short }
          : { payload: -1, field: -1, render, hit: short },
      );
    }
    for (const [, field] of markersIn(visibleText(html), "vfc")) {
      if (!this.reached.has(field)) this.reached.set(field, new Set());
      this.reached.get(field)!.add(render);
    }
    this.#sinkReach(parseFragment(html) as DefaultTreeAdapterMap["node"]);
  }

  #sinkReach(node: DefaultTreeAdapterMap["node"]): void {
    if ("tagName" in node && node.tagName === "vf-sink") {
      const id = decodeURIComponent(node.attrs.find((a) => a.name === "data-sink")?.value ?? "");
      if (!this.sinks.has(id)) this.sinks.set(id, new Set());
      const set = this.sinks.get(id)!;
      for (const [, field] of markersIn(serializeText(node), "vfc")) set.add(field);
    }
    if ("childNodes" in node) for (const child of node.childNodes) this.#sinkReach(child);
  }

  /** Runs `render`, recording a throw (a render that fails shows nothing, which is no XSS, but is noted). */
  attempt(label: string, render: () => string | null): void {
    try {
      const html = render();
      if (html !== null) this.inspect(label, html);
    } catch (error) {
      this.errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async attemptAsync(label: string, render: () => Promise<string | null>): Promise<void> {
    try {
      const html = await render();
      if (html !== null) this.inspect(label, html);
    } catch (error) {
      this.errors.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Distinct (payload, field) pairs with live markup. */
  livePairs(filter: (f: LiveFinding) => boolean = () => true): number {
    return new Set(this.live.filter(filter).map((f) => `${f.payload}/${f.field}`)).size;
  }

  /** The figures of the sweep. */
  summary() {
    const reached = [...this.reached.keys()];
    return {
      payloads: this.payloads.length,
      fieldsReachingHtml: reached.length,
      tried: this.payloads.length * reached.length,
      renders: this.renders,
      live: this.livePairs(),
      liveWithoutClick: this.livePairs((f) => !needsAClick(f.hit)),
      liveInTooltips: this.livePairs((f) => f.hit.inTooltip),
      fieldsLiveInTooltips: new Set(this.live.filter((f) => f.hit.inTooltip).map((f) => f.field)).size,
      sinksReached: [...this.sinks.entries()].filter(([, f]) => f.size > 0).length,
      sinks: Object.fromEntries([...this.sinks.entries()].map(([name, f]) => [name, f.size])),
      reachedByDocument: [...this.reached.keys()].reduce<Record<string, number>>((acc, f) => {
        const doc = this.fields[f].split(" ")[0];
        acc[doc] = (acc[doc] ?? 0) + 1;
        return acc;
      }, {}),
      liveByField: Object.fromEntries(
        [...new Set(this.live.map((f) => f.field))].map((field) => [
          field < 0 ? "(template)" : this.fields[field],
          new Set(this.live.filter((f) => f.field === field).map((f) => f.payload)).size,
        ]),
      ),
      errors: this.errors.length,
    };
  }
}

function serializeText(node: DefaultTreeAdapterMap["node"]): string {
  const parts: string[] = [];
  const visit = (n: DefaultTreeAdapterMap["node"]): void => {
    if (n.nodeName === "#text") parts.push((n as DefaultTreeAdapterMap["textNode"]).value);
    if ("tagName" in n) for (const a of n.attrs) parts.push(a.value);
    if ("childNodes" in n) for (const child of n.childNodes) visit(child);
  };
  visit(node);
  return parts.join(" ");
}

/**
 * A copy of `source` with every free-text field of `schema` (choices left out: a stored payload
 * would be refused) set to `text(path)`; an empty array gets one element from its initial value. With
 * `existing`, objects the source leaves null or out (a roll card's data of other kinds) stay so.
 */
export function fillText(
  source: Record<string, unknown>,
  schema: SchemaField,
  text: (path: string) => string,
  existing = false,
): Record<string, unknown> {
  const out = structuredClone(source);
  for (const { path, choice } of textFieldPaths(schema)) {
    if (!choice) setAt(out, schema, path.split("."), [], text(path), existing);
  }
  return out;
}

function setAt(
  target: Record<string, unknown>,
  schema: SchemaField,
  keys: string[],
  done: string[],
  value: string,
  existing: boolean,
): void {
  const [key, ...rest] = keys;
  if (rest.length === 0) {
    target[key] = value;
    return;
  }
  if (rest[0] === "*") {
    const arrayField = fieldAtPath(schema, [...done, key].join(".")) as DataField;
    if (!Array.isArray(target[key])) {
      if (existing) return;
      target[key] = [];
    }
    const list = target[key] as unknown[];
    if (list.length === 0 && arrayField instanceof ArrayField)
      list.push(arrayField.element.getInitialValue());
    for (let i = 0; i < list.length; i++) {
      if (rest.length === 1) list[i] = value;
      else {
        if ((typeof list[i] !== "object" || list[i] === null) && arrayField instanceof ArrayField)
          list[i] = arrayField.element.getInitialValue();
        setAt(
          list[i] as Record<string, unknown>,
          schema,
          rest.slice(1),
          [...done, key, "*"],
          value,
          existing,
        );
      }
    }
    return;
  }
  const next = target[key];
  if (typeof next !== "object" || next === null) {
    if (existing) return;
    const field = fieldAtPath(schema, [...done, key].join("."));
    target[key] = field ? field.getInitialValue() : {};
    if (target[key] === null) target[key] = {};
  }
  setAt(target[key] as Record<string, unknown>, schema, rest, [...done, key], value, existing);
}

/** Every string in a value, deep (what a sheet could hand its enricher). */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}
