import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { threatRollOdds, type ThreatOdds } from "../../src/rules/threat";
import { resolveThreatRoll, THREAT_OUTCOMES } from "../../src/rules/threat";

function* allRolls(count: number, faces: number): Generator<number[]> {
  const dice = Array<number>(count).fill(1);
  for (;;) {
    yield [...dice];
    let i = 0;
    while (i < count && dice[i] === faces) dice[i++] = 1;
    if (i === count) return;
    dice[i]++;
  }
}

/**
 * Rolls every combination of faces through the resolver: `actionDice` d6s (0 = two d6s, keep the
 * lower) with `threatDice` d8s.
 */
function bruteForce(actionDice: number, threatDice: number): ThreatOdds {
  const counts: ThreatOdds = { perfect: 0, good: 0, messy: 0, botched: 0, dire: 0 };
  const keep = actionDice === 0 ? "lowest" : "highest";
  const actions = [...allRolls(actionDice === 0 ? 2 : actionDice, 6)];
  const threats = threatDice === 0 ? [[]] : [...allRolls(threatDice, 8)];
  for (const action of actions) {
    for (const threat of threats) {
      counts[resolveThreatRoll({ actionDice: action, threatDice: threat, keep }).outcome]++;
    }
  }
  const total = actions.length * threats.length;
  for (const key of THREAT_OUTCOMES) counts[key] /= total;
  return counts;
}

function messyOrBetter(o: ThreatOdds): number {
  return o.perfect + o.good + o.messy;
}

const cases: [number, number][] = [];
for (let a = 0; a <= 4; a++) for (let t = 0; t <= 3; t++) cases.push([a, t]);

describe("threatRollOdds", () => {
  it.each(cases)(
    "matches a brute-force enumeration for %i action and %i threat dice",
    (actionDice, threatDice) => {
      const exact = threatRollOdds({ actionDice, threatDice });
      const counted = bruteForce(actionDice, threatDice);
      for (const key of THREAT_OUTCOMES) expect(exact[key]).toBeCloseTo(counted[key], 12);
    },
  );

  it("sums to one for every accepted pool", () => {
    for (let a = 0; a <= 6; a++) {
      for (let t = 0; t <= 12; t++) {
        const o = threatRollOdds({ actionDice: a, threatDice: t });
        expect(THREAT_OUTCOMES.reduce((sum, k) => sum + o[k], 0)).toBeCloseTo(1, 12);
        for (const k of THREAT_OUTCOMES) expect(o[k]).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("a zero-dice roll is never perfect; without threat dice nothing is dire", () => {
    expect(threatRollOdds({ actionDice: 0, threatDice: 3 }).perfect).toBe(0);
    for (let a = 0; a <= 6; a++) expect(threatRollOdds({ actionDice: a, threatDice: 0 }).dire).toBe(0);
  });

  it("the perfect chance does not depend on the threat dice (a perfect cannot be cut)", () => {
    const clear = threatRollOdds({ actionDice: 6, threatDice: 0 }).perfect;
    expect(threatRollOdds({ actionDice: 6, threatDice: 12 }).perfect).toBeCloseTo(clear, 12);
  });

  it("handles the largest pools", () => {
    const o = threatRollOdds({ actionDice: 6, threatDice: 4 });
    expect(THREAT_OUTCOMES.reduce((sum, k) => sum + o[k], 0)).toBeCloseTo(1, 12);
    expect(threatRollOdds({ actionDice: 6, threatDice: 12 }).dire).toBeGreaterThan(0);
  });

  it("rejects pools it cannot roll", () => {
    expect(() => threatRollOdds({ actionDice: 7, threatDice: 0 })).toThrow(RulesError);
    expect(() => threatRollOdds({ actionDice: -1, threatDice: 0 })).toThrow(RulesError);
    expect(() => threatRollOdds({ actionDice: 2.5, threatDice: 0 })).toThrow(/whole number/);
    expect(() => threatRollOdds({ actionDice: 2, threatDice: -1 })).toThrow(RulesError);
    expect(() => threatRollOdds({ actionDice: 2, threatDice: 13 })).toThrow(RulesError);
  });

  /*
   * The rules text says: "equal action and threat dice, about 52% messy or better; two more action dice
   * than threat dice, about 74%". No single pool gives both figures. Per pool, under our rules:
   *   equal  1v1 41.7%, 2v2 53.8%, 3v3 55.8%, 4v4 55.0%, 5v5 53.9%, 6v6 53.5%
   *   +2     2v0 75.0%, 3v1 76.2%, 4v2 73.0%, 5v3 69.2%, 6v4 66.1%
   * Reading the figures as averages over the small pools — up to four action dice — gives
   *   equal (1v1..4v4): 57035/110592 = 51.57% (the text's ~52%)
   *   +2    (2v0..4v2):  1291/1728   = 74.71% (the text's ~74%)
   * both within one point of the text. (Averaging equal pools 1..6 gives 52.27%; the +2 figure is not
   * reached by any reading that includes 5v3 or 6v4.) The fractions were worked out separately, in exact
   * rational arithmetic from the closed forms; the odds function they are compared with is itself checked
   * against the brute-force enumeration above for every pool used here except 4v4.
   */
  it("reproduces the text's rules of thumb as averages over pools of up to four action dice", () => {
    const odds = (a: number, t: number): number =>
      messyOrBetter(threatRollOdds({ actionDice: a, threatDice: t }));
    const equal = [1, 2, 3, 4].map((n) => odds(n, n));
    const twoMore = [0, 1, 2].map((n) => odds(n + 2, n));
    expect(equal[0]).toBeCloseTo(5 / 12, 12);
    expect(equal[1]).toBeCloseTo(155 / 288, 12);
    expect(equal[2]).toBeCloseTo(965 / 1728, 12);
    expect(equal[3]).toBeCloseTo(5065 / 9216, 12);
    expect(twoMore[0]).toBeCloseTo(3 / 4, 12);
    expect(twoMore[1]).toBeCloseTo(329 / 432, 12);
    expect(twoMore[2]).toBeCloseTo(1261 / 1728, 12);
    const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(equal)).toBeCloseTo(57035 / 110592, 12);
    expect(mean(twoMore)).toBeCloseTo(1291 / 1728, 12);
    expect(Math.abs(mean(equal) - 0.52)).toBeLessThan(0.01);
    expect(Math.abs(mean(twoMore) - 0.74)).toBeLessThan(0.01);
  });
});
