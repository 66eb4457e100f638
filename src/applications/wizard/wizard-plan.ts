/**
 * What a finished creation writes, as plain data: one update of the actor (its name and system data)
 * and the items to create on it (assets from the packs by UUID, with the values of their fields; new
 * progress tracks for the vow and connections). Rows the character already had keep what the creation
 * does not show (a Forged Ties skill's related skills, a requirement met, a Strike! skill's skilled
 * mark, a trait lost, a bond marked). Typed words become escaped paragraphs (data/actor/ability-text.ts).
 */
import { STATS } from "../../config";
import { abilityHtml } from "../../data/actor/ability-text";
import { escapeHtml } from "../../html";
import { newRowId } from "../../operations/list-rows";
import { MAX_TICKS } from "../../rules/progress";
import { intOf, recordOf, textOf, type Localize } from "../sheets/context/types";
import { type WizardActor } from "./wizard-games";
import { type Draft, type NamedRow } from "./wizard-types";

/** An item to create: an asset from a pack (by UUID, its fields' values set by key) or new item data. */
export type PlannedItem =
  | { uuid: string; fields: Record<string, string> }
  | { data: { name: string; type: "progress"; system: Record<string, unknown> } };

/** The one update of the actor and the items created with it. */
export interface WritePlan {
  update: { name: string; system: Record<string, unknown> };
  items: PlannedItem[];
}

function rows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(recordOf) : [];
}

/** The stored rows of `value` by id. */
function byId(value: unknown): Map<string, Record<string, unknown>> {
  return new Map(rows(value).map((row) => [textOf(row.id), row]));
}

/** The draft's rows with ids: a kept row keeps its own, a new one gets one made from its name. */
function withIds<T extends { id: string; name: string }>(list: readonly T[]): Array<T & { id: string }> {
  const out: Array<T & { id: string }> = [];
  for (const row of list) {
    const name = row.name.trim();
    const id = row.id !== "" && !out.some((r) => r.id === row.id) ? row.id : newRowId(out, name);
    out.push({ ...row, name, id });
  }
  return out;
}

function named(list: readonly NamedRow[]): Array<{ id: string; name: string }> {
  return withIds(list).map(({ id, name }) => ({ id, name }));
}

/** The notes after the creation: the character's own, then what was typed, then the starting bonds. */
function notesAfter(draft: Draft, current: unknown, t: Localize): string {
  let notes = textOf(current);
  notes += abilityHtml(draft.description);
  const bonds = draft.game === "ironsworn" ? draft.bonds.map((b) => b.trim()).filter((b) => b !== "") : [];
  if (bonds.length > 0) {
    const items = bonds.map((bond) => `<li>${escapeHtml(bond)}</li>`).join("");
    notes += `<h3>${escapeHtml(t("VOWFORGE.Wizard.Notes.Bonds"))}</h3><ul>${items}</ul>`;
  }
  return notes;
}

function progressItem(name: string, system: Record<string, unknown>): PlannedItem {
  return { data: { name: name.trim(), type: "progress", system: { ticks: 0, ...system } } };
}

function swornPlan(draft: Draft, current: Record<string, unknown>, t: Localize): WritePlan {
  const stats = Object.fromEntries(STATS.map((id) => [id, draft.stats[id]]));
  const system: Record<string, unknown> = {
    ruleset: draft.game,
    stats,
    pronouns: draft.pronouns.trim(),
    notes: notesAfter(draft, current.notes, t),
  };
  const items: PlannedItem[] = [];
  const asset = (uuid: string, fields: Record<string, string> = {}) => items.push({ uuid, fields });
  if (draft.game === "ironsworn") {
    const bonds = draft.bonds.filter((b) => b.trim() !== "").length;
    system.bonds = { ticks: Math.min(MAX_TICKS, intOf(recordOf(current.bonds).ticks, 0) + bonds) };
    draft.assets.forEach((uuid) => asset(uuid));
  } else {
    system.callsign = draft.callsign.trim();
    draft.paths.forEach((uuid) => asset(uuid));
    if (draft.starship.asset !== "") asset(draft.starship.asset, { name: draft.starship.name.trim() });
    asset(draft.finalAsset);
  }
  items.push(progressItem(draft.vow.title, { ruleset: draft.game, kind: "vow", rank: draft.vow.rank }));
  if (draft.game === "starforged") {
    for (const c of draft.connections) {
      items.push(progressItem(c.name, { ruleset: "starforged", kind: "connection", rank: c.rank, role: c.role.trim() }));
    }
  }
  return { update: { name: draft.name.trim(), system }, items };
}

