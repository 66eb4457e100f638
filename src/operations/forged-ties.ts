/**
 * Forged Ties track operations on a "forgedTiesCharacter" actor: breaking, harm, heart, ruin advances,
 * stat tracks and the end of a session. Each reads the rules' state from the actor, calls the rules
 * module, writes the new state in one update and returns what the player must be asked next.
 */
import { forgedTiesState } from "../data/actor/system-data";
import {
  clearBreaking as clearBreakingRule,
  clearHeart as clearHeartRule,
  markBreaking as markBreakingRule,
  markHeart as markHeartRule,
  type BreakingMarkResult,
  type MarkBreakingOptions,
} from "../rules/forged-ties-breaking";
import { endOfSession as endOfSessionRule } from "../rules/forged-ties-session";
import {
  markHarm as markHarmRule,
  markHarmBroken as markHarmBrokenRule,
  removeHarm as removeHarmRule,
  type HarmRemovalSource,
  type MarkHarmOptions,
} from "../rules/forged-ties-harm";
import { markStatTrack as markStatTrackRule, statTrackChoices } from "../rules/forged-ties-advances";
import { type ForgedTiesCharacter } from "../rules/forged-ties-character";
import { requireType, writeState, type TrackActor } from "./actor-write";

/** The rules' state of a Forged Ties actor (refused for any other subtype). */
export function readForgedTies(actor: TrackActor): ForgedTiesCharacter {
  requireType(actor, "forgedTiesCharacter");
  return forgedTiesState(actor.system);
}

/** Writes a new rules state (only what changed). */
export async function writeForgedTies(
  actor: TrackActor,
  before: ForgedTiesCharacter,
  after: ForgedTiesCharacter,
): Promise<void> {
  await writeState(actor, { ...before }, { ...after });
}

/** What marking breaking leaves for the player to do. */
export interface BreakingFollowUp {
  /** Heart boxes cleared instead of marking breaking. */
  heartCleared: number;
  /** Breaking boxes newly marked. */
  breakingMarked: number;
  /** Breaking that found no box (already Broken): the GM decides what follows. */
  overflow: number;
  /** Ruin spaces newly marked (1-based). */
  ruinSpacesMarked: number[];
  /** Ruin advances to choose now, one per ruin space marked. */
  ruinAdvanceDue: number;
  /** Whether this marked the Broken box. */
  markedBroken: boolean;
  /** 1 when one harm must now be marked broken. */
  brokenHarmDue: 0 | 1;
  /** The harm slots to choose from when `brokenHarmDue` is 1 (unbroken harm), else empty. */
  brokenHarmChoices: number[];
}

/** The follow-up of a rules breaking result. */
export function breakingFollowUp(result: BreakingMarkResult): BreakingFollowUp {
  const choices = result.state.harm.flatMap((h, i) => (h !== null && !h.broken ? [i] : []));
  return {
    heartCleared: result.heartCleared,
    breakingMarked: result.breakingMarked,
    overflow: result.overflow,
    ruinSpacesMarked: [...result.ruinSpacesMarked],
    ruinAdvanceDue: result.ruinAdvanceDue,
    markedBroken: result.markedBroken,
    brokenHarmDue: result.brokenHarmDue,
    brokenHarmChoices: result.brokenHarmDue === 1 ? choices : [],
  };
}

/** Marks `n` breaking (heart absorbs first with `clearHeartFirst`). */
export async function markBreaking(
  actor: TrackActor,
  n: number,
  options: MarkBreakingOptions = {},
): Promise<BreakingFollowUp> {
  const before = readForgedTies(actor);
  const result = markBreakingRule(before, n, options);
  await writeForgedTies(actor, before, result.state);
  return breakingFollowUp(result);
}

/** What taking a harm leaves for the player to do. */
export interface HarmFollowUp {
  /** The slot the harm was written in, or null when there was no room. */
  slot: number | null;
  /** No free slot: one breaking was marked instead. */
  overflowed: boolean;
  /** The harm rewritten with the new name, or null. */
  replaced: number | null;
  /** The breaking marked instead (with its own follow-up), or null. */
  breaking: BreakingFollowUp | null;
}

