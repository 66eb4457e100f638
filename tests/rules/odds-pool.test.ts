import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { poolRollOdds, type PoolOdds } from "../../src/rules/pool";
import { resolvePoolRoll } from "../../src/rules/pool";

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

/** Rolls every pool of `n` d10s against every pair of challenge dice through the resolver. */
function bruteForce(n: number): PoolOdds {
  const counts: PoolOdds = {
    fullSuccess: 0,
    partialSuccess: 0,
    miss: 0,
    match: 0,
    opportunity: 0,
    complication: 0,
  };
  let total = 0;
  for (const pool of allRolls(n, 10)) {
    for (const challengeDice of allRolls(2, 10)) {
      const r = resolvePoolRoll({ pool, challengeDice });
      counts[r.outcome]++;
      if (r.match) counts.match++;
      if (r.matchResult !== null) counts[r.matchResult]++;
      total++;
    }
  }
  for (const key of Object.keys(counts) as (keyof PoolOdds)[]) counts[key] /= total;
  return counts;
}

describe("poolRollOdds", () => {
  it.each([1, 2, 3, 4])("matches a brute-force enumeration for %i dice", (dice) => {
    const exact = poolRollOdds({ dice });
    const counted = bruteForce(dice);
    for (const key of Object.keys(counted) as (keyof PoolOdds)[]) {
      expect(exact[key]).toBeCloseTo(counted[key], 12);
    }
  });

  it("sums to one, the match chance is 1/10 and splits into opportunity and complication", () => {
    for (let dice = 1; dice <= 40; dice++) {
      const o = poolRollOdds({ dice });
      expect(o.fullSuccess + o.partialSuccess + o.miss).toBeCloseTo(1, 12);
      expect(o.match).toBeCloseTo(0.1, 12);
      expect(o.opportunity + o.complication).toBeCloseTo(o.match, 12);
    }
  });

  it("more dice never lower the chance of a full success", () => {
    let previous = 0;
    for (let dice = 1; dice <= 40; dice++) {
      const o = poolRollOdds({ dice });
      expect(o.fullSuccess).toBeGreaterThan(previous);
      previous = o.fullSuccess;
    }
  });

  it("rejects an empty pool and bad counts", () => {
    expect(() => poolRollOdds({ dice: 0 })).toThrow(RulesError);
    expect(() => poolRollOdds({ dice: -1 })).toThrow(RulesError);
    expect(() => poolRollOdds({ dice: 1.5 })).toThrow(/whole number/);
    expect(() => poolRollOdds({ dice: 41 })).toThrow(RulesError);
  });
});
