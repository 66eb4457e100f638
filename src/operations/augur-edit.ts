/**
 * Editing an Augur character ("augurCharacter"): approach values, the harm maximum, expertise,
 * abilities and bonds. Each
 * operation builds the new value with pure functions, has the rules check the whole character, and
 * writes one update; a refused edit throws a RulesError before anything is written.
 */
import { withRowChanged, withRowRemoved } from "./list-rows";
import {
  AUGUR_APPROACH_MAX,
  AUGUR_APPROACHES,
  AUGUR_HARM_MAX_LIMIT,
  assertAugurCharacter,
  type AugurApproach,
  type AugurCharacter,
} from "../rules/augur-character";
import { addCharacterBond, type Bond } from "../rules/bonds";
import { RulesError } from "../rules/errors";
import { assertOneOf } from "../rules/validate";
import { requireType, writeChanges, type TrackActor } from "./actor-write";
import { readAugur } from "./augur";
import {
  cleanName,
  storedRows,
  typedInt,
  withNamedRow,
  writeRows,
} from "./augur-strike-rows";
import { abilityHtml } from "../data/actor/ability-text";

/** An expertise row as stored. */
export interface ExpertiseRow {
  id: string;
  name: string;
}

/** An ability row as stored (`text` is HTML). */
export interface AbilityRow {
  id: string;
  name: string;
  text: string;
  bonusDie: boolean;
}

/** An approach value typed on the sheet, as a number 0..AUGUR_APPROACH_MAX; refused otherwise. */
export function approachValue(value: unknown): number {
  const n = typedInt(value);
  if (!Number.isInteger(n) || n < 0 || n > AUGUR_APPROACH_MAX) {
    throw new RulesError(
      "ApproachValue",
      `an approach must be 0..${AUGUR_APPROACH_MAX}, got ${String(value)}`,
      {
        value: String(value),
        min: 0,
        max: AUGUR_APPROACH_MAX,
      },
    );
  }
  return n;
}

/** The approaches with the typed `values` applied (approaches not named keep their value). */
export function approachesWith(
  current: Readonly<Record<AugurApproach, number>>,
  values: Readonly<Record<string, unknown>>,
): Record<AugurApproach, number> {
  const next = { ...current };
  for (const [key, value] of Object.entries(values)) {
    assertOneOf(key, AUGUR_APPROACHES, "approach");
    next[key] = approachValue(value);
  }
  return next;
}

/** Sets approach values from what was typed; nothing is written when any value is refused. */
export async function setApproaches(
  actor: TrackActor,
  values: Readonly<Record<string, unknown>>,
): Promise<Record<AugurApproach, number>> {
  const state = readAugur(actor);
  const next = approachesWith(state.approaches, values);
  assertAugurCharacter({ ...state, approaches: next });
  const changes: Record<string, unknown> = {};
  for (const a of AUGUR_APPROACHES)
    if (next[a] !== state.approaches[a]) changes[`system.approaches.${a}`] = next[a];
  await writeChanges(actor, changes);
  return next;
}

/**
 * The harm maximum typed on the sheet, as a whole number from the harm already taken (at least 1) to
 * AUGUR_HARM_MAX_LIMIT; refused otherwise.
 */
export function harmMaxValue(value: unknown, harm: number): number {
  const min = Math.max(1, harm);
  const n = typedInt(value);
  if (!Number.isInteger(n) || n < min || n > AUGUR_HARM_MAX_LIMIT) {
    throw new RulesError("HarmMaxValue", `the harm maximum must be ${min}..${AUGUR_HARM_MAX_LIMIT}, got ${String(value)}`, {
      value: String(value),
      min,
      max: AUGUR_HARM_MAX_LIMIT,
    });
  }
  return n;
}

/** Sets the harm maximum from what was typed; nothing is written when it is refused. */
export async function setHarmMax(actor: TrackActor, value: unknown): Promise<number> {
  const state = readAugur(actor);
  const harmMax = harmMaxValue(value, state.harm);
  assertAugurCharacter({ ...state, harmMax });
  if (harmMax !== state.harmMax) await writeChanges(actor, { "system.harmMax": harmMax });
  return harmMax;
}

