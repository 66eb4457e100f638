/**
 * Augur track operations on an "augurCharacter" actor: harm and momentum. Each reads the rules' state,
 * calls the rules module, writes the new harm and momentum in one update and says what follows.
 */
import { augurState } from "../data/actor/system-data";
import {
  burnAugurMomentum,
  gainAugurMomentum,
  healHarm as healHarmRule,
  loseMomentumInsteadOfHarm as loseInsteadRule,
  loseMomentumOrHarm,
  takeHarm as takeHarmRule,
  type AugurCharacter,
} from "../rules/augur-character";
import { requireType, writeChanges, type TrackActor } from "./actor-write";

/** The rules' state of an Augur actor (refused for any other subtype). */
export function readAugur(actor: TrackActor): AugurCharacter {
  requireType(actor, "augurCharacter");
  return augurState(actor.system);
}

async function writeTracks(actor: TrackActor, before: AugurCharacter, after: AugurCharacter): Promise<void> {
  const changes: Record<string, unknown> = {};
  if (after.harm !== before.harm) changes["system.harm"] = after.harm;
  if (after.momentum !== before.momentum) changes["system.momentum"] = after.momentum;
  await writeChanges(actor, changes);
}

/** What taking harm leaves. */
export interface AugurHarmFollowUp {
  /** Harm added. */
  harmTaken: number;
  /** Harm past the maximum: the GM decides what follows. */
  overflow: number;
  /** Harm now, and threat dice on every roll. */
  harm: number;
}

/** Takes `n` harm (the count stops at the maximum; the rest is overflow). */
export async function takeHarm(actor: TrackActor, n = 1): Promise<AugurHarmFollowUp> {
  const before = readAugur(actor);
  const result = takeHarmRule(before, n);
  await writeTracks(actor, before, result.state);
  return { harmTaken: result.harmTaken, overflow: result.overflow, harm: result.state.harm };
}

/** Heals `n` harm. */
export async function healHarm(actor: TrackActor, n = 1): Promise<void> {
  const before = readAugur(actor);
  await writeTracks(actor, before, healHarmRule(before, n));
}

/** Gains `n` momentum (stops at 6); returns the new momentum. */
export async function gainMomentum(actor: TrackActor, n: number): Promise<{ momentum: number }> {
  const before = readAugur(actor);
  const after = gainAugurMomentum(before, n);
  await writeTracks(actor, before, after);
  return { momentum: after.momentum };
}

/** What losing momentum leaves. */
export interface AugurMomentumFollowUp {
  /** Momentum now. */
  momentum: number;
  /** The loss went below 0: one harm and a reset to 2. */
  wentBelowZero: boolean;
  /** Harm taken because of that (0 when the harm track was full). */
  harmTaken: number;
  /** Harm that did not fit: the GM decides what follows. */
  overflow: number;
}

/** Loses `n` momentum; below 0 becomes one harm and a reset to 2. */
export async function loseMomentum(actor: TrackActor, n: number): Promise<AugurMomentumFollowUp> {
  const before = readAugur(actor);
  const result = loseMomentumOrHarm(before, n);
  await writeTracks(actor, before, result.state);
  return {
    momentum: result.state.momentum,
    wentBelowZero: result.wentBelowZero,
    harmTaken: result.harmTaken,
    overflow: result.overflow,
  };
}

/** Loses one momentum instead of taking one harm (refused at 0 momentum). */
export async function loseMomentumInsteadOfHarm(actor: TrackActor): Promise<{ momentum: number }> {
  const before = readAugur(actor);
  const after = loseInsteadRule(before);
  await writeTracks(actor, before, after);
  return { momentum: after.momentum };
}

/** Burns momentum (4 or more): it resets to 2. Returns the value burned. */
export async function burnMomentum(actor: TrackActor): Promise<{ burned: number; momentum: number }> {
  const before = readAugur(actor);
  const after = burnAugurMomentum(before);
  await writeTracks(actor, before, after);
  return { burned: before.momentum, momentum: after.momentum };
}
