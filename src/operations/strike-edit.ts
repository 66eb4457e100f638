/**
 * Editing a Strike! character ("strikeCharacter"): skills (name, skilled, ability, restricted),
 * relationships, traits (and whether one is lost), strikes and the wealth tier. Each operation builds the new list with
 * pure functions, has the rules check the whole character, and writes one update; a refused edit throws
 * a RulesError before anything is written.
 */
import { withRowChanged, withRowRemoved } from "./list-rows";
import { RulesError } from "../rules/errors";
import {
  AP_EARN_REASONS,
  AP_SPEND_REASONS,
  assertStrikeCharacter,
  MAX_STRIKES,
  STRIKE_ABILITIES,
  type StrikeAbility,
  type StrikeCharacter,
  type StrikeEntry,
  type StrikeTrait,
} from "../rules/strike-character";
import { MAX_WEALTH_TIER } from "../rules/wealth";
import { writeChanges, type TrackActor } from "./actor-write";
import {
  actionGuard,
  cleanName,
  fieldText,
  storedRows,
  typedInt,
  withNamedRow,
  writeRows,
  type EditFields,
} from "./augur-strike-rows";
import { earnActionPoint, readStrike, spendActionPoint } from "./strike";

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
  const list = edit(storedRows<T>(actor.system, key));
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

/** The sheet actions that edit a Strike! character (each button's data-action). */
export const STRIKE_EDIT_ACTIONS = [
  "addSkill",
  "saveSkill",
  "removeSkill",
  "addRelationship",
  "saveRelationship",
  "removeRelationship",
  "addTrait",
  "saveTrait",
  "removeTrait",
  "toggleTraitLost",
  "addStrike",
  "removeStrike",
  "spendActionPoint",
  "earnActionPoint",
  "saveWealthTier",
] as const;

/** A Strike! edit action, and whether an action is one. */
export type StrikeEditAction = (typeof STRIKE_EDIT_ACTIONS)[number];
export const isStrikeEditAction = actionGuard(STRIKE_EDIT_ACTIONS);

/**
 * Runs an edit button of the Strike! sheet: `index` is the row's (from data-index), `fields` what its
 * row's fields hold. The Foundry sheet and the sheets page both call this.
 */
export async function runStrikeEdit(
  actor: TrackActor,
  action: StrikeEditAction,
  index: number,
  fields: EditFields,
): Promise<void> {
  const name = fieldText(fields, "name");
  switch (action) {
    case "addSkill":
      await addSkill(actor, name);
      return;
    case "saveSkill":
      await changeSkill(actor, index, {
        name,
        skilled: fields.skilled === true,
        ability: fieldText(fields, "ability"),
        restricted: fields.restricted === true,
      });
      return;
    case "removeSkill":
      await removeSkill(actor, index);
      return;
    case "addRelationship":
      await addRelationship(actor, name);
      return;
    case "saveRelationship":
      await renameRelationship(actor, index, name);
      return;
    case "removeRelationship":
      await removeRelationship(actor, index);
      return;
    case "addTrait":
      await addTrait(actor, name);
      return;
    case "saveTrait":
      await renameTrait(actor, index, name);
      return;
    case "removeTrait":
      await removeTrait(actor, index);
      return;
    case "toggleTraitLost":
      await toggleTraitLost(actor, index);
      return;
    case "addStrike":
    case "removeStrike":
      await changeStrikes(actor, action === "addStrike" ? 1 : -1);
      return;
    case "spendActionPoint": {
      const reason = AP_SPEND_REASONS.find((r) => r === fields.reason);
      if (!reason)
        throw new RulesError("NotOneOf", "unknown reason to spend", {
          what: "reason",
          value: String(fields.reason),
          allowed: [...AP_SPEND_REASONS],
        });
      await spendActionPoint(actor, reason);
      return;
    }
    case "earnActionPoint": {
      const reason = AP_EARN_REASONS.find((r) => r === fields.reason);
      if (!reason)
        throw new RulesError("NotOneOf", "unknown reason to earn", {
          what: "reason",
          value: String(fields.reason),
          allowed: [...AP_EARN_REASONS],
        });
      await earnActionPoint(actor, reason);
      return;
    }
    case "saveWealthTier":
      await setWealthTier(actor, fields.tier);
      return;
  }
}
