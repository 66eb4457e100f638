/**
 * A Starforged starship: its integrity, the battered and cursed impacts, and notes. Its modules are
 * asset items it owns. As a Sundered Isles flagship (a command vehicle, shared by its crew) it also
 * keeps the supply of its hold, 0..5, and the unequipped impact of the hold (Datasworn's flagship
 * asset: "supply (hold)" and "unequipped (hold)"); a Starforged ship leaves them at their start.
 */
import { boolField, htmlField, intField, type NoBaseData } from "../fields";
import { bar, barValueField, type Bar } from "./bars";
import { pinClassName } from "../../class-names";

/** Highest integrity of a starship. */
export const INTEGRITY_MAX = 5;
/** Highest supply of a flagship's hold. */
export const HOLD_SUPPLY_MAX = 5;

function starshipSchema() {
  return {
    integrity: intField(0, INTEGRITY_MAX, INTEGRITY_MAX),
    // The token bar's value, stored so Foundry's token HUD may edit it (bars.ts); it mirrors the integrity.
    bars: new foundry.data.fields.SchemaField({
      integrity: barValueField(0, INTEGRITY_MAX, INTEGRITY_MAX),
      shipSupply: barValueField(0, HOLD_SUPPLY_MAX, HOLD_SUPPLY_MAX),
    }),
    battered: boolField(),
    cursed: boolField(),
    supply: intField(0, HOLD_SUPPLY_MAX, HOLD_SUPPLY_MAX),
    unequipped: boolField(),
    notes: htmlField(),
  };
}

export type StarshipSchema = ReturnType<typeof starshipSchema>;

export type StarshipDerived = {
  /** Token bars of the integrity and of the hold's supply. */
  bars: { integrity: Bar; shipSupply: Bar };
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
    this.bars = { integrity: bar(this.integrity, INTEGRITY_MAX), shipSupply: bar(this.supply, HOLD_SUPPLY_MAX) };
  }
}
pinClassName(StarshipModel, "StarshipModel");
