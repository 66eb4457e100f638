/**
 * ChatMessage subtype "roll": the data model of a roll card. Its schema is derived from the kinds'
 * shape tables (src/kinds/registry.ts): the common fields on `system`, each kind's fields under
 * `system.<kind>` (null but for the card's own kind), every number validated; it derives the result
 * with the rules engine, and nothing derived is stored. The only module of src/kinds/ that touches
 * `foundry` when it is imported.
 */
import { assertMoveOutcomes, assertRerollAllowance } from "./action";
import { resolveCard, type ResolvedCard } from "./registry";
import { type CardState, KIND_IDS, KINDS, migrateStoredCard, readCard, STORED_COMMON } from "./registry";
import { type Field, type Shape } from "./shape";
import { pinClassName } from "../class-names";

const f = foundry.data.fields;

/** The Foundry field of one descriptor (a switch over field types, not over kinds). */
function toField(field: Field): foundry.data.fields.DataField.Any {
  const nullable = field.nullable ?? false;
  switch (field.type) {
    case "int":
      return new f.NumberField({ required: true, nullable, integer: true, min: field.min, max: field.max, initial: field.initial });
    case "bool":
      return new f.BooleanField({ required: true, nullable, initial: field.initial });
    case "text": {
      const options = { required: true, nullable, blank: field.blank ?? false, initial: field.initial };
      // HTML from our packs: declared in system.json's htmlFields, so Foundry's server cleans it.
      if (field.html === true) return new f.HTMLField(options);
      return new f.StringField(field.choices ? { ...options, choices: field.choices } : options);
    }
    case "list": {
      const bounds = { ...(field.min === undefined ? {} : { min: field.min }), ...(field.max === undefined ? {} : { max: field.max }) };
      return new f.ArrayField(toField(field.of), { required: true, nullable: false, initial: [...field.initial], ...bounds });
    }
    case "object":
      return nullable
        ? new f.SchemaField(toSchema(field.fields), { required: true, nullable: true, initial: null })
        : new f.SchemaField(toSchema(field.fields));
    // An object the rules engine checks itself (a move's outcome effects, a trace line of the card).
    case "data":
      return new f.ObjectField({ required: true, nullable, initial: null });
  }
}

function toSchema(shape: Shape): foundry.data.fields.DataSchema {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, toField(field)]));
}

/** The stored card's schema: its kind and the common fields, then each kind's fields, may be null. */
function defineCardSchema(): foundry.data.fields.DataSchema {
  const kinds = KIND_IDS.map((id) => [id, toField({ type: "object", fields: KINDS[id].shape, nullable: true, initial: null })]);
  return { ...toSchema(STORED_COMMON), ...Object.fromEntries(kinds) };
}

/**
 * Each model's card and result, read once until the data is prepared again. Kept beside the model, not
 * in private fields: a subclass's private fields do not exist until the base constructor returns, and
 * whether a base constructor prepares the data (the test fake's does) is not ours to rely on.
 */
const cards = new WeakMap<object, CardState>();
const results = new WeakMap<object, ResolvedCard | null>();

// The schema's type stays loose (DataSchema): deep types over every kind's table inside the type
// package's TypeDataModel generics hit "excessively deep" errors, and nothing reads the card through
// the model's typed fields (the registry's reader is the typed path).
export class RollCardModel extends foundry.abstract.TypeDataModel<
  foundry.data.fields.DataSchema,
  ChatMessage.Implementation,
  Record<string, never>,
  Record<string, never>
> {

  static override defineSchema(): foundry.data.fields.DataSchema {
    return defineCardSchema();
  }

  /**
   * Fields added after cards were first stored read as their `absent` value (action data's `reroll`,
   * `moveOutcomes`, `burnedMomentum`, `cursedDie` as null; strike data's `skillId` and `linked` as
   * null and false; progress data's `badSpot` as null; cards before notes with none); each kind's
   * `migrate` brings a renamed field up to date (action data's old `burned` flag).
   */
  static override migrateData(source: Record<string, unknown>): Record<string, unknown> {
    return super.migrateData(migrateStoredCard(source));
  }

  /** Refuses data whose kind has no data of its own, and a malformed reroll allowance or outcome texts. */
  static override validateJoint(data: Record<string, unknown>): void {
    const kind = data.kind;
    if (typeof kind === "string" && (data[kind] === null || data[kind] === undefined)) {
      throw new Error(`a "${kind}" roll card needs its ${kind} data`);
    }
    const action = data.action as { reroll?: unknown; moveOutcomes?: unknown } | null | undefined;
    if (action) {
      assertRerollAllowance(action.reroll ?? null);
      assertMoveOutcomes(action.moveOutcomes ?? null);
    }
  }

  /** The card's state, as the rules and the card template read it: read once until the data changes. */
  get card(): CardState {
    let card = cards.get(this);
    if (card === undefined) {
      card = readCard(this.toObject());
      cards.set(this, card);
    }
    return card;
  }

  /**
   * The card's result from the rules engine, resolved once until the data changes (only when asked,
   * so a long chat log resolves only the cards it shows); null when the stored dice are not valid for
   * its rules.
   */
  get result(): ResolvedCard | null {
    if (!results.has(this)) {
      let result: ResolvedCard | null;
      try {
        result = resolveCard(this.card);
      } catch {
        result = null;
      }
      results.set(this, result);
    }
    return results.get(this) ?? null;
  }

  /** Foundry prepares the data again after every change: the card and its result are read anew. */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    cards.delete(this);
    results.delete(this);
  }
}
pinClassName(RollCardModel, "RollCardModel");

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    ChatMessage: {
      roll: typeof RollCardModel;
    };
  }
}
