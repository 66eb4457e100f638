/**
 * The shape of an update, read against the model's schema before any value is: the other guards look
 * only at numbers where the schema has them, so a group written whole as something else (`{"system.meters":
 * null}`, `{system: []}`), a list written as anything but a list, a single value written as a group, or a
 * key that walks into what every object inherits (`system.__proto__.x`, `constructor.prototype`) would
 * otherwise pass them unread and reach Foundry's cleaning, which resets, drops or rejects it without a
 * word to the user.
 *
 * Keys are read as Foundry expands them (a dotted key at any depth is a path; "==" and "-=" mark a
 * forced replacement and a deletion, whose reach special-keys.ts judges). A class instance where a
 * value goes is a v14 operator (`_del`, `_replace(value)`), also special-keys.ts's to judge; both
 * versions' forms are read by foundry-compat.ts (`readUpdateKey`, `isUpdateOperator`). Keys
 * outside `system` (name, img, flags) are the document's own fields, which Foundry validates; only
 * their keys are read here. Pure: no Foundry globals.
 */
import { isUpdateOperator, readUpdateKey } from "../foundry-compat";
import { isPlainObject } from "../paths";
import {
  childField,
  fieldLabelKeys,
  isLimitedNumber,
  localizationPrefixes,
  option,
  schemaNode,
} from "./schema-shape";

/** Names every object inherits, and "prototype": in an update they name no data. */
export const INHERITED_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  "prototype",
]);

/**
 * Why the shape is refused: `inherited` a key every object has; `update` the update is not a plain
 * object; `group`, `list`, `value` a group, a list or a single value written as something it cannot
 * hold.
 */
export type StructureReason = "inherited" | "update" | "group" | "list" | "value";

/** What kind of value was written, as an i18n key (shown in the message). */
export const VALUE_KINDS = {
  null: "VOWFORGE.Error.ValueKind.null",
  list: "VOWFORGE.Error.ValueKind.list",
  group: "VOWFORGE.Error.ValueKind.group",
  text: "VOWFORGE.Error.ValueKind.text",
  number: "VOWFORGE.Error.ValueKind.number",
  boolean: "VOWFORGE.Error.ValueKind.boolean",
  other: "VOWFORGE.Error.ValueKind.other",
} as const;

/** A refused shape: where, the field's label (or i18n key), and the kind of value written (an i18n key). */
export interface StructureProblem {
  path: string;
  label: string;
  /** For `inherited`, the key as written; otherwise an i18n key of VALUE_KINDS. */
  value: string;
  reason: StructureReason;
}

/** The label of the whole data, when the update replaces all of `system`. */
const WHOLE_DATA_LABEL = "VOWFORGE.Error.WholeData";

function kindOf(value: unknown): string {
  if (value === null || value === undefined) return VALUE_KINDS.null;
  if (Array.isArray(value)) return VALUE_KINDS.list;
  if (isPlainObject(value)) return VALUE_KINDS.group;
  switch (typeof value) {
    case "string":
      return VALUE_KINDS.text;
    case "number":
    case "bigint":
      return VALUE_KINDS.number;
    case "boolean":
      return VALUE_KINDS.boolean;
    default:
      return VALUE_KINDS.other;
  }
}

function strip(segment: string): { key: string; deletes: boolean } {
  const { key, form } = readUpdateKey(segment);
  return { key, deletes: form === "delete" };
}

/** Options of `structureProblems`. */
export interface StructureOptions {
  /** Whether an i18n key exists (picks the label keys to show). */
  has?: (key: string) => boolean;
}

/** A place in the update: its keys so far, the schema field there (null outside the model or past a key it does not know) and the same place in the model (list indexes as "*"). */
interface Place {
  path: string[];
  field: unknown;
  modelPath: string[];
}

/**
 * Every part of `raw` (an update of a document whose `system` is an instance of `model`) that does not
 * fit the schema's shape; empty when the shape is sound. Null and undefined are empty updates.
 */
