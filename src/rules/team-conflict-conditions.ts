/**
 * Strike! team conflict: what the members' conditions do to the team's two rolls, and learning skills
 * after a conflict (docs/rulings.md, "Team conflict conditions").
 *
 * - Each active minor condition and each flaw the GM rules relevant, across the members, puts one of
 *   the team's two rolls (Advance, Defense) at disadvantage; two or more cover both rolls, and more
 *   change nothing (disadvantage does not stack).
 * - Each major condition across the members is -1 to one of the two rolls, every round; the team
 *   chooses how the -1s are shared between Advance and Defense (by default Advance takes the odd one).
 * - After the conflict a member rolls one die per skill used that they do not know; each 6 learns one
 *   of those skills (the member picks which).
 */
import { RulesError } from "./errors";
import { activeMinorConditions, STRIKE_MAJOR_CONDITIONS, type StrikeCharacter } from "./strike-character";
import { type TeamRoll } from "./team-conflict";
import { assertDice, assertInt, assertOneOf } from "./validate";

/** Most relevant flaws a member may count. */
export const MAX_RELEVANT_FLAWS = 10;

/** One member's conditions as they bear on the team's rolls. */
export interface TeamMemberConditions {
  /** Active minor conditions. */
  minor: number;
  /** Flaws the GM rules relevant to this conflict. */
  flaws: number;
  /** Major conditions, all kinds. */
  major: number;
}

/** A member's conditions read from a Strike! character (flaws are the GM's call, given apart). */
export function memberConditions(character: StrikeCharacter, relevantFlaws = 0): TeamMemberConditions {
  assertInt(relevantFlaws, 0, MAX_RELEVANT_FLAWS, "relevant flaws");
  return {
    minor: activeMinorConditions(character).length,
    flaws: relevantFlaws,
    major: STRIKE_MAJOR_CONDITIONS.reduce((sum, kind) => sum + character.major[kind], 0),
  };
}

/** How the team shares what the conditions impose. */
export interface TeamPenaltyChoice {
  /** With exactly one disadvantage: the roll it falls on (default Advance). */
  disadvantageOn?: TeamRoll;
  /** How many of the -1s fall on Advance (default: half, rounded up); the rest fall on Defense. */
  majorOnAdvance?: number;
}

/** What the team's two rolls carry this round from the members' conditions. */
export interface TeamPenalties {
  /** Sources of disadvantage (minor conditions and relevant flaws), across the members. */
  disadvantageSources: number;
  disadvantageA: boolean;
  disadvantageD: boolean;
  /** Major conditions across the members: one -1 each. */
  majorConditions: number;
  /** Modifier to Advance (0 or negative). */
  bonusA: number;
  /** Modifier to Defense (0 or negative). */
  bonusD: number;
}

/** The team's disadvantages and -1s from its members' conditions. */
export function teamPenalties(members: readonly TeamMemberConditions[], choice: TeamPenaltyChoice = {}): TeamPenalties {
  if (!Array.isArray(members)) throw new RulesError("NotArray", "members must be a list", { value: members });
  let sources = 0;
  let majors = 0;
  members.forEach((m, i) => {
    assertInt(m.minor, 0, 4, `members[${i}].minor`);
    assertInt(m.flaws, 0, MAX_RELEVANT_FLAWS, `members[${i}].flaws`);
    assertInt(m.major, 0, 10, `members[${i}].major`);
    sources += m.minor + m.flaws;
    majors += m.major;
  });
  const on = choice.disadvantageOn ?? "A";
  assertOneOf(on, ["A", "D"] as const, "disadvantageOn");
  const onA = choice.majorOnAdvance ?? Math.ceil(majors / 2);
  assertInt(onA, 0, majors, "majorOnAdvance");
  return {
    disadvantageSources: sources,
    disadvantageA: sources >= 2 || (sources === 1 && on === "A"),
    disadvantageD: sources >= 2 || (sources === 1 && on === "D"),
    majorConditions: majors,
    bonusA: -onA || 0,
    bonusD: -(majors - onA) || 0,
  };
}

/** Learning after a team conflict. */
export interface TeamLearning {
  /** How many of the unknown skills the member learns (one per 6, at most one per skill). */
  learns: number;
  /** The skills the member may pick from. */
  from: string[];
}

/** One die per unknown skill used (`dice` in the same order); each 6 learns one of them. */
export function teamConflictLearning(unknownSkills: readonly string[], dice: readonly number[]): TeamLearning {
  if (!Array.isArray(unknownSkills) || unknownSkills.some((s) => typeof s !== "string" || s === "")) {
    throw new RulesError("BadSkills", "unknown skills must be a list of names", { value: unknownSkills });
  }
  if (new Set(unknownSkills).size !== unknownSkills.length) {
    throw new RulesError("BadSkills", "each unknown skill is listed once", { value: unknownSkills });
  }
  if (dice.length !== unknownSkills.length) {
    throw new RulesError("WrongDiceCount", "one die per unknown skill used", {
      expected: unknownSkills.length,
      got: dice.length,
    });
  }
  assertDice(dice, 6, "learning dice");
  return { learns: dice.filter((d) => d === 6).length, from: [...unknownSkills] };
}
