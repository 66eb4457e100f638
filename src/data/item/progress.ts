/**
 * A progress track item (vow, journey, connection, combat, ...): rank, ticks and notes. Score and
 * boxes are derived from the ticks by the rules engine.
 */
import { MAX_TICKS, boxesOf, progressScore } from "../../rules/progress";
import {
  boolField,
  choiceField,
  htmlField,
  intField,
  rankField,
  rulesetField,
  textField,
  type NoBaseData,
} from "../fields";

export const PROGRESS_KINDS = [
  "vow",
  "journey",
  "expedition",
  "connection",
  "combat",
  "delve",
  "sceneChallenge",
  "other",
] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

function progressSchema() {
  return {
    ruleset: rulesetField(),
    kind: choiceField(PROGRESS_KINDS, "vow"),
    rank: rankField(),
    ticks: intField(0, MAX_TICKS, 0),
    completed: boolField(),
    role: textField(),
    bond: boolField(),
    notes: htmlField(),
  };
}

export type ProgressSchema = ReturnType<typeof progressSchema>;

export type ProgressDerived = {
  /** Filled boxes, 0..10. */
  score: number;
  /** Ticks in each of the 10 boxes. */
  boxes: number[];
};

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
    this.score = progressScore(this.ticks);
    this.boxes = boxesOf(this.ticks);
  }
}
