/**
 * A move (see the content shapes contract): trigger and text, what it rolls with (`rollOptions`: every
 * option any condition names; `rollConditions`: each trigger condition's roll method and options), and
 * its outcome texts, so a move dragged onto a sheet or the hotbar knows how to roll itself.
 */
import { fillRollConditions } from "../../migrations/002-move-roll-conditions";
import { FIXED_VALUE_MAX, ROLL_METHODS } from "../../rules/roll-method";
import { choiceField, contentFields, htmlField, intField, textField } from "../fields";
import { pinClassName } from "../../class-names";
import { assertMoveEffects } from "../../rules/effects/validate-effects";

export const ROLL_TYPES = ["action", "progress", "none", "specialTrack"] as const;
export type RollType = (typeof ROLL_TYPES)[number];

export const ROLL_OPTION_USING = [
  "stat",
  "conditionMeter",
  "assetMeter",
  "progressTrack",
  "legacyTrack",
  "custom",
] as const;

function rollOptionFields() {
  return { using: choiceField(ROLL_OPTION_USING, "stat"), key: textField(), label: textField() };
}

/**
 * One trigger condition: how it rolls (a roll method) and with what. `value` is the fixed value a
 * custom option rolls with ("+their rank"); 0 for the other kinds, which read the actor's value.
 */
function rollConditionField() {
  const fields = foundry.data.fields;
  return new fields.SchemaField({
    rollMethod: choiceField(ROLL_METHODS, "playerChoice"),
    label: textField(),
    rollOptions: new fields.ArrayField(
      new fields.SchemaField({ ...rollOptionFields(), value: intField(0, FIXED_VALUE_MAX, 0) }),
    ),
  });
}

function outcomeField() {
  return new foundry.data.fields.SchemaField({ text: htmlField(), match: htmlField() });
}

/**
 * The move's outcome effects (src/rules/effects/vocabulary.ts), set by the converter from our data by
 * Datasworn id; {} for a move with none. A recursive shape, so one object field checked whole by the
 * rules' validator: a field's `validate` option that throws refuses the value (as draw-steel's message
 * parts refuse an unevaluated roll: src/module/data/pseudo-documents/message-parts/base-message-part.mjs).
 */
function effectsField() {
  return new foundry.data.fields.ObjectField({
    required: true,
    nullable: false,
    initial: {},
    validate: (value: unknown) => {
      assertMoveEffects(value);
    },
  });
}

function moveSchema() {
  const fields = foundry.data.fields;
  return {
    ...contentFields(),
    // The playtest name of a renamed Starforged move (playtest-names.ts), or "". textSearch puts it in
    // the compendium's full-text search (the field option other systems use for it:
    // MetaMorphic-Digital/torgeternity issue 416, which needs Foundry 13.348, foundryvtt issue 13300).
    formerly: new fields.StringField({
      required: true,
      nullable: false,
      blank: true,
      initial: "",
      textSearch: true,
    }),
    category: textField(),
    trigger: htmlField(),
    text: htmlField(),
    rollType: choiceField(ROLL_TYPES, "action"),
    rollOptions: new fields.ArrayField(new fields.SchemaField(rollOptionFields())),
    rollConditions: new fields.ArrayField(rollConditionField()),
    progressTrack: textField(),
    outcomes: new fields.SchemaField({
      strongHit: outcomeField(),
      weakHit: outcomeField(),
      miss: outcomeField(),
    }),
    oracles: new fields.ArrayField(textField()),
    effects: effectsField(),
  };
}

export type MoveSchema = ReturnType<typeof moveSchema>;

export class MoveModel extends foundry.abstract.TypeDataModel<MoveSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Move"];

  static override defineSchema() {
    return moveSchema();
  }

  static override migrateData(source: Record<string, unknown>) {
    fillRollConditions(source);
    return super.migrateData(source);
  }
}
pinClassName(MoveModel, "MoveModel");
