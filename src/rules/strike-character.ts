/**
 * Strike!: the character — skills, wealth, conditions, action points, relationships, traits and
 * strikes.
 *
 * Rulings:
 * - Abilities (for Lost Confidence and skills): strength, dexterity, constitution, intelligence,
 *   wisdom, charisma. A skill may name one ability.
 * - Roll tags the GM sets on a roll: social, concentration, physical. Angry gives disadvantage to
 *   social and concentration rolls; Winded to physical rolls; Lost Confidence to rolls of skills of its
 *   ability (the skill's ability, or the ability the roll names); Exhausted to every roll.
 * - Winded is counted: the third Winded (without recovering) becomes Exhausted and the count goes back
 *   to 0, as Short becomes Broke in wealth.
 * - Angry cannot be recovered while any other minor condition is present.
 * - Major conditions are counted per kind (physical, mental, other); each one is -1 to every roll, at
 *   most STRIKE_MAX_MAJOR_CONDITIONS in all.
 * - Action points: 0..MAX_ACTION_POINTS during play; a session starts with the carried points clamped
 *   to 1..3. Spending needs a point and a reason id; a trick of the ability Lost Confidence names cannot
 *   be used.
 */
import { RulesError } from "./errors";
import { STRIKE_MAX_MAJOR_CONDITIONS } from "./strike";
import { assertBool, assertInt, assertOneOf } from "./validate";
import { assertWealth, markShort, type WealthState } from "./wealth";

/** Ability ids. */
export const STRIKE_ABILITIES = [
  "strength",
  "dexterity",
  "constitution",
  "intelligence",
  "wisdom",
  "charisma",
] as const;
/** An ability id. */
export type StrikeAbility = (typeof STRIKE_ABILITIES)[number];
/** Roll tags that minor conditions look at. */
export const STRIKE_ROLL_TAGS = ["social", "concentration", "physical"] as const;
/** A roll tag. */
export type StrikeRollTag = (typeof STRIKE_ROLL_TAGS)[number];
/** Minor condition ids. */
export const STRIKE_MINOR_CONDITIONS = ["angry", "winded", "lostConfidence", "exhausted"] as const;
/** A minor condition id. */
export type StrikeMinorCondition = (typeof STRIKE_MINOR_CONDITIONS)[number];
/** Major condition kinds. */
export const STRIKE_MAJOR_CONDITIONS = ["physical", "mental", "other"] as const;
/** A major condition kind. */
export type StrikeMajorCondition = (typeof STRIKE_MAJOR_CONDITIONS)[number];
/** Reasons to spend an action point. */
export const AP_SPEND_REASONS = [
  "relatedSkillAdvantage",
  "autoSucceedTrick",
  "actionTrigger",
  "preventLoss",
  "bringInRelationship",
] as const;
/** A reason to spend an action point. */
export type ApSpendReason = (typeof AP_SPEND_REASONS)[number];
/** Reasons to earn an action point. */
export const AP_EARN_REASONS = [
  "somethingCool",
  "twistInsteadOfRoll",
  "troubleWithoutRoll",
  "breakOpposedTie",
] as const;
/** A reason to earn an action point. */
export type ApEarnReason = (typeof AP_EARN_REASONS)[number];

/** Winded marks that become Exhausted. */
export const WINDED_PER_EXHAUSTED = 3;
/** Fewest action points at the start of a session. */
export const SESSION_AP_MIN = 1;
/** Most action points at the start of a session. */
export const SESSION_AP_MAX = 3;
/** Most action points a character can hold. */
export const MAX_ACTION_POINTS = 20;
/** Most strikes tracked. */
export const MAX_STRIKES = 100;
/** Most entries in each list (skills, relationships, traits). */
export const MAX_LIST = 100;

/** A skill on the sheet. */
export interface StrikeSkill {
  /** Skill id. */
  id: string;
  /** Skill name as written. */
  name: string;
  /** Whether the character has the skill (false: listed but unskilled). */
  skilled: boolean;
  /** The ability the skill relates to, or null. */
  ability: StrikeAbility | null;
}

