/**
 * Reading a model's schema as plain structure: a field is a group (a SchemaField: named fields), a list
 * (an ArrayField: one `element` field for every entry) or a single value; its options (min, max,
 * nullable, label) sit on the field or in its `options`. The guards read the schema this way rather
 * than by class, so they work the same on Foundry's fields and on plain data. Pure: no Foundry globals.
 */

/** What a schema field holds. */
export type SchemaNode =
  | { kind: "group"; field: Record<string, unknown>; fields: Record<string, unknown> }
  | { kind: "list"; field: Record<string, unknown>; element: unknown }
  | { kind: "value"; field: Record<string, unknown> };

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** A field option, read from the field itself or from its `options`. */
export function option(field: Record<string, unknown>, key: string): unknown {
  return field[key] ?? asRecord(field.options)?.[key];
}

/** The kind of a schema field; null for something that is not a field. */
export function schemaNode(field: unknown): SchemaNode | null {
  const record = asRecord(field);
  if (!record) return null;
  if ("element" in record) return { kind: "list", field: record, element: record.element };
  const fields = asRecord(record.fields);
  if (fields) return { kind: "group", field: record, fields };
  return { kind: "value", field: record };
}

/** Whether a single-value field is a number with limits (a minimum, a maximum or whole numbers only). */
export function isLimitedNumber(field: Record<string, unknown>): boolean {
  return (
    typeof option(field, "min") === "number" ||
    typeof option(field, "max") === "number" ||
    option(field, "integer") === true
  );
}

/** The field of a group named `key`, own entries only (a key such as "constructor" names nothing). */
export function childField(fields: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(fields, key) ? fields[key] : undefined;
}

/** The i18n prefixes a model class declares (a static `LOCALIZATION_PREFIXES`). */
export function localizationPrefixes(model: unknown): string[] {
  if ((typeof model !== "function" && typeof model !== "object") || model === null) return [];
  const declared = (model as { LOCALIZATION_PREFIXES?: unknown }).LOCALIZATION_PREFIXES;
  return Array.isArray(declared) ? declared.filter((p): p is string => typeof p === "string") : [];
}

/**
 * The i18n keys that may hold the label of the field at `path` (inside the model; "*" for a list's
 * entry), most specific prefix first. Foundry names a list's entry field "element": its labels sit
 * under "FIELDS.skills.element".
 */
export function fieldLabelKeys(prefixes: readonly string[], path: string): string[] {
  return [...prefixes].reverse().map((prefix) => `${prefix}.FIELDS.${path.replaceAll("*", "element")}.label`);
}