/** Has the rules check the character with the changed lists before a write. */
function check(state: AugurCharacter, change: Partial<AugurLists> & { bonds?: Bond[] }): void {
  assertAugurCharacter({
    ...state,
    expertise: change.expertise ? change.expertise.map((e) => e.id) : state.expertise,
    abilities: change.abilities
      ? change.abilities.filter((a) => a.bonusDie).map((a) => a.id)
      : state.abilities,
    bonds: change.bonds ?? state.bonds,
  });
}

/** The stored rows of each list the edit operations change. */
interface AugurLists {
  expertise: ExpertiseRow[];
  abilities: AbilityRow[];
}

/** Edits one list: `edit` makes the new rows, the rules check the character with them, one update writes them. */
async function editList<K extends keyof AugurLists>(
  actor: TrackActor,
  key: K,
  edit: (list: AugurLists[K]) => AugurLists[K],
): Promise<AugurLists[K]> {
  const state = readAugur(actor);
  requireType(actor, "augurCharacter");
  const list = edit(storedRows<AugurLists[K][number], K>(actor.system, key) as AugurLists[K]);
  check(state, { [key]: list });
  await writeRows(actor, key, list);
  return list;
}

/** Adds an expertise named `name`; returns its id. */
export async function addExpertise(actor: TrackActor, name: unknown): Promise<{ id: string }> {
  const list = await editList(actor, "expertise", (rows) =>
    withNamedRow(rows, name, (id, n) => ({ id, name: n })),
  );
  return { id: list[list.length - 1].id };
}

/** Renames the expertise at `index` (its id stays, so rolls that name it still find it). */
export async function renameExpertise(actor: TrackActor, index: number, name: unknown): Promise<void> {
  await editList(actor, "expertise", (rows) => withRowChanged(rows, index, { name: cleanName(name) }));
}

/** Removes the expertise at `index`. */
export async function removeExpertise(actor: TrackActor, index: number): Promise<void> {
  await editList(actor, "expertise", (rows) => withRowRemoved(rows, index));
}

/** Adds an ability named `name`, with no text and no bonus die; returns its id. */
export async function addAbility(actor: TrackActor, name: unknown): Promise<{ id: string }> {
  const list = await editList(actor, "abilities", (rows) =>
    withNamedRow(rows, name, (id, n) => ({ id, name: n, text: "", bonusDie: false })),
  );
  return { id: list[list.length - 1].id };
}

/** What an ability row's fields say. */
export interface AbilityEdit {
  name: unknown;
  text: unknown;
  bonusDie: unknown;
}

/** Changes the ability at `index`: its name, its text and whether it grants a bonus die. */
export async function changeAbility(actor: TrackActor, index: number, edit: AbilityEdit): Promise<void> {
  const name = cleanName(edit.name);
  const text = typeof edit.text === "string" ? abilityHtml(edit.text) : "";
  const bonusDie = edit.bonusDie === true;
  await editList(actor, "abilities", (rows) => withRowChanged(rows, index, { name, text, bonusDie }));
}

/** Removes the ability at `index`. */
export async function removeAbility(actor: TrackActor, index: number): Promise<void> {
  await editList(actor, "abilities", (rows) => withRowRemoved(rows, index));
}

/** Adds an unmarked bond with the character of `characterUuid`. */
export async function addBond(actor: TrackActor, characterUuid: string): Promise<void> {
  const state = readAugur(actor);
  const bonds = addCharacterBond(state.bonds, characterUuid, typeof actor.uuid === "string" ? actor.uuid : null);
  check(state, { bonds });
  await writeChanges(actor, { "system.bonds": bonds });
}

/** Removes the bond at `index`. */
export async function removeBond(actor: TrackActor, index: number): Promise<void> {
  const state = readAugur(actor);
  const bonds = withRowRemoved(state.bonds, index);
  check(state, { bonds });
  await writeChanges(actor, { "system.bonds": bonds });
}
