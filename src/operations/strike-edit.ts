/**
 * Editing a Strike! character ("strikeCharacter"): skills (name, skilled, ability, restricted),
 * relationships, traits (and whether one is lost), strikes and the wealth tier. Each operation builds the new list with
 * pure functions, has the rules check the whole character, and writes one update; a refused edit throws
 * a RulesError before anything is written.
 */
import { withRowChanged, withRowRemoved } from "./list-rows";
import { RulesError } from "../rules/errors";
import {
  assertStrikeCharacter,
  MAX_STRIKES,
  STRIKE_ABILITIES,
  type StrikeAbility,
  type StrikeCharacter,
  type StrikeEntry,
  type StrikeTrait,
} from "../rules/strike-character";
import { MAX_WEALTH_TIER } from "../rules/wealth";
import { requireType, writeChanges, type TrackActor } from "./actor-write";
import {
  cleanName,
  storedRows,
  typedInt,
  withNamedRow,
  writeRows,
} from "./augur-strike-rows";
import { readStrike } from "./strike";

/** A skill row as stored (`restricted` is carried along by the rules untouched). */
export interface SkillRow {
  id: string;
  name: string;
  skilled: boolean;
  ability: StrikeAbility | null;
  restricted: boolean;
}

/** The ability a skill row's field names: "" (or null) for none; refused when it is not one of the six. */
export function abilityValue(value: unknown): StrikeAbility | null {
  if (value === null || value === "") return null;
  const ability = STRIKE_ABILITIES.find((a) => a === value);
  if (!ability)
    throw new RulesError("UnknownAbility", `${String(value)} is not an ability`, { value: String(value) });
  return ability;
}

type ListKey = "skills" | "relationships" | "traits";

async function editList<T>(actor: TrackActor, key: ListKey, edit: (list: T[]) => T[]): Promise<T[]> {
  const state = readStrike(actor);
  requireType(actor, "strikeCharacter");
  const list = edit(storedRows<T, ListKey>(actor.system, key));
  assertStrikeCharacter({ ...state, [key]: list } as StrikeCharacter);
  await writeRows(actor, key, list);
  return list;
}

/** Adds a skill named `name`: skilled, no ability, not restricted. Returns its id. */
export async function addSkill(actor: TrackActor, name: unknown): Promise<{ id: string }> {
  const list = await editList<SkillRow>(actor, "skills", (rows) =>
    withNamedRow(rows, name, (id, n) => ({ id, name: n, skilled: true, ability: null, restricted: false })),
  );
  return { id: list[list.length - 1].id };
}

/** What a skill row's fields say. */
export interface SkillEdit {
  name: unknown;
  skilled: unknown;
  ability: unknown;
  restricted: unknown;
}

/** Changes the skill at `index` (its id stays, so rolls and cards that name it still find it). */
export async function changeSkill(actor: TrackActor, index: number, edit: SkillEdit): Promise<void> {
  const changes = {
    name: cleanName(edit.name),
    skilled: edit.skilled === true,
    ability: abilityValue(edit.ability),
    restricted: edit.restricted === true,
  };
  await editList<SkillRow>(actor, "skills", (rows) => withRowChanged(rows, index, changes));
}

/** Removes the skill at `index`. */
export async function removeSkill(actor: TrackActor, index: number): Promise<void> {
  await editList<SkillRow>(actor, "skills", (rows) => withRowRemoved(rows, index));
}

/** Adds a relationship named `name`; returns its id. */
export async function addRelationship(actor: TrackActor, name: unknown): Promise<{ id: string }> {
  const list = await editList<StrikeEntry>(actor, "relationships", (rows) =>
    withNamedRow(rows, name, (id, n) => ({ id, name: n })),
  );
  return { id: list[list.length - 1].id };
}

/** Renames the relationship at `index`. */
export async function renameRelationship(actor: TrackActor, index: number, name: unknown): Promise<void> {
  await editList<StrikeEntry>(actor, "relationships", (rows) =>
    withRowChanged(rows, index, { name: cleanName(name) }),
  );
}

/** Removes the relationship at `index`. */
export async function removeRelationship(actor: TrackActor, index: number): Promise<void> {
  await editList<StrikeEntry>(actor, "relationships", (rows) => withRowRemoved(rows, index));
}

/** Adds a trait named `name` (not lost); returns its id. */
export async function addTrait(actor: TrackActor, name: unknown): Promise<{ id: string }> {
  const list = await editList<StrikeTrait>(actor, "traits", (rows) =>
    withNamedRow(rows, name, (id, n) => ({ id, name: n, lost: false })),
  );
  return { id: list[list.length - 1].id };
}

/** Renames the trait at `index` (its id stays, so a team conflict that names it still finds it). */
export async function renameTrait(actor: TrackActor, index: number, name: unknown): Promise<void> {
  await editList<StrikeTrait>(actor, "traits", (rows) =>
    withRowChanged(rows, index, { name: cleanName(name) }),
  );
}

/** Removes the trait at `index`. */
export async function removeTrait(actor: TrackActor, index: number): Promise<void> {
  await editList<StrikeTrait>(actor, "traits", (rows) => withRowRemoved(rows, index));
}

/** Marks the trait at `index` lost or regained. */
export async function setTraitLost(actor: TrackActor, index: number, lost: boolean): Promise<void> {
  await editList<StrikeTrait>(actor, "traits", (rows) => withRowChanged(rows, index, { lost }));
}

/** Strikes after adding `delta`; refused outside 0..MAX_STRIKES. */
export function strikesAfter(strikes: number, delta: number): number {
  const next = strikes + delta;
  if (!Number.isInteger(next) || next < 0 || next > MAX_STRIKES) {
    throw new RulesError("StrikeCount", `strikes must stay within 0..${MAX_STRIKES}`, {
      min: 0,
      max: MAX_STRIKES,
    });
  }
  return next;
}

/** Adds `delta` strikes (negative to remove); returns the strikes now. */
export async function changeStrikes(actor: TrackActor, delta: number): Promise<{ strikes: number }> {
  const state = readStrike(actor);
  const strikes = strikesAfter(state.strikes, delta);
  assertStrikeCharacter({ ...state, strikes });
  await writeChanges(actor, { "system.strikes": strikes });
  return { strikes };
}

/** The wealth tier typed on the sheet, as a whole number 0..MAX_WEALTH_TIER; refused otherwise. */
export function wealthTierValue(value: unknown): number {
  const n = typedInt(value);
  if (!Number.isInteger(n) || n < 0 || n > MAX_WEALTH_TIER) {
    throw new RulesError("WealthTierValue", `a wealth tier must be 0..${MAX_WEALTH_TIER}, got ${String(value)}`, {
      value: String(value),
      min: 0,
      max: MAX_WEALTH_TIER,
    });
  }
  return n;
}

/** Sets the (unpenalised) wealth tier from what was typed; nothing is written when it is refused. */
export async function setWealthTier(actor: TrackActor, value: unknown): Promise<number> {
  const state = readStrike(actor);
  const tier = wealthTierValue(value);
  assertStrikeCharacter({ ...state, wealth: { ...state.wealth, tier } });
  if (tier !== state.wealth.tier) await writeChanges(actor, { "system.wealth.tier": tier });
  return tier;
}

/** Marks the trait at `index` lost, or regains it when it was lost. */
export async function toggleTraitLost(actor: TrackActor, index: number): Promise<void> {
  await editList<StrikeTrait>(actor, "traits", (rows) =>
    withRowChanged(rows, index, { lost: rows[index]?.lost !== true }),
  );
}
