/**
 * Refuses out-of-range edits with a message that names the field and its limits. Foundry cleans an
 * update against the schema before storing it (an integer above its maximum is silently brought down
 * to it), so the limits are checked first, here, on the raw update.
 *
 * The limits are read from the model's schema fields (integer, min, max, nullable), never written a
 * second time. Fields inside lists (an ArrayField's element) get paths with "*" for the index
 * ("skills.*.dice"); since Foundry writes a list whole, a list in an update is checked entry by entry,
 * and a refused value names its entry ("Skill 2 (Climbing)"). Pure: no Foundry globals.
 */
import { flatten, getPath, leadsInto, leavesAt } from "../paths";
import { asRecord, fieldLabelKeys, isLimitedNumber, localizationPrefixes, option, schemaNode } from "./schema-shape";

/** A list a field sits in: where the list is and what one of its entries is called. */
export interface ListLevel {
  /** Path of the list inside the model ("skills"; "*" for the index of an outer list). */
  path: string;
  /** The entry's label when the schema already carries one. */
  label: string | null;
  /** i18n keys that may hold the label of one entry, most specific prefix first. */
  labelKeys: string[];
}

/** The limits of one numeric field of a schema. */
export interface FieldLimit {
  /** Path inside the model ("meters.health", "skills.*.dice"). */
  path: string;
  min: number;
  max: number;
  integer: boolean;
  nullable: boolean;
  /** The field's label when the schema already carries one (Foundry sets it from the model's prefixes). */
  label: string | null;
  /** i18n keys that may hold the label, most specific prefix first. */
  labelKeys: string[];
  /** The lists the field sits in, outermost first; absent for a field at a fixed path. */
  lists?: ListLevel[];
}

/** The entry of a list a refused value sits in. */
export interface EntryRef {
  /** A label or the i18n key of one ("Skill"). */
  label: string;
  /** 1-based position in the list. */
  index: number;
  /** The entry's own name or label, when it has one. */
  name: string | null;
}

/** One refused value of an update. */
export interface RangeProblem {
  /** Path in the update ("system.meters.health", "system.skills.1.dice"). */
  path: string;
  value: unknown;
  min: number;
  max: number;
  /** A label or the i18n key of one. */
  label: string;
  /** The list entries the value sits in, outermost first (absent outside lists). */
  entries?: EntryRef[];
  /** Whether the value is itself a list entry (a list of numbers): the entry names it. */
  isEntry?: boolean;
}

function finite(value: unknown, fallback: number): number {
  return typeof value === "number" && !Number.isNaN(value) ? value : fallback;
}

function ownLabel(field: Record<string, unknown> | null): string | null {
  const label = field ? option(field, "label") : undefined;
  return typeof label === "string" && label !== "" ? label : null;
}

/**
 * Every numeric field of `schema` (a SchemaField or a model's `schema`), with its limits, those inside
 * lists included.
 */
export function collectLimits(schema: unknown, prefixes: readonly string[] = []): FieldLimit[] {
  const out: FieldLimit[] = [];
  const keysFor = (path: string) => fieldLabelKeys(prefixes, path);
  const visit = (field: unknown, path: string, lists: ListLevel[]): void => {
    const node = schemaNode(field);
    if (!node) return;
    if (node.kind === "list") {
      const entryPath = `${path}.*`;
      const level = { path, label: ownLabel(asRecord(node.element)), labelKeys: keysFor(entryPath) };
      visit(node.element, entryPath, [...lists, level]);
      return;
    }
    if (node.kind === "group") {
      for (const [key, child] of Object.entries(node.fields)) visit(child, path ? `${path}.${key}` : key, lists);
      return;
    }
    const record = node.field;
    if (!isLimitedNumber(record)) return;
    const min = option(record, "min");
    const max = option(record, "max");
    const integer = option(record, "integer") === true;
    out.push({
      path,
      min: finite(min, -Infinity),
      max: finite(max, Infinity),
      integer,
      nullable: option(record, "nullable") === true,
      label: ownLabel(record),
      labelKeys: keysFor(path),
      ...(lists.length > 0 ? { lists } : {}),
    });
  };
  visit(schema, "", []);
  return out;
}

/**
 * The number an update value stands for, as Foundry's cleaning reads it: numbers as they are,
 * numeric text as its number, empty text and null as null; anything else is NaN.
 */
