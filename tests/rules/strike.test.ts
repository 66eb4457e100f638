import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  SKILLED_TABLE,
  STRIKE_ROWS,
  UNSKILLED_TABLE,
  applyStrikeHelpers,
  diceToRoll,
  keepStrikeDie,
  linkedRollEffect,
  resolveStrikeRoll,
  strikeTableRowIds,
} from "../../src/rules/strike";

describe("Strike! tables", () => {
  it("reads the skilled table 6..1 as docs/rulings.md records", () => {
    expect([6, 5, 4, 3, 2, 1].map((f) => SKILLED_TABLE[f as 1])).toEqual([
      "successBonus",
      "success",
      "success",
      "successCost",
      "twist",
      "twistCost",
    ]);
  });
  it("reads the unskilled table 6..1, rows 3..1 as the decided reading", () => {
    expect([6, 5, 4, 3, 2, 1].map((f) => UNSKILLED_TABLE[f as 1])).toEqual([
      "successLearn",
      "success",
      "successCost",
      "twist",
      "twist",
      "twistCost",
    ]);
  });
  it("lists each table's row ids once", () => {
    expect(strikeTableRowIds(true)).toEqual(["successBonus", "success", "successCost", "twist", "twistCost"]);
    expect(strikeTableRowIds(false)).toEqual(["successLearn", "success", "successCost", "twist", "twistCost"]);
  });
  it("gives every row consistent flags", () => {
    for (const info of Object.values(STRIKE_ROWS)) expect(info.success).toBe(!info.twist);
    expect(STRIKE_ROWS.successCost.cost).toBe(1);
    expect(STRIKE_ROWS.twistCost.cost).toBe(1);
    expect(STRIKE_ROWS.successBonus.bonus).toBe(true);
    expect(STRIKE_ROWS.success.bonus).toBe(false);
  });
  it("resolves every face on both tables with no modifiers", () => {
    for (const face of [1, 2, 3, 4, 5, 6] as const) {
      expect(resolveStrikeRoll({ dice: [face], skilled: true }).row).toBe(SKILLED_TABLE[face]);
      expect(resolveStrikeRoll({ dice: [face], skilled: false }).row).toBe(UNSKILLED_TABLE[face]);
    }
  });
});

describe("advantage and disadvantage", () => {
  it("rolls two keep higher, two keep lower, or one when both or neither", () => {
    expect(diceToRoll({})).toEqual({ count: 1, keep: "only" });
    expect(diceToRoll({ advantage: true })).toEqual({ count: 2, keep: "highest" });
    expect(diceToRoll({ disadvantage: true })).toEqual({ count: 2, keep: "lowest" });
    expect(diceToRoll({ advantage: true, disadvantage: true })).toEqual({ count: 1, keep: "only" });
    expect(diceToRoll({ advantage: false, disadvantage: false })).toEqual({ count: 1, keep: "only" });
  });
  it("keeps the right die and reports its index", () => {
    expect(keepStrikeDie([2, 5], { advantage: true })).toEqual({ kept: 5, keptIndex: 1 });
    expect(keepStrikeDie([2, 5], { disadvantage: true })).toEqual({ kept: 2, keptIndex: 0 });
    expect(keepStrikeDie([4, 4], { advantage: true })).toEqual({ kept: 4, keptIndex: 0 });
    const r = resolveStrikeRoll({ dice: [6, 1], skilled: true, disadvantage: true });
    expect(r).toMatchObject({ kept: 1, keptIndex: 1, row: "twistCost", disadvantage: true, advantage: false });
  });
  it("cancels both flags in the result when both apply", () => {
    const r = resolveStrikeRoll({ dice: [3], skilled: true, advantage: true, disadvantage: true });
    expect(r.advantage).toBe(false);
    expect(r.disadvantage).toBe(false);
  });
  it("refuses the wrong number of dice, bad faces and bad flags", () => {
    expect(() => resolveStrikeRoll({ dice: [3, 4], skilled: true })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [3], skilled: true, advantage: true })).toThrow(/needs 2 d6/);
    expect(() => resolveStrikeRoll({ dice: [], skilled: true })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [7], skilled: true })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [0], skilled: true })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [2.5], skilled: true })).toThrow(RulesError);
    const bad = { dice: [3], skilled: "yes" } as unknown as Parameters<typeof resolveStrikeRoll>[0];
    expect(() => resolveStrikeRoll(bad)).toThrow(RulesError);
    const badFlag = { dice: [3], skilled: true, advantage: 1 } as unknown as Parameters<typeof resolveStrikeRoll>[0];
    expect(() => resolveStrikeRoll(badFlag)).toThrow(RulesError);
  });
});

