/**
 * Writes a finished creation: every pack asset is loaded first and the update is checked before
 * anything is written (a missing asset or a refused value writes nothing); then the items are created
 * in one call, with ids chosen here (`keepId`, as dnd5e's AdvancementManager creates the items it
 * collected: module/applications/advancement/advancement-manager.mjs `#complete`), and the actor is
 * updated once. When the creation or the update fails, the items of this creation that exist are
 * deleted again, so nothing is left half-made, and the result says whether that worked.
 */
import { recordOf, textOf } from "../sheets/context/types";
import { type PlannedItem, type WritePlan } from "./wizard-plan";

/** The parts of an Actor used here. */
export interface CommitActor {
  items: { get(id: string): unknown };
  update(data: object): Promise<unknown>;
  createEmbeddedDocuments(name: "Item", data: object[], options: { keepId: boolean }): Promise<unknown>;
  deleteEmbeddedDocuments(name: "Item", ids: string[]): Promise<unknown>;
}

/** What the write needs from the world. */
export interface CommitEnv {
  /** The data of a pack item as an item made from it (Foundry: `game.items.fromCompendium`), or null. */
  itemData(uuid: string): Promise<Record<string, unknown> | null>;
  /** A new document id. */
  newId(): string;
  /** The messages of the values the actor's update would be refused for (none: it may go ahead). */
  refusals(update: WritePlan["update"]): string[];
}

export type CommitResult =
  | { ok: true; items: number }
  | { ok: false; reason: "missing"; uuid: string }
  | { ok: false; reason: "refused"; messages: string[] }
  | { ok: false; reason: "failed"; error: string; rolledBack: boolean };

/** The asset's fields with the values the creation set (by field key). */
function withFields(data: Record<string, unknown>, values: Record<string, string>): Record<string, unknown> {
  if (Object.keys(values).length === 0) return data;
  const system = recordOf(data.system);
  const fields = Array.isArray(system.fields) ? system.fields.map(recordOf) : [];
  const next = fields.map((field) => {
    const key = textOf(field.key);
    return Object.hasOwn(values, key) ? { ...field, value: values[key] } : field;
  });
  return { ...data, system: { ...system, fields: next } };
}

async function itemSource(item: PlannedItem, env: CommitEnv): Promise<Record<string, unknown> | string> {
  if ("data" in item) return structuredClone(item.data);
  const data = await env.itemData(item.uuid);
  return data ? withFields(data, item.fields) : item.uuid;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Deletes the items of `ids` that exist on the actor; true when none is left. */
async function rollBack(actor: CommitActor, ids: readonly string[]): Promise<boolean> {
  const made = ids.filter((id) => actor.items.get(id) !== undefined);
  try {
    if (made.length > 0) await actor.deleteEmbeddedDocuments("Item", made);
  } catch {
    return false;
  }
  return ids.every((id) => actor.items.get(id) === undefined);
}

/** Writes the plan to the actor: the items, then the one update; undone on failure. */
export async function commitPlan(actor: CommitActor, plan: WritePlan, env: CommitEnv): Promise<CommitResult> {
  const sources: Record<string, unknown>[] = [];
  for (const item of plan.items) {
    const source = await itemSource(item, env);
    if (typeof source === "string") return { ok: false, reason: "missing", uuid: source };
    sources.push({ ...source, _id: env.newId() });
  }
  const messages = env.refusals(plan.update);
  if (messages.length > 0) return { ok: false, reason: "refused", messages };
  const ids = sources.map((source) => String(source._id));
  try {
    if (sources.length > 0) await actor.createEmbeddedDocuments("Item", sources, { keepId: true });
    await actor.update(plan.update);
  } catch (error) {
    return { ok: false, reason: "failed", error: message(error), rolledBack: await rollBack(actor, ids) };
  }
  return { ok: true, items: sources.length };
}
