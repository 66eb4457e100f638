import { describe, expect, it } from "vitest";
import {
  backgroundVowProblems,
  isStartingStatArray,
  nameListProblems,
  pickCountProblem,
  poolDiceProblem,
  rangeProblem,
  requiredTextProblem,
  statArrayProblem,
  STARTING_STATS,
} from "../../src/rules/character-creation";
import { rangeIndex } from "../../src/rules/oracle";

/** Every ordering of a list. */
function orderings(values: readonly number[]): number[][] {
  if (values.length <= 1) return [[...values]];
  return values.flatMap((v, i) => orderings([...values.slice(0, i), ...values.slice(i + 1)]).map((rest) => [v, ...rest]));
}

describe("the starting stats (Ironsworn and Starforged)", () => {
  it("accepts 3, 2, 2, 1, 1 in every order", () => {
    for (const order of orderings(STARTING_STATS)) expect(isStartingStatArray(order), order.join()).toBe(true);
  });

  it("refuses every other array of five values from 0 to 5", () => {
    let refused = 0;
    for (let n = 0; n < 6 ** 5; n += 1) {
      const values = [0, 1, 2, 3, 4].map((i) => Math.floor(n / 6 ** i) % 6);
      const sorted = [...values].sort((a, b) => b - a).join();
      if (sorted === "3,2,2,1,1") continue;
      expect(isStartingStatArray(values), values.join()).toBe(false);
      refused += 1;
    }
    expect(refused).toBe(6 ** 5 - 30);
  });

  it("refuses a missing value and a wrong length", () => {
    expect(isStartingStatArray([3, 2, 2, 1, null])).toBe(false);
    expect(isStartingStatArray([3, 2, 2, 1])).toBe(false);
    expect(isStartingStatArray([3, 2, 2, 1, 1, 1])).toBe(false);
  });

  it("names the first stat out of place", () => {
    expect(statArrayProblem({ edge: 3, heart: 2, iron: 2, shadow: 1, wits: 1 })).toBeNull();
    expect(statArrayProblem({ edge: 3, heart: 3, iron: 2, shadow: 1, wits: 1 })).toEqual({
      code: "StatArray",
      field: "heart",
      data: { values: "3, 2, 2, 1, 1" },
    });
    expect(statArrayProblem({ edge: null, heart: 3, iron: 2, shadow: 1, wits: 1 })?.field).toBe("edge");
    expect(statArrayProblem({ edge: 1, heart: 1, iron: 1, shadow: 1, wits: 1 })?.field).toBe("iron");
  });
});

describe("picks, texts and vows", () => {
  it("counts picks exactly", () => {
    expect(pickCountProblem(3, 3, "assets")).toBeNull();
    expect(pickCountProblem(2, 3, "assets")).toEqual({ code: "PickCount", field: "assets", data: { expected: 3, chosen: 2 } });
    expect(pickCountProblem(4, 3, "assets")?.code).toBe("PickCount");
  });

  it("wants written text of at most 200 characters", () => {
    expect(requiredTextProblem("Kaila", "name")).toBeNull();
    expect(requiredTextProblem("  \n ", "name")).toEqual({ code: "Blank", field: "name" });
    expect(requiredTextProblem("x".repeat(201), "name")).toEqual({ code: "TooLong", field: "name", data: { max: 200 } });
  });

  it("ranks a background vow extreme or epic, and wants its text", () => {
    expect(backgroundVowProblems("Avenge my kin", "extreme")).toEqual([]);
    expect(backgroundVowProblems("Avenge my kin", "epic")).toEqual([]);
    for (const rank of ["troublesome", "dangerous", "formidable", "", "legendary"]) {
      expect(backgroundVowProblems("Avenge my kin", rank)).toEqual([{ code: "VowRank", field: "vow.rank" }]);
    }
    expect(backgroundVowProblems("", "epic")).toEqual([{ code: "Blank", field: "vow.title" }]);
  });

  it("checks a list of names: blank, repeated whatever the case, too many", () => {
    const field = (i: number) => `bonds.${i}`;
    expect(nameListProblems(["Ardis", "The village"], field, 3)).toEqual([]);
    expect(nameListProblems(["Ardis", " ardis "], field)).toEqual([{ code: "Repeated", field: "bonds.1", data: { name: "ardis" } }]);
    expect(nameListProblems(["", "Ardis"], field)).toEqual([{ code: "Blank", field: "bonds.0", data: { row: 1 } }]);
    expect(nameListProblems(["a", "b", "c", "d"], field, 3)).toEqual([{ code: "TooMany", field: "bonds.3", data: { max: 3 } }]);
  });
});

describe("the other games' numbers", () => {
  it("wants a die among a Forged Ties character's stats", () => {
    expect(poolDiceProblem({ strength: 0, agility: 1 }, "ftStats.strength")).toBeNull();
    expect(poolDiceProblem({ strength: 0, agility: 0 }, "ftStats.strength")).toEqual({ code: "NoDice", field: "ftStats.strength" });
  });

  it("holds a number to its range", () => {
    expect(rangeProblem(0, 0, 6, "x")).toBeNull();
    expect(rangeProblem(6, 0, 6, "x")).toBeNull();
    for (const bad of [-1, 7, 2.5, null]) expect(rangeProblem(bad, 0, 6, "x")).toEqual({ code: "Range", field: "x", data: { min: 0, max: 6 } });
  });
});

describe("a roll on a table of ranges", () => {
  it("finds the entry whose range holds the roll, or none", () => {
    const rows = [{ range: [1, 33] as const }, { range: [34, 67] as const }, { range: [68, 100] as const }];
    expect([1, 33, 34, 67, 68, 100].map((roll) => rangeIndex(rows, roll))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(rangeIndex(rows, 0)).toBe(-1);
    expect(rangeIndex(rows, 101)).toBe(-1);
  });
});
