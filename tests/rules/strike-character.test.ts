import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  activeMinorConditions,
  canUseTrick,
  createStrikeCharacter,
  earnActionPoint,
  markCharacterShort,
  markMajorCondition,
  markMinorCondition,
  recoverMajorCondition,
  recoverMinorCondition,
  rollModifiers,
  sessionStartActionPoints,
  spendActionPoint,
  startSession,
  type StrikeCharacter,
} from "../../src/rules/strike-character";
import { resolveStrikeRoll } from "../../src/rules/strike";
import { effectiveTier } from "../../src/rules/wealth";

const hero = (over: Partial<StrikeCharacter> = {}) =>
  createStrikeCharacter({
    skills: [
      { id: "athletics", name: "Athletics", skilled: true, ability: "strength" },
      { id: "persuade", name: "Persuade", skilled: true, ability: "charisma" },
      { id: "lore", name: "Lore", skilled: false, ability: "intelligence" },
    ],
    wealth: { tier: 3, short: 0, broke: 0 },
    ...over,
  });

describe("action points", () => {
  it("a session starts with 1..3", () => {
    expect([0, 1, 2, 3, 4, 9].map(sessionStartActionPoints)).toEqual([1, 1, 2, 3, 3, 3]);
    expect(startSession(hero({ actionPoints: 7 })).actionPoints).toBe(3);
    expect(startSession(hero({ actionPoints: 0 })).actionPoints).toBe(1);
    expect(() => sessionStartActionPoints(-1)).toThrow(RulesError);
  });
  it("spends one for a known reason, refusing with none left or an unknown reason", () => {
    const c = hero({ actionPoints: 1 });
    const spent = spendActionPoint(c, "preventLoss");
    expect(spent.actionPoints).toBe(0);
    expect(() => spendActionPoint(spent, "preventLoss")).toThrow(RulesError);
    expect(() => spendActionPoint(c, "bribe" as "preventLoss")).toThrow(RulesError);
    expect(earnActionPoint(spent, "breakOpposedTie").actionPoints).toBe(1);
    expect(() => earnActionPoint(spent, "luck" as "somethingCool")).toThrow(RulesError);
  });
  it("a trick of the ability the character lost confidence in cannot be used", () => {
    const c = markMinorCondition(hero({ actionPoints: 2 }), "lostConfidence", "strength").state;
    expect(canUseTrick(c, "strength")).toBe(false);
    expect(canUseTrick(c, "wisdom")).toBe(true);
    expect(() => spendActionPoint(c, "autoSucceedTrick", { trickAbility: "strength" })).toThrow(RulesError);
    expect(spendActionPoint(c, "autoSucceedTrick", { trickAbility: "wisdom" }).actionPoints).toBe(1);
  });
});

describe("minor conditions", () => {
  it("winded three times becomes exhausted", () => {
    let c = hero();
    const first = markMinorCondition(c, "winded");
    expect(first.state.minor.winded).toBe(1);
    expect(first.becameExhausted).toBe(false);
    c = markMinorCondition(first.state, "winded").state;
    expect(activeMinorConditions(c)).toEqual(["winded"]);
    const third = markMinorCondition(c, "winded");
    expect(third.becameExhausted).toBe(true);
    expect(third.state.minor).toMatchObject({ winded: 0, exhausted: true });
    expect(activeMinorConditions(third.state)).toEqual(["exhausted"]);
  });
  it("recovering from winded resets the count", () => {
    const c = markMinorCondition(markMinorCondition(hero(), "winded").state, "winded").state;
    const rested = recoverMinorCondition(c, "winded");
    expect(rested.minor.winded).toBe(0);
    expect(markMinorCondition(rested, "winded").becameExhausted).toBe(false);
  });
  it("angry does not recover while another minor condition remains", () => {
    const angry = markMinorCondition(hero(), "angry").state;
    const both = markMinorCondition(angry, "winded").state;
    expect(() => recoverMinorCondition(both, "angry")).toThrow(RulesError);
    expect(recoverMinorCondition(angry, "angry").minor.angry).toBe(false);
    expect(() => recoverMinorCondition(hero(), "exhausted")).toThrow(RulesError);
  });
  it("lost confidence needs an ability; others refuse one", () => {
    expect(() => markMinorCondition(hero(), "lostConfidence")).toThrow(RulesError);
    expect(() => markMinorCondition(hero(), "angry", "strength")).toThrow(RulesError);
  });
});

