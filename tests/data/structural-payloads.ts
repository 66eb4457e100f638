/**
 * Odd update payloads for every actor and item data model, generated from its schema: every place of
 * the schema (the whole data, each group, each list, each single value) × each kind of value that is
 * not what the place holds (null, lists, text, numbers, true, groups, entries of the wrong shape) ×
 * each way Foundry reads a key (dotted, nested, "==" forced replacement, "-=" deletion, a v14 operator
 * object in place of the value), plus keys that walk into what every object inherits and payloads
 * that are not plain objects. Each payload carries what the guard must do with it, read from the
 * schema by the rules written here, independently of the guard's code.
 *
 * The schema is read through the fake field classes (tests/fakes/data-fields.ts), which stand in for
 * `foundry.data.fields`.
 */
import { ArrayField, NumberField, SchemaField, type DataField } from "../fakes/data-fields";

/** Stands in for a Foundry v14 operator object (`_del`, `_replace(value)`): a class instance, not plain data. */
export class Operator {
  constructor(readonly value?: unknown) {}
}

type Kind = "group" | "list" | "value";

/** One place of a schema. */
export interface SchemaPlace {
  /** Keys inside the model ([] for the whole data). */
  path: string[];
  kind: Kind;
  field: DataField;
  nullable: boolean;
  /** Whether a number field sits at or under the place (a deletion or reset would lose it). */
  holdsNumber: boolean;
}

function kindOf(field: DataField): Kind {
  if (field instanceof SchemaField) return "group";
  if (field instanceof ArrayField) return "list";
  return "value";
}

function holdsNumber(field: DataField): boolean {
  if (field instanceof NumberField) return true;
  if (field instanceof SchemaField) return Object.values(field.fields).some(holdsNumber);
  if (field instanceof ArrayField) return holdsNumber(field.element);
  return false;
}

/** Every place of a model's schema at a fixed path (list entries are reached through their list). */
export function schemaPlaces(schema: SchemaField): SchemaPlace[] {
  const places: SchemaPlace[] = [];
  const visit = (field: DataField, path: string[]) => {
    places.push({
      path,
      kind: kindOf(field),
      field,
      nullable: field.nullable,
      holdsNumber: holdsNumber(field),
    });
    if (field instanceof SchemaField)
      for (const [key, child] of Object.entries(field.fields)) visit(child, [...path, key]);
  };
  visit(schema, []);
  return places;
}

/** The values written, by name. */
export const VALUES = {
  null: () => null,
  emptyList: () => [],
  listInList: () => [[1]],
  text: () => "text",
  number: () => 7,
  boolean: () => true,
  emptyGroup: () => ({}),
  unknownKey: () => ({ zzUnknown: 1 }),
  numberEntries: () => [5],
  nullEntries: () => [null],
} as const;
export type ValueName = keyof typeof VALUES;

export type Form = "dotted" | "nested" | "replace" | "delete" | "operator" | "into" | "byIndex" | "inherited";

/** A payload and what the guard must do with it. */
export interface Payload {
  changes: unknown;
  expected: "refuse" | "accept";
  /** The place and value kind, for reports and the storage check; null for payloads of no place. */
  place: SchemaPlace | null;
  form: Form | "raw";
  value: ValueName | null;
  description: string;
}

function nest(keys: readonly string[], value: unknown): Record<string, unknown> {
  return keys.reduceRight<Record<string, unknown>>(
    (inner, key) => ({ [key]: inner }),
    value as Record<string, unknown>,
  );
}

/** A key with its last part marked "==" or "-=" ("system.meters.==health"; the whole data: "==system"). */
function marked(path: readonly string[], mark: "==" | "-="): string {
  return path.length === 0
    ? `${mark}system`
    : ["system", ...path.slice(0, -1), `${mark}${path[path.length - 1]}`].join(".");
}

function dotted(path: readonly string[]): string {
  return ["system", ...path].join(".");
}

/**
 * What the guard must do with `value` written at `place` (dotted, nested or as a forced replacement),
 * or null when the pair is not a question of shape (text for a number is the range guard's; the cast
 * of a number to text is Foundry's).
 */
export function expectedFor(
  place: SchemaPlace,
  value: ValueName,
  form: "dotted" | "nested" | "replace",
): "refuse" | "accept" | null {
  const element = place.field instanceof ArrayField ? place.field.element : null;
  switch (place.kind) {
    case "group":
      if (value === "emptyGroup" || value === "unknownKey" || (value === "null" && place.nullable))
        // A forced replacement resets what it leaves out: refused when that holds a number.
        return form === "replace" && place.holdsNumber ? "refuse" : "accept";
      return "refuse";
    case "list":
      if (value === "emptyList" || (value === "null" && place.nullable)) return "accept";
      if (value === "numberEntries") return element instanceof SchemaField ? "refuse" : null;
      if (value === "nullEntries")
        return element instanceof SchemaField ? (element.nullable ? "accept" : "refuse") : null;
      return "refuse";
    case "value":
      if (value === "null") return place.nullable ? "accept" : "refuse";
      if (value === "text" || value === "number" || value === "boolean") return null;
      if (value === "numberEntries" || value === "nullEntries") return "refuse";
      return "refuse";
  }
}