export function readNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value.trim() === "" ? null : Number(value);
  return NaN;
}

/** Whether `value` is acceptable for the field. */
export function withinLimit(limit: FieldLimit, value: unknown): boolean {
  const number = readNumber(value);
  if (number === null) return limit.nullable;
  if (!Number.isFinite(number)) return false;
  if (limit.integer && !Number.isInteger(number)) return false;
  return number >= limit.min && number <= limit.max;
}

/** The label to show for a limit: its own label, else the most specific i18n key. */
export function limitLabel(
  limit: Pick<FieldLimit, "label" | "labelKeys" | "path">,
  has: (key: string) => boolean = () => false,
): string {
  return limit.label ?? limit.labelKeys.find(has) ?? limit.labelKeys[0] ?? limit.path;
}

/** Keys whose text names a list entry, in order of preference. */
const NAME_KEYS = ["name", "label"];

function entryName(entry: unknown): string | null {
  for (const key of NAME_KEYS) {
    const name = asRecord(entry)?.[key];
    if (typeof name === "string" && name.trim() !== "") return name.trim();
  }
  return null;
}

/** Options of `findRangeProblems`. */
export interface RangeOptions {
  /** Where the model's data sits in the update: "system" (the default) for a document; "" for the model. */
  root?: string;
  /** Whether an i18n key exists (picks the label keys to show). */
  has?: (key: string) => boolean;
  /** The stored data (at `root`), where an entry's name is read when the update does not give it. */
  current?: unknown;
}

/**
 * The values of `changes` (nested or with dotted keys) that break a limit. A list written whole is
 * checked entry by entry.
 */
export function findRangeProblems(
  limits: readonly FieldLimit[],
  changes: Record<string, unknown>,
  options: RangeOptions = {},
): RangeProblem[] {
  const root = options.root ?? "system";
  const flat = flatten(changes);
  const patterns = limits.map((limit) => ({ limit, pattern: limit.path.split(".") }));
  /** The entry at `entryKeys` as the update leaves it: inside the written value, else by index. */
  const entryAt = (entryKeys: string[], keys: string[], value: unknown): unknown => {
    if (entryKeys.length > keys.length) return getPath(value, entryKeys.slice(keys.length).join("."));
    const path = entryKeys.join(".");
    const written = NAME_KEYS.find((key) => Object.hasOwn(flat, prefixed(root, `${path}.${key}`)));
    if (written) return { [written]: flat[prefixed(root, `${path}.${written}`)] };
    return getPath(options.current, path);
  };
  const problems: RangeProblem[] = [];
  for (const [path, value] of Object.entries(flat)) {
    if (root && !path.startsWith(`${root}.`)) continue;
    const keys = (root ? path.slice(root.length + 1) : path).split(".");
    for (const { limit, pattern } of patterns) {
      if (!leadsInto(keys, pattern)) continue;
      for (const leaf of leavesAt(value, pattern.slice(keys.length))) {
        if (withinLimit(limit, leaf.value)) continue;
        const full = [...keys, ...leaf.keys];
        const problem: RangeProblem = {
          path: prefixed(root, full.join(".")),
          value: leaf.value,
          min: limit.min,
          max: limit.max,
          label: limitLabel(limit, options.has),
        };
        if (limit.lists) {
          problem.entries = limit.lists.map((level) => {
            const depth = level.path.split(".").length + 1;
            const entryKeys = full.slice(0, depth);
            return {
              label: limitLabel(level, options.has),
              index: Number(entryKeys[depth - 1]) + 1,
              name: entryName(entryAt(entryKeys, keys, value)),
            };
          });
          problem.isEntry = pattern[pattern.length - 1] === "*";
        }
        problems.push(problem);
      }
    }
  }
  return problems;
}

function prefixed(root: string, path: string): string {
  return root ? `${root}.${path}` : path;
}

const cache = new WeakMap<object, FieldLimit[]>();

/** The limits of a model class (anything with a static `schema`), computed once per class. */
export function limitsOf(model: unknown): FieldLimit[] {
  if ((typeof model !== "function" && typeof model !== "object") || model === null) return [];
  let limits = cache.get(model);
  if (!limits) {
    limits = collectLimits((model as { schema?: unknown }).schema, localizationPrefixes(model));
    cache.set(model, limits);
  }
  return limits;
}
