/**
 * A progress track item (vow, journey, connection, combat, ...): rank, ticks and notes. Score and
 * boxes are derived from the ticks by the rules engine.
 */
import {
  boolField,
  choiceField,
  htmlField,
  rankField,
  rulesetField,
  textField,
  ticksField,
  type NoBaseData,
} from "../fields";
import { PROGRESS_KINDS, trackDerived, type TrackDerived } from "./progress-track";
import { pinClassName } from "../../class-names";

function progressSchema() {
  return {
    ruleset: rulesetField(),
    kind: choiceField(PROGRESS_KINDS, "vow"),
    rank: rankField(),
    ticks: ticksField(),
    completed: boolField(),
    role: textField(),
    bond: boolField(),
    notes: htmlField(),
  };
}

export type ProgressSchema = ReturnType<typeof progressSchema>;

/** Filled boxes (0..10) and the ticks in each of the 10 boxes. */
export type ProgressDerived = TrackDerived;

export class ProgressModel extends foundry.abstract.TypeDataModel<
  ProgressSchema,
  Item.Implementation,
  NoBaseData,
  ProgressDerived
> {
  static override LOCALIZATION_PREFIXES = ["VOWFORGE.Common", "VOWFORGE.Progress"];

  static override defineSchema() {
    return progressSchema();
  }

  override prepareDerivedData() {
    super.prepareDerivedData();
    Object.assign(this, trackDerived(this.ticks));
  }
}
pinClassName(ProgressModel, "ProgressModel");
