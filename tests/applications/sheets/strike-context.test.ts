/** The Strike! sheet context, built from a sample character. */
import { describe, expect, it } from "vitest";
import { buildStrikeContext } from "../../../src/applications/sheets/context/strike-context";
import { assertStrikeCharacter, type StrikeCharacter } from "../../../src/rules/strike-character";
import { sampleStrike } from "../../../playground/sheets/ruleset-samples";
import { sheetEnv } from "../../templates/sheets/sheet-render";

function build(over: Record<string, unknown> = {}) {
  const actor = sampleStrike();
  Object.assign(actor.system, over);
  return buildStrikeContext(actor, sheetEnv());
}

describe("Strike! sheet context", () => {
  it("uses a sample the rules accept", () => {
    expect(() => assertStrikeCharacter(sampleStrike().system as unknown as StrikeCharacter)).not.toThrow();
  });

  it("lists skills as skilled or unskilled", () => {
    const c = build();
    expect(c.skills.map((s) => [s.id, s.skilled, s.status, s.ability])).toEqual([
      ["sail", true, "Skilled", "Dexterity"],
      ["haggle", false, "Unskilled", ""],
    ]);
  });

  it("reads the buying tier through the rules: one Short lowers it by one", () => {
    const c = build();
    expect(c.wealth).toMatchObject({ tier: 2, short: 1, broke: 0, effectiveTier: 1, canRecoverShort: true, canRecoverBroke: false });
    expect(c.wealth.shortMarks.map((m) => m.marked)).toEqual([true, false]);
    expect(build({ wealth: { tier: 3, short: 2, broke: 1 } }).wealth.effectiveTier).toBe(1);
  });

  it("counts major conditions as the roll penalty and shows minor ones", () => {
    const c = build();
    expect(c.majorTotal).toBe(1);
    expect(c.penaltyText).toBe("Major conditions: -1 on every roll");
    expect(c.major.map((m) => [m.id, m.count])).toEqual([["physical", 1], ["mental", 0], ["other", 0]]);
    expect(c.minor).toMatchObject({ angry: false, winded: 1, exhausted: false, hasLostConfidence: false });
    expect(build({ minor: { angry: true, winded: 0, lostConfidence: "wisdom", exhausted: false } }).minor.lostConfidence).toBe("Wisdom");
  });

  it("shows action points, traits, strikes and relationships", () => {
    const c = build();
    expect(c.actionPoints).toBe(2);
    expect(c.traits).toMatchObject([
      { id: "stubborn", name: "Stubborn", lost: false, pressed: "false" },
      { id: "lucky", name: "Lucky", lost: true, pressed: "true" },
    ]);
    expect(c.relationships).toEqual([{ id: "aunt", name: "Aunt Hesper" }]);
    expect(c.strikes).toBe(0);
  });
});

describe("purchase prompt fields", () => {
  it("accepts a named item of a tier on the wealth table and refuses anything else", async () => {
    const { readPurchase } = await import("../../../src/applications/sheets/context/strike-context");
    expect(readPurchase("  Rope ", "2")).toEqual({ name: "Rope", tier: 2 });
    expect(readPurchase("", "2")).toBeNull();
    expect(readPurchase("Rope", "11")).toBeNull();
    expect(readPurchase("Rope", "1.5")).toBeNull();
    expect(readPurchase(null, "1")).toBeNull();
  });
});
