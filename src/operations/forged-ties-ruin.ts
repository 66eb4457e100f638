/**
 * Ruin advances of a Forged Ties character: how many are due, recording one the player wrote (the
 * answer to a marked ruin space) and taking one back. Each writes one update.
 */
import {
  markedRuinSpaces,
  recordRuinAdvance as recordRule,
  removeRuinAdvance as removeRule,
  ruinAdvancesDue,
} from "../rules/forged-ties-ruin";
import { type ForgedTiesCharacter } from "../rules/forged-ties-character";
import { type TrackActor } from "./actor-write";
import { readForgedTies, writeForgedTies } from "./forged-ties";

/** Ruin spaces marked, advances recorded and advances still due. */
export interface RuinStatus {
  marked: number;
  recorded: number;
  due: number;
}

function statusOf(state: ForgedTiesCharacter): RuinStatus {
  return { marked: markedRuinSpaces(state), recorded: state.ruinAdvances.length, due: ruinAdvancesDue(state) };
}

/**
 * Where the character stands with ruin.
 *
 * @internal Tests call it; nothing in the system does yet.
 */
export function ruinStatus(actor: TrackActor): RuinStatus {
  return statusOf(readForgedTies(actor));
}

/** Records the ruin advance the player wrote as `text`; returns the status after it. */
export async function recordRuinAdvance(actor: TrackActor, text: string): Promise<RuinStatus> {
  const before = readForgedTies(actor);
  const after = recordRule(before, text);
  await writeForgedTies(actor, before, after);
  return statusOf(after);
}

/** Takes back the ruin advance at `index` (a correction). */
export async function removeRuinAdvance(actor: TrackActor, index: number): Promise<void> {
  const before = readForgedTies(actor);
  await writeForgedTies(actor, before, removeRule(before, index));
}
