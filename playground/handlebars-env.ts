/**
 * A Handlebars environment for the playground with the small set of helpers Foundry provides and our
 * templates use (localize, eq, ne, and, or, not, lt, gt, concat, ifThen, numberFormat, checked,
 * disabled, selectOptions). Templates compile the way Foundry compiles them; every text a template
 * prints through {{ }} is escaped by Handlebars.
 */
import Handlebars from "handlebars";
import { type Localize } from "../src/locale";

export type HandlebarsEnv = typeof Handlebars;

interface HelperOptions {
  hash: Record<string, unknown>;
}

function isOptions(value: unknown): value is HelperOptions {
  return typeof value === "object" && value !== null && "hash" in value;
}

/** The arguments of a helper call without Handlebars' trailing options object. */
function plainArgs(args: unknown[]): unknown[] {
  return isOptions(args.at(-1)) ? args.slice(0, -1) : args;
}

function optionsOf(args: unknown[]): HelperOptions {
  const last = args.at(-1);
  return isOptions(last) ? last : { hash: {} };
}

function escapeAttr(value: unknown): string {
  return Handlebars.escapeExpression(String(value ?? ""));
}

/** One <option> per choice; `choices` is an object of value -> label or an array of objects. */
function selectOptions(localize: Localize, choices: unknown, hash: Record<string, unknown>): string {
  const selected = hash.selected;
  const selectedSet = new Set(Array.isArray(selected) ? selected.map(String) : [String(selected ?? "")]);
  const valueAttr = typeof hash.valueAttr === "string" ? hash.valueAttr : "value";
  const labelAttr = typeof hash.labelAttr === "string" ? hash.labelAttr : "label";
  const shouldLocalize = hash.localize === true;
  const entries: { value: string; label: string }[] = [];
  if (Array.isArray(choices)) {
    for (const choice of choices) {
      if (typeof choice === "object" && choice !== null) {
        const record = choice as Record<string, unknown>;
        entries.push({ value: String(record[valueAttr] ?? ""), label: String(record[labelAttr] ?? "") });
      } else {
        entries.push({ value: String(choice), label: String(choice) });
      }
    }
  } else if (typeof choices === "object" && choices !== null) {
    for (const [value, label] of Object.entries(choices)) {
      const text = typeof label === "object" && label !== null ? (label as Record<string, unknown>)[labelAttr] : label;
      entries.push({ value, label: String(text ?? "") });
    }
  }
  const html: string[] = [];
  if (typeof hash.blank === "string") {
    html.push(`<option value="">${escapeAttr(shouldLocalize ? localize(hash.blank) : hash.blank)}</option>`);
  }
  for (const { value, label } of entries) {
    const text = shouldLocalize ? localize(label) : label;
    const mark = selectedSet.has(value) ? " selected" : "";
    html.push(`<option value="${escapeAttr(value)}"${mark}>${escapeAttr(text)}</option>`);
  }
  return html.join("");
}

/** A fresh Handlebars environment with the helpers registered. */
export function createHandlebars(localize: Localize): HandlebarsEnv {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: unknown, ...rest: unknown[]) => {
    const { hash } = optionsOf(rest);
    return Object.keys(hash).length > 0 ? localize(String(key), hash) : localize(String(key));
  });
  hbs.registerHelper("eq", (...args: unknown[]) => {
    const [a, b] = plainArgs(args);
    return a === b;
  });
  hbs.registerHelper("ne", (...args: unknown[]) => {
    const [a, b] = plainArgs(args);
    return a !== b;
  });
  hbs.registerHelper("lt", (...args: unknown[]) => {
    const [a, b] = plainArgs(args);
    return Number(a) < Number(b);
  });
  hbs.registerHelper("lte", (...args: unknown[]) => {
    const [a, b] = plainArgs(args);
    return Number(a) <= Number(b);
  });
  hbs.registerHelper("gt", (...args: unknown[]) => {
    const [a, b] = plainArgs(args);
    return Number(a) > Number(b);
  });
  hbs.registerHelper("gte", (...args: unknown[]) => {
    const [a, b] = plainArgs(args);
    return Number(a) >= Number(b);
  });
  hbs.registerHelper("and", (...args: unknown[]) => plainArgs(args).every(Boolean));
  hbs.registerHelper("or", (...args: unknown[]) => plainArgs(args).some(Boolean));
  hbs.registerHelper("not", (...args: unknown[]) => !plainArgs(args)[0]);
  hbs.registerHelper("concat", (...args: unknown[]) => plainArgs(args).map((v) => String(v ?? "")).join(""));
  hbs.registerHelper("ifThen", (...args: unknown[]) => {
    const [test, yes, no] = plainArgs(args);
    return test ? yes : no;
  });
  hbs.registerHelper("numberFormat", (value: unknown, ...rest: unknown[]) => {
    const { hash } = optionsOf(rest);
    const decimals = typeof hash.decimals === "number" ? hash.decimals : 0;
    const n = Number(value);
    const text = n.toFixed(decimals);
    return hash.sign === true && n >= 0 ? `+${text}` : text;
  });
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hbs.registerHelper("selectOptions", (choices: unknown, ...rest: unknown[]) => {
    return new hbs.SafeString(selectOptions(localize, choices, optionsOf(rest).hash));
  });
  return hbs;
}
