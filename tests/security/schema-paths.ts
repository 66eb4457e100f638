/**
 * The text fields of a data model's schema, by dotted path: `abilities.*.text` for a field of each
 * element of an array (the `*` step Foundry's manifest `htmlFields` use for the entries of a
 * collection: dnd5e 5.3 system.json "advancement.*.hint", draw-steel 1.0 system.json
 * "advancements.*.description"). Walks the fake `foundry.data.fields` (tests/fakes/data-fields.ts).
 */
import { ArrayField, HTMLField, SchemaField, StringField, type DataField } from "../fakes/data-fields";

export interface TextFieldPath {
  path: string;
  field: StringField;
  html: boolean;
  /** A field limited to a list of values (a choice): a stored payload would be refused. */
  choice: boolean;
}

/** Every string field under `field`, depth first. */
export function textFieldPaths(field: DataField, prefix = ""): TextFieldPath[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (field instanceof SchemaField) {
    return Object.entries(field.fields).flatMap(([key, child]) => textFieldPaths(child, join(key)));
  }
  if (field instanceof ArrayField) return textFieldPaths(field.element, join("*"));
  if (field instanceof StringField) {
    return [{ path: prefix, field, html: field instanceof HTMLField, choice: Array.isArray(field.choices) }];
  }
  return [];
}

/** The field at a dotted path (with `*` for an array's element), or undefined. */
export function fieldAtPath(schema: SchemaField, dotted: string): DataField | undefined {
  let field: DataField | undefined = schema;
  for (const key of dotted.split(".")) {
    if (field instanceof ArrayField && key === "*") field = field.element;
    else if (field instanceof SchemaField) field = field.fields[key];
    else return undefined;
  }
  return field;
}
