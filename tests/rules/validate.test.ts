import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { assertDie, assertDice, assertInt, assertOneOf } from "../../src/rules/validate";

describe("validate", () => {
  it("accepts integers in range and rejects the rest with a RulesError", () => {
    expect(() => assertInt(3, 0, 5, "x")).not.toThrow();
    expect(() => assertInt(6, 0, 5, "x")).toThrow(RulesError);
    expect(() => assertInt(2.5, 0, 5, "x")).toThrow(/whole number/);
    expect(() => assertInt("3", 0, 5, "x")).toThrow(RulesError);
    expect(() => assertInt(Number.NaN, 0, 5, "x")).toThrow(RulesError);
  });
  it("checks dice faces", () => {
    expect(() => assertDie(10, 10, "d")).not.toThrow();
    expect(() => assertDie(0, 10, "d")).toThrow(/between 1 and 10/);
    expect(() => assertDice([1, 7], 6, "pool")).toThrow(/pool\[1\]/);
    expect(() => assertDice("12", 6, "pool")).toThrow(RulesError);
  });
  it("checks enumerations", () => {
    expect(() => assertOneOf("a", ["a", "b"] as const, "k")).not.toThrow();
    expect(() => assertOneOf("c", ["a", "b"] as const, "k")).toThrow(/one of a, b/);
  });
});
