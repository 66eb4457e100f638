/**
 * Clocks: a named circle of 4, 6, 8, 10 or 12 segments, filled one or more at a time. Starforged's
 * campaign and tension clocks, the clock an Augur Advancing stance sets, and any clock a table keeps.
 * A clock is complete when every segment is filled; filling past that is refused, so completing is an
 * event that happens once. Starforged advances a clock by asking the oracle with the odds of the
 * situation: a yes fills one segment (see `rollToAdvance`). See docs/rulings.md, "Clocks".
 */
import { RulesError } from "./errors";
import { resolveAskTheOracle, type AskTheOracleResult, type OracleOdds } from "./oracle";
import { assertInt, assertOneOf } from "./validate";

/** The sizes a clock may have. */
export const CLOCK_SEGMENTS = [4, 6, 8, 10, 12] as const;
export type ClockSegments = (typeof CLOCK_SEGMENTS)[number];

/** Who sees a clock: everyone, or only the GM (and the owners of the character that carries it). */
export const CLOCK_VISIBILITY = ["all", "gm"] as const;
export type ClockVisibility = (typeof CLOCK_VISIBILITY)[number];

/** Longest clock name. */
export const CLOCK_NAME_MAX = 80;

/** A clock. */
export interface Clock {
  /** Stable id within its list (world or character). */
  id: string;
  name: string;
  segments: ClockSegments;
  /** Filled segments, 0..segments. */
  filled: number;
  visibility: ClockVisibility;
}

/** Throws a RulesError unless `clock` is a valid clock. */
export function assertClock(clock: Clock): void {
  if (typeof clock !== "object" || clock === null) {
    throw new RulesError("BadClock", "a clock needs { id, name, segments, filled, visibility }", { value: clock });
  }
  if (typeof clock.id !== "string" || clock.id === "") throw new RulesError("BadClock", "a clock needs an id");
  assertClockName(clock.name);
  if (!(CLOCK_SEGMENTS as readonly number[]).includes(clock.segments)) {
    throw new RulesError("NotOneOf", `segments must be one of ${CLOCK_SEGMENTS.join(", ")}, got ${String(clock.segments)}`, {
      what: "segments",
      value: clock.segments,
    });
  }
  assertInt(clock.filled, 0, clock.segments, "filled");
  assertOneOf(clock.visibility, CLOCK_VISIBILITY, "visibility");
}

function assertClockName(name: unknown): asserts name is string {
  if (typeof name !== "string" || name.trim() === "" || name.length > CLOCK_NAME_MAX) {
    throw new RulesError("BadClockName", `a clock needs a name of 1..${CLOCK_NAME_MAX} characters`, { name: String(name) });
  }
}

/** A new, empty clock. */
export function createClock(id: string, name: string, segments: number, visibility: ClockVisibility = "all"): Clock {
  const clock = { id, name: typeof name === "string" ? name.trim() : name, segments, filled: 0, visibility } as Clock;
  assertClock(clock);
  return clock;
}

/** True when every segment is filled. */
export function isComplete(clock: Clock): boolean {
  return clock.filled >= clock.segments;
}

/** What advancing a clock did. */
export interface ClockAdvance {
  clock: Clock;
  /** Segments filled by this advance. */
  added: number;
  /** This advance filled the last segment. */
  completed: boolean;
}

/** Fills `n` segments (1..12), never past the last; a complete clock refuses to advance. */
export function advanceClock(clock: Clock, n = 1): ClockAdvance {
  assertClock(clock);
  assertInt(n, 1, 12, "segments to fill");
  if (isComplete(clock)) throw new RulesError("ClockComplete", "the clock is already complete", { name: clock.name });
  const filled = Math.min(clock.segments, clock.filled + n);
  return { clock: { ...clock, filled }, added: filled - clock.filled, completed: filled === clock.segments };
}

/** Empties the clock (it keeps its name and size). */
export function clearClock(clock: Clock): Clock {
  assertClock(clock);
  return { ...clock, filled: 0 };
}

/** Changes a clock's name, size or visibility; the filled count is held to the new size. */
export function editClock(clock: Clock, change: Partial<Pick<Clock, "name" | "segments" | "visibility">>): Clock {
  assertClock(clock);
  const next = { ...clock, ...change };
  if (typeof next.name === "string") next.name = next.name.trim();
  next.filled = Math.min(next.filled, next.segments);
  assertClock(next);
  return next;
}

/** Starforged's roll to advance: the oracle's answer, and the clock after it. */
export interface ClockRoll {
  oracle: AskTheOracleResult;
  advance: ClockAdvance | null;
}

/** Asks the oracle with `odds` on a d100 `roll`; a yes fills one segment, a no leaves the clock. */
export function rollToAdvance(clock: Clock, odds: OracleOdds, roll: number): ClockRoll {
  assertClock(clock);
  if (isComplete(clock)) throw new RulesError("ClockComplete", "the clock is already complete", { name: clock.name });
  const oracle = resolveAskTheOracle({ odds, roll });
  return { oracle, advance: oracle.answer === "yes" ? advanceClock(clock, 1) : null };
}

/** The clocks of a list a user may see: all of them for the GM or an owner, else the visible ones. */
export function visibleClocks(clocks: readonly Clock[], seesHidden: boolean): Clock[] {
  return clocks.filter((c) => seesHidden || c.visibility === "all");
}
