/** Forged Ties: the advances track and the stat tracks. */
import { RulesError } from "./errors";
import { assertOneOf } from "./validate";
import {
  type ForgedTiesCharacter,
  type MarkTrack,
  assertForgedTiesCharacter,
  assertTrack,
  copy,
} from "./forged-ties-character";

/** A track after one more mark. */
export interface AdvanceMarkResult {
  /** The advances track after the mark (cleared when it filled). */
  advances: MarkTrack;
  /** True when the mark filled the track: an advance is earned and the track clears. */
  advanceEarned: boolean;
}

/** Marks one box of an advances track; filling it earns an advance and clears it. */
export function markAdvancesTrack(advances: MarkTrack): AdvanceMarkResult {
  assertTrack(advances, "advances");
  const marked = advances.marked + 1;
  if (marked >= advances.length) return { advances: { ...advances, marked: 0 }, advanceEarned: true };
  return { advances: { ...advances, marked }, advanceEarned: false };
}

/** Stat ids whose track still has a free box (the choices after resolving a bond). */
export function statTrackChoices(state: ForgedTiesCharacter): string[] {
  assertForgedTiesCharacter(state);
  return Object.keys(state.statTracks).filter((s) => state.statTracks[s].marked < state.statTracks[s].length);
}

/** Marks one box of a stat track; refused for an unknown stat or a full track. */
export function markStatTrack(state: ForgedTiesCharacter, stat: string): ForgedTiesCharacter {
  assertForgedTiesCharacter(state);
  assertOneOf(stat, Object.keys(state.statTracks), "stat");
  const track = state.statTracks[stat];
  if (track.marked >= track.length) {
    throw new RulesError("StatTrackFull", `the ${stat} track is full`, { stat });
  }
  const next = copy(state);
  next.statTracks[stat].marked += 1;
  return next;
}
