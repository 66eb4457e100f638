import { describe, expect, it } from "vitest";
import { markCharacterBond, resolveCharacterBond, type Bond } from "../../src/rules/bonds";
import { RulesError } from "../../src/rules/errors";

describe("bonds", () => {
  it("marking adds the character when absent, and says when nothing changed", () => {
    const first = markCharacterBond([], "mira");
    expect(first).toEqual({ bonds: [{ characterId: "mira", marked: true }], newlyMarked: true });
    const again = markCharacterBond(first.bonds, "mira");
    expect(again.newlyMarked).toBe(false);
    expect(again.bonds).toEqual(first.bonds);
    const cleared: Bond[] = [{ characterId: "mira", marked: false }];
    expect(markCharacterBond(cleared, "mira")).toEqual({
      bonds: [{ characterId: "mira", marked: true }],
      newlyMarked: true,
    });
  });
  it("resolving clears the bond, marks the advances track and asks for a stat track", () => {
    const bonds: Bond[] = [
      { characterId: "mira", marked: true },
      { characterId: "tov", marked: true },
    ];
    const r = resolveCharacterBond(bonds, { marked: 1, length: 5 }, "mira");
    expect(r.bonds).toEqual([
      { characterId: "mira", marked: false },
      { characterId: "tov", marked: true },
    ]);
    expect(r.advances).toEqual({ marked: 2, length: 5 });
    expect(r.advanceEarned).toBe(false);
    expect(r.chooseStatTrack).toBe(true);
    expect(r.question).toBe("howHaveIGrown");
    expect(bonds[0].marked).toBe(true);
  });
  it("resolving onto the last box earns an advance", () => {
    const r = resolveCharacterBond([{ characterId: "mira", marked: true }], { marked: 4, length: 5 }, "mira");
    expect(r.advanceEarned).toBe(true);
    expect(r.advances.marked).toBe(0);
  });
  it("refuses to resolve an unmarked or unknown bond, and bad lists", () => {
    expect(() =>
      resolveCharacterBond([{ characterId: "mira", marked: false }], { marked: 0, length: 5 }, "mira"),
    ).toThrow(RulesError);
    expect(() => resolveCharacterBond([], { marked: 0, length: 5 }, "mira")).toThrow(RulesError);
    expect(() =>
      markCharacterBond(
        [
          { characterId: "a", marked: true },
          { characterId: "a", marked: false },
        ],
        "b",
      ),
    ).toThrow(RulesError);
    expect(() => markCharacterBond([], "")).toThrow(RulesError);
    expect(() =>
      resolveCharacterBond([{ characterId: "mira", marked: true }], { marked: 6, length: 5 }, "mira"),
    ).toThrow(RulesError);
  });
});
