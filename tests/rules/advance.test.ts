import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { ADVANCE_COSTS, advanceCost, experienceToSpend, isUpgrade, spendExperience } from "../../src/rules/advance";

describe("Advance costs (IS-15 / SF-19)", () => {
  it("prices a new asset at 3 and an upgrade at 2 in both games, as their Advance texts do", () => {
    expect(advanceCost("ironsworn", "asset")).toBe(3);
    expect(advanceCost("ironsworn", "upgrade")).toBe(2);
    expect(advanceCost("starforged", "asset")).toBe(3);
    expect(advanceCost("starforged", "upgrade")).toBe(2);
    expect(() => advanceCost("augur" as "ironsworn", "asset")).toThrow(RulesError);
  });

  it("counts earned and legacy experience, less spent, never below 0", () => {
    expect(experienceToSpend({ earned: 4, spent: 2, legacy: 0 })).toBe(2);
    expect(experienceToSpend({ earned: 4, spent: 2, legacy: 6 })).toBe(8);
    expect(experienceToSpend({ earned: 1, spent: 5, legacy: 0 })).toBe(0);
    expect(() => experienceToSpend({ earned: -1, spent: 0, legacy: 0 })).toThrow(RulesError);
  });

  it("spends the cost when enough is left, down to exactly nothing", () => {
    expect(spendExperience({ earned: 5, spent: 0, legacy: 0 }, ADVANCE_COSTS.ironsworn.asset)).toBe(3);
    expect(spendExperience({ earned: 1, spent: 3, legacy: 4 }, 2)).toBe(5);
  });

  it("refuses a cost above what is left to spend, naming both", () => {
    expect(() => spendExperience({ earned: 4, spent: 2, legacy: 0 }, 3)).toThrow(
      expect.objectContaining({ name: "RulesError", code: "NotEnoughExperience", details: { cost: 3, available: 2 } }),
    );
    // Spent never passes the sheet's limit, whatever the legacies add.
    expect(() => spendExperience({ earned: 999, spent: 998, legacy: 10 }, 2)).toThrow(
      expect.objectContaining({ code: "NotEnoughExperience" }),
    );
    expect(() => spendExperience({ earned: 4, spent: 0, legacy: 0 }, 0)).toThrow(RulesError);
  });

  it("reads marking an ability beyond the first as an upgrade, and the first or a clearing as none", () => {
    expect(isUpgrade([true, false, false], 1)).toBe(true);
    expect(isUpgrade([false, false, false], 0)).toBe(false);
    expect(isUpgrade([true, false, false], 0)).toBe(false);
    expect(isUpgrade([true, true, false], 1)).toBe(false);
    expect(isUpgrade([false, true, false], 2)).toBe(true);
    expect(() => isUpgrade([true, false], 2)).toThrow(RulesError);
  });
});
