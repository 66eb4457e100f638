/**
 * What the chat commands need to know of the user's character, read from an actor's data narrowed by
 * its subtype (any actor type may be assigned, and fields may be missing).
 */
import { METERS, STATS, type MeterId, type RulesetId, type StatId } from "../../config";
import { dataOf, rulesetOf, type ActorLike, type PartialActorData } from "../../data/documents";

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

/** The part of an Actor document read here: an actor of any subtype (narrowed below), its UUID and name. */
export interface SummarizedActor extends ActorLike {
  uuid: string;
  name: string | null;
}

function whole(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/**
 * Reads the summary of an actor: its ruleset; an Ironsworn / Starforged character's stats, meters and
 * momentum; an Augur character's momentum. Read as a plain object may hold them (any field missing).
 */
export function summarizeActor(actor: SummarizedActor): ActorSummary {
  const character: PartialActorData<"character"> | null = dataOf(actor, "character");
  const augur: PartialActorData<"augurCharacter"> | null = dataOf(actor, "augurCharacter");
  const values: Partial<Record<StatId | MeterId, number>> = {};
  for (const id of STATS) {
    const value = whole(character?.stats?.[id]);
    if (value !== null) values[id] = value;
  }
  for (const id of METERS) {
    const value = whole(character?.meters?.[id]);
    if (value !== null) values[id] = value;
  }
  const momentum = whole(character ? character.momentum : augur?.momentum);
  return { uuid: actor.uuid, name: actor.name ?? "", ruleset: rulesetOf(actor), values, momentum };
}
