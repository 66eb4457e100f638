/**
 * Strike! track operations on a "strikeCharacter" actor: wealth, conditions, action points and the
 * start of a session. Each reads the rules' state, calls the rules module, writes what changed in one
 * update and says what follows.
 */
import { strikeState } from "../data/actor/system-data";
import {
  assertStrikeCharacter,
  earnActionPoint as earnRule,
  markCharacterShort,
  markMajorCondition as markMajorRule,
  markMinorCondition as markMinorRule,
  recoverMajorCondition as recoverMajorRule,
  recoverMinorCondition as recoverMinorRule,
  spendActionPoint as spendRule,
  startSession as startSessionRule,
  type ApEarnReason,
  type ApSpendOptions,
  type ApSpendReason,
  type StrikeAbility,
  type StrikeCharacter,
  type StrikeMajorCondition,
  type StrikeMinorCondition,
} from "../rules/strike-character";
import {
  effectiveTier,
  investParcel as investParcelRule,
  markBroke as markBrokeRule,
  recoverBroke as recoverBrokeRule,
  recoverShort as recoverShortRule,
  type WealthRecoveryOptions,
  type WealthState,
} from "../rules/wealth";
import { RulesError } from "../rules/errors";
import { requireType, writeChanges, writeState, type TrackActor } from "./actor-write";

/** The rules' state of a Strike! actor (refused for any other subtype). */
export function readStrike(actor: TrackActor): StrikeCharacter {
  requireType(actor, "strikeCharacter");
  return strikeState(actor.system);
}

async function write(actor: TrackActor, before: StrikeCharacter, after: StrikeCharacter): Promise<void> {
  await writeState(actor, { ...before }, { ...after });
}

/** Wealth after a change, and the tier the character now buys at. */
export interface WealthFollowUp {
  wealth: WealthState;
  effectiveTier: number;
  /** The change turned a third Short into a Broke. */
  becameBroke: boolean;
}

async function changeWealth(
  actor: TrackActor,
  change: (w: WealthState) => WealthState,
): Promise<WealthFollowUp> {
  const before = readStrike(actor);
  const wealth = change(before.wealth);
  await write(actor, before, { ...before, wealth });
  return { wealth, effectiveTier: effectiveTier(wealth), becameBroke: wealth.broke > before.wealth.broke };
}

/** Marks the character Short; the third Short becomes a Broke. */
export async function markShort(actor: TrackActor): Promise<WealthFollowUp> {
  const before = readStrike(actor);
  const result = markCharacterShort(before);
  await write(actor, before, result.state);
  return {
    wealth: result.state.wealth,
    effectiveTier: effectiveTier(result.state.wealth),
    becameBroke: result.becameBroke,
  };
}

/** Marks one Broke. */
export async function markBroke(actor: TrackActor): Promise<WealthFollowUp> {
  return changeWealth(actor, markBrokeRule);
}

/** Recovers from Short (a week of work, or a parcel of the unpenalised tier). */
export async function recoverShort(
  actor: TrackActor,
  options: WealthRecoveryOptions = {},
): Promise<WealthFollowUp> {
  return changeWealth(actor, (w) => recoverShortRule(w, options));
}

/** Removes one Broke (a year of work, or a parcel of the unpenalised tier + 1). */
export async function recoverBroke(
  actor: TrackActor,
  options: WealthRecoveryOptions = {},
): Promise<WealthFollowUp> {
  return changeWealth(actor, (w) => recoverBrokeRule(w, options));
}

/**
 * Invests a cash parcel of tier + 1: removes one Broke while Broke, else raises the tier.
 *
 * @internal Tests call it; nothing in the system does yet.
 */
export async function investParcel(actor: TrackActor, parcelTier: number): Promise<WealthFollowUp> {
  return changeWealth(actor, (w) => investParcelRule(w, parcelTier));
}

/** What marking a minor condition leaves. */
export interface MinorConditionFollowUp {
  /** This mark made the character Exhausted (a third Winded, or Exhausted itself). */
  becameExhausted: boolean;
  /** Winded marks now (0 after turning into Exhausted). */
  winded: number;
}

