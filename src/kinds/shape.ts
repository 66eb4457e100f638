/**
 * The card's shape: its field descriptors, the fields every card has, and its reader.
 *
 * Field descriptors: the shape of stored card data written once, as plain data. Each card kind declares
 * one table of them (src/kinds/<kind>.ts); from that table come the TypeScript type of the card
 * (`ValueOfShape`), the runtime reader of stored data (`readShape`) and, in card-model.ts only, the
 * Foundry data-model schema. What every card kind shares is built here from the descriptors: the fields
 * every card has (`COMMON`), the ids of card actions and notes, and the card and request types of a
 * kind's shape. The contract a kind module fulfils is in contract.ts. Pure: no Foundry globals, so the
 * playground, tests and benchmarks read cards without a data model.
 */
import { RULESETS } from "../config";
import { type ForgeOption } from "../rules/forge";
import { RulesError } from "../rules/errors";

interface Common {
  /** May be null. */
  readonly nullable?: boolean;
  /**
   * What data stored before the field existed reads it as: stored cards that lack the field get this
   * value (the data model's migrateData and the reader both fill it). A field without one is required.
   */
  readonly absent?: unknown;
  /** The key may be left out of the value's TypeScript type (old data and new cards alike omit it). */
  readonly mayOmit?: boolean;
}

export type Field =
  | (Common & { readonly type: "int"; readonly min: number; readonly max: number; readonly initial: number | null })
  | (Common & { readonly type: "bool"; readonly initial: boolean | null })
  | (Common & {
      readonly type: "text";
      readonly initial: string | null;
      /** May be "". */
      readonly blank?: boolean;
      readonly choices?: readonly string[];
      /** HTML the server cleans (declared in system.json's htmlFields). */
      readonly html?: boolean;
    })
  | (Common & {
      readonly type: "list";
      readonly of: Field;
      readonly min?: number;
      readonly max?: number;
      readonly initial: readonly unknown[];
      /** Exactly two entries, typed as a pair. */
      readonly pair?: boolean;
    })
  | (Common & { readonly type: "object"; readonly fields: Shape; readonly initial?: null })
  /** An object of a request the rules engine checks itself (only its being an object is read here). */
  | (Common & { readonly type: "data"; readonly initial?: null; readonly value?: unknown });

export type Shape = { readonly [key: string]: Field };

type Base<F> = F extends { type: "int" }
  ? number
  : F extends { type: "bool" }
    ? boolean
    : F extends { type: "text"; choices: readonly (infer C extends string)[] }
      ? C
      : F extends { type: "text" }
        ? string
        : F extends { type: "list"; of: infer E; pair: true }
          ? [ValueOf<E>, ValueOf<E>]
          : F extends { type: "list"; of: infer E }
            ? ValueOf<E>[]
            : F extends { type: "object"; fields: infer S extends Shape }
              ? ValueOfShape<S>
              : F extends { type: "data"; value?: infer T }
                ? T
                : never;

/** The TypeScript type of a value of one field. */
export type ValueOf<F> = F extends { nullable: true } ? Base<F> | null : Base<F>;

type OmittableKeys<S> = { [K in keyof S]: S[K] extends { mayOmit: true } ? K : never }[keyof S];

/** The TypeScript type of a value of a shape. */
export type ValueOfShape<S extends Shape> = {
  -readonly [K in Exclude<keyof S, OmittableKeys<S>>]: ValueOf<S[K]>;
} & { -readonly [K in OmittableKeys<S>]?: ValueOf<S[K]> };

/** A whole number in min..max. */
export const int = (min: number, max: number, initial: number) => ({ type: "int", min, max, initial }) as const;
/** A whole number in min..max, or null (null when new). */
export const nullableInt = (min: number, max: number) =>
  ({ type: "int", min, max, initial: null, nullable: true }) as const;
