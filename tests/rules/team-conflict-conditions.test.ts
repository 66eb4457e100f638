import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { createStrikeCharacter, markMajorCondition, markMinorCondition } from "../../src/rules/strike-character";
import { memberConditions, teamConflictLearning, teamPenalties } from "../../src/rules/team-conflict-conditions";

const none = { minor: 0, flaws: 0, major: 0 };

describe("team conflict: members' conditions", () => {
  it("read minor and major conditions from each member's sheet; flaws are the GM's call", () => {
    let ana = createStrikeCharacter();
    ana = markMinorCondition(ana, "angry").state;
    ana = markMajorCondition(ana, "physical");
    ana = markMajorCondition(ana, "mental");
    expect(memberConditions(ana)).toEqual({ minor: 1, flaws: 0, major: 2 });
    expect(memberConditions(createStrikeCharacter(), 1)).toEqual({ minor: 0, flaws: 1, major: 0 });
    expect(() => memberConditions(ana, -1)).toThrow(RulesError);
  });

  it("give one roll disadvantage per minor condition or relevant flaw, both rolls at two or more", () => {
    expect(teamPenalties([none, none])).toMatchObject({ disadvantageA: false, disadvantageD: false, bonusA: 0, bonusD: 0 });
    expect(teamPenalties([{ ...none, minor: 1 }])).toMatchObject({ disadvantageA: true, disadvantageD: false });
    expect(teamPenalties([{ ...none, flaws: 1 }], { disadvantageOn: "D" })).toMatchObject({ disadvantageA: false, disadvantageD: true });
    expect(teamPenalties([{ ...none, minor: 1 }, { ...none, flaws: 1 }])).toMatchObject({ disadvantageA: true, disadvantageD: true });
    expect(teamPenalties([{ ...none, minor: 3 }, { ...none, flaws: 2 }])).toMatchObject({ disadvantageSources: 5, disadvantageA: true, disadvantageD: true });
  });

  it("give -1 to one roll per major condition, shared as the team chooses", () => {
    expect(teamPenalties([{ ...none, major: 1 }, { ...none, major: 2 }])).toMatchObject({ majorConditions: 3, bonusA: -2, bonusD: -1 });
    expect(teamPenalties([{ ...none, major: 3 }], { majorOnAdvance: 0 })).toMatchObject({ bonusA: 0, bonusD: -3 });
    expect(() => teamPenalties([{ ...none, major: 1 }], { majorOnAdvance: 2 })).toThrow(RulesError);
  });
});

describe("team conflict: learning", () => {
  it("rolls one die per unknown skill used and learns one per 6", () => {
    expect(teamConflictLearning(["Climb", "Bribe", "Track"], [6, 2, 6])).toEqual({ learns: 2, from: ["Climb", "Bribe", "Track"] });
    expect(teamConflictLearning(["Climb"], [5]).learns).toBe(0);
    expect(teamConflictLearning([], []).learns).toBe(0);
  });

  it("refuses dice that do not match the skills", () => {
    expect(() => teamConflictLearning(["Climb", "Bribe"], [6])).toThrow(RulesError);
    expect(() => teamConflictLearning(["Climb"], [7])).toThrow(RulesError);
    expect(() => teamConflictLearning(["Climb", "Climb"], [6, 6])).toThrow(RulesError);
  });
});
