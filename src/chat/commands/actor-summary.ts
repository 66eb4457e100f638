/**
 * What the chat commands need to know of the user's character, read defensively from an actor's
 * `system` data (any actor type may be assigned, and fields may be missing).
 */
import { METERS, STATS, type MeterId, type RulesetId, type StatId } from "../../config";
import { rulesetOf } from "../../data/documents";

export interface ActorSummary {
  uuid: string;
  name: string;
  /** The actor's ruleset when it has a known one. */
  ruleset: RulesetId | null;
  /** Stats and condition meters the actor has, as whole numbers. */
  values: Partial<Record<StatId | MeterId, number>>;
  /** The actor's momentum when it has one. */
  momentum: number | null;
}

/** The part of an Actor document read here. */
export interface ActorLike {
  uuid: string;
  name: string | null;
  /** The actor's subtype (absent in data that names its ruleset in `system.ruleset`). */
  type?: string;
  system: unknown;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

function whole(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/** Reads the summary of an actor (its ruleset, `system.stats`, `system.meters`, `system.momentum`). */
export function summarizeActor(actor: ActorLike): ActorSummary {
  const system = record(actor.system) ?? {};
  const ruleset = rulesetOf(actor);
  const values: Partial<Record<StatId | MeterId, number>> = {};
  const stats = record(system.stats);
  const meters = record(system.meters);
  for (const id of STATS) {
    const value = whole(stats?.[id]);
    if (value !== null) values[id] = value;
  }
  for (const id of METERS) {
    const value = whole(meters?.[id]);
    if (value !== null) values[id] = value;
  }
  return { uuid: actor.uuid, name: actor.name ?? "", ruleset, values, momentum: whole(system.momentum) };
}
