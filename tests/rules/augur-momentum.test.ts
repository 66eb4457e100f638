import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  AUGUR_MOMENTUM_MAX,
  AUGUR_MOMENTUM_RESET,
  burnMomentum,
  canBurn,
  canLoseMomentumInsteadOfHarm,
  gainMomentum,
  loseMomentum,
} from "../../src/rules/augur-momentum";

describe("Augur momentum", () => {
  it("runs from 0 to 6 and resets to 2", () => {
    expect(AUGUR_MOMENTUM_MAX).toBe(6);
    expect(AUGUR_MOMENTUM_RESET).toBe(2);
  });

  it("gains stop at 6", () => {
    expect(gainMomentum(2, 1)).toBe(3);
    expect(gainMomentum(0, 0)).toBe(0);
    expect(gainMomentum(5, 1)).toBe(6);
    expect(gainMomentum(5, 3)).toBe(6);
    expect(gainMomentum(6, 2)).toBe(6);
  });

  it("a loss to exactly 0 is fine; a loss below 0 is 1 harm and a reset to 2", () => {
    expect(loseMomentum(3, 1)).toEqual({ momentum: 2, harm: 0 });
    expect(loseMomentum(1, 1)).toEqual({ momentum: 0, harm: 0 });
    expect(loseMomentum(0, 1)).toEqual({ momentum: 2, harm: 1 });
    expect(loseMomentum(1, 5)).toEqual({ momentum: 2, harm: 1 });
    expect(loseMomentum(4, 0)).toEqual({ momentum: 4, harm: 0 });
  });

  it("burns only at 4 or more, resetting to 2", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(canBurn)).toEqual([false, false, false, false, true, true, true]);
    expect(burnMomentum(4)).toBe(2);
    expect(burnMomentum(6)).toBe(2);
    expect(() => burnMomentum(3)).toThrow(RulesError);
    expect(() => burnMomentum(3)).toThrow(/4 or more/);
  });

  it("losing momentum instead of harm is not an option at 0", () => {
    expect(canLoseMomentumInsteadOfHarm(0)).toBe(false);
    expect(canLoseMomentumInsteadOfHarm(1)).toBe(true);
  });

  it("rejects values off the track and bad amounts", () => {
    expect(() => gainMomentum(7, 1)).toThrow(RulesError);
    expect(() => gainMomentum(-1, 1)).toThrow(RulesError);
    expect(() => gainMomentum(2, -1)).toThrow(RulesError);
    expect(() => gainMomentum(2, 0.5)).toThrow(/whole number/);
    expect(() => loseMomentum(2, -1)).toThrow(RulesError);
    expect(() => loseMomentum(8, 1)).toThrow(RulesError);
    expect(() => canBurn(7)).toThrow(RulesError);
    expect(() => burnMomentum(Number.NaN)).toThrow(RulesError);
    expect(() => canLoseMomentumInsteadOfHarm(-1)).toThrow(RulesError);
  });
});
