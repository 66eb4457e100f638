/**
 * A small fake of `foundry.data.fields` and `foundry.abstract.DataModel` / `TypeDataModel`: only the
 * plumbing the data models rely on. Fields keep their options (also as properties, as Foundry's do),
 * clean a value (text to number, a number held within min..max, missing values to the initial one)
 * and validate it (type, integer, min, max, choices, nullable). A model builds its schema from
 * `defineSchema`, runs `migrateData` on a copy of the source, cleans and validates it, and calls
 * `prepareDerivedData`; `updateSource` cleans and validates an update and refuses it whole when any
 * value is invalid.
 *
 * Install with `installDataFakes()` before importing a model module (models extend the fake class
 * when their module is evaluated).
 */
import { afterAll, beforeAll, vi } from "vitest";
import type * as DataIndex from "../../src/data/index";

type Options = Record<string, unknown>;

export class DataModelValidationError extends Error {}

function copy<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export class DataField {
  options: Options;
  required: boolean;
  nullable: boolean;
  initial: unknown;
  label: string;
  choices?: readonly unknown[];

  constructor(options: Options = {}) {
    this.options = options;
    this.required = options.required === true;
    this.nullable = options.nullable === true;
    this.initial = options.initial;
    this.label = typeof options.label === "string" ? options.label : "";
    this.choices = Array.isArray(options.choices) ? options.choices : undefined;
  }

  getInitialValue(): unknown {
    return copy(this.initial);
  }

  /** Brings a value to the field's type; missing values become the initial value. */
  clean(value: unknown): unknown {
    if (value === undefined) return this.getInitialValue();
    if (value === null) return value;
    return this.cleanType(value);
  }

  protected cleanType(value: unknown): unknown {
    return value;
  }

  /** A failure message, or undefined when the value is valid. */
  validate(value: unknown): string | undefined {
    if (value === null || value === undefined) {
      return this.nullable ? undefined : "may not be null";
    }
    if (this.choices && !this.choices.includes(value)) return `${String(value)} is not a valid choice`;
    return this.validateType(value) ?? this.validateOption(value);
  }

  /**
   * The field's own `validate` option: a function that refuses the value by throwing (or returning
   * false), as draw-steel's message parts use it (src/module/data/pseudo-documents/message-parts/
   * base-message-part.mjs, `#validateRoll`).
   */
  private validateOption(value: unknown): string | undefined {
    const check = this.options.validate;
    if (typeof check !== "function") return undefined;
    try {
      return check(value) === false ? "is not valid" : undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  protected validateType(_value: unknown): string | undefined {
    return undefined;
  }
}

export class NumberField extends DataField {
  min?: number;
  max?: number;
  integer: boolean;

  constructor(options: Options = {}) {
    super({ nullable: true, ...options });
    this.nullable = options.nullable !== false;
    this.min = typeof options.min === "number" ? options.min : undefined;
    this.max = typeof options.max === "number" ? options.max : undefined;
    this.integer = options.integer === true;
  }

  protected override cleanType(value: unknown): unknown {
    const read = typeof value === "string" ? (value.trim() === "" ? null : Number(value)) : value;
    if (typeof read !== "number" || Number.isNaN(read)) return read;
    // Foundry's cleaning brings a number silently within its limits.
    let number = read;
    if (this.min !== undefined && number < this.min) number = this.min;
    if (this.max !== undefined && number > this.max) number = this.max;
    return number;
  }

  override clean(value: unknown): unknown {
    const cleaned = super.clean(value);
    return cleaned === null && !this.nullable ? this.getInitialValue() : cleaned;
  }

  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "number" || !Number.isFinite(value)) return "must be a number";
    if (this.integer && !Number.isInteger(value)) return "must be an integer";
    if (this.min !== undefined && value < this.min) return `may not be less than ${this.min}`;
    if (this.max !== undefined && value > this.max) return `may not be greater than ${this.max}`;
    return undefined;
  }
}

export class StringField extends DataField {
  blank: boolean;

  constructor(options: Options = {}) {
    super(options);
    this.blank = options.blank !== false;
  }

  protected override cleanType(value: unknown): unknown {
    return typeof value === "string" ? value : String(value);
  }

  protected override validateType(value: unknown): string | undefined {
    if (typeof value !== "string") return "must be a string";
    if (!this.blank && value === "") return "may not be blank";
    return undefined;
  }
}

export class HTMLField extends StringField {}

export class BooleanField extends DataField {
  constructor(options: Options = {}) {
    super({ initial: false, ...options });
  }

  protected override cleanType(value: unknown): unknown {
    if (value === "true") return true;
    if (value === "false") return false;
    return value;
  }

  protected override validateType(value: unknown): string | undefined {
    return typeof value === "boolean" ? undefined : "must be a boolean";
  }
}

export class SchemaField extends DataField {
  fields: Record<string, DataField>;

  constructor(fields: Record<string, DataField>, options: Options = {}) {
    super({ required: true, nullable: false, ...options });
    this.fields = fields;
  }

  override getInitialValue(): unknown {
    return Object.fromEntries(
      Object.entries(this.fields).map(([key, field]) => [key, field.getInitialValue()]),
    );
  }