/** Bonds with the chosen characters; a bond already held keeps its mark. */
function bondsOf(draft: Draft, current: unknown): Array<{ characterId: string; marked: boolean }> {
  const held = new Map(rows(current).map((b) => [textOf(b.characterId), b.marked === true]));
  return draft.partners.map((uuid) => ({ characterId: uuid, marked: held.get(uuid) ?? false }));
}

function forgedTiesSystem(draft: Draft, current: Record<string, unknown>): Record<string, unknown> {
  const kept = byId(current.skills);
  const skills = withIds(draft.ftSkills).map((row) => ({
    id: row.id,
    name: row.name,
    stat: row.stat,
    dice: row.dice,
    related: Array.isArray(kept.get(row.id)?.related) ? (kept.get(row.id)?.related as unknown[]) : [],
  }));
  const ids = new Set(skills.map((s) => s.id));
  for (const skill of skills) skill.related = skill.related.filter((id) => typeof id === "string" && ids.has(id) && id !== skill.id);
  const forge = recordOf(current.forge);
  const met = byId(forge.requirements);
  const requirements = named(draft.requirements).map(({ id, name }) => ({ id, label: name, met: met.get(id)?.met === true }));
  return { stats: { ...draft.ftStats }, skills, bonds: bondsOf(draft, current.bonds), forge: { requirements } };
}

function augurSystem(draft: Draft, current: Record<string, unknown>): Record<string, unknown> {
  const abilities = withIds(draft.abilities).map((row) => ({
    id: row.id,
    name: row.name,
    text: abilityHtml(row.text),
    bonusDie: row.bonusDie,
  }));
  return {
    approaches: { ...draft.approaches },
    expertise: named(draft.expertise),
    abilities,
    bonds: bondsOf(draft, current.bonds),
  };
}

function strikeSystem(draft: Draft, current: Record<string, unknown>): Record<string, unknown> {
  const skilled = byId(current.skills);
  const lost = byId(current.traits);
  const skills = withIds(draft.strikeSkills).map((row) => ({
    id: row.id,
    name: row.name,
    skilled: skilled.has(row.id) ? skilled.get(row.id)?.skilled !== false : true,
    ability: row.ability === "" ? null : row.ability,
    restricted: row.restricted,
  }));
  const traits = named(draft.traits).map(({ id, name }) => ({ id, name, lost: lost.get(id)?.lost === true }));
  return {
    skills,
    relationships: named(draft.relationships),
    traits,
    wealth: { tier: draft.wealth },
    actionPoints: draft.actionPoints,
  };
}

const OTHER_SYSTEMS = { forgedTies: forgedTiesSystem, augur: augurSystem, strike: strikeSystem } as const;

/**
 * The plan of a finished creation for `actor` (its data as it is now). The draft is taken as checked
 * (CreationFlow.finish): nothing here refuses.
 */
export function buildPlan(draft: Draft, actor: WizardActor, t: Localize): WritePlan {
  const current = recordOf(actor.system);
  if (draft.game === "ironsworn" || draft.game === "starforged") return swornPlan(draft, current, t);
  const system = { ...OTHER_SYSTEMS[draft.game](draft, current), notes: notesAfter(draft, current.notes, t) };
  return { update: { name: draft.name.trim(), system }, items: [] };
}
