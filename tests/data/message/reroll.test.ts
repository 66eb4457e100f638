import { describe, expect, it } from "vitest";
import { assertRerollAllowance, rerollAllowedFor, rerollDieOf, rerollOpen } from "../../../src/kinds/action";
import { RulesError } from "../../../src/rules/errors";
import { actionCard } from "../../templates/card-fixtures";

describe("reroll allowance", () => {
  it("maps button indexes to dice", () => {
    expect([0, 1, 2, 3, -1].map(rerollDieOf)).toEqual(["action", "challenge", "challenge", null, null]);
  });

  it("is open while unused and unburned, for the dice it names", () => {
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    expect(rerollOpen(actionCard())).toBe(false);
    expect(rerollOpen(actionCard({ reroll }))).toBe(true);
    expect(rerollOpen(actionCard({ reroll, applied: ["reroll"] }))).toBe(false);
    expect(rerollOpen(actionCard({ reroll, burnedMomentum: 8 }))).toBe(false);
    expect([0, 1, 2].map((i) => rerollAllowedFor(actionCard({ reroll }), i))).toEqual([false, true, true]);
  });

  it("accepts null or one or both dice with a name, and refuses anything else", () => {
    expect(() => assertRerollAllowance(null)).not.toThrow();
    expect(() => assertRerollAllowance({ dice: ["action", "challenge"], source: "Sword" })).not.toThrow();
    for (const bad of [
      "Sword",
      { dice: [], source: "Sword" },
      { dice: ["threat"], source: "Sword" },
      { dice: ["action", "action"], source: "Sword" },
      { dice: ["action"], source: " " },
      { dice: ["action"], source: "x".repeat(201) },
      { dice: ["action"] },
    ]) {
      expect(() => assertRerollAllowance(bad), JSON.stringify(bad)).toThrow(RulesError);
    }
  });
});
