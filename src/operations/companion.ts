/**
 * A character's companions (its asset items of category companion with a meter): read from the
 * actor's embedded items, and written by the card's outcome effects: the companion's health
 * (`system.meter.value`) and what it is marked (`flags.vowforge.companion`: "outOfAction", "dead",
 * or "" for neither; the sheet shows it on the asset). A write names the values it replaces and is
 * refused ("EffectChangedSince") when the item no longer holds them, so an undo never overwrites a
 * later change. Foundry's `actor.items` is an embedded collection: iterating it gives the item
 * documents (dnd5e's module/documents/actor/actor.mjs walks `this.items` with for...of), each with
 * its own `update`, and an embedded item takes its owner's permissions from the actor.
 */
import { RulesError } from "../rules/errors";
import { COMPANION_STATES, type CompanionState } from "../rules/effects/vocabulary";
import { SYSTEM_ID } from "../constants";
import { type DocumentLike } from "../data/documents";

/** Where a companion's mark is kept on its item. */
export const COMPANION_FLAG_PATH = `flags.${SYSTEM_ID}.companion`;
/** Where a companion's health is kept on its item. */
export const COMPANION_HEALTH_PATH = "system.meter.value";

/** A companion as the card's effects read it. */
export interface CompanionRef {
  /** The embedded item's id. */
  readonly id: string;
  readonly name: string;
  readonly health: number;
  readonly max: number;
  /** Abilities marked (enabled) on the asset. */
  readonly markedAbilities: number;
  /** What it is marked, or null for neither. */
  readonly state: CompanionState | null;
}

/** An embedded item a companion write updates (an Item document, or the playground's sample). */
export interface CompanionItem extends DocumentLike {
  readonly id: string | null;
  readonly type: string;
  readonly name: string | null;
  readonly flags?: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** One value a companion write changes: where (on the item), the value it replaces, the value written. */
export interface CompanionWrite {
  readonly path: string;
  readonly before: number | string;
  readonly after: number | string;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

function itemsOf(actor: unknown): CompanionItem[] {
  const items = record(actor).items;
  if (items === null || typeof items !== "object" || !(Symbol.iterator in items)) return [];
  return [...(items as Iterable<CompanionItem>)];
}

function isCompanion(item: CompanionItem): boolean {
  const system = record(item.system);
  return (
    item.type === "asset" &&
    String(system.category ?? "").toLowerCase() === "companion" &&
    record(system.meter).enabled === true
  );
}

/** What the companion is marked, from its item (anything else reads as neither). */
export function companionStateOf(item: { flags?: unknown }): CompanionState | null {
  const value = record(record(item.flags)[SYSTEM_ID]).companion;
  return (COMPANION_STATES as readonly unknown[]).includes(value) ? (value as CompanionState) : null;
}

function refOf(item: CompanionItem): CompanionRef {
  const system = record(item.system);
  const meter = record(system.meter);
  const abilities = Array.isArray(system.abilities) ? system.abilities : [];
  const int = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? v : 0);
  return {
    id: item.id ?? "",
    name: item.name ?? "",
    health: int(meter.value),
    max: int(meter.max),
    markedAbilities: abilities.filter((a) => record(a).enabled === true).length,
    state: companionStateOf(item),
  };
}

/** The asset categories of vehicles (Datasworn's command and support vehicles), whose meter is their integrity. */
const VEHICLE_CATEGORIES = ["commandvehicle", "supportvehicle"];

function isVehicle(item: CompanionItem): boolean {
  const system = record(item.system);
  return (
    item.type === "asset" &&
    VEHICLE_CATEGORIES.includes(String(system.category ?? "").toLowerCase()) &&
    record(system.meter).enabled === true
  );
}

/**
 * The actor's companion item `itemId`, or its vehicle of that id (Repair's +1 integrity writes a
 * vehicle's meter the same way), or null when it has neither of that id.
 */
export function companionItemOf(actor: unknown, itemId: string): CompanionItem | null {
  return itemsOf(actor).find((i) => i.id === itemId && (isCompanion(i) || isVehicle(i))) ?? null;
}

/** The actor's companions, in its items' order ([] for anything without items). */
export function companionsOf(actor: unknown): CompanionRef[] {
  return itemsOf(actor).filter(isCompanion).map(refOf);
}

/** The actor's vehicle assets (a starship, a support vehicle), their integrity as `health`, in its items' order. */
export function vehiclesOf(actor: unknown): CompanionRef[] {
  return itemsOf(actor).filter(isVehicle).map(refOf);
}

/**
 * Clears a companion's out-of-action mark by hand (the table gave it aid): nothing for a companion not
 * marked so; a dead companion stays dead (docs/rulings.md, companions).
 */
export async function clearOutOfAction(item: Pick<CompanionItem, "flags" | "update">): Promise<void> {
  if (companionStateOf(item) === "outOfAction") await item.update({ [COMPANION_FLAG_PATH]: "" });
}

/**
 * Writes `writes` on the actor's companion `itemId` in one update: refused ("NoCompanion") when the
 * actor has no such companion, ("NotOffered") for a path other than its health or its mark, and
 * ("EffectChangedSince") when a value is no longer the one the write replaces; nothing is written then.
 */
export async function writeCompanion(actor: unknown, itemId: string, writes: readonly CompanionWrite[]): Promise<void> {
  const item = companionItemOf(actor, itemId);
  if (!item) throw new RulesError("NoCompanion", "this character has no such companion", { id: itemId });
  const update: Record<string, unknown> = {};
  for (const w of writes) {
    if (w.path !== COMPANION_HEALTH_PATH && w.path !== COMPANION_FLAG_PATH) {
      throw new RulesError("NotOffered", `a companion's ${w.path} is not written from the card`);
    }
    const now = w.path === COMPANION_FLAG_PATH ? (companionStateOf(item) ?? "") : record(record(item.system).meter).value;
    if (now !== w.before) {
      throw new RulesError("EffectChangedSince", `${w.path} changed since the effect was applied`, { field: w.path });
    }
    update[w.path] = w.after;
  }
  if (Object.keys(update).length > 0) await item.update(update);
}
