import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  EMPTY_LEGACY_TRACK,
  legacyScore,
  legacyTotalTicks,
  legacyXp,
  markLegacy,
  type LegacyTrack,
} from "../../src/rules/legacy";

const track = (ticks: number, overflow = false): LegacyTrack => ({ ticks, overflow });

describe("legacy tracks", () => {
  it("start empty", () => {
    expect(EMPTY_LEGACY_TRACK).toEqual({ ticks: 0, overflow: false });
    expect(legacyXp(EMPTY_LEGACY_TRACK)).toBe(0);
    expect(legacyScore(EMPTY_LEGACY_TRACK)).toBe(0);
  });

  it("mark ticks without rank", () => {
    expect(markLegacy(EMPTY_LEGACY_TRACK, 3)).toEqual(track(3));
    expect(markLegacy(track(3), 2)).toEqual(track(5));
    expect(markLegacy(track(5), 0)).toEqual(track(5));
  });

  it("earn 2 XP per filled box before +10", () => {
    expect(legacyXp(track(3))).toBe(0);
    expect(legacyXp(track(4))).toBe(2);
    expect(legacyXp(track(11))).toBe(4);
    expect(legacyXp(track(39))).toBe(18);
  });

  it("clear into the +10 state when the track fills, carrying the rest on", () => {
    expect(markLegacy(track(38), 2)).toEqual(track(0, true));
    expect(markLegacy(track(38), 7)).toEqual(track(5, true));
    expect(legacyXp(track(0, true))).toBe(20);
  });

  it("earn 1 XP per box after +10", () => {
    expect(legacyXp(track(4, true))).toBe(21);
    expect(legacyXp(track(15, true))).toBe(23);
    expect(legacyXp(track(40, true))).toBe(30);
  });

  it("stop at a second full track", () => {
    expect(markLegacy(track(38, true), 5)).toEqual(track(40, true));
    expect(markLegacy(track(40, true), 1)).toEqual(track(40, true));
    expect(markLegacy(EMPTY_LEGACY_TRACK, 80)).toEqual(track(40, true));
  });

  it("take ticks back, across the +10 line and never below 0", () => {
    expect(markLegacy(track(2, true), -3)).toEqual(track(39));
    expect(markLegacy(track(2), -5)).toEqual(track(0));
  });

  it("score 10 on a progress roll in the +10 state, else filled boxes", () => {
    expect(legacyScore(track(3))).toBe(0);
    expect(legacyScore(track(27))).toBe(6);
    expect(legacyScore(track(39))).toBe(9);
    expect(legacyScore(track(0, true))).toBe(10);
    expect(legacyScore(track(9, true))).toBe(10);
  });

  it("XP earned matches boxes filled along the way, tick by tick", () => {
    let state: LegacyTrack = EMPTY_LEGACY_TRACK;
    let xp = 0;
    for (let i = 1; i <= 80; i++) {
      state = markLegacy(state, 1);
      expect(legacyTotalTicks(state)).toBe(i);
      if (i % 4 === 0) xp += i <= 40 ? 2 : 1;
      expect(legacyXp(state)).toBe(xp);
    }
  });

  it("reject bad input", () => {
    expect(() => legacyXp(track(41, true))).toThrow(RulesError);
    expect(() => legacyXp(track(40))).toThrow(/\+10/);
    expect(() => legacyScore(track(-1))).toThrow(RulesError);
    expect(() => legacyScore({ ticks: 3, overflow: "no" } as unknown as LegacyTrack)).toThrow(
      /true or false/,
    );
    expect(() => legacyScore(null as unknown as LegacyTrack)).toThrow(RulesError);
    expect(() => markLegacy(track(0), 1.5)).toThrow(/whole number/);
    expect(() => markLegacy(track(0), 81)).toThrow(RulesError);
  });
});