/** Minor conditions. */
export interface StrikeMinorConditions {
  /** Angry. */
  angry: boolean;
  /** Winded marks since the last recovery, 0..2 (1 or more: Winded). */
  winded: number;
  /** The ability the character lost confidence in, or null. */
  lostConfidence: StrikeAbility | null;
  /** Exhausted. */
  exhausted: boolean;
}

/** A named entry (relationship, trait). */
export interface StrikeEntry {
  /** Id. */
  id: string;
  /** Name as written. */
  name: string;
}

/** A trait, which a hit in team conflict can take away. */
export interface StrikeTrait extends StrikeEntry {
  /** Lost to a hit until regained. */
  lost: boolean;
}

/** The keys of a Strike! character's state (the actor's system data holds them under the same names). */
export const STRIKE_STATE_KEYS = [
  "skills",
  "wealth",
  "minor",
  "major",
  "actionPoints",
  "relationships",
  "traits",
  "strikes",
] as const;

/** A Strike! character. */
export interface StrikeCharacter {
  /** Skills on the sheet. */
  skills: StrikeSkill[];
  /** Wealth (see wealth.ts). */
  wealth: WealthState;
  /** Minor conditions. */
  minor: StrikeMinorConditions;
  /** Major conditions, counted per kind. */
  major: Record<StrikeMajorCondition, number>;
  /** Action points, 0..MAX_ACTION_POINTS. */
  actionPoints: number;
  /** Relationships the character can bring in. */
  relationships: StrikeEntry[];
  /** Traits. */
  traits: StrikeTrait[];
  /** Strikes taken in the current team conflict. */
  strikes: number;
}

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]*$/;

function assertEntryId(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.length > 200 || !ID_PATTERN.test(value)) {
    throw new RulesError("BadId", `${what} must be an id (letters, digits, _ . : -), got ${String(value)}`, {
      what,
      value,
    });
  }
}

function assertText(value: unknown, what: string): asserts value is string {
  if (typeof value !== "string" || value.trim() === "" || value.length > 200) {
    throw new RulesError("BadName", `${what} must be a non-empty text of at most 200 characters`, {
      what,
      value,
    });
  }
}

function assertEntries(
  list: unknown,
  what: string,
  check: (e: Record<string, unknown>, w: string) => void = () => {},
): void {
  if (!Array.isArray(list)) throw new RulesError("NotArray", `${what} must be a list`, { what, value: list });
  assertInt(list.length, 0, MAX_LIST, `number of ${what}`);
  const ids = new Set<string>();
  list.forEach((e: unknown, i) => {
    if (typeof e !== "object" || e === null)
      throw new RulesError("BadEntry", `${what}[${i}] must be an object`, { value: e });
    const entry = e as Record<string, unknown>;
    assertEntryId(entry.id, `${what}[${i}].id`);
    assertText(entry.name, `${what}[${i}].name`);
    if (ids.has(entry.id))
      throw new RulesError("DuplicateId", `${what} lists ${entry.id} twice`, { id: entry.id });
    ids.add(entry.id);
    check(entry, `${what}[${i}]`);
  });
}

/** Throws unless `state` is a valid Strike! character. */
export function assertStrikeCharacter(state: StrikeCharacter): void {
  if (typeof state !== "object" || state === null)
    throw new RulesError("BadCharacter", "a Strike! character must be an object", { value: state });
  assertEntries(state.skills, "skills", (e, w) => {
    assertBool(e.skilled, `${w}.skilled`);
    if (e.ability !== null) assertOneOf(e.ability, STRIKE_ABILITIES, `${w}.ability`);
  });
  assertWealth(state.wealth);
  const m = state.minor;
  if (typeof m !== "object" || m === null)
    throw new RulesError("BadConditions", "minor must be an object", { value: m });
  assertBool(m.angry, "minor.angry");
  assertInt(m.winded, 0, WINDED_PER_EXHAUSTED - 1, "minor.winded");
  if (m.lostConfidence !== null) assertOneOf(m.lostConfidence, STRIKE_ABILITIES, "minor.lostConfidence");
  assertBool(m.exhausted, "minor.exhausted");
  if (typeof state.major !== "object" || state.major === null)
    throw new RulesError("BadConditions", "major must be an object", { value: state.major });
  for (const k of STRIKE_MAJOR_CONDITIONS)
    assertInt(state.major[k], 0, STRIKE_MAX_MAJOR_CONDITIONS, `major.${k}`);
  assertInt(majorTotal(state.major), 0, STRIKE_MAX_MAJOR_CONDITIONS, "major conditions in all");
  assertInt(state.actionPoints, 0, MAX_ACTION_POINTS, "actionPoints");
  assertEntries(state.relationships, "relationships");
  assertEntries(state.traits, "traits", (e, w) => assertBool(e.lost, `${w}.lost`));
  assertInt(state.strikes, 0, MAX_STRIKES, "strikes");
}