export const bool = (initial = false) => ({ type: "bool", initial }) as const;
/** True, false or null (null when new). */
export const nullableBool = () => ({ type: "bool", initial: null, nullable: true }) as const;
/** Plain text a user typed, "" allowed. */
export const text = () => ({ type: "text", initial: "", blank: true }) as const;
/** HTML from our packs ("" for none), cleaned by the server. */
export const html = () => ({ type: "text", initial: "", blank: true, html: true }) as const;
/** A non-empty id or name. */
export const id = (initial: string) => ({ type: "text", initial }) as const;
/** A document UUID, or null. */
export const uuid = () => ({ type: "text", initial: null, nullable: true }) as const;
/** A non-empty id, or null. */
export const nullableId = () => ({ type: "text", initial: null, nullable: true }) as const;
/** One of `choices`. */
export const choice = <const C extends readonly string[]>(choices: C, initial: C[number]) =>
  ({ type: "text", choices, initial }) as const;
/** One of `choices`, or null (null when new). */
export const nullableChoice = <const C extends readonly string[]>(choices: C) =>
  ({ type: "text", choices, initial: null, nullable: true }) as const;
/** A list of `of`, holding min..max entries. */
export const list = <const F extends Field>(
  of: F,
  bounds: { min?: number; max?: number; initial?: readonly ValueOf<F>[] } = {},
) => ({ type: "list", of, initial: [], ...bounds }) as const;
/** The faces of `min`..`max` dice with `faces` sides. */
export const dice = (faces: number, min: number, max: number) =>
  ({ type: "list", of: int(1, faces, 1), min, max, initial: [] }) as const;
/** The faces of two dice with `faces` sides. */
export const pair = (faces: number) =>
  ({ type: "list", of: int(1, faces, 1), min: 2, max: 2, initial: [], pair: true }) as const;
/** A group of fields. */
export const object = <const S extends Shape>(fields: S) => ({ type: "object", fields }) as const;
/** A group of fields, or null (null when new). */
export const optional = <const S extends Shape>(fields: S) =>
  ({ type: "object", fields, nullable: true, initial: null }) as const;
/** A request's object of type `T` that the rules engine checks (planThreatRoll reads a threat plan). */
export const data = <T>() => ({ type: "data" }) as { readonly type: "data"; readonly value?: T };
/** The fields `keys` of `shape` (a request reuses the fields of its card). */
export const pick = <S extends Shape, const K extends keyof S>(shape: S, keys: readonly K[]): Pick<S, K> =>
  Object.fromEntries(keys.map((key) => [key, shape[key]])) as Pick<S, K>;
/** The field, which a request may leave out. */
export const omittable = <const F extends Field>(field: F) => ({ ...field, mayOmit: true }) as F & { readonly mayOmit: true };
/** A field added after cards were first stored: old data reads it as `absent`. */
export const added = <const F extends Field, const A extends ValueOf<F>>(field: F, absent: A) =>
  ({ ...field, absent }) as F & { readonly absent: A };

/**
 * Ids of the card actions; each may be applied once per card (kept in `applied`). "push" is no longer
 * offered (a push is chosen in the roll dialog, FT-07) but stays so that stored pool cards that
 * recorded one still read.
 */
export const CARD_ACTIONS = [
  "burnMomentum",
  "takeMomentum",
  "markProgress",
  "push",
  "reroll",
  "markHarm",
  "markBreaking",
  "learnSkill",
  "forgeOption",
  "markBond",
  "takeHarm",
  "loseMomentum",
  "markShort",
  "badSpot",
  "applyEffect",
  "undoEffect",
] as const;
export type CardActionId = (typeof CARD_ACTIONS)[number];

/**
 * The choice a button carries (data-choice): "clearHeart" for marking breaking with heart cleared
 * first, the option taken after a forge roll, or "removeHarmClearHeart" for the forge's partial option
 * with heart cleared first (FT-18).
 */
export type CardChoice = "clearHeart" | ForgeOption | "removeHarmClearHeart";

