/**
 * The party ("shared" actor): the supply the group shares and its notes. Shared vows and connections
 * are progress items the party owns.
 */
import { characterRulesetField, htmlField, intField, type NoBaseData } from "../fields";
import { bar, barValueField, type Bar } from "./bars";
import { METER_MAX } from "./conditions";
import { pinClassName } from "../../class-names";

function sharedSchema() {
  return {
    ruleset: characterRulesetField(),
    supply: intField(0, METER_MAX, METER_MAX),
    // The token bar's value, stored so Foundry's token HUD may edit it (bars.ts); it mirrors the supply.
    bars: new foundry.data.fields.SchemaField({ partySupply: barValueField(0, METER_MAX, METER_MAX) }),
    notes: htmlField(),
  };
}

export type SharedSchema = ReturnType<typeof sharedSchema>;

export type SharedDerived = {
  /** Token bar of the shared supply. */
  bars: { partySupply: Bar };
};

export class SharedModel extends foundry.abstract.TypeDataModel<
  SharedSchema,
  Actor.Implementation,
  NoBaseData,
  SharedDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Shared"];

  static override defineSchema() {
    return sharedSchema();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    this.bars = { partySupply: bar(this.supply, METER_MAX) };
  }
}
pinClassName(SharedModel, "SharedModel");
