/**
 * Refuses out-of-range edits with a message that names the field and its limits. Foundry cleans an
 * update against the schema before storing it (an integer above its maximum is silently brought down
 * to it), so the limits are checked first, here, on the raw update.
 *
 * The limits are read from the model's schema fields (integer, min, max, nullable), never written a
 * second time. Pure: no Foundry globals.
 */
import { flatten } from "./paths";

/** The limits of one numeric field of a schema. */
export interface FieldLimit {
  /** Path inside the model ("meters.health"). */
  path: string;
  min: number;
  max: number;
  integer: boolean;
  nullable: boolean;
  /** The field's label when the schema already carries one (Foundry sets it from the model's prefixes). */
  label: string | null;
  /** i18n keys that may hold the label, most specific prefix first. */
  labelKeys: string[];
}

/** One refused value of an update. */
export interface RangeProblem {
  /** Path in the update ("system.meters.health"). */
  path: string;
  value: unknown;
  min: number;
  max: number;
  /** A label or the i18n key of one. */
  label: string;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** A field option, read from the field itself or from its `options`. */
function option(field: Record<string, unknown>, key: string): unknown {
  return field[key] ?? asRecord(field.options)?.[key];
}

function finite(value: unknown, fallback: number): number {
  return typeof value === "number" && !Number.isNaN(value) ? value : fallback;
}

/**
 * Every numeric field of `schema` (a SchemaField or a model's `schema`), with its limits. Arrays are
 * not walked: their entries have no fixed paths.
 */
export function collectLimits(schema: unknown, prefixes: readonly string[] = []): FieldLimit[] {
  const out: FieldLimit[] = [];
  const visit = (field: unknown, path: string): void => {
    const record = asRecord(field);
    if (!record || "element" in record) return;
    const children = asRecord(record.fields);
    if (children) {
      for (const [key, child] of Object.entries(children)) visit(child, path ? `${path}.${key}` : key);
      return;
    }
    const min = option(record, "min");
    const max = option(record, "max");
    const integer = option(record, "integer") === true;
    if (typeof min !== "number" && typeof max !== "number" && !integer) return;
    const label = option(record, "label");
    out.push({
      path,
      min: finite(min, -Infinity),
      max: finite(max, Infinity),
      integer,
      nullable: option(record, "nullable") === true,
      label: typeof label === "string" && label !== "" ? label : null,
      labelKeys: [...prefixes].reverse().map((prefix) => `${prefix}.FIELDS.${path}.label`),
    });
  };
  visit(schema, "");
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
export function limitLabel(limit: FieldLimit, has: (key: string) => boolean = () => false): string {
  return limit.label ?? limit.labelKeys.find(has) ?? limit.labelKeys[0] ?? limit.path;
}

/**
 * The values of `changes` (nested or with dotted keys) that break a limit. `root` is where the
 * model's data sits in the update ("system" for a document's system data; "" for the model itself).
 */
export function findRangeProblems(
  limits: readonly FieldLimit[],
  changes: Record<string, unknown>,
  options: { root?: string; has?: (key: string) => boolean } = {},
): RangeProblem[] {
  const root = options.root ?? "system";
  const byPath = new Map(limits.map((limit) => [limit.path, limit]));
  const problems: RangeProblem[] = [];
  for (const [path, value] of Object.entries(flatten(changes))) {
    if (root && !path.startsWith(`${root}.`)) continue;
    const limit = byPath.get(root ? path.slice(root.length + 1) : path);
    if (!limit || withinLimit(limit, value)) continue;
    problems.push({ path, value, min: limit.min, max: limit.max, label: limitLabel(limit, options.has) });
  }
  return problems;
}

const cache = new WeakMap<object, FieldLimit[]>();

/** The limits of a model class (anything with a static `schema`), computed once per class. */
export function limitsOf(model: unknown): FieldLimit[] {
  if ((typeof model !== "function" && typeof model !== "object") || model === null) return [];
  let limits = cache.get(model);
  if (!limits) {
    const statics = model as { schema?: unknown; LOCALIZATION_PREFIXES?: unknown };
    const prefixes = Array.isArray(statics.LOCALIZATION_PREFIXES)
      ? statics.LOCALIZATION_PREFIXES.filter((p): p is string => typeof p === "string")
      : [];
    limits = collectLimits(statics.schema, prefixes);
    cache.set(model, limits);
  }
  return limits;
}