/** Every choice a button may carry. */
export const CARD_CHOICES: readonly CardChoice[] = [
  "clearHeart",
  "markBreakingAndRemoveHarm",
  "markHeart",
  "removeHarm",
  "removeHarmClearHeart",
];

/**
 * What followed an action on the actor, kept on the card so everyone sees it: each id is a line under
 * VOWFORGE.Card.Note.<id>, filled with `count` and `name` (user text, escaped when shown; "" when the
 * note has none).
 */
export const CARD_NOTE_IDS = [
  "breakingMarked",
  "heartCleared",
  "breakingOverflow",
  "ruinAdvanceDue",
  "markedBroken",
  "brokenHarmDue",
  "harmMarked",
  "harmBecameBreaking",
  "harmRemoved",
  "heartMarked",
  "bondMarked",
  "bondAlreadyMarked",
  "augurHarmTaken",
  "augurHarmOverflow",
  "momentumLost",
  "momentumGained",
  "skillLearned",
  "shortMarked",
  "becameBroke",
  "actionPointSpent",
] as const;
export type CardNoteId = (typeof CARD_NOTE_IDS)[number];

/** Notes that ask the player to do something on the sheet (also shown as a notification). */
export const CARD_NOTES_TO_ACT_ON: readonly CardNoteId[] = [
  "ruinAdvanceDue",
  "brokenHarmDue",
  "breakingOverflow",
  "augurHarmOverflow",
  "becameBroke",
];

/** Largest count a card note holds (a number of boxes, harm or momentum). */
export const NOTE_COUNT_MAX = 1000;

/** One follow-up line of a card. */
export const NOTE = object({
  id: choice(CARD_NOTE_IDS, "breakingMarked"),
  count: int(0, NOTE_COUNT_MAX, 0),
  name: text(),
});
export type CardNote = ValueOfShape<typeof NOTE.fields>;

/** The fields every card has, stored at the top of `system` beside its `kind`. */
export const COMMON = {
  /** Which game's rules read the dice. */
  ruleset: choice(RULESETS, "ironsworn"),
  /** UUID of the actor the roll is for, or null for a roll with no actor (a chat command). */
  actorUuid: uuid(),
  /** UUID of the move rolled, or null. */
  moveUuid: uuid(),
  /** Heading of the card: the move's or the stat's name as the user sees it (plain text). */
  title: text(),
  /** Card actions already applied, each at most once. */
  applied: list(choice(CARD_ACTIONS, "burnMomentum")),
  /**
   * What the applied actions did on the actor, in order (ruin advance due, harm taken...). Absent and
   * empty mean the same: cards stored before notes existed have none, and a card read back keeps
   * notes only when it has some.
   */
  notes: { ...list(NOTE), absent: [], mayOmit: true },
} as const satisfies Shape;

/** The fields every roll request has beside its `kind` (a card's common fields before any action). */
export const REQUEST_COMMON = {
  ruleset: COMMON.ruleset,
  actorUuid: COMMON.actorUuid,
  moveUuid: COMMON.moveUuid,
  title: COMMON.title,
} as const satisfies Shape;

/** A roll request of kind `K` whose own fields have the shape `S`. */
export type RequestWith<K extends string, S extends Shape> = { kind: K } & ValueOfShape<typeof REQUEST_COMMON> &
  ValueOfShape<S>;

/** A card of kind `K` whose own fields have the shape `S`: the common fields, its kind, its fields. */
export type CardWith<K extends string, S extends Shape> = { kind: K } & ValueOfShape<typeof COMMON> &
  ValueOfShape<S>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Which refusal a misfit is: a stored card, or a roll request. */
export type ShapeCode = "MalformedCard" | "BadRequestField";

