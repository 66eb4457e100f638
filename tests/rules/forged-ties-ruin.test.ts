/** Ruin advances in the player's words, how many are owed, and the limits of a character's editable numbers. */
import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  assertForgedTiesCharacter,
  createForgedTiesCharacter,
  editLimits,
  MAX_RUIN_ADVANCE_LENGTH,
} from "../../src/rules/forged-ties-character";
import { endOfSession } from "../../src/rules/forged-ties-session";
import { markBreaking } from "../../src/rules/forged-ties-breaking";
import {
  markedRuinSpaces,
  recordRuinAdvance,
  removeRuinAdvance,
  ruinAdvancesDue,
} from "../../src/rules/forged-ties-ruin";

describe("ruin advance text", () => {
  it.each(["Haunted by the river", "Won't sleep near water", "Fear of fire: 100%", "Éclat de verre", "火を恐れる"])(
    "keeps %s as written",
    (text) => {
      expect(recordRuinAdvance(createForgedTiesCharacter(), text).ruinAdvances).toEqual([text]);
    },
  );

  it("tidies white space and refuses blank or long text, writing nothing", () => {
    expect(recordRuinAdvance(createForgedTiesCharacter(), "  Cold \n hands  ").ruinAdvances).toEqual(["Cold hands"]);
    const s = createForgedTiesCharacter();
    for (const bad of ["", "   ", 3, "x".repeat(MAX_RUIN_ADVANCE_LENGTH + 1)]) {
      expect(() => recordRuinAdvance(s, bad)).toThrow(expect.objectContaining({ code: "RuinAdvanceText" }));
    }
    expect(s.ruinAdvances).toEqual([]);
  });

  it("refuses the same words twice, whatever their case", () => {
    const s = recordRuinAdvance(createForgedTiesCharacter(), "Bitter");
    expect(() => recordRuinAdvance(s, "bitter")).toThrow(expect.objectContaining({ code: "RuinAdvanceTaken", details: { id: "bitter" } }));
  });

  it("a stored advance must be a non-blank text", () => {
    const s = createForgedTiesCharacter();
    expect(() => assertForgedTiesCharacter({ ...s, ruinAdvances: ["  "] })).toThrow(RulesError);
    expect(() => assertForgedTiesCharacter({ ...s, ruinAdvancesDue: -1 })).toThrow(RulesError);
  });
});

describe("ruin advances owed", () => {
  it("adds one per ruin space marked and settles one per advance recorded", () => {
    let s = createForgedTiesCharacter();
    expect(ruinAdvancesDue(s)).toBe(0);
    s = markBreaking(s, 8).state;
    expect(markedRuinSpaces(s)).toBe(2);
    expect(ruinAdvancesDue(s)).toBe(2);
    s = recordRuinAdvance(s, "Bitter");
    expect(ruinAdvancesDue(s)).toBe(1);
    s = recordRuinAdvance(s, "Cold");
    expect(ruinAdvancesDue(s)).toBe(0);
  });

  it("stays owed across the end of a session, and a ruin space marked again after recovery owes one more", () => {
    let s = markBreaking(createForgedTiesCharacter(), 5).state;
    s = endOfSession(s).state;
    expect(s.breaking.marked).toBe(0);
    expect(ruinAdvancesDue(s)).toBe(1);
    s = recordRuinAdvance(s, "Bitter");
    s = markBreaking(s, 5).state;
    expect(ruinAdvancesDue(s)).toBe(1);
    expect(s.ruinAdvances).toEqual(["Bitter"]);
  });

  it("recording more than is owed keeps the count at 0; taking one back leaves the count", () => {
    let s = recordRuinAdvance(createForgedTiesCharacter(), "Bitter");
    expect(ruinAdvancesDue(s)).toBe(0);
    s = removeRuinAdvance(s, 0);
    expect(s.ruinAdvances).toEqual([]);
    expect(ruinAdvancesDue(s)).toBe(0);
    expect(() => removeRuinAdvance(s, 0)).toThrow(RulesError);
  });
});

describe("edit limits", () => {
  it("gives the ranges the character model accepts", () => {
    expect(editLimits("dice")).toEqual({ min: 0, max: 5 });
    expect(editLimits("breaking")).toEqual({ min: 2, max: 30 });
    expect(editLimits("harmSlots")).toEqual({ min: 1, max: 10 });
    expect(editLimits("track")).toEqual({ min: 1, max: 30 });
  });
});