describe("major conditions", () => {
  it("count per kind and each is -1 to rolls", () => {
    let c = markMajorCondition(hero(), "physical");
    c = markMajorCondition(c, "mental");
    c = markMajorCondition(c, "physical");
    expect(c.major).toEqual({ physical: 2, mental: 1, other: 0 });
    expect(rollModifiers(c, { skill: "athletics" }).majorConditions).toBe(3);
    expect(recoverMajorCondition(c, "physical").major.physical).toBe(1);
    expect(() => recoverMajorCondition(c, "other")).toThrow(RulesError);
  });
});

describe("rollModifiers", () => {
  it("angry affects social and concentration rolls only", () => {
    const c = markMinorCondition(hero(), "angry").state;
    expect(rollModifiers(c, { skill: "persuade", tags: ["social"] })).toMatchObject({
      disadvantage: true,
      disadvantageFrom: ["angry"],
    });
    expect(rollModifiers(c, { skill: "lore", tags: ["concentration"] }).disadvantage).toBe(true);
    expect(rollModifiers(c, { skill: "athletics", tags: ["physical"] }).disadvantage).toBe(false);
  });
  it("winded affects physical rolls only", () => {
    const c = markMinorCondition(hero(), "winded").state;
    expect(rollModifiers(c, { skill: "athletics", tags: ["physical"] }).disadvantageFrom).toEqual(["winded"]);
    expect(rollModifiers(c, { skill: "persuade", tags: ["social"] }).disadvantage).toBe(false);
  });
  it("lost confidence affects skills of its ability (or a roll naming it)", () => {
    const c = markMinorCondition(hero(), "lostConfidence", "charisma").state;
    expect(rollModifiers(c, { skill: "persuade" }).disadvantageFrom).toEqual(["lostConfidence"]);
    expect(rollModifiers(c, { skill: "athletics" }).disadvantage).toBe(false);
    expect(rollModifiers(c, { skill: null, ability: "charisma" }).disadvantage).toBe(true);
  });
  it("exhausted affects every roll; ignored conditions do not count", () => {
    const c = markMinorCondition(hero(), "exhausted").state;
    expect(rollModifiers(c, {}).disadvantageFrom).toEqual(["exhausted"]);
    expect(rollModifiers(c, { ignore: ["exhausted"] }).disadvantage).toBe(false);
  });
  it("reports skilled, passes advantage through, and feeds resolveStrikeRoll", () => {
    const c = markMinorCondition(hero(), "winded").state;
    const m = rollModifiers(c, { skill: "athletics", tags: ["physical"], advantage: true });
    expect(m).toMatchObject({ skilled: true, advantage: true, disadvantage: true });
    const roll = resolveStrikeRoll({
      dice: [2],
      skilled: m.skilled,
      advantage: m.advantage,
      disadvantage: m.disadvantage,
      majorConditions: m.majorConditions,
    });
    expect(roll.row).toBe("twist");
    expect(rollModifiers(c, { skill: "lore" }).skilled).toBe(false);
    expect(rollModifiers(c, { skill: "swimming" }).skilled).toBe(false);
    expect(() => rollModifiers(c, { tags: ["mystic" as "social"] })).toThrow(RulesError);
  });
});

describe("wealth", () => {
  it("Short three times becomes Broke via wealth.ts", () => {
    let c = hero();
    const one = markCharacterShort(c);
    expect(one.becameBroke).toBe(false);
    expect(effectiveTier(one.state.wealth)).toBe(2);
    c = markCharacterShort(one.state).state;
    const three = markCharacterShort(c);
    expect(three.becameBroke).toBe(true);
    expect(three.state.wealth).toEqual({ tier: 3, short: 0, broke: 1 });
  });
});

describe("validation", () => {
  it("refuses malformed characters", () => {
    expect(() => hero({ actionPoints: 21 })).toThrow(RulesError);
    expect(() =>
      hero({
        skills: [
          { id: "a", name: "A", skilled: true, ability: null },
          { id: "a", name: "B", skilled: false, ability: null },
        ],
      }),
    ).toThrow(RulesError);
    expect(() =>
      hero({ minor: { angry: false, winded: 3, lostConfidence: null, exhausted: false } }),
    ).toThrow(RulesError);
    expect(() => hero({ major: { physical: 6, mental: 5, other: 0 } })).toThrow(RulesError);
    expect(() => hero({ traits: [{ id: "t", name: "", lost: false }] })).toThrow(RulesError);
  });
});