describe("major conditions", () => {
  it("takes 1 per condition, cumulatively", () => {
    expect(resolveStrikeRoll({ dice: [6], skilled: true, majorConditions: 1 })).toMatchObject({ value: 5, row: "success" });
    expect(resolveStrikeRoll({ dice: [6], skilled: true, majorConditions: 3 })).toMatchObject({
      value: 3,
      row: "successCost",
      modifiers: { conditions: -3, helpers: 0 },
    });
  });
  it("clamps below 1 to 1 for the table, keeping the raw total", () => {
    const r = resolveStrikeRoll({ dice: [2], skilled: true, majorConditions: 4 });
    expect(r).toMatchObject({ total: -2, value: 1, row: "twistCost" });
  });
  it("refuses negative, fractional or too many conditions", () => {
    expect(() => resolveStrikeRoll({ dice: [2], skilled: true, majorConditions: -1 })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [2], skilled: true, majorConditions: 1.5 })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [2], skilled: true, majorConditions: 11 })).toThrow(RulesError);
  });
});

describe("helpers", () => {
  it("adds 1 when a helper rolls strictly higher than the primary roll", () => {
    expect(applyStrikeHelpers(3, [4])).toBe(4);
    expect(applyStrikeHelpers(3, [3])).toBe(3);
    expect(applyStrikeHelpers(3, [1])).toBe(3);
  });
  it("resolves several helpers lowest first against the running total", () => {
    // lowest first: 4 > 3 -> 4, then 5 > 4 -> 5. Highest first would stop at 4.
    expect(applyStrikeHelpers(3, [5, 4])).toBe(5);
    expect(applyStrikeHelpers(3, [4, 4])).toBe(4);
    expect(applyStrikeHelpers(1, [6, 6, 6])).toBe(4);
    expect(applyStrikeHelpers(2, [3, 4, 5, 6])).toBe(6);
  });
  it("never goes past 6", () => {
    expect(applyStrikeHelpers(6, [6, 6, 6])).toBe(6);
    expect(applyStrikeHelpers(5, [6, 6, 6, 6])).toBe(6);
  });
  it("compares helpers with the die before major conditions", () => {
    // die 4, helper 5 beats 4 -> 5, then two conditions -> 3
    const r = resolveStrikeRoll({ dice: [4], skilled: true, helperDice: [5], majorConditions: 2 });
    expect(r).toMatchObject({ value: 3, row: "successCost", modifiers: { conditions: -2, helpers: 1 } });
    // a helper 3 does not beat the die 4, even though the penalised value would be 2
    expect(resolveStrikeRoll({ dice: [4], skilled: true, helperDice: [3], majorConditions: 2 }).value).toBe(2);
  });
  it("helps the kept die, and reports helpers sorted", () => {
    const r = resolveStrikeRoll({ dice: [5, 2], skilled: true, disadvantage: true, helperDice: [6, 3] });
    expect(r).toMatchObject({ kept: 2, value: 4, helperDice: [3, 6] });
  });
  it("refuses bad helper dice", () => {
    expect(() => resolveStrikeRoll({ dice: [4], skilled: true, helperDice: [7] })).toThrow(RulesError);
    expect(() => resolveStrikeRoll({ dice: [4], skilled: true, helperDice: new Array<number>(11).fill(1) })).toThrow(
      RulesError,
    );
  });
});