/** Takes a harm named `name`; with no free slot it marks one breaking (and may rewrite a harm). */
export async function markHarm(
  actor: TrackActor,
  name: string,
  options: MarkHarmOptions = {},
): Promise<HarmFollowUp> {
  const before = readForgedTies(actor);
  const result = markHarmRule(before, name, options);
  await writeForgedTies(actor, before, result.state);
  return {
    slot: result.slot,
    overflowed: result.overflowed,
    replaced: result.replaced,
    breaking: result.breaking ? breakingFollowUp(result.breaking) : null,
  };
}

/** Marks the harm in slot `index` broken (the answer to `brokenHarmDue`). */
export async function markHarmBroken(actor: TrackActor, index: number): Promise<void> {
  const before = readForgedTies(actor);
  await writeForgedTies(actor, before, markHarmBrokenRule(before, index));
}

/** Removes the harm in slot `index`; "forge" and "endOfSession" remove unbroken harm only. */
export async function removeHarm(
  actor: TrackActor,
  index: number,
  source: HarmRemovalSource = "fiction",
): Promise<void> {
  const before = readForgedTies(actor);
  await writeForgedTies(actor, before, removeHarmRule(before, index, source));
}

/** Marks `n` heart. */
export async function markHeart(actor: TrackActor, n = 1): Promise<void> {
  const before = readForgedTies(actor);
  await writeForgedTies(actor, before, markHeartRule(before, n));
}

/** Clears `n` heart. */
export async function clearHeart(actor: TrackActor, n = 1): Promise<void> {
  const before = readForgedTies(actor);
  await writeForgedTies(actor, before, clearHeartRule(before, n));
}

/** Clears `n` breaking (a relief in the fiction); ruin advances stay. */
export async function clearBreaking(actor: TrackActor, n: number): Promise<void> {
  const before = readForgedTies(actor);
  await writeForgedTies(actor, before, clearBreakingRule(before, n));
}

/** What marking a stat track leaves. */
export interface StatTrackFollowUp {
  /** The track's marked boxes after the mark. */
  marked: number;
  /** Whether the track is now full. */
  full: boolean;
}

/** Marks one box of the stat track of `stat` (the answer to `chooseStatTrack`). */
export async function markStatTrack(actor: TrackActor, stat: string): Promise<StatTrackFollowUp> {
  const before = readForgedTies(actor);
  const after = markStatTrackRule(before, stat);
  await writeForgedTies(actor, before, after);
  const track = after.statTracks[stat];
  return { marked: track.marked, full: track.marked >= track.length };
}

/** What the end of a session did. */
export interface EndOfSessionFollowUp {
  /** The harm slot cleared, or null. */
  harmCleared: number | null;
  /** Harm left. */
  harmLeft: number;
  breakingBefore: number;
  breakingAfter: number;
}

/** The harm slots the end of a session may clear (unbroken harm): ask before `endOfSession`. */
export function endOfSessionChoices(actor: TrackActor): number[] {
  const state = readForgedTies(actor);
  return state.harm.flatMap((h, i) => (h !== null && !h.broken ? [i] : []));
}

/** The end of a session: optionally clear one unbroken harm, then breaking recovers to the harm left. */
export async function endOfSession(
  actor: TrackActor,
  options: { clearHarm?: number | null } = {},
): Promise<EndOfSessionFollowUp> {
  const before = readForgedTies(actor);
  const result = endOfSessionRule(before, options);
  await writeForgedTies(actor, before, result.state);
  return {
    harmCleared: result.harmCleared,
    harmLeft: result.harmLeft,
    breakingBefore: result.breakingBefore,
    breakingAfter: result.breakingAfter,
  };
}

/**
 * The stat tracks that still take a mark (the choices after resolving a bond).
 *
 * @internal Tests call it; nothing in the system does yet.
 */
export function statTrackOptions(actor: TrackActor): string[] {
  return statTrackChoices(readForgedTies(actor));
}
