/**
 * Starforged legacy tracks (quests, bonds, discoveries): unranked progress tracks that earn experience.
 *
 * Model: `{ ticks, overflow }`. `ticks` (0..40) is what the track shows now; `overflow` is the "+10"
 * state. When the track fills for the first time it clears into the "+10" state and extra ticks carry
 * on to the cleared track. Each box filled before the "+10" state earns 2 experience, each box filled
 * after it 1. A track already in the "+10" state that fills again stays full (40 ticks): that is the
 * ceiling, 30 experience in all. A full track that is not in the "+10" state does not exist (it would
 * already have cleared), so `{ ticks: 40, overflow: false }` is refused.
 */
import { RulesError } from "./errors";
import { assertBool, assertInt } from "./validate";
import { MAX_TICKS, TICKS_PER_BOX, BOXES } from "./progress";

/** A legacy track. */
export interface LegacyTrack {
  /** Ticks shown on the track, 0..40 (40 only in the "+10" state). */
  ticks: number;
  /** True once the track has been filled once and cleared: the "+10" state. */
  overflow: boolean;
}

/** Experience for each box filled before the "+10" state. */
export const LEGACY_XP_PER_BOX = 2;
/** Experience for each box filled after the "+10" state. */
export const LEGACY_XP_PER_BOX_AFTER_OVERFLOW = 1;
/** Most ticks a legacy track can ever hold: two full tracks. */
export const LEGACY_MAX_TOTAL_TICKS = MAX_TICKS * 2;

/** An empty legacy track. */
export const EMPTY_LEGACY_TRACK: Readonly<LegacyTrack> = Object.freeze({ ticks: 0, overflow: false });

/** Throws unless `state` is a valid legacy track. */
export function assertLegacyTrack(state: unknown): asserts state is LegacyTrack {
  if (typeof state !== "object" || state === null) {
    throw new RulesError("NotALegacyTrack", "a legacy track must be an object { ticks, overflow }", {
      value: state,
    });
  }
  const { ticks, overflow } = state as Record<string, unknown>;
  assertInt(ticks, 0, MAX_TICKS, "legacy ticks");
  assertBool(overflow, "legacy overflow");
  if (ticks === MAX_TICKS && !overflow) {
    throw new RulesError(
      "LegacyTrackNotCleared",
      "a full legacy track clears into the +10 state: use { ticks: 0, overflow: true }",
      { ticks, overflow },
    );
  }
}

/** All ticks ever earned on the track (0..80). */
export function legacyTotalTicks(state: LegacyTrack): number {
  assertLegacyTrack(state);
  return (state.overflow ? MAX_TICKS : 0) + state.ticks;
}

function fromTotal(total: number): LegacyTrack {
  return total >= MAX_TICKS
    ? { ticks: total - MAX_TICKS, overflow: true }
    : { ticks: total, overflow: false };
}

/**
 * The track after marking `ticks` (-80..80; negative takes ticks back, to undo a mistake). The first
 * time the track fills it clears into the "+10" state and the rest carries on; the total never goes
 * below 0 or above two full tracks.
 */
export function markLegacy(state: LegacyTrack, ticks: number): LegacyTrack {
  assertInt(ticks, -LEGACY_MAX_TOTAL_TICKS, LEGACY_MAX_TOTAL_TICKS, "legacy ticks to mark");
  const total = legacyTotalTicks(state) + ticks;
  return fromTotal(Math.min(LEGACY_MAX_TOTAL_TICKS, Math.max(0, total)));
}

/** Total experience the track has earned: 2 per box filled before "+10", 1 per box after. */
export function legacyXp(state: LegacyTrack): number {
  assertLegacyTrack(state);
  const boxes = Math.floor(state.ticks / TICKS_PER_BOX);
  return state.overflow
    ? BOXES * LEGACY_XP_PER_BOX + boxes * LEGACY_XP_PER_BOX_AFTER_OVERFLOW
    : boxes * LEGACY_XP_PER_BOX;
}

/** Progress score for a progress roll against the track (Continue a Legacy): 10 in the "+10" state, else filled boxes. */
export function legacyScore(state: LegacyTrack): number {
  assertLegacyTrack(state);
  return state.overflow ? BOXES : Math.floor(state.ticks / TICKS_PER_BOX);
}
