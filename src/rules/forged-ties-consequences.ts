/** Forged Ties: the marks a pool roll's consequence asks of a character. */
import {
  type PoolConsequence,
  poolConsequence,
  POOL_OUTCOMES,
  POSITIONS,
  type Position,
  type PoolOutcome,
} from "./pool";
import { RulesError } from "./errors";
import { assertOneOf } from "./validate";
import { type ForgedTiesCharacter, assertForgedTiesCharacter } from "./forged-ties-character";

/** A mark a pool roll's consequence can ask for (a button on the card). */
export type ConsequenceMark = "markHarm" | "markBreaking";

/** The marks a pool roll's consequence offers. */
export interface ConsequenceMarks {
  /** The consequence these marks come from ("risky.miss" ...). */
  consequenceId: PoolConsequence["id"];
  /** Marks the player must make, all of them. */
  required: ConsequenceMark[];
  /** Marks of which the player makes exactly one (empty when there is no choice). */
  chooseOne: ConsequenceMark[];
  /** True when the character has no free harm slot: marking harm will mark breaking instead. */
  harmBecomesBreaking: boolean;
  /** True when the character has marked heart to clear before marking breaking. */
  heartCanAbsorb: boolean;
}

/**
 * The marks the card offers for a pool roll's consequence, for this character. The consequence is
 * checked against the position table (a tampered consequence is refused).
 */
export function consequenceMarks(consequence: PoolConsequence, state: ForgedTiesCharacter): ConsequenceMarks {
  assertForgedTiesCharacter(state);
  if (typeof consequence !== "object" || consequence === null || typeof consequence.id !== "string") {
    throw new RulesError("BadConsequence", "consequence must be a pool consequence", { value: consequence });
  }
  const [position, outcome] = consequence.id.split(".");
  assertOneOf(position, POSITIONS, "consequence position");
  assertOneOf(outcome, POOL_OUTCOMES, "consequence outcome");
  const expected = poolConsequence(position as Position, outcome as PoolOutcome);
  if (
    expected.marks !== consequence.marks ||
    expected.achieved !== consequence.achieved ||
    expected.severity !== consequence.severity ||
    expected.needsPush !== consequence.needsPush
  ) {
    throw new RulesError(
      "BadConsequence",
      `consequence ${consequence.id} does not match the position table`,
      { consequence },
    );
  }
  const both: ConsequenceMark[] = ["markHarm", "markBreaking"];
  return {
    consequenceId: expected.id,
    required: expected.marks === "harmAndBreaking" ? both : [],
    chooseOne: expected.marks === "harmOrBreaking" ? both : [],
    harmBecomesBreaking: !state.harm.includes(null),
    heartCanAbsorb: state.heart.marked > 0,
  };
}