  /** Cleans each known key; unknown keys are dropped. */
  protected override cleanType(value: unknown): unknown {
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(this.fields).map(([key, field]) => [key, field.clean(value[key])]),
    );
  }

  protected override validateType(value: unknown): string | undefined {
    if (!isObject(value)) return "must be an object";
    for (const [key, field] of Object.entries(this.fields)) {
      const failure = field.validate(value[key]);
      if (failure) return `${key}: ${failure}`;
    }
    return undefined;
  }
}

export class ArrayField extends DataField {
  element: DataField;

  constructor(element: DataField, options: Options = {}) {
    super({ required: true, nullable: false, initial: [], ...options });
    this.element = element;
  }

  protected override cleanType(value: unknown): unknown {
    return Array.isArray(value) ? value.map((entry) => this.element.clean(entry)) : value;
  }

  protected override validateType(value: unknown): string | undefined {
    if (!Array.isArray(value)) return "must be an array";
    for (const [index, entry] of value.entries()) {
      const failure = this.element.validate(entry);
      if (failure) return `[${index}]: ${failure}`;
    }
    return undefined;
  }
}

/** Any plain object, kept as given (Foundry's ObjectField: dnd5e's request-message-data.mjs stores one). */
export class ObjectField extends DataField {
  constructor(options: Options = {}) {
    super({ required: true, nullable: false, initial: {}, ...options });
  }

  protected override cleanType(value: unknown): unknown {
    return copy(value);
  }

  protected override validateType(value: unknown): string | undefined {
    return isObject(value) ? undefined : "must be an object";
  }
}

/** Expands dotted keys (`{ "a.b": 1 }` to `{ a: { b: 1 } }`). */
function expand(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split(".");
    const last = keys.pop() as string;
    let node = out;
    for (const key of keys) {
      if (!isObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    node[last] = isObject(value) ? expand(value) : value;
  }
  return out;
}

function merge(target: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(changes)) {
    if (isObject(value) && isObject(target[key])) merge(target[key] as Record<string, unknown>, value);
    else target[key] = copy(value);
  }
  return target;
}

const schemas = new WeakMap<object, SchemaField>();

export class DataModel {
  declare _source: Record<string, unknown>;
  declare parent: unknown;

  static LOCALIZATION_PREFIXES: string[] = [];

  static defineSchema(): Record<string, DataField> {
    return {};
  }

  static get schema(): SchemaField {
    let schema = schemas.get(this);
    if (!schema) {
      schema = new SchemaField(this.defineSchema());
      schemas.set(this, schema);
    }
    return schema;
  }

  static migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return source;
  }

  static cleanData(source: Record<string, unknown>): Record<string, unknown> {
    return this.schema.clean(source) as Record<string, unknown>;
  }

  constructor(data: Record<string, unknown> = {}, options: { parent?: unknown } = {}) {
    const model = this.constructor as typeof DataModel;
    Object.defineProperty(this, "parent", { value: options.parent ?? null, writable: true });
    const source = model.cleanData(model.migrateData(copy(data)));
    const failure = model.schema.validate(source);
    if (failure) throw new DataModelValidationError(failure);
    Object.defineProperty(this, "_source", { value: source, writable: true });
    this.reset();
  }

  /** Copies the source onto the instance and derives values again, as a document's preparation does. */
  reset(): void {
    for (const key of Object.keys(this)) delete (this as Record<string, unknown>)[key];
    Object.assign(this, copy(this._source));
    this.prepareBaseData();
    this.prepareDerivedData();
  }

  prepareBaseData(): void {}

  prepareDerivedData(): void {}

  toObject(): Record<string, unknown> {
    return copy(this._source);
  }

  /** Cleans and validates `changes` merged into the source; refuses them whole on any failure. */
  updateSource(changes: Record<string, unknown>): Record<string, unknown> {
    const model = this.constructor as typeof DataModel;
    const next = model.cleanData(merge(copy(this._source), expand(changes)));
    const failure = model.schema.validate(next);
    if (failure) throw new DataModelValidationError(failure);
    this._source = next;
    this.reset();
    return changes;
  }
}

export class TypeDataModel extends DataModel {}

/** A model class built from any source, as stored data (old or invalid) may be. */
export type LooseModelClass = new (source?: Record<string, unknown>) => DataModel & Record<string, unknown>;

/** Builds `Model` from an untyped source, the way Foundry builds a model from stored data. */
export function build(
  Model: unknown,
  source: Record<string, unknown> = {},
): DataModel & Record<string, unknown> {
  return new (Model as LooseModelClass)(source);
}

export const fields = {
  DataField,
  NumberField,
  StringField,
  HTMLField,
  BooleanField,
  SchemaField,
  ArrayField,
  ObjectField,
};

/** Installs the fake as the global `foundry` (data fields and abstract models only). */
export function installDataFakes(): void {
  vi.stubGlobal("foundry", { data: { fields }, abstract: { DataModel, TypeDataModel } });
}

/**
 * For a test file: installs the fake before its first test and loads the data models with it, and
 * removes the globals after its last. Returns the models' module, filled in before the first test runs.
 */
export function useDataModels(): typeof DataIndex {
  const models = {} as typeof DataIndex;
  beforeAll(async () => {
    installDataFakes();
    Object.assign(models, await import("../../src/data/index"));
  });
  afterAll(() => vi.unstubAllGlobals());
  return models;
}
