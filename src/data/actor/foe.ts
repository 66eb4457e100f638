/**
 * A foe or encounter (see the content shapes contract): rank, nature, description and the combat
 * progress track it is fought on. Score and boxes of that track are derived.
 */
import {
  contentFields,
  htmlField,
  progressTrackField,
  rankField,
  textField,
  type NoBaseData,
} from "../fields";
import { trackDerived, type TrackDerived } from "../item/progress-track";
import { pinClassName } from "../../class-names";

function foeSchema() {
  return {
    ...contentFields(),
    rank: rankField(),
    nature: textField(),
    description: htmlField(),
    progress: progressTrackField(),
  };
}

export type FoeSchema = ReturnType<typeof foeSchema>;

/** The combat track's score (filled boxes, 0..10) and the ticks in each of its boxes. */
export type FoeDerived = TrackDerived;

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
    Object.assign(this, trackDerived(this.progress.ticks));
  }
}
pinClassName(FoeModel, "FoeModel");
