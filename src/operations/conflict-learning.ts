/**
 * What the team conflict does beyond the rules' tracker: how many of a player's flaws the GM rules
 * relevant (they put the team's rolls at disadvantage with the players' minor conditions), and learning
 * after the conflict (docs/rulings.md, "Team conflict conditions"): a player rolls one die per skill
 * they used without knowing it, and each 6 learns one of those skills, picked by the player, which is
 * then marked skilled (or added) on their Strike! sheet.
 */
import { storedLearning, type StoredLearning, type StoredMember } from "../data/actor/team-conflict";
import { RulesError } from "../rules/errors";
import { MAX_RELEVANT_FLAWS, teamConflictLearning, type TeamLearning } from "../rules/team-conflict-conditions";
import { assertInt, assertName } from "../rules/validate";
import { requireType, requireUuid, writeChanges, type TrackActor, type TrackActorOf } from "./actor-write";
import { readTracker } from "./conflict";
import { newRowId } from "./list-rows";
import { learnSkill, readStrike } from "./strike";

/** Most skills one player may roll to learn after a conflict. */
export const MAX_LEARNING_SKILLS = 12;

function playersOf(conflict: TrackActorOf<"conflict">): StoredMember[] {
  return structuredClone(conflict.system.players);
}

/** Sets how many flaws of the player at `index` the GM rules relevant (0..MAX_RELEVANT_FLAWS); any phase. */
export async function setConflictPlayerFlaws(conflict: TrackActor, index: number, flaws: number): Promise<void> {
  requireType(conflict, "conflict");
  const players = playersOf(conflict);
  if (!Number.isInteger(index) || players[index] === undefined)
    throw new RulesError("BadRowIndex", `there is no player ${String(index)}`, { index, count: players.length });
  assertInt(flaws, 0, MAX_RELEVANT_FLAWS, "relevant flaws");
  players[index] = { ...players[index], flaws };
  await writeChanges(conflict, { "system.players": players });
}

/** The names as given, trimmed; refused when one is blank, too long, or given twice. */
function skillNames(skills: readonly string[]): string[] {
  if (!Array.isArray(skills) || skills.length === 0)
    throw new RulesError("NoSkillsUsed", "name at least one skill used without knowing it", {});
  const names = skills.map((s) => (typeof s === "string" ? s.trim() : s));
  names.forEach((n, i) => assertName(n, `skill ${i + 1}`));
  assertInt(names.length, 1, MAX_LEARNING_SKILLS, "number of skills");
  const lower = names.map((n) => n.toLowerCase());
  if (new Set(lower).size !== lower.length) throw new RulesError("BadSkills", "each unknown skill is listed once", { value: names });
  return names;
}

/** The ended conflict and the player `playerId` in it; refused before the end or for a stranger. */
function endedWithPlayer(conflict: TrackActor, playerId: string): asserts conflict is TrackActorOf<"conflict"> {
  requireType(conflict, "conflict");
  const tracker = readTracker(conflict);
  if (tracker.phase !== "ended" || tracker.pending.length > 0)
    throw new RulesError("ConflictNotOver", "learning comes once the conflict is over", {});
  if (!tracker.players.some((p) => p.id === playerId))
    throw new RulesError("UnknownMember", "this character is not taking part in the conflict", { uuid: playerId });
}

/**
 * What is checked before a player's learning dice are thrown: the conflict is over, the player took
 * part and has not rolled yet, the skills are named once each. Returns the names as they will be kept.
 */
export function checkLearningRoll(conflict: TrackActor, playerId: string, skills: readonly string[]): string[] {
  endedWithPlayer(conflict, playerId);
  const names = skillNames(skills);
  if (storedLearning(conflict.system).some((l) => l.playerId === playerId))
    throw new RulesError("AlreadyRolled", "this player has already rolled to learn after this conflict", { uuid: playerId });
  return names;
}

/**
 * Rolls the learning dice of `playerId` (one d6 per skill, with `roll`, Foundry's dice on the sheet)
 * and records them, once checkLearningRoll accepts the roll.
 */
export async function rollConflictLearning(
  conflict: TrackActor,
  playerId: string,
  skills: readonly string[],
  roll: (count: number) => Promise<number[]>,
): Promise<TeamLearning> {
  const names = checkLearningRoll(conflict, playerId, skills);
  requireType(conflict, "conflict");
  const learning = storedLearning(conflict.system);
  const dice = await roll(names.length);
  const result = teamConflictLearning(names, dice);
  const entry: StoredLearning = { playerId, skills: names, dice: [...dice], learnt: [] };
  await writeChanges(conflict, { "system.learning": [...learning, entry] });
  return result;
}

/** What learning one skill after a conflict did. */
export interface ConflictLearntFollowUp {
  /** The skill's name on the character sheet. */
  name: string;
  /** True when it was not on the sheet and was added. */
  added: boolean;
  /** How many more skills this player may still learn from this roll. */
  left: number;
}

/**
 * The player `character` learns `skill`, one of those they rolled for, while they have a 6 left: the
 * skill is marked skilled on their sheet (added when it is not there), then recorded on the conflict.
 */
export async function learnAfterConflict(conflict: TrackActor, character: TrackActor, skill: string): Promise<ConflictLearntFollowUp> {
  const playerId = requireUuid(character);
  endedWithPlayer(conflict, playerId);
  const learning = storedLearning(conflict.system);
  const index = learning.findIndex((l) => l.playerId === playerId);
  const entry = learning[index];
  if (entry === undefined) throw new RulesError("NotRolled", "roll the learning dice first", { uuid: playerId });
  const { learns } = teamConflictLearning(entry.skills, entry.dice);
  if (!entry.skills.includes(skill)) throw new RulesError("SkillNotRolled", `${skill} was not among the skills rolled for`, { skill });
  if (entry.learnt.includes(skill)) throw new RulesError("SkillKnown", `the character already has the skill ${skill}`, { skill });
  if (entry.learnt.length >= learns) throw new RulesError("NoSixLeft", "every 6 rolled has been used", { learns });
  const sheet = readStrike(character);
  const onSheet = sheet.skills.find((s) => s.name.trim().toLowerCase() === skill.toLowerCase());
  const done = await learnSkill(character, onSheet ? { id: onSheet.id, name: onSheet.name } : { id: newRowId(sheet.skills, skill), name: skill });
  learning[index] = { ...entry, learnt: [...entry.learnt, skill] };
  await writeChanges(conflict, { "system.learning": learning });
  return { name: done.name, added: done.added, left: learns - entry.learnt.length - 1 };
}
