import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  MARKED_MAX,
  MOMENTUM_MAX,
  MOMENTUM_MIN,
  adjustMomentum,
  clampMomentum,
  momentumMax,
  momentumReset,
} from "../../src/rules/momentum";

describe("momentum", () => {
  it("ranges from -6 to +10", () => {
    expect(MOMENTUM_MIN).toBe(-6);
    expect(MOMENTUM_MAX).toBe(10);
  });

  it("max is 10 minus marked debilities/impacts", () => {
    expect(momentumMax(0)).toBe(10);
    expect(momentumMax(1)).toBe(9);
    expect(momentumMax(3)).toBe(7);
    expect(momentumMax(MARKED_MAX)).toBe(-6);
  });

  it("resets to +2, +1 with one marked, 0 with two or more", () => {
    expect(momentumReset(0)).toBe(2);
    expect(momentumReset(1)).toBe(1);
    expect(momentumReset(2)).toBe(0);
    expect(momentumReset(5)).toBe(0);
  });

  it("clamps to -6..max", () => {
    expect(clampMomentum(12, 0)).toBe(10);
    expect(clampMomentum(10, 2)).toBe(8);
    expect(clampMomentum(-9, 0)).toBe(-6);
    expect(clampMomentum(4, 1)).toBe(4);
    expect(clampMomentum(-6, 0)).toBe(-6);
  });

  it("adjusts within the range", () => {
    expect(adjustMomentum(2, 3, 0)).toBe(5);
    expect(adjustMomentum(9, 2, 0)).toBe(10);
    expect(adjustMomentum(9, 2, 1)).toBe(9);
    expect(adjustMomentum(-5, -3, 0)).toBe(-6);
    expect(adjustMomentum(0, 0, 0)).toBe(0);
    // A debility just marked: momentum above the new max comes down.
    expect(adjustMomentum(10, 0, 1)).toBe(9);
    expect(adjustMomentum(10, -1, 3)).toBe(7);
  });

  it("rejects bad input", () => {
    expect(() => momentumMax(-1)).toThrow(RulesError);
    expect(() => momentumMax(1.5)).toThrow(/whole number/);
    expect(() => momentumMax(MARKED_MAX + 1)).toThrow(RulesError);
    expect(() => momentumReset(-1)).toThrow(RulesError);
    expect(() => clampMomentum(Number.NaN, 0)).toThrow(RulesError);
    expect(() => clampMomentum(Number.POSITIVE_INFINITY, 0)).toThrow(RulesError);
    expect(() => adjustMomentum(11, 0, 0)).toThrow(/momentum/);
    expect(() => adjustMomentum(-7, 0, 0)).toThrow(RulesError);
    expect(() => adjustMomentum(0, 0.5, 0)).toThrow(RulesError);
    expect(() => adjustMomentum(0, 1, -1)).toThrow(RulesError);
  });
});
