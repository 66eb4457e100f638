/**
 * What every track operation shares: the actor it needs (of the right subtype) and the one update that
 * writes the rules' new state. Only the values that changed are written; a list is written whole.
 */
import { getPath, isPlainObject } from "../paths";
import { RulesError } from "../rules/errors";
import { type ActorSubtype } from "../data/index";
import { isActorOf, type ActorLike, type ActorOf } from "../data/documents";

/**
 * The parts of an actor a track operation uses (a VowforgeActor, or a fake in tests). Its data is read
 * once `requireType` has narrowed it to a subtype.
 */
export interface TrackActor extends ActorLike {
  readonly type: string;
  readonly uuid?: string | null;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** A track actor of subtype T: its `system` is that subtype's data. */
export type TrackActorOf<T extends ActorSubtype> = TrackActor & ActorOf<T>;

/** Throws unless `actor` is of `type`; past it, the actor's data is read as that subtype's. */
export function requireType<A extends TrackActor, T extends ActorSubtype>(
  actor: A,
  type: T,
): asserts actor is A & ActorOf<T> {
  if (!isActorOf(actor, type)) {
    throw new RulesError("WrongActorType", `this needs a ${type} actor, not ${String(actor?.type)}`, {
      expected: type,
      type: actor?.type,
    });
  }
}

/** The actor's UUID; refused when it has none (an actor not yet created). */
export function requireUuid(actor: TrackActor): string {
  if (typeof actor.uuid !== "string" || actor.uuid === "")
    throw new RulesError("NoUuid", "the actor has no UUID yet", {});
  return actor.uuid;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The update (dotted paths under `prefix`) that turns `before` into `after` for the keys of `after`:
 * objects are walked, anything else (numbers, text, lists) is written whole when it differs.
 */
export function changesBetween(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  prefix = "system",
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const path = `${prefix}.${key}`;
    const old = before[key];
    if (isPlainObject(value) && isPlainObject(old)) Object.assign(out, changesBetween(old, value, path));
    else if (!same(old, value)) out[path] = structuredClone(value);
  }
  return out;
}

/** Whether the actor already holds every value of `changes` (dotted "system." paths). */
function holds(actor: TrackActor, changes: Record<string, unknown>): boolean {
  return Object.entries(changes).every(([path, value]) =>
    path.startsWith("system.") ? same(getPath(actor.system, path.slice("system.".length)), value) : false,
  );
}

/**
 * Writes `changes` in one update; throws when the actor refused it (its guard has said why). Foundry's
 * update resolves undefined both when it is refused and when the diff against the stored source is empty
 * (updates are diffed before they are sent, see foundryvtt/foundryvtt#8503; no open-source file shows
 * the undefined result itself, so a real world has to confirm it): an undefined result is a refusal only
 * when the actor does not already hold the values.
 */
export async function writeChanges(actor: TrackActor, changes: Record<string, unknown>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  const result = await actor.update(changes);
  if ((result === undefined || result === null) && !holds(actor, changes)) {
    throw new RulesError("UpdateRefused", "the actor refused the change", { changes });
  }
}

/** Writes the difference between two states of the actor's system data. */
export async function writeState(
  actor: TrackActor,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const changes = changesBetween(before, after);
  await writeChanges(actor, changes);
  return changes;
}
