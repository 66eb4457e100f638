/**
 * What the conflict sheet shows of each player beyond the tracker: their conditions read from their own
 * Strike! sheet with the flaws the GM counts as relevant (a line per player, so the table sees why a
 * roll is at disadvantage or carries -1s), the team's penalties they add up to, and learning after the
 * conflict (the skills to roll for, the dice rolled, what is left to learn).
 */
import { activeMinorConditions, type StrikeCharacter } from "../../../rules/strike-character";
import {
  MAX_RELEVANT_FLAWS,
  memberConditions,
  teamConflictLearning,
  teamPenalties,
  type TeamMemberConditions,
  type TeamPenalties,
} from "../../../rules/team-conflict-conditions";

import { intOf, listOf, textOf } from "./types";
import { type Localize } from "../../../locale";

const K = "VOWFORGE.Rulesets.Conflict";

/** A player's own sheet as the conflict reads it: their actor UUID and Strike! state, or null when unreadable. */
export interface MemberSheet {
  id: string;
  strike: StrikeCharacter | null;
  /** Whether the user owns this character (they may then learn for it without editing the conflict). */
  owned?: boolean;
}

/** A player's conditions line and the relevant-flaws control beside it. */
export interface MemberConditionsView {
  /** What bears on the team's rolls, in words. */
  line: string;
  /** Whether anything of this player bears on the rolls. */
  any: boolean;
  flaws: number;
  maxFlaws: number;
  flawsKey: string;
  flawsId: string;
  flawsLabel: string;
  /** Whether the stepper's − (no flaws) or + (the most that count) is spent. */
  atMin: boolean;
  atMax: boolean;
}

function conditionsOf(sheet: MemberSheet | undefined, flaws: number): TeamMemberConditions {
  if (!sheet?.strike) return { minor: 0, flaws, major: 0 };
  try {
    return memberConditions(sheet.strike, flaws);
  } catch {
    return { minor: 0, flaws, major: 0 };
  }
}

function minorNames(sheet: MemberSheet | undefined, t: Localize): string[] {
  if (!sheet?.strike) return [];
  try {
    return activeMinorConditions(sheet.strike).map((c) => t(`VOWFORGE.Strike.FIELDS.minor.${c}.label`));
  } catch {
    return [];
  }
}

/** The line for one player: their minor conditions by name, relevant flaws and major conditions. */
function conditionsLine(sheet: MemberSheet | undefined, c: TeamMemberConditions, t: Localize): string {
  const parts: string[] = [];
  const minor = minorNames(sheet, t);
  if (minor.length > 0) parts.push(t(`${K}.Conditions.Minor`, { list: minor.join(", ") }));
  if (c.flaws > 0) parts.push(t(`${K}.Conditions.Flaws`, { count: c.flaws }));
  if (c.major > 0) parts.push(t(`${K}.Conditions.Major`, { count: c.major }));
  if (!sheet?.strike) parts.push(t(`${K}.Conditions.NoSheet`));
  return parts.length > 0 ? parts.join(" · ") : t(`${K}.Conditions.None`);
}

/** Each player's conditions (in the order stored) and the team's penalties from them. */
export function memberConditionViews(
  storedPlayers: unknown,
  sheets: readonly MemberSheet[],
  names: (id: string) => string,
  prefix: string,
  t: Localize,
): { views: MemberConditionsView[]; penalties: TeamPenalties; counted: TeamMemberConditions[] } {
  const counted: TeamMemberConditions[] = [];
  const views = listOf(storedPlayers).map((p, index) => {
    const id = textOf(p.id);
    const flaws = Math.min(MAX_RELEVANT_FLAWS, Math.max(0, intOf(p.flaws, 0)));
    const sheet = sheets.find((s) => s.id === id);
    const c = conditionsOf(sheet, flaws);
    counted.push(c);
    return {
      line: conditionsLine(sheet, c, t),
      any: c.minor + c.flaws + c.major > 0,
      flaws,
      maxFlaws: MAX_RELEVANT_FLAWS,
      flawsKey: `flaws|${index}`,
      flawsId: `${prefix}-cf-flaws-${index}`,
      flawsLabel: t(`${K}.Conditions.FlawsLabel`, { name: names(id) }),
      atMin: flaws <= 0,
      atMax: flaws >= MAX_RELEVANT_FLAWS,
    };
  });
  return { views, penalties: teamPenalties(counted), counted };
}

