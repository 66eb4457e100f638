import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index";

const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

describe("rules public API", () => {
  it("exposes the resolvers the rest of the system uses", () => {
    for (const name of [
      "resolveActionRoll",
      "resolveProgressRoll",
      "resolvePoolRoll",
      "resolveThreatRoll",
      "resolveStrikeRoll",
      "resolveOpposedRoll",
      "resolvePurchase",
      "resolveTeamRound",
    ] as const) {
      expect(typeof rules[name]).toBe("function");
    }
  });

  it("odds.actionRoll returns the outcome shape, summing to 1, with a burn only for positive momentum", () => {
    const withMomentum = rules.odds.actionRoll({ modifier: 3, momentum: 6 });
    expect(withMomentum.strongHit + withMomentum.weakHit + withMomentum.miss).toBeCloseTo(1, 12);
    expect(withMomentum.withBurn).not.toBeNull();
    expect(withMomentum.withBurn!.strongHit).toBeGreaterThan(withMomentum.strongHit);
    expect(rules.odds.actionRoll({ modifier: 3, momentum: 0 }).withBurn).toBeNull();
  });

  it("odds for the other roll types sum to 1", () => {
    const { strongHit, weakHit, miss } = rules.odds.progressRoll({ progress: 7 });
    expect(strongHit + weakHit + miss).toBeCloseTo(1, 12);
    const pool = rules.odds.poolRoll({ dice: 3 });
    expect(pool.fullSuccess + pool.partialSuccess + pool.miss).toBeCloseTo(1, 12);
    expect(sum({ ...rules.odds.threatRoll({ actionDice: 6, threatDice: 4 }) })).toBeCloseTo(1, 12);
    const strike = rules.odds.strikeRoll({ skilled: true, advantage: true });
    expect(sum(strike as Record<string, number>)).toBeCloseTo(1, 12);
  });

  it("throws RulesError on bad input rather than answering", () => {
    expect(() => rules.odds.poolRoll({ dice: -1 })).toThrow(rules.RulesError);
    expect(() => rules.odds.threatRoll({ actionDice: 7, threatDice: 0 })).toThrow(rules.RulesError);
    expect(() => rules.resolveActionRoll({ actionDie: 7, stat: 2, challengeDice: [1, 2] })).toThrow(rules.RulesError);
  });
});