/** Inherited keys written at a place, in each form a payload can carry them. */
function inheritedForms(path: readonly string[]): unknown[] {
  const json = (text: string) => JSON.parse(text) as unknown;
  const base = dotted(path);
  return [
    { [`${base}.__proto__.x`]: 1 },
    { [`${base}.constructor.prototype.x`]: 1 },
    { [`${base}.toString`]: 1 },
    { [`${base}.==__proto__`]: { x: 1 } },
    nest(["system", ...path], json('{"__proto__": {"x": 1}}')),
    nest(["system", ...path], json('{"constructor": {"prototype": {"x": 1}}}')),
  ];
}

/** Every payload for the places of one schema. */
export function placePayloads(places: readonly SchemaPlace[]): Payload[] {
  const payloads: Payload[] = [];
  const push = (
    place: SchemaPlace,
    form: Form,
    value: ValueName | null,
    changes: unknown,
    expected: "refuse" | "accept",
  ) => {
    const at = place.path.join(".") || "(whole data)";
    payloads.push({ changes, expected, place, form, value, description: `${form} ${value ?? ""} at ${at}` });
  };
  for (const place of places) {
    for (const name of Object.keys(VALUES) as ValueName[]) {
      for (const form of ["dotted", "nested", "replace"] as const) {
        const expected = expectedFor(place, name, form);
        if (expected === null) continue;
        const value = VALUES[name]();
        const changes =
          form === "dotted"
            ? { [dotted(place.path)]: value }
            : form === "nested"
              ? nest(["system", ...place.path], value)
              : { [marked(place.path, "==")]: value };
        push(place, form, name, changes, expected);
      }
    }
    // A deletion, by "-=" key or by a v14 operator in place of the value, is refused where it would
    // remove a number (Foundry then stores the field's initial value).
    const deletes = place.holdsNumber ? "refuse" : "accept";
    push(place, "delete", null, { [marked(place.path, "-=")]: null }, deletes);
    push(place, "operator", null, { [dotted(place.path)]: new Operator() }, deletes);
    push(place, "operator", null, { [dotted(place.path)]: new Operator({ zzUnknown: 1 }) }, deletes);
    // A key inside a single value or a list (an index included) writes it as a group; inside a group,
    // an unknown key is dropped by Foundry's cleaning.
    push(
      place,
      "into",
      null,
      { [`${dotted(place.path)}.zzUnknown`]: 1 },
      place.kind === "group" ? "accept" : "refuse",
    );
    if (place.kind === "list") {
      push(place, "byIndex", null, { [`${dotted(place.path)}.0`]: {} }, "refuse");
      push(place, "byIndex", null, { [`${dotted(place.path)}.0.zzUnknown`]: 1 }, "refuse");
    }
    for (const changes of inheritedForms(place.path)) push(place, "inherited", null, changes, "refuse");
  }
  return payloads;
}

/** Payloads that are not plain objects, or carry inherited keys outside `system`. */
export function rawPayloads(): Payload[] {
  const json = (text: string) => JSON.parse(text) as unknown;
  const refuse = (changes: unknown, description: string): Payload => ({
    changes,
    expected: "refuse",
    place: null,
    form: "raw",
    value: null,
    description,
  });
  return [
    refuse(Object.create({ system: { zzUnknown: 1 } }), "an update whose prototype carries the data"),
    refuse([], "a list"),
    refuse([{ system: {} }], "a list holding an update"),
    refuse("system.x", "text"),
    refuse(5, "a number"),
    refuse(true, "true"),
    refuse(new Operator(), "an operator object"),
    refuse(json('{"__proto__": {"system": {"zzUnknown": 1}}}'), "a JSON __proto__ around the update"),
    refuse({ "constructor.prototype.x": 1 }, "constructor.prototype at the top"),
    refuse({ constructor: { prototype: { x: 1 } } }, "constructor nested at the top"),
    refuse({ "flags.vowforge.__proto__.x": 1 }, "__proto__ in flags"),
    refuse({ flags: json('{"vowforge": {"__proto__": {"x": 1}}}') }, "a JSON __proto__ in flags"),
    refuse({ "__proto__.system": 1 }, "__proto__ at the top"),
    {
      changes: null,
      expected: "accept",
      place: null,
      form: "raw",
      value: null,
      description: "null (no change)",
    },
    {
      changes: undefined,
      expected: "accept",
      place: null,
      form: "raw",
      value: null,
      description: "undefined",
    },
  ];
}
