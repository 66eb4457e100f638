import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { ROLL_METHODS, applyRollMethod, automaticOutcome, isRollMethod } from "../../src/rules/roll-method";

interface Option {
  id: string;
  value: number;
}

const iron = { id: "iron", value: 2 };
const health = { id: "health", value: 4 };
const wits = { id: "wits", value: 2 };
const value = (o: Option) => o.value;

describe("applyRollMethod", () => {
  it("highest rolls the option with the highest value, whatever the order", () => {
    expect(applyRollMethod("highest", [iron, health], value)).toEqual({
      kind: "picked",
      option: health,
      from: [iron, health],
    });
    expect(applyRollMethod("highest", [health, iron], value)).toMatchObject({
      kind: "picked",
      option: health,
    });
  });

  it("lowest rolls the option with the lowest value", () => {
    expect(applyRollMethod("lowest", [health, iron], value)).toMatchObject({ kind: "picked", option: iron });
  });

  it("a tie takes the first option listed", () => {
    expect(applyRollMethod("highest", [iron, wits], value)).toMatchObject({ option: iron });
    expect(applyRollMethod("lowest", [wits, iron], value)).toMatchObject({ option: wits });
  });

  it("negative and zero values compare as numbers", () => {
    const low = { id: "a", value: -1 };
    const zero = { id: "b", value: 0 };
    expect(applyRollMethod("highest", [low, zero], value)).toMatchObject({ option: zero });
    expect(applyRollMethod("lowest", [zero, low], value)).toMatchObject({ option: low });
  });

  it("player choice and progress rolls leave the choice to the player; all rolls each one", () => {
    expect(applyRollMethod("playerChoice", [iron, health], value)).toEqual({
      kind: "choose",
      options: [iron, health],
    });
    expect(applyRollMethod("progressRoll", [iron], value)).toEqual({ kind: "choose", options: [iron] });
    expect(applyRollMethod("all", [iron, health, wits], value)).toEqual({
      kind: "each",
      options: [iron, health, wits],
    });
  });

  it("automatic outcomes roll nothing, even with options", () => {
    expect(applyRollMethod("strongHit", [iron], value)).toEqual({ kind: "automatic", outcome: "strongHit" });
    expect(applyRollMethod("weakHit", [], value)).toEqual({ kind: "automatic", outcome: "weakHit" });
    expect(applyRollMethod("miss", [], value)).toEqual({ kind: "automatic", outcome: "miss" });
  });

  it("a method that needs a value, with no option the actor has, picks none", () => {
    for (const method of ["playerChoice", "highest", "lowest", "all", "progressRoll"] as const) {
      expect(applyRollMethod(method, [], value)).toEqual({ kind: "none" });
    }
  });

  it("does not change the list it is given", () => {
    const list = [health, iron];
    const pick = applyRollMethod("all", list, value);
    expect(pick.kind === "each" && pick.options).not.toBe(list);
    expect(list).toEqual([health, iron]);
  });

  it("refuses an unknown method and a value that is not a whole number", () => {
    expect(() => applyRollMethod("best" as never, [iron], value)).toThrow(RulesError);
    expect(() => applyRollMethod("highest", [{ id: "x", value: 1.5 }], value)).toThrow(/whole number/);
    expect(() => applyRollMethod("highest", [{ id: "x", value: Number.NaN }], value)).toThrow(RulesError);
  });
});

describe("method helpers", () => {
  it("automaticOutcome names the outcome of the three automatic methods only", () => {
    expect(ROLL_METHODS.map((m) => automaticOutcome(m))).toEqual([
      null,
      null,
      null,
      null,
      "strongHit",
      "weakHit",
      "miss",
      null,
    ]);
  });

  it("isRollMethod accepts the methods only", () => {
    expect(ROLL_METHODS.every(isRollMethod)).toBe(true);
    expect(isRollMethod("player_choice")).toBe(false);
    expect(isRollMethod(undefined)).toBe(false);
  });
});
