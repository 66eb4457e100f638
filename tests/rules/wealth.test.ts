import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  type WealthOutcome,
  type WealthState,
  WEALTH_TABLE,
  canBuyWithParcel,
  effectiveTier,
  investParcel,
  markBroke,
  markShort,
  recoverBroke,
  recoverShort,
  resolvePurchase,
  spendParcel,
} from "../../src/rules/wealth";

/** Reads the document's shorthand ("S + 2 Costs", "T + Flaw") into an outcome. */
function parse(text: string): WealthOutcome {
  const parts = text.split("+").map((p) => p.trim());
  const costs = parts.includes("Cost") ? 1 : parts.includes("2 Costs") ? 2 : 0;
  return { success: parts[0] === "S", bonus: parts.includes("Bonus"), costs, flaw: parts.includes("Flaw") };
}

const W = (tier: number, short = 0, broke = 0): WealthState => ({ tier, short, broke });

describe("the purchase table", () => {
  const expected = {
    below: ["S + Bonus", "S + Bonus", "S", "S", "S + Cost", "S + 2 Costs"],
    at: ["S + Bonus", "S", "S + Cost", "S + 2 Costs", "T", "T + Flaw"],
    over: ["S", "S + Cost", "S + 2 Costs", "T", "T + Flaw", "T + Flaw"],
  } as const;
  for (const column of ["below", "at", "over"] as const) {
    it(`reads the ${column} column 6..1 as the document`, () => {
      expect([6, 5, 4, 3, 2, 1].map((f) => WEALTH_TABLE[column][f as 1])).toEqual(expected[column].map(parse));
    });
  }
});

describe("resolvePurchase", () => {
  it("chooses the column by comparing the item tier with the effective tier", () => {
    expect(resolvePurchase({ die: 2, wealth: W(3), itemTier: 2 })).toMatchObject({ column: "below", success: true, costs: 1 });
    expect(resolvePurchase({ die: 2, wealth: W(3), itemTier: 3 })).toMatchObject({ column: "at", success: false, flaw: false });
    expect(resolvePurchase({ die: 2, wealth: W(3), itemTier: 4 })).toMatchObject({ column: "over", success: false, flaw: true });
  });
  it("acts one tier lower while Short", () => {
    const r = resolvePurchase({ die: 6, wealth: W(3, 1), itemTier: 3 });
    expect(r).toMatchObject({ effectiveTier: 2, column: "over", success: true, bonus: false, costs: 0 });
  });
  it("reports the die and item tier as plain data", () => {
    const r = resolvePurchase({ die: 4, wealth: W(5), itemTier: 1 });
    expect(r).toEqual({ success: true, bonus: false, costs: 0, flaw: false, die: 4, effectiveTier: 5, itemTier: 1, column: "below" });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });
  it("makes every item over wealth below tier 0", () => {
    expect(resolvePurchase({ die: 6, wealth: W(0, 0, 1), itemTier: 0 })).toMatchObject({ effectiveTier: -1, column: "over" });
  });
  it("refuses bad input", () => {
    expect(() => resolvePurchase({ die: 7, wealth: W(3), itemTier: 3 })).toThrow(RulesError);
    expect(() => resolvePurchase({ die: 3, wealth: W(3), itemTier: 11 })).toThrow(RulesError);
    expect(() => resolvePurchase({ die: 3, wealth: W(3), itemTier: -1 })).toThrow(RulesError);
    expect(() => resolvePurchase({ die: 3, wealth: W(11), itemTier: 1 })).toThrow(RulesError);
    expect(() => resolvePurchase({ die: 3, wealth: W(3, 3), itemTier: 1 })).toThrow(RulesError);
    expect(() => resolvePurchase({ die: 3, wealth: W(3, 0, -1), itemTier: 1 })).toThrow(RulesError);
    const bad = { die: 3, wealth: null, itemTier: 1 } as unknown as Parameters<typeof resolvePurchase>[0];
    expect(() => resolvePurchase(bad)).toThrow(RulesError);
  });
});

