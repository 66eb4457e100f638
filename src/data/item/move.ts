/**
 * A move (see the content shapes contract): trigger and text, what it rolls with, and its outcome
 * texts, so a move dragged onto a sheet or the hotbar knows how to roll itself.
 */
import { choiceField, contentFields, htmlField, textField } from "../fields";

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
export type RollOptionUsing = (typeof ROLL_OPTION_USING)[number];

function outcomeField() {
  return new foundry.data.fields.SchemaField({ text: htmlField(), match: htmlField() });
}

function moveSchema() {
  const fields = foundry.data.fields;
  return {
    ...contentFields(),
    category: textField(),
    trigger: htmlField(),
    text: htmlField(),
    rollType: choiceField(ROLL_TYPES, "action"),
    rollOptions: new fields.ArrayField(
      new fields.SchemaField({
        using: choiceField(ROLL_OPTION_USING, "stat"),
        key: textField(),
        label: textField(),
      }),
    ),
    progressTrack: textField(),
    outcomes: new fields.SchemaField({
      strongHit: outcomeField(),
      weakHit: outcomeField(),
      miss: outcomeField(),
    }),
    oracles: new fields.ArrayField(textField()),
  };
}

export type MoveSchema = ReturnType<typeof moveSchema>;

export class MoveModel extends foundry.abstract.TypeDataModel<MoveSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Move"];

  static override defineSchema() {
    return moveSchema();
  }
}
