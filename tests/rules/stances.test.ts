import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { STANCE_RANGES, stanceThreatLevel } from "../../src/rules/stances";
import { planThreatRoll } from "../../src/rules/threat";

describe("Augur stances", () => {
  it("have the document's ranges", () => {
    expect(STANCE_RANGES).toEqual({
      compromised: [-2, 0],
      resistant: [0, 4],
      volatile: [0, 4],
      substantial: [1, 4],
      inert: [0, 0],
    });
  });

  it("sum the threat of the stances in play", () => {
    expect(stanceThreatLevel({ resistant: 2, volatile: 1 })).toEqual({
      level: 3,
      impossible: false,
      momentumGained: 0,
      inPlay: ["resistant", "volatile"],
    });
    expect(stanceThreatLevel({ compromised: -2, inert: 0 })).toMatchObject({ level: -2, momentumGained: 2 });
    expect(stanceThreatLevel({ substantial: null, resistant: 0 })).toMatchObject({ level: 0, inPlay: ["resistant"] });
  });

  it("reach impossible at +4, whatever mix gets there", () => {
    expect(stanceThreatLevel({ substantial: 4 }).impossible).toBe(true);
    expect(stanceThreatLevel({ resistant: 2, volatile: 2 }).impossible).toBe(true);
    expect(stanceThreatLevel({ resistant: 4, compromised: -1 }).impossible).toBe(false);
    expect(planThreatRoll({ approach: 3, stanceThreat: stanceThreatLevel({ resistant: 4, volatile: 4, substantial: 4 }).level }).kind).toBe(
      "impossible",
    );
  });

  it("keep harm apart: harm's threat dice never make a task impossible", () => {
    const level = stanceThreatLevel({ resistant: 3 }).level;
    const plan = planThreatRoll({ approach: 3, stanceThreat: level, harm: 3 });
    expect(plan.kind).toBe("roll");
    expect(plan.kind === "roll" ? plan.threatDice : null).toBe(6);
  });

  it("refuse a value outside a stance's range, and an unknown stance", () => {
    expect(() => stanceThreatLevel({ substantial: 0 })).toThrow(RulesError);
    expect(() => stanceThreatLevel({ compromised: 1 })).toThrow(RulesError);
    expect(() => stanceThreatLevel({ inert: 1 })).toThrow(RulesError);
    expect(() => stanceThreatLevel({ hostile: 2 } as never)).toThrow(RulesError);
  });
});