function majorTotal(major: Record<StrikeMajorCondition, number>): number {
  return STRIKE_MAJOR_CONDITIONS.reduce((sum, k) => sum + major[k], 0);
}

/** A new character: no skills, wealth tier 1, no conditions, 1 action point. */
export function createStrikeCharacter(input: Partial<StrikeCharacter> = {}): StrikeCharacter {
  const state: StrikeCharacter = structuredClone({
    skills: input.skills ?? [],
    wealth: input.wealth ?? { tier: 1, short: 0, broke: 0 },
    minor: input.minor ?? { angry: false, winded: 0, lostConfidence: null, exhausted: false },
    major: input.major ?? { physical: 0, mental: 0, other: 0 },
    actionPoints: input.actionPoints ?? SESSION_AP_MIN,
    relationships: input.relationships ?? [],
    traits: input.traits ?? [],
    strikes: input.strikes ?? 0,
  });
  assertStrikeCharacter(state);
  return state;
}

function copy(state: StrikeCharacter): StrikeCharacter {
  return structuredClone(state);
}

/** Action points at the start of a session: the carried points clamped to 1..3. */
export function sessionStartActionPoints(ap: number): number {
  assertInt(ap, 0, MAX_ACTION_POINTS, "action points");
  return Math.min(SESSION_AP_MAX, Math.max(SESSION_AP_MIN, ap));
}

/** Starts a session: action points clamped to 1..3. */
export function startSession(state: StrikeCharacter): StrikeCharacter {
  assertStrikeCharacter(state);
  const next = copy(state);
  next.actionPoints = sessionStartActionPoints(state.actionPoints);
  return next;
}

/** Options of `spendActionPoint`. */
export interface ApSpendOptions {
  /** For "autoSucceedTrick": the trick's ability (refused when it is the Lost Confidence ability). */
  trickAbility?: StrikeAbility | null;
}

/** Spends one action point for `reason`; refused with none left. */
export function spendActionPoint(
  state: StrikeCharacter,
  reason: ApSpendReason,
  options: ApSpendOptions = {},
): StrikeCharacter {
  assertStrikeCharacter(state);
  assertOneOf(reason, AP_SPEND_REASONS, "reason");
  const trickAbility = options.trickAbility ?? null;
  if (trickAbility !== null) {
    if (reason !== "autoSucceedTrick")
      throw new RulesError("TrickAbilityUnused", "trickAbility goes with autoSucceedTrick only", { reason });
    if (!canUseTrick(state, trickAbility)) {
      throw new RulesError("TrickBlocked", `lost confidence in ${trickAbility}: its tricks cannot be used`, {
        trickAbility,
      });
    }
  }
  if (state.actionPoints < 1)
    throw new RulesError("NoActionPoints", "no action point left to spend", { reason });
  const next = copy(state);
  next.actionPoints -= 1;
  return next;
}

/** Earns one action point for `reason`. */
export function earnActionPoint(state: StrikeCharacter, reason: ApEarnReason): StrikeCharacter {
  assertStrikeCharacter(state);
  assertOneOf(reason, AP_EARN_REASONS, "reason");
  if (state.actionPoints >= MAX_ACTION_POINTS)
    throw new RulesError("TooManyActionPoints", `at most ${MAX_ACTION_POINTS} action points`, { reason });
  const next = copy(state);
  next.actionPoints += 1;
  return next;
}

