import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { YES_BUT_CHOICES, opposedRollSetup, resolveOpposedRoll } from "../../src/rules/strike-opposed";
import { resolveStrikeRoll } from "../../src/rules/strike";

describe("resolveOpposedRoll", () => {
  it("wins outright by 3 or more", () => {
    expect(resolveOpposedRoll({ a: 5, b: 2 })).toMatchObject({ margin: 3, winner: "a", degree: "outright", loserPicks: false });
    expect(resolveOpposedRoll({ a: 1, b: 6 })).toMatchObject({ margin: -5, winner: "b", degree: "outright" });
  });
  it("wins with a 'yes, but' by 1 or 2, and the loser picks", () => {
    expect(resolveOpposedRoll({ a: 4, b: 3 })).toMatchObject({ winner: "a", degree: "yesBut", loserPicks: true });
    expect(resolveOpposedRoll({ a: 2, b: 4 })).toMatchObject({ winner: "b", degree: "yesBut", loserPicks: true });
  });
  it("gives nobody anything on a tie", () => {
    expect(resolveOpposedRoll({ a: 4, b: 4 })).toMatchObject({ margin: 0, winner: null, degree: "tie", loserPicks: false });
  });
  it("exports the four loser choices", () => {
    expect(YES_BUT_CHOICES).toEqual(["insecureHold", "costsThemMore", "costsYouLess", "somethingExtra"]);
  });
  it("compares roll results by their unclamped totals", () => {
    const a = resolveStrikeRoll({ dice: [1], skilled: true, majorConditions: 2 });
    const b = resolveStrikeRoll({ dice: [2], skilled: true, majorConditions: 2 });
    expect(a.value).toBe(b.value);
    expect(resolveOpposedRoll({ a, b })).toMatchObject({ a: -1, b: 0, winner: "b", degree: "yesBut" });
  });
  it("lets an unskilled side with a natural 6 learn when it wins or ties a skilled side", () => {
    const skilled = (face: number) => resolveStrikeRoll({ dice: [face], skilled: true });
    const unskilled = (dice: number[]) => resolveStrikeRoll({ dice, skilled: false, disadvantage: true });
    // one 6 is enough, but the kept (lower) die must still win or tie
    expect(resolveOpposedRoll({ a: unskilled([6, 4]), b: skilled(4) })).toMatchObject({ winner: null, aLearns: true });
    expect(resolveOpposedRoll({ a: unskilled([4, 6]), b: skilled(2) })).toMatchObject({ winner: "a", aLearns: true });
    expect(resolveOpposedRoll({ a: unskilled([6, 4]), b: skilled(5) })).toMatchObject({ winner: "b", aLearns: false });
    expect(resolveOpposedRoll({ a: unskilled([5, 4]), b: skilled(2) })).toMatchObject({ winner: "a", aLearns: false });
    expect(resolveOpposedRoll({ b: unskilled([6, 6]), a: skilled(1) })).toMatchObject({ winner: "b", bLearns: true, aLearns: false });
  });
  it("does not learn against an unskilled opponent or without the roll's details", () => {
    const u6 = resolveStrikeRoll({ dice: [6], skilled: false });
    const u1 = resolveStrikeRoll({ dice: [1], skilled: false });
    expect(resolveOpposedRoll({ a: u6, b: u1 }).aLearns).toBe(false);
    expect(resolveOpposedRoll({ a: 6, b: 1 }).aLearns).toBe(false);
    expect(resolveOpposedRoll({ a: { total: 6, dice: [6], skilled: false }, b: 3 }).aLearns).toBe(false);
    expect(resolveOpposedRoll({ a: { total: 6, dice: [6], skilled: false }, b: { total: 3, skilled: true } }).aLearns).toBe(true);
  });
  it("refuses bad values", () => {
    expect(() => resolveOpposedRoll({ a: 2.5, b: 1 })).toThrow(RulesError);
    expect(() => resolveOpposedRoll({ a: { total: 3, dice: [9] }, b: 1 })).toThrow(RulesError);
    const bad = { a: "3", b: 1 } as unknown as Parameters<typeof resolveOpposedRoll>[0];
    expect(() => resolveOpposedRoll(bad)).toThrow(RulesError);
    const nul = { a: null, b: 1 } as unknown as Parameters<typeof resolveOpposedRoll>[0];
    expect(() => resolveOpposedRoll(nul)).toThrow(RulesError);
  });
});

describe("opposedRollSetup", () => {
  it("gives the unskilled side disadvantage against a skilled one", () => {
    expect(opposedRollSetup({ aSkilled: true, bSkilled: false })).toEqual({ a: { disadvantage: false }, b: { disadvantage: true } });
    expect(opposedRollSetup({ aSkilled: false, bSkilled: true })).toEqual({ a: { disadvantage: true }, b: { disadvantage: false } });
  });
  it("gives nobody disadvantage on equal footing", () => {
    expect(opposedRollSetup({ aSkilled: false, bSkilled: false })).toEqual({ a: { disadvantage: false }, b: { disadvantage: false } });
    expect(opposedRollSetup({ aSkilled: true, bSkilled: true })).toEqual({ a: { disadvantage: false }, b: { disadvantage: false } });
    expect(opposedRollSetup({ aSkilled: true, bSkilled: true, aGeneral: true, bGeneral: true })).toEqual({
      a: { disadvantage: false },
      b: { disadvantage: false },
    });
  });
  it("gives a general skill disadvantage against a specific one", () => {
    expect(opposedRollSetup({ aSkilled: true, bSkilled: true, aGeneral: true })).toEqual({ a: { disadvantage: true }, b: { disadvantage: false } });
    expect(opposedRollSetup({ aSkilled: true, bSkilled: true, bGeneral: true })).toEqual({ a: { disadvantage: false }, b: { disadvantage: true } });
  });
  it("lets skill beat generality: a general skill against no skill is the unskilled side's disadvantage", () => {
    expect(opposedRollSetup({ aSkilled: true, bSkilled: false, aGeneral: true })).toEqual({ a: { disadvantage: false }, b: { disadvantage: true } });
  });
  it("refuses a general skill on an unskilled side and non-boolean flags", () => {
    expect(() => opposedRollSetup({ aSkilled: false, bSkilled: true, aGeneral: true })).toThrow(RulesError);
    const bad = { aSkilled: "no", bSkilled: true } as unknown as Parameters<typeof opposedRollSetup>[0];
    expect(() => opposedRollSetup(bad)).toThrow(RulesError);
  });
});
