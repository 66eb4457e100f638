import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { resolveActionRoll, resolveProgressRoll, type ChallengeOutcome } from "../../src/rules/challenge";
import { actionRollOdds, progressRollOdds } from "../../src/rules/challenge";

type Tally = Record<ChallengeOutcome, number>;

/** Every action die and challenge pair, run through the resolver, counted. */
function bruteForceAction(modifier: number, momentum: number, cancel: boolean) {
  const plain: Tally = { strongHit: 0, weakHit: 0, miss: 0 };
  const burned: Tally = { strongHit: 0, weakHit: 0, miss: 0 };
  let match = 0;
  let n = 0;
  for (let actionDie = 1; actionDie <= 6; actionDie++)
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++) {
        const r = resolveActionRoll({
          actionDie,
          stat: modifier,
          momentum,
          challengeDice: [a, b],
          cancelOnNegativeMomentum: cancel,
        });
        n++;
        plain[r.outcome]++;
        burned[r.burn ? r.burn.outcome : r.outcome]++;
        if (r.match) match++;
      }
  return { plain, burned, match, n };
}

function expectOdds(actual: Tally, counts: Tally, n: number) {
  expect(actual.strongHit).toBeCloseTo(counts.strongHit / n, 12);
  expect(actual.weakHit).toBeCloseTo(counts.weakHit / n, 12);
  expect(actual.miss).toBeCloseTo(counts.miss / n, 12);
}

describe("actionRollOdds", () => {
  it("agrees with brute force for modifiers -2..12 and momentum -6..10, cancel on and off", () => {
    for (const cancel of [true, false])
      for (let modifier = -2; modifier <= 12; modifier++)
        for (let momentum = -6; momentum <= 10; momentum++) {
          const odds = actionRollOdds({ modifier, momentum, cancelOnNegativeMomentum: cancel });
          const brute = bruteForceAction(modifier, momentum, cancel);
          expectOdds(odds, brute.plain, brute.n);
          expect(odds.match).toBeCloseTo(brute.match / brute.n, 12);
          expect(odds.strongHit + odds.weakHit + odds.miss).toBeCloseTo(1, 12);
          if (momentum > 0) {
            expect(odds.withBurn).not.toBeNull();
            if (odds.withBurn) expectOdds(odds.withBurn, brute.burned, brute.n);
          } else {
            expect(odds.withBurn).toBeNull();
          }
        }
  });

  it("defaults to momentum 0 with cancel on", () => {
    expect(actionRollOdds({ modifier: 2 })).toEqual(actionRollOdds({ modifier: 2, momentum: 0 }));
  });

  it("rejects bad input", () => {
    expect(() => actionRollOdds({ modifier: 1.5 })).toThrow(RulesError);
    expect(() => actionRollOdds({ modifier: -11 })).toThrow(/modifier/);
    expect(() => actionRollOdds({ modifier: 41 })).toThrow(RulesError);
    expect(() => actionRollOdds({ modifier: 2, momentum: 11 })).toThrow(/momentum/);
    expect(() => actionRollOdds({ modifier: 2, cancelOnNegativeMomentum: 1 as unknown as boolean })).toThrow(
      RulesError,
    );
    expect(() => actionRollOdds(null as unknown as { modifier: number })).toThrow(RulesError);
  });
});

describe("progressRollOdds", () => {
  it("agrees with brute force for every progress score", () => {
    for (let progress = 0; progress <= 10; progress++) {
      const counts: Tally = { strongHit: 0, weakHit: 0, miss: 0 };
      let match = 0;
      for (let a = 1; a <= 10; a++)
        for (let b = 1; b <= 10; b++) {
          const r = resolveProgressRoll({ progress, challengeDice: [a, b] });
          counts[r.outcome]++;
          if (r.match) match++;
        }
      const odds = progressRollOdds({ progress });
      expectOdds(odds, counts, 100);
      expect(odds.match).toBeCloseTo(match / 100, 12);
    }
  });

  it("rejects bad input", () => {
    expect(() => progressRollOdds({ progress: 11 })).toThrow(RulesError);
    expect(() => progressRollOdds({ progress: -1 })).toThrow(/progress/);
    expect(() => progressRollOdds(undefined as unknown as { progress: number })).toThrow(RulesError);
  });
});
