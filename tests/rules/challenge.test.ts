import { describe, expect, it } from "vitest";
import {
  MARKED_MAX,
  MOMENTUM_MAX,
  MOMENTUM_MIN,
  adjustMomentum,
  applyMomentumBurn,
  clampMomentum,
  compareToChallengeDice,
  momentumMax,
  momentumReset,
  outcomeFromBeatenCount,
  outcomeIsBetter,
  resolveActionRoll,
  resolveProgressRoll,
  type ActionRollResult,
  type ChallengeDice,
} from "../../src/rules/challenge";
import { RulesError } from "../../src/rules/errors";

const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe("compareToChallengeDice", () => {
  it("beats a die only with a strictly higher score: ties go to the die", () => {
    expect(compareToChallengeDice(5, [5, 5])).toEqual({
      outcome: "miss",
      beaten: [false, false],
      match: true,
    });
    expect(compareToChallengeDice(6, [5, 6])).toEqual({
      outcome: "weakHit",
      beaten: [true, false],
      match: false,
    });
    expect(compareToChallengeDice(6, [6, 5])).toEqual({
      outcome: "weakHit",
      beaten: [false, true],
      match: false,
    });
    expect(compareToChallengeDice(7, [5, 6])).toEqual({
      outcome: "strongHit",
      beaten: [true, true],
      match: false,
    });
  });

  it("compares each die on its own, never the sum", () => {
    // 9 is below 5 + 6 = 11 but above each die.
    expect(compareToChallengeDice(9, [5, 6]).outcome).toBe("strongHit");
    // 3 is above the difference but not above either die.
    expect(compareToChallengeDice(3, [4, 8]).outcome).toBe("miss");
  });

  it("a match is never a weak hit", () => {
    for (let score = -2; score <= 12; score++) {
      for (const face of FACES) {
        const result = compareToChallengeDice(score, [face, face]);
        expect(result.match).toBe(true);
        expect(result.outcome).not.toBe("weakHit");
      }
    }
  });

  it("match means both dice show the same value, whatever the score", () => {
    for (const a of FACES)
      for (const b of FACES) expect(compareToChallengeDice(1, [a, b]).match).toBe(a === b);
  });

  it("nothing beats a 10", () => {
    expect(compareToChallengeDice(10, [10, 1]).outcome).toBe("weakHit");
    expect(compareToChallengeDice(10, [10, 10]).outcome).toBe("miss");
  });

  it("rejects bad challenge dice and scores", () => {
    expect(() => compareToChallengeDice(5, [0, 3])).toThrow(RulesError);
    expect(() => compareToChallengeDice(5, [11, 3])).toThrow(/between 1 and 10/);
    expect(() => compareToChallengeDice(5, [2.5, 3])).toThrow(/whole number/);
    expect(() => compareToChallengeDice(5, [3] as unknown as ChallengeDice)).toThrow(/exactly two/);
    expect(() => compareToChallengeDice(5, [3, 4, 5] as unknown as ChallengeDice)).toThrow(RulesError);
    expect(() => compareToChallengeDice(Number.NaN, [3, 4])).toThrow(RulesError);
  });
});

describe("outcome helpers", () => {
  it("orders outcomes miss < weak hit < strong hit", () => {
    expect(outcomeIsBetter("strongHit", "weakHit")).toBe(true);
    expect(outcomeIsBetter("weakHit", "miss")).toBe(true);
    expect(outcomeIsBetter("miss", "weakHit")).toBe(false);
    expect(outcomeIsBetter("weakHit", "weakHit")).toBe(false);
  });
  it("maps the number of beaten dice to the outcome", () => {
    expect([0, 1, 2].map(outcomeFromBeatenCount)).toEqual(["miss", "weakHit", "strongHit"]);
    expect(() => outcomeFromBeatenCount(3)).toThrow(RulesError);
  });
});