/** The team's penalties in one line, for the sides column ("" when there are none). */
export function penaltiesLine(p: TeamPenalties, t: Localize): string {
  const parts: string[] = [];
  if (p.disadvantageA && p.disadvantageD) parts.push(t(`${K}.Conditions.TeamDisadvantageBoth`));
  else if (p.disadvantageA || p.disadvantageD) parts.push(t(`${K}.Conditions.TeamDisadvantageOne`));
  if (p.majorConditions > 0) parts.push(t(`${K}.Conditions.TeamMajor`, { count: p.majorConditions }));
  return parts.join(" ");
}

/** One player's learning after the conflict, as the sheet shows it. */
export interface LearningView {
  playerId: string;
  name: string;
  legend: string;
  /** Whether the user may roll or pick for this player: they may edit the conflict, or own the character. */
  canAct: boolean;
  /** Not rolled yet: the skills on their sheet they do not know, to tick, and a field for others. */
  rolled: boolean;
  unknown: { key: string; id: string; name: string }[];
  otherKey: string;
  otherId: string;
  rollLabel: string;
  /** Rolled: the dice by skill, how many are learnt, and the buttons of the skills left to learn. */
  diceText: string;
  resultText: string;
  learnt: string[];
  choices: { skill: string; label: string }[];
}

/** The learning section: one entry per player, in the order stored. */
export function learningViews(
  storedPlayers: unknown,
  storedLearning: unknown,
  sheets: readonly MemberSheet[],
  names: (id: string) => string,
  prefix: string,
  t: Localize,
  editable = true,
): LearningView[] {
  const learning = listOf(storedLearning);
  return listOf(storedPlayers).map((p, index) => {
    const playerId = textOf(p.id);
    const name = names(playerId);
    const entry = learning.find((l) => textOf(l.playerId) === playerId);
    const sheet = sheets.find((s) => s.id === playerId);
    const skills = listOf(sheet?.strike?.skills).filter((s) => s.skilled === false);
    const base = {
      playerId,
      name,
      legend: t(`${K}.Learn.Legend`, { name }),
      canAct: editable || sheet?.owned === true,
      unknown: [] as LearningView["unknown"],
      otherKey: `learn-other|${playerId}`,
      otherId: `${prefix}-cf-learn-${index}-other`,
      rollLabel: t(`${K}.Learn.Roll`, { name }),
      diceText: "",
      resultText: "",
      learnt: [] as string[],
      choices: [] as LearningView["choices"],
    };
    if (!entry) {
      return {
        ...base,
        rolled: false,
        unknown: skills.map((s, j) => ({ key: `learn-skill|${playerId}|${j}`, id: `${prefix}-cf-learn-${index}-${j}`, name: textOf(s.name) })),
      };
    }
    const names_ = (Array.isArray(entry.skills) ? entry.skills : []).map(String);
    const dice = (Array.isArray(entry.dice) ? entry.dice : []).map(Number);
    const learnt = (Array.isArray(entry.learnt) ? entry.learnt : []).map(String);
    let learns = 0;
    try {
      learns = teamConflictLearning(names_, dice).learns;
    } catch {
      learns = 0;
    }
    const left = Math.max(0, learns - learnt.length);
    return {
      ...base,
      rolled: true,
      diceText: t(`${K}.Learn.Dice`, { dice: names_.map((s, i) => t(`${K}.Learn.Die`, { skill: s, die: dice[i] ?? "?" })).join(", ") }),
      resultText: learns === 0 ? t(`${K}.Learn.NoSix`) : t(`${K}.Learn.Sixes`, { count: learns, left }),
      learnt: learnt.map((s) => t(`${K}.Learn.Learnt`, { name, skill: s })),
      choices: left > 0 ? names_.filter((s) => !learnt.includes(s)).map((skill) => ({ skill, label: t(`${K}.Learn.Pick`, { name, skill }) })) : [],
    };
  });
}