/** Marks a minor condition; Lost Confidence needs the ability. */
export async function markMinorCondition(
  actor: TrackActor,
  condition: StrikeMinorCondition,
  ability: StrikeAbility | null = null,
): Promise<MinorConditionFollowUp> {
  const before = readStrike(actor);
  const result = markMinorRule(before, condition, ability);
  await write(actor, before, result.state);
  return { becameExhausted: result.becameExhausted, winded: result.state.minor.winded };
}

/** Recovers from a minor condition (Angry waits for the others). */
export async function recoverMinorCondition(
  actor: TrackActor,
  condition: StrikeMinorCondition,
): Promise<void> {
  const before = readStrike(actor);
  await write(actor, before, recoverMinorRule(before, condition));
}

/** Marks a major condition of `kind`; returns the roll penalty now. */
export async function markMajorCondition(
  actor: TrackActor,
  kind: StrikeMajorCondition,
): Promise<{ majorConditions: number }> {
  const before = readStrike(actor);
  const after = markMajorRule(before, kind);
  await write(actor, before, after);
  return { majorConditions: after.major.physical + after.major.mental + after.major.other };
}

/** Recovers one major condition of `kind`. */
export async function recoverMajorCondition(actor: TrackActor, kind: StrikeMajorCondition): Promise<void> {
  const before = readStrike(actor);
  await write(actor, before, recoverMajorRule(before, kind));
}

/** What spending an action point leaves. */
export interface SpendFollowUp {
  /** Action points left. */
  actionPoints: number;
  /** The reason spent for: bringing in a relationship asks which one (the GM picks). */
  reason: ApSpendReason;
}

/** Spends one action point for `reason` (a trick of a Lost Confidence ability is refused). */
export async function spendActionPoint(
  actor: TrackActor,
  reason: ApSpendReason,
  options: ApSpendOptions = {},
): Promise<SpendFollowUp> {
  const before = readStrike(actor);
  const after = spendRule(before, reason, options);
  await write(actor, before, after);
  return { actionPoints: after.actionPoints, reason };
}

/** Earns one action point for `reason`. */
export async function earnActionPoint(
  actor: TrackActor,
  reason: ApEarnReason,
): Promise<{ actionPoints: number }> {
  const before = readStrike(actor);
  const after = earnRule(before, reason);
  await write(actor, before, after);
  return { actionPoints: after.actionPoints };
}

/** Starts a session: action points are brought to 1..3. */
export async function startSession(actor: TrackActor): Promise<{ actionPoints: number; changed: boolean }> {
  const before = readStrike(actor);
  const after = startSessionRule(before);
  await write(actor, before, after);
  return { actionPoints: after.actionPoints, changed: after.actionPoints !== before.actionPoints };
}

/** What learning a skill did. */
export interface LearnSkillFollowUp {
  /** The skill's name on the sheet. */
  name: string;
  /** True when the skill was not on the sheet and was added. */
  added: boolean;
}

/**
 * Learns a skill after an unskilled roll that allows it: a skill on the sheet marked unskilled becomes
 * skilled; a skill not on the sheet is added, skilled, with no ability. Refused when the character
 * already has it.
 */
export async function learnSkill(
  actor: TrackActor,
  skill: { id: string; name: string },
): Promise<LearnSkillFollowUp> {
  const before = readStrike(actor);
  const system = actor.system as { skills?: unknown };
  const stored = Array.isArray(system.skills)
    ? (structuredClone(system.skills) as Array<Record<string, unknown>>)
    : [];
  const index = stored.findIndex((s) => s.id === skill.id);
  if (index >= 0 && stored[index].skilled === true) {
    throw new RulesError("SkillKnown", `the character already has the skill ${skill.id}`, {
      skill: skill.id,
    });
  }
  if (index >= 0) stored[index] = { ...stored[index], skilled: true };
  else stored.push({ id: skill.id, name: skill.name, skilled: true, ability: null, restricted: false });
  // The rules check the new list before anything is written.
  assertStrikeCharacter({ ...before, skills: stored as unknown as StrikeCharacter["skills"] });
  await writeChanges(actor, { "system.skills": stored });
  return { name: index >= 0 ? String(stored[index].name) : skill.name, added: index < 0 };
}
