import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { strikeLearnOdds, strikeRollOdds } from "../../src/rules/strike";
import { type StrikeRowId, diceToRoll, resolveStrikeRoll, strikeTableRowIds } from "../../src/rules/strike";

/** Every sequence of `n` d6 faces. */
function allDice(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((seq) => [1, 2, 3, 4, 5, 6].map((f) => [...seq, f]));
  return out;
}

interface Case {
  skilled: boolean;
  advantage: boolean;
  disadvantage: boolean;
  majorConditions: number;
  helpers: number;
}

function bruteForce(c: Case): { rows: Map<StrikeRowId, number>; learn: number } {
  const count = diceToRoll(c).count;
  const rows = new Map<StrikeRowId, number>();
  let learn = 0;
  let total = 0;
  for (const dice of allDice(count)) {
    for (const helperDice of allDice(c.helpers)) {
      const r = resolveStrikeRoll({ ...c, dice, helperDice });
      rows.set(r.row, (rows.get(r.row) ?? 0) + 1);
      if (r.learns) learn += 1;
      total += 1;
    }
  }
  for (const [k, v] of rows) rows.set(k, v / total);
  return { rows, learn: learn / total };
}

const cases: Case[] = [];
for (const skilled of [true, false])
  for (const [advantage, disadvantage] of [
    [false, false],
    [true, false],
    [false, true],
    [true, true],
  ])
    for (const majorConditions of [0, 1, 2, 5, 6])
      for (const helpers of [0, 1, 2, 3]) cases.push({ skilled, advantage, disadvantage, majorConditions, helpers });

describe("strikeRollOdds", () => {
  it.each(cases)("matches brute force: %o", (c) => {
    const odds = strikeRollOdds(c);
    const brute = bruteForce(c);
    expect(Object.keys(odds).sort()).toEqual([...strikeTableRowIds(c.skilled)].sort());
    for (const id of strikeTableRowIds(c.skilled)) expect(odds[id]).toBeCloseTo(brute.rows.get(id) ?? 0, 12);
    const sum = Object.values(odds).reduce((s, p) => s + (p ?? 0), 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(strikeLearnOdds(c)).toBeCloseTo(brute.learn, 12);
  });
  it("sums to 1 with ten helpers", () => {
    const odds = strikeRollOdds({ skilled: true, disadvantage: true, helpers: 10 });
    expect(Object.values(odds).reduce((s, p) => s + (p ?? 0), 0)).toBeCloseTo(1, 12);
  });
  it("refuses bad inputs", () => {
    expect(() => strikeRollOdds({ skilled: true, majorConditions: -1 })).toThrow(RulesError);
    expect(() => strikeRollOdds({ skilled: true, helpers: 11 })).toThrow(RulesError);
    expect(() => strikeRollOdds({ skilled: true, helpers: 0.5 })).toThrow(RulesError);
    const bad = { skilled: 1 } as unknown as Parameters<typeof strikeRollOdds>[0];
    expect(() => strikeRollOdds(bad)).toThrow(RulesError);
  });
});