describe("learning", () => {
  it("learns on a natural 6 unskilled, never skilled", () => {
    expect(resolveStrikeRoll({ dice: [6], skilled: false })).toMatchObject({ row: "successLearn", learns: true, bonus: true });
    expect(resolveStrikeRoll({ dice: [6], skilled: true }).learns).toBe(false);
    expect(resolveStrikeRoll({ dice: [5], skilled: false }).learns).toBe(false);
  });
  it("needs 5 and 6 or two 6s with advantage or disadvantage alone", () => {
    for (const flags of [{ advantage: true }, { disadvantage: true }]) {
      expect(resolveStrikeRoll({ dice: [5, 6], skilled: false, ...flags }).learns).toBe(true);
      expect(resolveStrikeRoll({ dice: [6, 5], skilled: false, ...flags }).learns).toBe(true);
      expect(resolveStrikeRoll({ dice: [6, 6], skilled: false, ...flags }).learns).toBe(true);
      expect(resolveStrikeRoll({ dice: [6, 4], skilled: false, ...flags }).learns).toBe(false);
      expect(resolveStrikeRoll({ dice: [5, 5], skilled: false, ...flags }).learns).toBe(false);
    }
    // with disadvantage 5 and 6 keeps the 5 (a plain success) and still learns
    expect(resolveStrikeRoll({ dice: [5, 6], skilled: false, disadvantage: true })).toMatchObject({
      row: "success",
      learns: true,
      bonus: false,
    });
  });
  it("uses the single-die rule when advantage and disadvantage cancel", () => {
    expect(resolveStrikeRoll({ dice: [6], skilled: false, advantage: true, disadvantage: true }).learns).toBe(true);
  });
  it("looks at the natural dice only", () => {
    // a helper lifting a 5 to 6 does not teach
    expect(resolveStrikeRoll({ dice: [5], skilled: false, helperDice: [6] })).toMatchObject({
      row: "successLearn",
      learns: false,
    });
    // a natural 6 under a condition still teaches, read as a 5
    expect(resolveStrikeRoll({ dice: [6], skilled: false, majorConditions: 1 })).toMatchObject({
      row: "success",
      learns: true,
    });
  });
});

describe("result flags", () => {
  it("maps rows to success, twist, cost and bonus", () => {
    expect(resolveStrikeRoll({ dice: [6], skilled: true })).toMatchObject({ success: true, twist: false, cost: 0, bonus: true });
    expect(resolveStrikeRoll({ dice: [3], skilled: true })).toMatchObject({ success: true, twist: false, cost: 1, bonus: false });
    expect(resolveStrikeRoll({ dice: [2], skilled: true })).toMatchObject({ success: false, twist: true, cost: 0 });
    expect(resolveStrikeRoll({ dice: [1], skilled: false })).toMatchObject({ success: false, twist: true, cost: 1 });
  });
  it("is plain JSON data", () => {
    const r = resolveStrikeRoll({ dice: [3, 5], skilled: false, advantage: true, helperDice: [2], majorConditions: 1 });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
});

describe("linked rolls", () => {
  it("gives advantage on a success, maybe disadvantage on a cost, nothing on a plain twist", () => {
    const effect = (face: number, skilled = true) => linkedRollEffect(resolveStrikeRoll({ dice: [face], skilled }));
    expect(effect(6)).toBe("advantage");
    expect(effect(5)).toBe("advantage");
    expect(effect(3)).toBe("advantageMaybeDisadvantage");
    expect(effect(2)).toBeNull();
    expect(effect(1)).toBe("maybeDisadvantage");
    expect(effect(6, false)).toBe("advantage");
    expect(effect(4, false)).toBe("advantageMaybeDisadvantage");
    expect(effect(3, false)).toBeNull();
  });
});
