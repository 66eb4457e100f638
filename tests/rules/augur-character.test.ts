import { describe, expect, it } from "vitest";
import {
  AUGUR_APPROACHES,
  augurRollPlan,
  burnAugurMomentum,
  createAugurCharacter,
  gainAugurMomentum,
  harmThreatDice,
  healHarm,
  loseMomentumInsteadOfHarm,
  loseMomentumOrHarm,
  setApproach,
  takeHarm,
} from "../../src/rules/augur-character";
import { RulesError } from "../../src/rules/errors";

describe("Augur character", () => {
  it("starts with five approaches at 0, momentum 2, no harm", () => {
    const c = createAugurCharacter();
    expect(AUGUR_APPROACHES).toEqual(["prowess", "finesse", "insight", "presence", "resolve"]);
    expect(Object.values(c.approaches)).toEqual([0, 0, 0, 0, 0]);
    expect(c.momentum).toBe(2);
    expect(c.harm).toBe(0);
    expect(c.harmMax).toBe(3);
  });
  it("sets approaches within 0..6 and refuses unknown ones", () => {
    const c = setApproach(createAugurCharacter(), "prowess", 6);
    expect(c.approaches.prowess).toBe(6);
    expect(() => setApproach(c, "prowess", 7)).toThrow(RulesError);
    expect(() => setApproach(c, "might" as "prowess", 1)).toThrow(RulesError);
    const extra = { prowess: 1, finesse: 0, insight: 0, presence: 0, resolve: 0, might: 2 };
    expect(() => createAugurCharacter({ approaches: extra })).toThrow(RulesError);
  });
  it("each harm adds a threat die; harm past the maximum is overflow", () => {
    let r = takeHarm(createAugurCharacter(), 2);
    expect(r).toMatchObject({ harmTaken: 2, overflow: 0 });
    expect(harmThreatDice(r.state)).toBe(2);
    r = takeHarm(r.state, 3);
    expect(r).toMatchObject({ harmTaken: 1, overflow: 2 });
    expect(r.state.harm).toBe(3);
    expect(healHarm(r.state, 2).harm).toBe(1);
    expect(() => healHarm(r.state, 4)).toThrow(RulesError);
  });
  it("momentum below 0 becomes one harm and a reset to 2", () => {
    const c = createAugurCharacter({ momentum: 1 });
    const r = loseMomentumOrHarm(c, 2);
    expect(r.wentBelowZero).toBe(true);
    expect(r.harmTaken).toBe(1);
    expect(r.state.momentum).toBe(2);
    expect(r.state.harm).toBe(1);
    const exact = loseMomentumOrHarm(c, 1);
    expect(exact).toMatchObject({ wentBelowZero: false, harmTaken: 0 });
    expect(exact.state.momentum).toBe(0);
    const full = loseMomentumOrHarm(createAugurCharacter({ momentum: 0, harm: 3 }), 1);
    expect(full).toMatchObject({ wentBelowZero: true, harmTaken: 0, overflow: 1 });
    expect(full.state.momentum).toBe(2);
  });
  it("trades momentum for harm only above 0; gains stop at 6; burns at 4+", () => {
    expect(loseMomentumInsteadOfHarm(createAugurCharacter({ momentum: 3 })).momentum).toBe(2);
    expect(() => loseMomentumInsteadOfHarm(createAugurCharacter({ momentum: 0 }))).toThrow(RulesError);
    expect(gainAugurMomentum(createAugurCharacter({ momentum: 5 }), 3).momentum).toBe(6);
    expect(burnAugurMomentum(createAugurCharacter({ momentum: 4 })).momentum).toBe(2);
    expect(() => burnAugurMomentum(createAugurCharacter({ momentum: 3 }))).toThrow(RulesError);
  });
  it("plans a roll from the sheet: approach dice, bonus dice, harm as threat dice", () => {
    const c = createAugurCharacter({
      approaches: { prowess: 3, finesse: 0, insight: 0, presence: 0, resolve: 0 },
      expertise: ["climbing"],
      harm: 2,
    });
    const plan = augurRollPlan(c, { approach: "prowess", stanceThreat: 1, expertise: "climbing" });
    expect(plan.kind).toBe("roll");
    if (plan.kind !== "roll") return;
    expect(plan.actionDice).toBe(4);
    expect(plan.threatDice).toBe(3);
    expect(plan.threatFromHarm).toBe(2);
    expect(augurRollPlan(c, { approach: "prowess", stanceThreat: 4 }).kind).toBe("impossible");
    expect(augurRollPlan(c, { approach: "prowess", stanceThreat: 3 }).kind).toBe("roll");
    expect(() => augurRollPlan(c, { approach: "prowess", stanceThreat: 0, expertise: "sailing" })).toThrow(
      RulesError,
    );
    expect(() => augurRollPlan(c, { approach: "prowess", stanceThreat: 0, ability: "x" })).toThrow(
      RulesError,
    );
  });
  it("refuses malformed state", () => {
    expect(() => createAugurCharacter({ harm: 4 })).toThrow(RulesError);
    expect(() => createAugurCharacter({ momentum: 7 })).toThrow(RulesError);
    expect(() => createAugurCharacter({ expertise: ["a", "a"] })).toThrow(RulesError);
  });
});

describe("Augur character input", () => {
  it("refuses a text where a list belongs, and does not share lists with the input", () => {
    expect(() => createAugurCharacter({ expertise: "climbing" as unknown as string[] })).toThrow(RulesError);
    const expertise = ["climbing"];
    const c = createAugurCharacter({ expertise });
    expertise.push("sailing");
    expect(c.expertise).toEqual(["climbing"]);
  });
});
