import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  BOXES,
  MAX_TICKS,
  PROGRESS_RANKS,
  TICKS_PER_BOX,
  TICKS_PER_MARK,
  boxesOf,
  clearProgress,
  markBond,
  markProgress,
  progressScore,
  raiseRank,
  recommit,
  type ProgressRank,
} from "../../src/rules/progress";

describe("progress tracks", () => {
  it("have 10 boxes of 4 ticks", () => {
    expect(TICKS_PER_BOX).toBe(4);
    expect(BOXES).toBe(10);
    expect(MAX_TICKS).toBe(40);
  });

  it("mark ticks by rank: 12, 8, 4, 2, 1", () => {
    expect(TICKS_PER_MARK).toEqual({ troublesome: 12, dangerous: 8, formidable: 4, extreme: 2, epic: 1 });
    expect(markProgress(0, "troublesome")).toBe(12);
    expect(markProgress(0, "dangerous")).toBe(8);
    expect(markProgress(0, "formidable")).toBe(4);
    expect(markProgress(0, "extreme")).toBe(2);
    expect(markProgress(0, "epic")).toBe(1);
    expect(markProgress(3, "extreme", 3)).toBe(9);
    expect(markProgress(5, "formidable", 0)).toBe(5);
  });

  it("never pass 40 ticks", () => {
    expect(markProgress(36, "troublesome")).toBe(40);
    expect(markProgress(40, "epic")).toBe(40);
    expect(markProgress(0, "troublesome", 40)).toBe(40);
  });

  it("clear progress by rank, never below 0", () => {
    expect(clearProgress(20, "dangerous")).toBe(12);
    expect(clearProgress(20, "epic", 3)).toBe(17);
    expect(clearProgress(5, "troublesome")).toBe(0);
  });

  it("score full boxes only", () => {
    expect(progressScore(0)).toBe(0);
    expect(progressScore(3)).toBe(0);
    expect(progressScore(4)).toBe(1);
    expect(progressScore(39)).toBe(9);
    expect(progressScore(40)).toBe(10);
  });

  it("render as 10 box fills", () => {
    expect(boxesOf(0)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(boxesOf(11)).toEqual([4, 4, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(boxesOf(40)).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    for (let t = 0; t <= 40; t++) {
      const boxes = boxesOf(t);
      expect(boxes.reduce((a, b) => a + b, 0)).toBe(t);
      expect(boxes.filter((b) => b === 4).length).toBe(progressScore(t));
    }
  });

  it("raise rank by one, epic stays epic", () => {
    expect(PROGRESS_RANKS.slice(0, 4).map((r) => raiseRank(r))).toEqual([
      "dangerous",
      "formidable",
      "extreme",
      "epic",
    ]);
    expect(raiseRank("epic")).toBe("epic");
  });

  it("recommit: clear all but one filled box and raise the rank", () => {
    expect(recommit(26, "dangerous")).toEqual({ ticks: 4, rank: "formidable" });
    expect(recommit(4, "formidable")).toEqual({ ticks: 4, rank: "extreme" });
    expect(recommit(7, "extreme")).toEqual({ ticks: 4, rank: "epic" });
    expect(recommit(40, "epic")).toEqual({ ticks: 4, rank: "epic" });
    // No filled box: nothing is kept (ticks in a part-filled box are not filled progress).
    expect(recommit(3, "troublesome")).toEqual({ ticks: 0, rank: "dangerous" });
    expect(recommit(0, "troublesome")).toEqual({ ticks: 0, rank: "dangerous" });
  });

  it("Ironsworn bonds: one tick per bond, up to 40", () => {
    expect(markBond(0)).toBe(1);
    expect(markBond(3)).toBe(4);
    expect(markBond(40)).toBe(40);
  });

  it("reject bad input", () => {
    expect(() => markProgress(41, "epic")).toThrow(RulesError);
    expect(() => markProgress(-1, "epic")).toThrow(/ticks/);
    expect(() => markProgress(1.5, "epic")).toThrow(/whole number/);
    expect(() => markProgress(0, "heroic" as ProgressRank)).toThrow(/rank must be one of/);
    expect(() => markProgress(0, "epic", -1)).toThrow(/times/);
    expect(() => markProgress(0, "epic", 41)).toThrow(RulesError);
    expect(() => clearProgress(0, "epic", 1.5)).toThrow(RulesError);
    expect(() => progressScore(41)).toThrow(RulesError);
    expect(() => boxesOf(-1)).toThrow(RulesError);
    expect(() => recommit(10, "legendary" as ProgressRank)).toThrow(RulesError);
    expect(() => raiseRank("" as ProgressRank)).toThrow(RulesError);
    expect(() => markBond(41)).toThrow(/bond ticks/);
  });
});