function misfit(code: ShapeCode, path: string): RulesError {
  const what = code === "MalformedCard" ? "card field" : "request field";
  return new RulesError(code, `${what} ${path} cannot be read`, { field: path });
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

function readField(value: unknown, field: Field, path: string, code: ShapeCode): unknown {
  if (value === null || value === undefined) {
    if (field.nullable === true) return null;
    throw misfit(code, path);
  }
  switch (field.type) {
    case "int":
      if (!Number.isInteger(value) || (value as number) < field.min || (value as number) > field.max)
        throw misfit(code, path);
      return value;
    case "bool":
      if (typeof value !== "boolean") throw misfit(code, path);
      return value;
    case "text":
      if (typeof value !== "string") throw misfit(code, path);
      if (field.blank !== true && value === "") throw misfit(code, path);
      if (field.choices && !field.choices.includes(value)) throw misfit(code, path);
      return value;
    case "list":
      if (!Array.isArray(value)) throw misfit(code, path);
      if (value.length < (field.min ?? 0) || value.length > (field.max ?? Infinity)) throw misfit(code, path);
      return value.map((entry, index) => readField(entry, field.of, join(path, index), code));
    case "object":
      if (!isRecord(value)) throw misfit(code, path);
      return readFields(value, field.fields, path, code);
    case "data":
      if (!isRecord(value)) throw misfit(code, path);
      return structuredClone(value);
  }
}

function readFields(record: Record<string, unknown>, shape: Shape, path: string, code: ShapeCode): unknown {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const stored = record[key];
    const value = stored === undefined && "absent" in field ? structuredClone(field.absent) : stored;
    out[key] = readField(value, field, join(path, key), code);
  }
  return out;
}

/**
 * The one reader of stored data: checks `value` against `shape` and returns a fresh copy holding only
 * the keys the shape knows (as Foundry's cleaning keeps them), with the `absent` value of each field
 * stored data lacks. A missing nullable field reads as null. Throws RulesError(code, { field }) naming
 * the first value that does not fit (its dotted path under `path`). Pure.
 */
export function readShape<S extends Shape>(value: unknown, shape: S, path: string, code: ShapeCode): ValueOfShape<S> {
  if (!isRecord(value)) throw misfit(code, path || "system");
  // Every value was checked against the shape above, which is what ValueOfShape<S> describes.
  return readFields(value, shape, path, code) as ValueOfShape<S>;
}

/**
 * Fills, in place, each field of `shape` that `record` lacks and that has an `absent` value: stored data
 * from before the field existed (Foundry's migrateData works in place). Returns the same object.
 */
export function fillAbsent(record: Record<string, unknown>, shape: Shape): Record<string, unknown> {
  for (const [key, field] of Object.entries(shape))
    if (record[key] === undefined && "absent" in field) record[key] = structuredClone(field.absent);
  return record;
}

function typeFits(value: unknown, field: Field): boolean {
  if (value === null) return field.nullable === true;
  switch (field.type) {
    case "int":
      return typeof value === "number";
    case "bool":
      return typeof value === "boolean";
    case "text":
      return typeof value === "string";
    case "list":
      return Array.isArray(value);
    case "object":
    case "data":
      return isRecord(value);
  }
}

/**
 * Checks that `value` carries each field of `shape` a request may not leave out, of the right type
 * (a number, text, a flag, a list, an object; null where the field may be null), and the same inside
 * each group of fields. The values themselves are the rules engine's to check. Throws
 * RulesError("BadRequestField", { field }) naming the first field that does not fit.
 */
export function checkTypes(value: Record<string, unknown>, shape: Shape, path = ""): void {
  for (const [key, field] of Object.entries(shape)) {
    const inner = value[key];
    const where = join(path, key);
    if (inner === undefined && field.mayOmit === true) continue;
    if (!typeFits(inner, field)) {
      throw new RulesError("BadRequestField", `${where} is missing or not a ${field.type}`, { field: where });
    }
    if (field.type === "object" && isRecord(inner)) checkTypes(inner, field.fields, where);
  }
}