export function structureProblems(
  model: unknown,
  raw: unknown,
  options: StructureOptions = {},
): StructureProblem[] {
  const problems: StructureProblem[] = [];
  if (raw === null || raw === undefined) return problems;
  const prefixes = localizationPrefixes(model);
  const has = options.has ?? (() => false);
  /**
   * The label of a place: its own, else that of the nearest group or list around it that has one (a
   * group with a field named "label" cannot carry a label of its own under Foundry's key scheme), else
   * the whole data's.
   */
  const labelOf = (modelPath: readonly string[]): string => {
    for (let length = modelPath.length; length > 0; length--) {
      const key = fieldLabelKeys(prefixes, modelPath.slice(0, length).join(".")).find(has);
      if (key) return key;
    }
    return WHOLE_DATA_LABEL;
  };
  const add = (place: Place, reason: StructureReason, value: string) => {
    const path = place.path.join(".");
    if (problems.some((p) => p.path === path)) return;
    problems.push({ path, label: labelOf(place.modelPath), value, reason });
  };

  /** One step down from `place` by `key`; null when the step itself is refused. */
  const step = (place: Place, segment: string, key: string): Place | null => {
    const path = [...place.path, segment];
    const node = schemaNode(place.field);
    if (node === null) return { path, field: null, modelPath: place.modelPath };
    // A key inside a single value writes it as a group. A key inside a list, an index included, too:
    // Foundry casts an object written where a list goes to a new list of the entries it names, so
    // `system.skills.1.dice` would leave a list of one partial entry (foundryvtt/foundryvtt#10541: a
    // form's `system.myArray.0.one` stored as `[{ one, two: undefined }]`). Lists are written whole.
    if (node.kind === "value" || node.kind === "list") {
      add(place, node.kind, VALUE_KINDS.group);
      return null;
    }
    const child = childField(node.fields, key);
    return { path, field: child ?? null, modelPath: [...place.modelPath, key] };
  };

  /** Walks the segments of one key down from `place`, then checks the value written there. */
  const walk = (segments: readonly string[], value: unknown, start: Place): void => {
    let place = start;
    for (const segment of segments) {
      const { key, deletes } = strip(segment);
      if (INHERITED_KEYS.has(key)) return add({ ...place, path: [...place.path, segment] }, "inherited", key);
      const next = step(place, segment, key);
      if (next === null) return;
      place = next;
      // A deletion writes no value: whether it may remove what it names is special-keys.ts's question.
      if (deletes) return;
    }
    visitValue(value, place);
  };

  /** Checks a value written at `place`. */
  const visitValue = (value: unknown, place: Place): void => {
    // Undefined writes nothing (it does not survive being sent); an operator is special-keys.ts's.
    if (value === undefined || isUpdateOperator(value)) return;
    const node = schemaNode(place.field);
    if (node === null || node.kind === "group") {
      if (isPlainObject(value)) {
        for (const [key, inner] of Object.entries(value)) walk(key.split("."), inner, place);
      } else if (node === null) {
        if (Array.isArray(value))
          value.forEach((entry, i) => visitValue(entry, { ...place, path: [...place.path, String(i)] }));
      } else if (!(value === null && option(node.field, "nullable") === true))
        add(place, "group", kindOf(value));
      return;
    }
    if (node.kind === "list") {
      if (Array.isArray(value)) {
        value.forEach((entry, i) =>
          visitValue(entry, {
            path: [...place.path, String(i)],
            field: node.element,
            modelPath: [...place.modelPath, "*"],
          }),
        );
      } else if (!(value === null && option(node.field, "nullable") === true))
        add(place, "list", kindOf(value));
      return;
    }
    if (isPlainObject(value) || Array.isArray(value)) add(place, "value", kindOf(value));
    // A number's null is the range guard's to refuse, with the number's limits in the message.
    else if (value === null && option(node.field, "nullable") !== true && !isLimitedNumber(node.field))
      add(place, "value", kindOf(value));
  };

  if (!isPlainObject(raw)) {
    problems.push({ path: "", label: WHOLE_DATA_LABEL, value: kindOf(raw), reason: "update" });
    return problems;
  }
  // The top level holds the document's own fields; `system` ("system", "==system") is the model.
  const schema = (model as { schema?: unknown } | null)?.schema ?? null;
  for (const [key, value] of Object.entries(raw)) {
    const [first, ...rest] = key.split(".");
    const { key: name, deletes } = strip(first);
    const place: Place = { path: [first], field: name === "system" ? schema : null, modelPath: [] };
    if (INHERITED_KEYS.has(name)) add(place, "inherited", name);
    else if (!deletes) walk(rest, value, place);
  }
  return problems;
}
