import { describe, expect, it } from "vitest";
import {
  advanceClock,
  clearClock,
  createClock,
  editClock,
  isComplete,
  rollToAdvance,
  visibleClocks,
} from "../../src/rules/clocks";
import { RulesError } from "../../src/rules/errors";

const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
  return "none";
};

describe("clocks", () => {
  it("are created empty with 4, 6, 8, 10 or 12 segments and a name", () => {
    expect(createClock("a", "  The fleet arrives ", 6)).toEqual({
      id: "a",
      name: "The fleet arrives",
      segments: 6,
      filled: 0,
      visibility: "all",
    });
    for (const segments of [4, 8, 10, 12]) expect(createClock("a", "x", segments, "gm").segments).toBe(segments);
    expect(code(() => createClock("a", "x", 5))).toBe("NotOneOf");
    expect(code(() => createClock("a", " ", 4))).toBe("BadClockName");
    expect(code(() => createClock("a", "x".repeat(81), 4))).toBe("BadClockName");
  });

  it("advance segment by segment, complete once on the last, and refuse more", () => {
    let clock = createClock("a", "Storm", 4);
    const one = advanceClock(clock);
    expect([one.clock.filled, one.added, one.completed]).toEqual([1, 1, false]);
    const last = advanceClock(one.clock, 5);
    expect([last.clock.filled, last.added, last.completed]).toEqual([4, 3, true]);
    clock = last.clock;
    expect(isComplete(clock)).toBe(true);
    expect(code(() => advanceClock(clock))).toBe("ClockComplete");
    expect(code(() => advanceClock(one.clock, 0))).not.toBe("none");
  });

  it("clear back to empty, and an edit holds the filled count to the new size", () => {
    const clock = advanceClock(createClock("a", "Storm", 8), 6).clock;
    expect(clearClock(clock).filled).toBe(0);
    expect(editClock(clock, { segments: 4 })).toMatchObject({ segments: 4, filled: 4 });
    expect(editClock(clock, { name: " Gale ", visibility: "gm" })).toMatchObject({ name: "Gale", visibility: "gm", filled: 6 });
    expect(code(() => editClock(clock, { segments: 7 as never }))).toBe("NotOneOf");
  });

  it("roll to advance with the oracle's odds: a yes fills one segment", () => {
    const clock = createClock("a", "Tension", 6);
    expect(rollToAdvance(clock, "likely", 26).advance?.clock.filled).toBe(1);
    expect(rollToAdvance(clock, "likely", 25).advance).toBeNull();
    expect(rollToAdvance(clock, "smallChance", 90).oracle.answer).toBe("no");
    expect(rollToAdvance(clock, "almostCertain", 11).oracle).toMatchObject({ answer: "yes", match: true });
    expect(code(() => rollToAdvance(advanceClock(clock, 6).clock, "likely", 50))).toBe("ClockComplete");
  });

  it("show hidden clocks only to those who may see them", () => {
    const open = createClock("a", "Open", 4);
    const hidden = createClock("b", "Hidden", 4, "gm");
    expect(visibleClocks([open, hidden], false)).toEqual([open]);
    expect(visibleClocks([open, hidden], true)).toEqual([open, hidden]);
  });
});