describe("Short and Broke", () => {
  it("Short is one tier lower however many times marked", () => {
    expect(effectiveTier(W(4))).toBe(4);
    expect(effectiveTier(W(4, 1))).toBe(3);
    expect(effectiveTier(W(4, 2))).toBe(3);
  });
  it("Broke is cumulative, and stacks with Short", () => {
    expect(effectiveTier(W(4, 0, 1))).toBe(3);
    expect(effectiveTier(W(4, 0, 2))).toBe(2);
    expect(effectiveTier(W(4, 1, 2))).toBe(1);
  });
  it("turns the third Short into a Broke and resets the count", () => {
    let s = W(4);
    s = markShort(s);
    expect(s).toEqual(W(4, 1));
    s = markShort(s);
    expect(s).toEqual(W(4, 2));
    s = markShort(s);
    expect(s).toEqual(W(4, 0, 1));
    expect(markShort(markShort(markShort(s)))).toEqual(W(4, 0, 2));
  });
  it("marks Broke directly, and does not change the input", () => {
    const s = W(4, 1);
    expect(markBroke(s)).toEqual(W(4, 1, 1));
    expect(s).toEqual(W(4, 1));
  });
  it("recovers from Short by time or a parcel of the unpenalised tier", () => {
    expect(recoverShort(W(4, 2))).toEqual(W(4));
    expect(recoverShort(W(4, 1, 1), { parcelTier: 4 })).toEqual(W(4, 0, 1));
    expect(() => recoverShort(W(4, 1), { parcelTier: 3 })).toThrow(/tier 4 parcel/);
    expect(() => recoverShort(W(4))).toThrow(RulesError);
  });
  it("recovers one Broke by time or a parcel of tier + 1", () => {
    expect(recoverBroke(W(4, 0, 2))).toEqual(W(4, 0, 1));
    expect(recoverBroke(W(4, 1, 1), { parcelTier: 5 })).toEqual(W(4, 1, 0));
    expect(() => recoverBroke(W(4, 0, 1), { parcelTier: 4 })).toThrow(RulesError);
    expect(() => recoverBroke(W(4))).toThrow(RulesError);
  });
  it("refuses more than 20 Broke marks", () => {
    expect(() => markBroke(W(4, 0, 20))).toThrow(RulesError);
  });
});

describe("cash parcels", () => {
  it("buy items of equal or lower tier", () => {
    expect(canBuyWithParcel(3, 3)).toBe(true);
    expect(canBuyWithParcel(3, 1)).toBe(true);
    expect(canBuyWithParcel(3, 4)).toBe(false);
    expect(() => canBuyWithParcel(3, 1.5)).toThrow(RulesError);
  });
  it("are spent on an item of their tier or lower; none, or one too low, is refused", () => {
    expect(spendParcel(3, 3)).toEqual({ parcelTier: 3, itemTier: 3 });
    expect(spendParcel(4, 0)).toEqual({ parcelTier: 4, itemTier: 0 });
    expect(() => spendParcel(2, 3)).toThrow(expect.objectContaining({ code: "ParcelTooLow", details: { parcelTier: 2, itemTier: 3 } }));
    expect(() => spendParcel(null, 0)).toThrow(expect.objectContaining({ code: "NoParcel" }));
    expect(() => spendParcel(3, 11)).toThrow(expect.objectContaining({ code: "OutOfRange" }));
  });
  it("raise the tier when a parcel of tier + 1 is invested", () => {
    expect(investParcel(W(2), 3)).toEqual(W(3));
    expect(investParcel(W(2, 1, 0), 3)).toEqual(W(3, 1, 0));
  });
  it("investing while Broke removes one Broke and keeps the tier (the decided reading)", () => {
    expect(investParcel(W(2, 1, 1), 3)).toEqual(W(2, 1, 0));
    expect(investParcel(W(2, 0, 2), 3)).toEqual(W(2, 0, 1));
    expect(investParcel(W(2, 0, 2), 3)).toEqual(recoverBroke(W(2, 0, 2), { parcelTier: 3 }));
    expect(() => investParcel(W(2, 0, 1), 4)).toThrow(RulesError);
    expect(() => investParcel(W(2), 2)).toThrow(RulesError);
    expect(() => investParcel(W(2), 4)).toThrow(RulesError);
    expect(() => investParcel(W(10), 11)).toThrow(RulesError);
  });
});