/** True unless the character lost confidence in `ability` (its tricks cannot be used). */
export function canUseTrick(state: StrikeCharacter, ability: StrikeAbility): boolean {
  assertStrikeCharacter(state);
  assertOneOf(ability, STRIKE_ABILITIES, "ability");
  return state.minor.lostConfidence !== ability;
}

/** Which minor conditions are present. */
export function activeMinorConditions(state: StrikeCharacter): StrikeMinorCondition[] {
  assertStrikeCharacter(state);
  const m = state.minor;
  const present: Record<StrikeMinorCondition, boolean> = {
    angry: m.angry,
    winded: m.winded > 0,
    lostConfidence: m.lostConfidence !== null,
    exhausted: m.exhausted,
  };
  return STRIKE_MINOR_CONDITIONS.filter((c) => present[c]);
}

/** The character after a minor condition. */
export interface MinorConditionResult {
  /** The character after the mark. */
  state: StrikeCharacter;
  /** True when this mark made the character Exhausted (a third Winded, or Exhausted itself). */
  becameExhausted: boolean;
}

/** Marks a minor condition; Lost Confidence needs the ability. The third Winded becomes Exhausted. */
export function markMinorCondition(
  state: StrikeCharacter,
  condition: StrikeMinorCondition,
  ability: StrikeAbility | null = null,
): MinorConditionResult {
  assertStrikeCharacter(state);
  assertOneOf(condition, STRIKE_MINOR_CONDITIONS, "condition");
  if (condition === "lostConfidence") assertOneOf(ability, STRIKE_ABILITIES, "ability");
  else if (ability !== null)
    throw new RulesError("AbilityUnused", "only lostConfidence takes an ability", { condition });
  const next = copy(state);
  const wasExhausted = state.minor.exhausted;
  if (condition === "angry") next.minor.angry = true;
  if (condition === "exhausted") next.minor.exhausted = true;
  if (condition === "lostConfidence") next.minor.lostConfidence = ability;
  if (condition === "winded") {
    const winded = state.minor.winded + 1;
    if (winded >= WINDED_PER_EXHAUSTED) {
      next.minor.winded = 0;
      next.minor.exhausted = true;
    } else next.minor.winded = winded;
  }
  return { state: next, becameExhausted: !wasExhausted && next.minor.exhausted };
}

/** Recovers from a minor condition; refused when absent, and for Angry while another minor condition is present. */
export function recoverMinorCondition(
  state: StrikeCharacter,
  condition: StrikeMinorCondition,
): StrikeCharacter {
  const active = activeMinorConditions(state);
  assertOneOf(condition, STRIKE_MINOR_CONDITIONS, "condition");
  if (!active.includes(condition))
    throw new RulesError("ConditionAbsent", `the character is not ${condition}`, { condition });
  if (condition === "angry" && active.length > 1) {
    throw new RulesError("AngryBlocked", "Angry does not recover while another minor condition remains", {
      active,
    });
  }
  const next = copy(state);
  if (condition === "angry") next.minor.angry = false;
  if (condition === "winded") next.minor.winded = 0;
  if (condition === "lostConfidence") next.minor.lostConfidence = null;
  if (condition === "exhausted") next.minor.exhausted = false;
  return next;
}

/** Marks a major condition of `kind`. */
export function markMajorCondition(state: StrikeCharacter, kind: StrikeMajorCondition): StrikeCharacter {
  assertStrikeCharacter(state);
  assertOneOf(kind, STRIKE_MAJOR_CONDITIONS, "kind");
  if (majorTotal(state.major) >= STRIKE_MAX_MAJOR_CONDITIONS) {
    throw new RulesError("TooManyConditions", `at most ${STRIKE_MAX_MAJOR_CONDITIONS} major conditions`, {
      kind,
    });
  }
  const next = copy(state);
  next.major[kind] += 1;
  return next;
}

