import { describe, expect, it } from "vitest";
import { addCharacterBond, MAX_BONDS, markCharacterBond, resolveCharacterBond, type Bond } from "../../src/rules/bonds";
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

describe("addCharacterBond", () => {
  const code = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof RulesError) return error.code;
      throw error;
    }
    return "none";
  };

  it("adds an unmarked bond, leaving the list it was given as it was", () => {
    const bonds: Bond[] = [{ characterId: "Actor.a", marked: true }];
    expect(addCharacterBond(bonds, "Actor.b", "Actor.self")).toEqual([
      { characterId: "Actor.a", marked: true },
      { characterId: "Actor.b", marked: false },
    ]);
    expect(bonds).toHaveLength(1);
  });

  it("refuses the character itself, a second bond with the same one, a bad id and one past the most", () => {
    const bonds: Bond[] = [{ characterId: "Actor.a", marked: false }];
    expect(code(() => addCharacterBond(bonds, "Actor.self", "Actor.self"))).toBe("BondWithSelf");
    expect(code(() => addCharacterBond(bonds, "Actor.a", "Actor.self"))).toBe("BondExists");
    expect(code(() => addCharacterBond(bonds, "not an id", null))).toBe("BadId");
    const full = Array.from({ length: MAX_BONDS }, (_, i) => ({ characterId: `Actor.c${i}`, marked: false }));
    expect(code(() => addCharacterBond(full, "Actor.more", null))).toBe("TooManyBonds");
  });
});