describe("resolveActionRoll", () => {
  it("adds action die, stat and adds", () => {
    const r = resolveActionRoll({ actionDie: 4, stat: 2, adds: 1, challengeDice: [6, 7] });
    expect(r.score).toBe(7);
    expect(r.rawScore).toBe(7);
    expect(r.capped).toBe(false);
    expect(r.outcome).toBe("weakHit");
    expect(r.beaten).toEqual([true, false]);
    expect(r.match).toBe(false);
    expect(r.actionDieCancelled).toBe(false);
    expect(r.burn).toBeNull();
    expect(r.burned).toBe(false);
    expect(r.challengeDice).toEqual([6, 7]);
  });

  it("uses defaults: adds 0, momentum 0, cancel on", () => {
    const r = resolveActionRoll({ actionDie: 3, stat: 2, challengeDice: [1, 9] });
    expect(r.adds).toBe(0);
    expect(r.momentum).toBe(0);
    expect(r.cancelOnNegativeMomentum).toBe(true);
    expect(r.score).toBe(5);
  });

  it("caps the action score at 10, so it never beats a 10", () => {
    const r = resolveActionRoll({ actionDie: 6, stat: 4, adds: 3, challengeDice: [10, 9] });
    expect(r.rawScore).toBe(13);
    expect(r.score).toBe(10);
    expect(r.capped).toBe(true);
    expect(r.outcome).toBe("weakHit");
    expect(r.beaten).toEqual([false, true]);
    const exact = resolveActionRoll({ actionDie: 6, stat: 4, challengeDice: [10, 9] });
    expect(exact.score).toBe(10);
    expect(exact.capped).toBe(false);
  });

  it("a tie goes to the challenge die", () => {
    expect(resolveActionRoll({ actionDie: 3, stat: 2, challengeDice: [5, 5] }).outcome).toBe("miss");
    expect(resolveActionRoll({ actionDie: 3, stat: 2, challengeDice: [5, 4] }).outcome).toBe("weakHit");
  });

  it("reports a match on a strong hit and on a miss", () => {
    const strong = resolveActionRoll({ actionDie: 6, stat: 3, challengeDice: [4, 4] });
    expect(strong.outcome).toBe("strongHit");
    expect(strong.match).toBe(true);
    const miss = resolveActionRoll({ actionDie: 1, stat: 1, challengeDice: [4, 4] });
    expect(miss.outcome).toBe("miss");
    expect(miss.match).toBe(true);
  });

  describe("negative momentum cancels the action die", () => {
    it("cancels when -momentum equals the die: score is stat + adds", () => {
      const r = resolveActionRoll({ actionDie: 3, stat: 2, adds: 1, momentum: -3, challengeDice: [3, 2] });
      expect(r.actionDieCancelled).toBe(true);
      expect(r.score).toBe(3);
      expect(r.rawScore).toBe(3);
      expect(r.outcome).toBe("weakHit");
      expect(r.actionDie).toBe(3);
    });

    it("does not cancel when the die differs from -momentum", () => {
      const r = resolveActionRoll({ actionDie: 4, stat: 2, momentum: -3, challengeDice: [3, 2] });
      expect(r.actionDieCancelled).toBe(false);
      expect(r.score).toBe(6);
    });

    it("does not cancel on positive momentum equal to the die", () => {
      const r = resolveActionRoll({ actionDie: 3, stat: 2, momentum: 3, challengeDice: [9, 9] });
      expect(r.actionDieCancelled).toBe(false);
      expect(r.score).toBe(5);
    });

    it("-6 momentum cancels a 6", () => {
      const r = resolveActionRoll({ actionDie: 6, stat: 3, momentum: -6, challengeDice: [1, 5] });
      expect(r.actionDieCancelled).toBe(true);
      expect(r.score).toBe(3);
      expect(r.outcome).toBe("weakHit");
    });

    it("can be turned off (the Starforged world setting)", () => {
      const r = resolveActionRoll({
        actionDie: 3,
        stat: 2,
        momentum: -3,
        challengeDice: [3, 2],
        cancelOnNegativeMomentum: false,
      });
      expect(r.actionDieCancelled).toBe(false);
      expect(r.score).toBe(5);
      expect(r.outcome).toBe("strongHit");
    });

    it("still caps a cancelled score at 10", () => {
      const r = resolveActionRoll({ actionDie: 2, stat: 8, adds: 5, momentum: -2, challengeDice: [9, 10] });
      expect(r.rawScore).toBe(13);
      expect(r.score).toBe(10);
      expect(r.capped).toBe(true);
    });
  });

  describe("momentum burn", () => {
    it("is offered when momentum beats a die the score did not", () => {
      const r = resolveActionRoll({ actionDie: 2, stat: 1, momentum: 8, challengeDice: [7, 2] });
      expect(r.outcome).toBe("weakHit");
      expect(r.burn).toEqual({ momentum: 8, outcome: "strongHit", beaten: [true, true] });
    });

    it("counts only dice strictly below momentum", () => {
      const r = resolveActionRoll({ actionDie: 1, stat: 1, momentum: 7, challengeDice: [7, 6] });
      expect(r.outcome).toBe("miss");
      expect(r.burn).toEqual({ momentum: 7, outcome: "weakHit", beaten: [false, true] });
    });

    it("is not offered when it would not improve the outcome", () => {
      // Momentum equal to both dice beats neither.
      expect(
        resolveActionRoll({ actionDie: 1, stat: 1, momentum: 7, challengeDice: [7, 7] }).burn,
      ).toBeNull();
      // Already a strong hit.
      expect(
        resolveActionRoll({ actionDie: 6, stat: 3, momentum: 10, challengeDice: [1, 2] }).burn,
      ).toBeNull();
      // Momentum below the score.
      expect(
        resolveActionRoll({ actionDie: 6, stat: 2, momentum: 5, challengeDice: [9, 3] }).burn,
      ).toBeNull();
      // Momentum beats a die, but only the one already beaten.
      expect(
        resolveActionRoll({ actionDie: 1, stat: 3, momentum: 5, challengeDice: [2, 8] }).burn,
      ).toBeNull();
    });

    it("is never offered at 0 or negative momentum", () => {
      expect(
        resolveActionRoll({ actionDie: 1, stat: 0, momentum: 0, challengeDice: [9, 9] }).burn,
      ).toBeNull();
      expect(
        resolveActionRoll({ actionDie: 1, stat: 0, momentum: -1, challengeDice: [1, 1] }).burn,
      ).toBeNull();
    });

    it("a 10 momentum beats every die but a 10", () => {
      const r = resolveActionRoll({ actionDie: 1, stat: 0, momentum: 10, challengeDice: [9, 10] });
      expect(r.burn).toEqual({ momentum: 10, outcome: "weakHit", beaten: [true, false] });
    });

    it("a burned result never loses a die the score beat", () => {
      for (const momentum of [1, 4, 7, 10])
        for (const a of FACES)
          for (const b of FACES) {
            const r = resolveActionRoll({ actionDie: 3, stat: 2, momentum, challengeDice: [a, b] });
            if (r.burn) {
              expect(r.burn.beaten[0] || !r.beaten[0]).toBe(true);
              expect(r.burn.beaten[1] || !r.beaten[1]).toBe(true);
              expect(r.burn.beaten).toEqual([a < Math.max(5, momentum), b < Math.max(5, momentum)]);
            }
          }
    });

    it("applyMomentumBurn returns the burned result and cannot burn twice", () => {
      const r = resolveActionRoll({ actionDie: 2, stat: 1, momentum: 8, challengeDice: [7, 2] });
      const b = applyMomentumBurn(r);
      expect(b.outcome).toBe("strongHit");
      expect(b.beaten).toEqual([true, true]);
      expect(b.burned).toBe(true);
      expect(b.burn).toEqual(r.burn);
      expect(b.score).toBe(r.score);
      expect(b.match).toBe(r.match);
      expect(r.outcome).toBe("weakHit");
      expect(r.burned).toBe(false);
      expect(() => applyMomentumBurn(b)).toThrow(/already been burned/);
    });

    it("applyMomentumBurn keeps a match", () => {
      const r = resolveActionRoll({ actionDie: 1, stat: 1, momentum: 6, challengeDice: [5, 5] });
      const b = applyMomentumBurn(r);
      expect(b.outcome).toBe("strongHit");
      expect(b.match).toBe(true);
    });

    it("applyMomentumBurn throws a RulesError when no burn is available", () => {
      const r = resolveActionRoll({ actionDie: 6, stat: 3, momentum: 10, challengeDice: [1, 2] });
      expect(() => applyMomentumBurn(r)).toThrow(RulesError);
      const neg = resolveActionRoll({ actionDie: 1, stat: 1, momentum: -2, challengeDice: [9, 9] });
      expect(() => applyMomentumBurn(neg)).toThrow(/would not improve/);
    });

    it("applyMomentumBurn refuses a result that disagrees with its own dice", () => {
      const r = resolveActionRoll({ actionDie: 2, stat: 1, momentum: 8, challengeDice: [7, 2] });
      const altered: ActionRollResult = { ...r, outcome: "miss" };
      expect(() => applyMomentumBurn(altered)).toThrow(/does not agree/);
      const badDie: ActionRollResult = { ...r, actionDie: 9 };
      expect(() => applyMomentumBurn(badDie)).toThrow(RulesError);
      expect(() => applyMomentumBurn(null as unknown as ActionRollResult)).toThrow(RulesError);
    });
  });

  it("never reports a weak hit on a match, over every roll", () => {
    for (let die = 1; die <= 6; die++)
      for (let stat = -2; stat <= 8; stat++)
        for (const face of FACES) {
          const r = resolveActionRoll({ actionDie: die, stat, momentum: 10, challengeDice: [face, face] });
          expect(r.outcome).not.toBe("weakHit");
          if (r.burn) expect(r.burn.outcome).not.toBe("weakHit");
        }
  });

  it("serialises to JSON as it is", () => {
    const r = resolveActionRoll({ actionDie: 2, stat: 1, momentum: 8, challengeDice: [7, 2] });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it("validates every input", () => {
    const ok = { actionDie: 3, stat: 2, challengeDice: [4, 5] as ChallengeDice };
    expect(() => resolveActionRoll({ ...ok, actionDie: 0 })).toThrow(/actionDie/);
    expect(() => resolveActionRoll({ ...ok, actionDie: 7 })).toThrow(RulesError);
    expect(() => resolveActionRoll({ ...ok, actionDie: 2.5 })).toThrow(/whole number/);
    expect(() => resolveActionRoll({ ...ok, stat: 21 })).toThrow(/stat/);
    expect(() => resolveActionRoll({ ...ok, stat: -11 })).toThrow(RulesError);
    expect(() => resolveActionRoll({ ...ok, stat: 1.5 })).toThrow(RulesError);
    expect(() => resolveActionRoll({ ...ok, adds: -1 })).toThrow(/adds/);
    expect(() => resolveActionRoll({ ...ok, adds: 21 })).toThrow(RulesError);
    expect(() => resolveActionRoll({ ...ok, momentum: -7 })).toThrow(/momentum/);
    expect(() => resolveActionRoll({ ...ok, momentum: 11 })).toThrow(RulesError);
    expect(() => resolveActionRoll({ ...ok, challengeDice: [4, 11] })).toThrow(/challengeDice\[1\]/);
    expect(() => resolveActionRoll({ ...ok, challengeDice: [4] as unknown as ChallengeDice })).toThrow(
      RulesError,
    );
    expect(() => resolveActionRoll({ ...ok, cancelOnNegativeMomentum: "yes" as unknown as boolean })).toThrow(
      /true or false/,
    );
    expect(() => resolveActionRoll(undefined as unknown as typeof ok)).toThrow(RulesError);
    // The extremes of every range are accepted.
    expect(resolveActionRoll({ ...ok, stat: -10, adds: 0, momentum: -6 }).score).toBe(-7);
    expect(resolveActionRoll({ ...ok, stat: 20, adds: 20, momentum: 10 }).score).toBe(10);
  });
});

describe("resolveProgressRoll", () => {
  it("compares the progress score with each die, ties to the die", () => {
    expect(resolveProgressRoll({ progress: 6, challengeDice: [5, 6] })).toEqual({
      outcome: "weakHit",
      score: 6,
      challengeDice: [5, 6],
      beaten: [true, false],
      match: false,
      burn: null,
    });
    expect(resolveProgressRoll({ progress: 6, challengeDice: [6, 6] }).outcome).toBe("miss");
    expect(resolveProgressRoll({ progress: 6, challengeDice: [5, 1] }).outcome).toBe("strongHit");
  });

  it("a full track still loses to a 10", () => {
    expect(resolveProgressRoll({ progress: 10, challengeDice: [10, 9] }).outcome).toBe("weakHit");
    const m = resolveProgressRoll({ progress: 10, challengeDice: [10, 10] });
    expect(m.outcome).toBe("miss");
    expect(m.match).toBe(true);
  });

  it("0 progress always misses", () => {
    for (const a of FACES)
      for (const b of FACES) {
        expect(resolveProgressRoll({ progress: 0, challengeDice: [a, b] }).outcome).toBe("miss");
      }
  });

  it("never offers a burn", () => {
    for (let progress = 0; progress <= 10; progress++)
      for (const a of FACES)
        for (const b of FACES) {
          expect(resolveProgressRoll({ progress, challengeDice: [a, b] }).burn).toBeNull();
        }
  });

  it("validates inputs", () => {
    expect(() => resolveProgressRoll({ progress: 11, challengeDice: [1, 1] })).toThrow(/progress/);
    expect(() => resolveProgressRoll({ progress: -1, challengeDice: [1, 1] })).toThrow(RulesError);
    expect(() => resolveProgressRoll({ progress: 3.5, challengeDice: [1, 1] })).toThrow(RulesError);
    expect(() => resolveProgressRoll({ progress: 3, challengeDice: [0, 1] })).toThrow(RulesError);
  });
});

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