/** Recovers one major condition of `kind`; refused when there is none. */
export function recoverMajorCondition(state: StrikeCharacter, kind: StrikeMajorCondition): StrikeCharacter {
  assertStrikeCharacter(state);
  assertOneOf(kind, STRIKE_MAJOR_CONDITIONS, "kind");
  if (state.major[kind] < 1) throw new RulesError("ConditionAbsent", `no major ${kind} condition`, { kind });
  const next = copy(state);
  next.major[kind] -= 1;
  return next;
}

/** The roll being made. */
export interface StrikeRollRequest {
  /** The skill rolled (id on the sheet); absent or unknown means an unskilled roll. */
  skill?: string | null;
  /** Tags the GM set on the roll. */
  tags?: readonly StrikeRollTag[];
  /** The ability the roll relates to, when the skill names none. */
  ability?: StrikeAbility | null;
  /** Advantage from another source (a related skill, a linked roll). */
  advantage?: boolean;
  /** Disadvantage from another source (opposed setup, a linked roll's cost). */
  disadvantage?: boolean;
  /** Minor conditions ignored for this roll (Inspire). */
  ignore?: readonly StrikeMinorCondition[];
}

/** What the character's sheet does to a roll (feed it to resolveStrikeRoll). */
export interface StrikeRollModifiers {
  /** Whether the skill is on the sheet and skilled. */
  skilled: boolean;
  /** Advantage from the request. */
  advantage: boolean;
  /** Disadvantage from the request or from a minor condition. */
  disadvantage: boolean;
  /** Minor conditions that give this roll disadvantage. */
  disadvantageFrom: StrikeMinorCondition[];
  /** Major conditions, each -1. */
  majorConditions: number;
}

/** Advantage, disadvantage and major conditions for a roll, from the sheet and the roll's tags. */
export function rollModifiers(state: StrikeCharacter, request: StrikeRollRequest = {}): StrikeRollModifiers {
  const active = activeMinorConditions(state);
  const skillId = request.skill ?? null;
  if (skillId !== null) assertEntryId(skillId, "skill");
  const skill = skillId === null ? undefined : state.skills.find((s) => s.id === skillId);
  const tags = request.tags ?? [];
  if (!Array.isArray(tags)) throw new RulesError("NotArray", "tags must be a list", { value: tags });
  tags.forEach((t, i) => assertOneOf(t, STRIKE_ROLL_TAGS, `tags[${i}]`));
  const ability = request.ability ?? null;
  if (ability !== null) assertOneOf(ability, STRIKE_ABILITIES, "ability");
  const ignore = request.ignore ?? [];
  if (!Array.isArray(ignore)) throw new RulesError("NotArray", "ignore must be a list", { value: ignore });
  ignore.forEach((c, i) => assertOneOf(c, STRIKE_MINOR_CONDITIONS, `ignore[${i}]`));
  const advantage = request.advantage ?? false;
  const extraDisadvantage = request.disadvantage ?? false;
  assertBool(advantage, "advantage");
  assertBool(extraDisadvantage, "disadvantage");

  const abilities = [skill?.ability ?? null, ability].filter((a): a is StrikeAbility => a !== null);
  const affects: Record<StrikeMinorCondition, boolean> = {
    angry: tags.includes("social") || tags.includes("concentration"),
    winded: tags.includes("physical"),
    lostConfidence: state.minor.lostConfidence !== null && abilities.includes(state.minor.lostConfidence),
    exhausted: true,
  };
  const disadvantageFrom = active.filter((c) => affects[c] && !ignore.includes(c));
  return {
    skilled: skill?.skilled ?? false,
    advantage,
    disadvantage: extraDisadvantage || disadvantageFrom.length > 0,
    disadvantageFrom,
    majorConditions: majorTotal(state.major),
  };
}

/** The character after a Short. */
export interface StrikeShortResult {
  /** The character after the mark. */
  state: StrikeCharacter;
  /** True when this was the third Short and became a Broke. */
  becameBroke: boolean;
}

/** Marks the character Short (wealth.ts): the third Short becomes a Broke. */
export function markCharacterShort(state: StrikeCharacter): StrikeShortResult {
  assertStrikeCharacter(state);
  const next = copy(state);
  next.wealth = markShort(state.wealth);
  return { state: next, becameBroke: next.wealth.broke > state.wealth.broke };
}
