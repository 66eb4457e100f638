import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  applyForgeOutcome,
  createForgeTrack,
  forgeChoices,
  forgeDice,
  markRequirement,
  resolveForgeRoll,
  type ForgeTrack,
} from "../../src/rules/forge";
import { poolRollOdds } from "../../src/rules/pool";
import { createForgedTiesCharacter } from "../../src/rules/forged-ties-character";
import { markHarm, markHarmBroken } from "../../src/rules/forged-ties-harm";
import { markHeart } from "../../src/rules/forged-ties-breaking";

const track = (marked: number, ids = ["a", "b", "c"]): ForgeTrack => ({ ...createForgeTrack(ids), marked });
const hurt = (...names: string[]) =>
  names.reduce((s, n) => markHarm(s, n).state, createForgedTiesCharacter());

describe("forge dice", () => {
  it("are 1 + floor(marked / 3)", () => {
    expect([0, 1, 2, 3, 5, 6, 8, 9, 10].map((m) => forgeDice(track(m)))).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
  it("take another divisor", () => {
    expect(forgeDice(track(4), 2)).toBe(3);
    expect(() => forgeDice(track(4), 0)).toThrow(RulesError);
  });
  it("refuse a malformed track", () => {
    expect(() => forgeDice({ marked: 11, length: 10, requirements: [] })).toThrow(RulesError);
    expect(() => createForgeTrack(["a", "a"])).toThrow(RulesError);
  });
});

describe("markRequirement", () => {
  it("meets the requirement, marks a box and calls for a forge roll with dice from the track after the mark", () => {
    const r = markRequirement(track(2), "b");
    expect(r.rollForge).toBe(true);
    expect(r.track.marked).toBe(3);
    expect(r.boxesMarked).toBe(1);
    expect(r.dice).toBe(2);
    expect(r.track.requirements).toEqual([
      { id: "a", met: false },
      { id: "b", met: true },
      { id: "c", met: false },
    ]);
    expect(r.allRequirementsMet).toBe(false);
    expect(r.helpersMarkBond).toEqual([]);
  });
  it("returns the helpers, who mark their bond", () => {
    expect(markRequirement(track(0), "a", { helpers: ["mira", "tov"] }).helpersMarkBond).toEqual([
      "mira",
      "tov",
    ]);
    expect(() => markRequirement(track(0), "a", { helpers: ["mira", "mira"] })).toThrow(RulesError);
  });
  it("marks no box once the track is full, and tells when every requirement is met", () => {
    const full: ForgeTrack = {
      marked: 10,
      length: 10,
      requirements: [
        { id: "a", met: true },
        { id: "b", met: false },
      ],
    };
    const r = markRequirement(full, "b");
    expect(r.boxesMarked).toBe(0);
    expect(r.track.marked).toBe(10);
    expect(r.allRequirementsMet).toBe(true);
  });
  it("refuses an unknown or already met requirement", () => {
    expect(() => markRequirement(track(0), "z")).toThrow(RulesError);
    const once = markRequirement(track(0), "a").track;
    expect(() => markRequirement(once, "a")).toThrow(RulesError);
  });
});

describe("forge outcomes", () => {
  it("offer the reference's choices as ids", () => {
    expect(forgeChoices("miss")).toEqual({
      outcome: "miss",
      required: ["markBreaking"],
      options: [],
      question: "newDifficulties",
    });
    expect(forgeChoices("partialSuccess")).toEqual({
      outcome: "partialSuccess",
      required: [],
      options: ["markBreakingAndRemoveHarm"],
      question: "opportunityInDanger",
    });
    expect(forgeChoices("fullSuccess")).toEqual({
      outcome: "fullSuccess",
      required: [],
      options: ["markHeart", "removeHarm"],
      question: "opportunityReady",
    });
  });
  it("resolveForgeRoll reads the highest die against the challenge dice, ties to the challenge die", () => {
    expect(resolveForgeRoll({ pool: [3, 8], challengeDice: [7, 2] }).outcome).toBe("fullSuccess");
    expect(resolveForgeRoll({ pool: [7], challengeDice: [7, 2] }).outcome).toBe("partialSuccess");
    const miss = resolveForgeRoll({ pool: [4, 4], challengeDice: [4, 4] });
    expect(miss.outcome).toBe("miss");
    expect(miss.matchResult).toBe("complication");
    expect(miss.choices.required).toEqual(["markBreaking"]);
    expect(() => resolveForgeRoll({ pool: [11], challengeDice: [1, 2] })).toThrow(RulesError);
  });
  it("a miss marks breaking, heart may absorb it", () => {
    const r = applyForgeOutcome(createForgedTiesCharacter(), "miss");
    expect(r.state.breaking.marked).toBe(1);
    expect(r.breaking?.breakingMarked).toBe(1);
    const h = applyForgeOutcome(markHeart(createForgedTiesCharacter()), "miss", { clearHeartFirst: true });
    expect(h.state.breaking.marked).toBe(0);
    expect(h.state.heart.marked).toBe(0);
    expect(() => applyForgeOutcome(createForgedTiesCharacter(), "miss", { option: "markHeart" })).toThrow(
      RulesError,
    );
  });
  it("a partial may mark breaking and remove an unbroken harm, or do nothing", () => {
    const s = hurt("a", "b");
    const r = applyForgeOutcome(s, "partialSuccess", { option: "markBreakingAndRemoveHarm", harmIndex: 1 });
    expect(r.state.harm).toEqual([{ name: "a", broken: false }, null, null]);
    expect(r.state.breaking.marked).toBe(1);
    expect(r.harmRemoved).toBe(1);
    const none = applyForgeOutcome(s, "partialSuccess");
    expect(none.state).toEqual(s);
    expect(none.state).not.toBe(s);
    expect(() =>
      applyForgeOutcome(markHarmBroken(s, 0), "partialSuccess", {
        option: "markBreakingAndRemoveHarm",
        harmIndex: 0,
      }),
    ).toThrow(RulesError);
    expect(() => applyForgeOutcome(s, "partialSuccess", { option: "markBreakingAndRemoveHarm" })).toThrow(
      RulesError,
    );
    expect(() => applyForgeOutcome(s, "partialSuccess", { option: "removeHarm", harmIndex: 0 })).toThrow(
      RulesError,
    );
  });
  it("removes the harm before marking, so a Broken reached by that mark asks for no removed harm", () => {
    const s = { ...hurt("a"), breaking: { marked: 9, length: 10, ruinSpaces: [5, 8] } };
    const r = applyForgeOutcome(s, "partialSuccess", { option: "markBreakingAndRemoveHarm", harmIndex: 0 });
    expect(r.breaking?.markedBroken).toBe(true);
    expect(r.breaking?.brokenHarmDue).toBe(0);
  });
  it("a full success may mark heart or remove harm", () => {
    expect(
      applyForgeOutcome(createForgedTiesCharacter(), "fullSuccess", { option: "markHeart" }).state.heart
        .marked,
    ).toBe(1);
    const r = applyForgeOutcome(hurt("a"), "fullSuccess", { option: "removeHarm", harmIndex: 0 });
    expect(r.state.harm[0]).toBeNull();
    expect(r.breaking).toBeNull();
    expect(() =>
      applyForgeOutcome(markHeart(createForgedTiesCharacter(), 3), "fullSuccess", { option: "markHeart" }),
    ).toThrow(RulesError);
    expect(() => applyForgeOutcome(hurt("a"), "fullSuccess", { option: "markHeart", harmIndex: 0 })).toThrow(
      RulesError,
    );
    expect(() =>
      applyForgeOutcome(hurt("a"), "fullSuccess", { option: "markBreakingAndRemoveHarm", harmIndex: 0 }),
    ).toThrow(RulesError);
  });
});

describe("forge roll odds", () => {
  it("the pool odds for the forge dice match an enumeration of resolveForgeRoll", () => {
    for (const marked of [0, 3, 6]) {
      const dice = forgeDice(track(marked));
      const counts = { fullSuccess: 0, partialSuccess: 0, miss: 0 };
      let total = 0;
      const faces = (n: number): number[][] =>
        n === 0
          ? [[]]
          : faces(n - 1).flatMap((rest) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((f) => [...rest, f]));
      for (const pool of faces(dice))
        for (let c1 = 1; c1 <= 10; c1++)
          for (let c2 = 1; c2 <= 10; c2++) {
            counts[resolveForgeRoll({ pool, challengeDice: [c1, c2] }).outcome] += 1;
            total += 1;
          }
      const odds = poolRollOdds({ dice });
      expect(odds.fullSuccess).toBeCloseTo(counts.fullSuccess / total, 12);
      expect(odds.partialSuccess).toBeCloseTo(counts.partialSuccess / total, 12);
      expect(odds.miss).toBeCloseTo(counts.miss / total, 12);
    }
  });
});

describe("forge input", () => {
  it("refuses helpers given as a text", () => {
    expect(() => markRequirement(track(0), "a", { helpers: "mira" as unknown as string[] })).toThrow(
      RulesError,
    );
  });
});
