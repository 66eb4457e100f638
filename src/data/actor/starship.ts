/**
 * A Starforged starship: its integrity, the battered and cursed impacts, and notes. Its modules are
 * asset items it owns.
 */
import { boolField, htmlField, intField, type NoBaseData } from "../fields";
import { bar, barValueField, type Bar } from "./bars";

/** Highest integrity of a starship. */
export const INTEGRITY_MAX = 5;

function starshipSchema() {
  return {
    integrity: intField(0, INTEGRITY_MAX, INTEGRITY_MAX),
    // The token bar's value, stored so Foundry's token HUD may edit it (bars.ts); it mirrors the integrity.
    bars: new foundry.data.fields.SchemaField({ integrity: barValueField(0, INTEGRITY_MAX, INTEGRITY_MAX) }),
    battered: boolField(),
    cursed: boolField(),
    notes: htmlField(),
  };
}

export type StarshipSchema = ReturnType<typeof starshipSchema>;

export type StarshipDerived = {
  /** Token bar of the integrity. */
  bars: { integrity: Bar };
};

export class StarshipModel extends foundry.abstract.TypeDataModel<
  StarshipSchema,
  Actor.Implementation,
  NoBaseData,
  StarshipDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Starship"];

  static override defineSchema() {
    return starshipSchema();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    this.bars = { integrity: bar(this.integrity, INTEGRITY_MAX) };
  }
}
