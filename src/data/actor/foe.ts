/**
 * A foe or encounter (see the content shapes contract): rank, nature, description and the combat
 * progress track it is fought on. Score and boxes of that track are derived.
 */
import { MAX_TICKS, boxesOf, progressScore } from "../../rules/progress";
import {
  htmlField,
  intField,
  rankField,
  rulesetField,
  sourceField,
  textField,
  type NoBaseData,
} from "../fields";

function foeSchema() {
  return {
    ruleset: rulesetField(),
    source: sourceField(),
    dataswornId: textField(),
    rank: rankField(),
    nature: textField(),
    description: htmlField(),
    progress: new foundry.data.fields.SchemaField({ ticks: intField(0, MAX_TICKS, 0) }),
  };
}

export type FoeSchema = ReturnType<typeof foeSchema>;

export type FoeDerived = {
  /** Progress score of the combat track (filled boxes, 0..10). */
  score: number;
  /** Ticks in each of the 10 boxes. */
  boxes: number[];
};

export class FoeModel extends foundry.abstract.TypeDataModel<
  FoeSchema,
  Actor.Implementation,
  NoBaseData,
  FoeDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Foe"];

  static override defineSchema() {
    return foeSchema();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    this.score = progressScore(this.progress.ticks);
    this.boxes = boxesOf(this.progress.ticks);
  }
}
