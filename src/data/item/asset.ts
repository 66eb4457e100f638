/**
 * An asset (path, companion, combat talent, ritual, starship module, ...): abilities, an optional
 * condition meter and named text fields (see the content shapes contract).
 */
import { type JointBound } from "../bounds-guard";
import { boolField, contentFields, htmlField, intField, textField } from "../fields";
import { pinClassName } from "../../class-names";

/** Highest value any asset meter may be set to. */
export const ASSET_METER_LIMIT = 99;

function assetSchema() {
  const fields = foundry.data.fields;
  return {
    ...contentFields(),
    category: textField(),
    requirement: htmlField(),
    abilities: new fields.ArrayField(
      new fields.SchemaField({ name: textField(), text: htmlField(), enabled: boolField() }),
    ),
    meter: new fields.SchemaField({
      enabled: boolField(),
      label: textField(),
      value: intField(0, ASSET_METER_LIMIT, 0),
      min: intField(0, ASSET_METER_LIMIT, 0),
      max: intField(0, ASSET_METER_LIMIT, 0),
    }),
    fields: new fields.ArrayField(
      new fields.SchemaField({ key: textField(), label: textField(), value: textField() }),
    ),
  };
}

export type AssetSchema = ReturnType<typeof assetSchema>;

export class AssetModel extends foundry.abstract.TypeDataModel<AssetSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Asset"];

  static override defineSchema() {
    return assetSchema();
  }

  /** The meter's value stays within the meter's own minimum and maximum. */
  static RANGE_BOUNDS: readonly JointBound[] = [{ path: "meter.value", min: "meter.min", max: "meter.max" }];
}
pinClassName(AssetModel, "AssetModel");
