import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import { PROPERTY_TIMEOUT_MS } from "../support/property";
import {
  applyThreatBurn,
  cutThreatOutcome,
  planThreatRoll,
  sharedRisk,
  resolveThreatRoll,
  threatOutcomeRank,
  THREAT_OUTCOMES,
  type ThreatBonusDice,
  type ThreatOutcome,
  type ThreatPlan,
  type ThreatRollPlan,
} from "../../src/rules/threat";

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
  throw new Error("expected a RulesError");
}

/** What `fn` threw, or "nothing thrown". */
function errorOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return "nothing thrown";
}

function outcomeOf(actionDice: number[], threatDice: number[] = []): ThreatOutcome {
  return resolveThreatRoll({ actionDice, threatDice }).outcome;
}

function* allRolls(count: number, faces: number): Generator<number[]> {
  const dice = Array<number>(count).fill(1);
  for (;;) {
    yield [...dice];
    let i = 0;
    while (i < count && dice[i] === faces) dice[i++] = 1;
    if (i === count) return;
    dice[i]++;
  }
}

function asRoll(plan: ThreatPlan): ThreatRollPlan {
  if (plan.kind !== "roll") throw new Error(`expected a roll plan, got ${plan.kind}`);
  return plan;
}

describe("resolveThreatRoll: the action dice", () => {
  it("reads the highest d6: 1-3 botched, 4-5 messy, 6 good", () => {
    expect([1, 2, 3, 4, 5, 6].map((v) => outcomeOf([v]))).toEqual([
      "botched",
      "botched",
      "botched",
      "messy",
      "messy",
      "good",
    ]);
    const r = resolveThreatRoll({ actionDice: [2, 5, 1], threatDice: [] });
    expect(r.outcome).toBe("messy");
    expect(r.keptIndex).toBe(1);
    expect(r.keptValue).toBe(5);
    expect(r.keep).toBe("highest");
  });

  it("two or more 6s are perfect; one 6 is good", () => {
    expect(outcomeOf([6, 6])).toBe("perfect");
    expect(outcomeOf([1, 6, 3, 6])).toBe("perfect");
    expect(outcomeOf([6, 6, 6])).toBe("perfect");
    expect(outcomeOf([6, 5])).toBe("good");
    const r = resolveThreatRoll({ actionDice: [6, 2, 6], threatDice: [] });
    expect(r.sixes).toBe(2);
    expect(r.keptIndex).toBe(0);
  });

  it("zero dice: two dice keep the lower, and two 6s read as good, not perfect (ruling)", () => {
    const low = resolveThreatRoll({ actionDice: [5, 2], threatDice: [], keep: "lowest" });
    expect(low.outcome).toBe("botched");
    expect(low.keptIndex).toBe(1);
    expect(low.keptValue).toBe(2);
    expect(resolveThreatRoll({ actionDice: [4, 5], threatDice: [], keep: "lowest" }).outcome).toBe("messy");
    const sixes = resolveThreatRoll({ actionDice: [6, 6], threatDice: [], keep: "lowest" });
    expect(sixes.outcome).toBe("good");
    expect(sixes.sixes).toBe(2);
  });
});

describe("resolveThreatRoll: cuts", () => {
  it("each threat die showing 7 or 8 cuts one step: good > messy > botched > dire", () => {
    expect(outcomeOf([6], [7])).toBe("messy");
    expect(outcomeOf([6], [8, 7])).toBe("botched");
    expect(outcomeOf([6], [8, 7, 8])).toBe("dire");
    expect(outcomeOf([5], [8])).toBe("botched");
    expect(outcomeOf([2], [7])).toBe("dire");
    expect(outcomeOf([6], [1, 2, 3, 4, 5, 6])).toBe("good");
  });

  it("lists the cutting dice and counts only the cuts that lowered the result", () => {
    const r = resolveThreatRoll({ actionDice: [4], threatDice: [3, 8, 6, 7, 7] });
    expect(r.cuts).toBe(3);
    expect(r.cutDice).toEqual([1, 3, 4]);
    expect(r.baseOutcome).toBe("messy");
    expect(r.outcome).toBe("dire");
    expect(r.cutsApplied).toBe(2);
    const floor = resolveThreatRoll({ actionDice: [1], threatDice: [8, 8, 8, 8] });
    expect(floor.outcome).toBe("dire");
    expect(floor.cutsApplied).toBe(1);
  });

  it("a perfect cannot be cut", () => {
    const r = resolveThreatRoll({ actionDice: [6, 6], threatDice: [8, 8, 8, 8] });
    expect(r.outcome).toBe("perfect");
    expect(r.cuts).toBe(4);
    expect(r.cutsApplied).toBe(0);
  });

  it("cutThreatOutcome walks the ladder and stops at dire", () => {
    expect(cutThreatOutcome("good", 0)).toEqual({ outcome: "good", cutsApplied: 0 });
    expect(cutThreatOutcome("good", 2)).toEqual({ outcome: "botched", cutsApplied: 2 });
    expect(cutThreatOutcome("good", 9)).toEqual({ outcome: "dire", cutsApplied: 3 });
    expect(cutThreatOutcome("dire", 1)).toEqual({ outcome: "dire", cutsApplied: 0 });
    expect(cutThreatOutcome("perfect", 3)).toEqual({ outcome: "perfect", cutsApplied: 0 });
    expect(() => cutThreatOutcome("good", -1)).toThrow(RulesError);
  });

  it("ranks results best first", () => {
    expect(THREAT_OUTCOMES.map(threatOutcomeRank)).toEqual([4, 3, 2, 1, 0]);
    expect(() => threatOutcomeRank("fine" as unknown as ThreatOutcome)).toThrow(RulesError);
  });
});

describe("resolveThreatRoll: input checks", () => {
  it("rejects bad faces and counts", () => {
    expect(codeOf(() => resolveThreatRoll({ actionDice: [7], threatDice: [] }))).toBe("OutOfRange");
    expect(codeOf(() => resolveThreatRoll({ actionDice: [0], threatDice: [] }))).toBe("OutOfRange");
    expect(codeOf(() => resolveThreatRoll({ actionDice: [3], threatDice: [9] }))).toBe("OutOfRange");
    expect(codeOf(() => resolveThreatRoll({ actionDice: [3], threatDice: [1.5] }))).toBe("NotInteger");
    expect(codeOf(() => resolveThreatRoll({ actionDice: [], threatDice: [] }))).toBe("NoActionDice");
    expect(codeOf(() => resolveThreatRoll({ actionDice: [1, 1, 1, 1, 1, 1, 1], threatDice: [] }))).toBe(
      "TooManyActionDice",
    );
    expect(codeOf(() => resolveThreatRoll({ actionDice: [3, 4, 5], threatDice: [], keep: "lowest" }))).toBe(
      "ZeroDiceRollCount",
    );
    expect(codeOf(() => resolveThreatRoll({ actionDice: [3], threatDice: [], keep: "lowest" }))).toBe(
      "ZeroDiceRollCount",
    );
    expect(codeOf(() => resolveThreatRoll({ actionDice: [3], threatDice: Array<number>(13).fill(1) }))).toBe(
      "OutOfRange",
    );
    expect(
      codeOf(() => resolveThreatRoll({ actionDice: [3], threatDice: [], keep: "middle" as "lowest" })),
    ).toBe("NotOneOf");
    expect(codeOf(() => resolveThreatRoll({ actionDice: [3], threatDice: [], burnMomentum: 7 }))).toBe(
      "OutOfRange",
    );
  });

  it("returns plain data that survives JSON and copies the dice", () => {
    const actionDice = [3, 5];
    const r = resolveThreatRoll({ actionDice, threatDice: [7], burnMomentum: 6 });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    actionDice[0] = 6;
    expect(r.actionDice).toEqual([3, 5]);
  });
});

describe("burning momentum", () => {
  it("offers a burn at 4 or more that replaces the highest die, then applies the cuts", () => {
    const r = resolveThreatRoll({ actionDice: [2, 3], threatDice: [], burnMomentum: 4 });
    expect(r.burn).toEqual({
      momentum: 4,
      outcome: "messy",
      baseOutcome: "messy",
      replacedIndex: 1,
      replacedValue: 3,
      cutsApplied: 0,
    });
    expect(resolveThreatRoll({ actionDice: [2, 3], threatDice: [], burnMomentum: 3 }).burn).toBeNull();
    expect(resolveThreatRoll({ actionDice: [2, 3], threatDice: [] }).burn).toBeNull();
    const cut = resolveThreatRoll({ actionDice: [5], threatDice: [8], burnMomentum: 6 });
    expect(cut.outcome).toBe("botched");
    expect(cut.burn?.baseOutcome).toBe("good");
    expect(cut.burn?.outcome).toBe("messy");
    expect(cut.burn?.cutsApplied).toBe(1);
  });

  it("momentum 4-5 reads messy and 6 reads good", () => {
    expect(resolveThreatRoll({ actionDice: [1], threatDice: [], burnMomentum: 4 }).burn?.outcome).toBe(
      "messy",
    );
    expect(resolveThreatRoll({ actionDice: [1], threatDice: [], burnMomentum: 5 }).burn?.outcome).toBe(
      "messy",
    );
    expect(resolveThreatRoll({ actionDice: [1], threatDice: [], burnMomentum: 6 }).burn?.outcome).toBe(
      "good",
    );
  });

  it("offers a burn only when it improves the final result", () => {
    // Same result.
    expect(resolveThreatRoll({ actionDice: [5], threatDice: [], burnMomentum: 5 }).burn).toBeNull();
    expect(resolveThreatRoll({ actionDice: [4, 1], threatDice: [], burnMomentum: 5 }).burn).toBeNull();
    // A perfect would get worse (or stay perfect with a third 6 left).
    expect(resolveThreatRoll({ actionDice: [6, 6], threatDice: [], burnMomentum: 4 }).burn).toBeNull();
    expect(resolveThreatRoll({ actionDice: [6, 6, 6], threatDice: [], burnMomentum: 4 }).burn).toBeNull();
    // The cuts eat the gain.
    expect(resolveThreatRoll({ actionDice: [1], threatDice: [8, 8, 8], burnMomentum: 6 }).burn).toBeNull();
    // ...but not always.
    const through = resolveThreatRoll({ actionDice: [3], threatDice: [8, 8], burnMomentum: 6 });
    expect(through.outcome).toBe("dire");
    expect(through.burn?.outcome).toBe("botched");
  });

  it("a burn can leave a perfect from remaining 6s (never worse than the offer says)", () => {
    const r = resolveThreatRoll({ actionDice: [6, 6, 6], threatDice: [], burnMomentum: 6 });
    expect(r.outcome).toBe("perfect");
    expect(r.burn).toBeNull();
  });

  it("on a zero-dice roll the burn replaces the kept (lower) die (ruling)", () => {
    const r = resolveThreatRoll({ actionDice: [2, 5], threatDice: [], keep: "lowest", burnMomentum: 6 });
    expect(r.burn?.replacedIndex).toBe(0);
    expect(r.burn?.outcome).toBe("messy");
    expect(
      resolveThreatRoll({ actionDice: [3, 2], threatDice: [], keep: "lowest", burnMomentum: 6 }).burn,
    ).toBeNull();
    const burned = applyThreatBurn(r, 6);
    expect(burned.actionDice).toEqual([6, 5]);
    expect(burned.keptIndex).toBe(1);
    expect(burned.keptValue).toBe(5);
    expect(burned.outcome).toBe("messy");
  });

  it("applyThreatBurn replaces the die, reapplies the cuts and can be done once", () => {
    const r = resolveThreatRoll({ actionDice: [3, 1], threatDice: [7, 2], burnMomentum: 6 });
    expect(r.outcome).toBe("dire");
    const burned = applyThreatBurn(r, 6);
    expect(burned.actionDice).toEqual([6, 1]);
    expect(burned.baseOutcome).toBe("good");
    expect(burned.outcome).toBe("messy");
    expect(burned.cutsApplied).toBe(1);
    expect(burned.burn).toBeNull();
    expect(burned.burned).toEqual(r.burn);
    expect(r.actionDice).toEqual([3, 1]);
    expect(r.burned).toBeNull();
    expect(codeOf(() => applyThreatBurn(burned, 6))).toBe("AlreadyBurned");
    expect(codeOf(() => applyThreatBurn(r, 3))).toBe("BurnTooLow");
    expect(codeOf(() => applyThreatBurn(r, 7))).toBe("OutOfRange");
    const perfect = resolveThreatRoll({ actionDice: [6, 6], threatDice: [] });
    expect(codeOf(() => applyThreatBurn(perfect, 6))).toBe("BurnNoImprovement");
  });

  it("applying a burn gives exactly the result the offer announced, on every small roll", () => {
    // Every roll is checked in plain code and the test asserts once on the rolls that disagree
    // (tests/support/property.ts: an expect per roll would cost more than the rules).
    const wrong: string[] = [];
    let rolls = 0;
    for (let a = 1; a <= 3; a++) {
      for (const action of allRolls(a, 6)) {
        for (let t = 0; t <= 2; t++) {
          for (const threat of t === 0 ? [[]] : allRolls(t, 8)) {
            for (let m = 4; m <= 6; m++) {
              rolls++;
              const roll = `${action.join(",")} / ${threat.join(",")} / momentum ${m}`;
              const r = resolveThreatRoll({ actionDice: action, threatDice: threat, burnMomentum: m });
              if (r.burn === null) {
                const refusal = errorOf(() => applyThreatBurn(r, m));
                if (!(refusal instanceof RulesError)) wrong.push(`${roll}: no burn offered, yet applying one gave ${String(refusal)}`);
                continue;
              }
              if (threatOutcomeRank(r.burn.outcome) <= threatOutcomeRank(r.outcome)) wrong.push(`${roll}: the offer does not improve ${r.outcome}`);
              const applied = applyThreatBurn(r, m).outcome;
              if (applied !== r.burn.outcome) wrong.push(`${roll}: offered ${r.burn.outcome}, applied ${applied}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(rolls).toBe(3 * (6 + 36 + 216) * (1 + 8 + 64));
  }, PROPERTY_TIMEOUT_MS);
});

describe("sharedRisk", () => {
  it("every assisting character shares the risk; none without assists", () => {
    expect(sharedRisk({ assists: 3 })).toBe(3);
    expect(sharedRisk({})).toBe(0);
    expect(() => sharedRisk({ assists: -1 })).toThrow(RulesError);
  });
});

describe("planThreatRoll", () => {
  it("rolls the approach with the positive stance threat plus harm", () => {
    expect(planThreatRoll({ approach: 2, stanceThreat: 1, harm: 2 })).toEqual({
      kind: "roll",
      actionDice: 2,
      keep: "highest",
      threatDice: 3,
      threatFromStances: 1,
      threatFromHarm: 2,
      threatLevel: 1,
      momentumGained: 0,
      momentum: null,
      pool: {
        approach: 2,
        expertise: 0,
        ability: 0,
        workingTogether: 0,
        helpers: 0,
        ignoredHelpers: 0,
        total: 2,
      },
    });
  });

  it("adds one die each for expertise, an ability and working together", () => {
    const plan = asRoll(
      planThreatRoll({
        approach: 1,
        stanceThreat: 0,
        bonusDice: { expertise: true, ability: true, workingTogether: true },
      }),
    );
    expect(plan.actionDice).toBe(4);
    expect(plan.pool.expertise).toBe(1);
    expect(plan.pool.ability).toBe(1);
    expect(plan.pool.workingTogether).toBe(1);
    expect(
      asRoll(planThreatRoll({ approach: 1, stanceThreat: 0, bonusDice: { expertise: true } })).actionDice,
    ).toBe(2);
  });

  it("assists and outside assistance are working together: one die at most, bonus at most 3 (ruling)", () => {
    expect(asRoll(planThreatRoll({ approach: 2, stanceThreat: 0, assists: 1 })).actionDice).toBe(3);
    expect(asRoll(planThreatRoll({ approach: 2, stanceThreat: 0, outsideAssistance: true })).actionDice).toBe(
      3,
    );
    const crowd = asRoll(
      planThreatRoll({
        approach: 2,
        stanceThreat: 0,
        assists: 2,
        outsideAssistance: true,
        bonusDice: { workingTogether: true, expertise: true, ability: true },
      }),
    );
    expect(crowd.actionDice).toBe(5);
    expect(crowd.pool.workingTogether).toBe(1);
    expect(crowd.pool.helpers).toBe(4);
    expect(crowd.pool.ignoredHelpers).toBe(3);
  });

  it("more than 6 action dice means no roll: the action succeeds", () => {
    expect(asRoll(planThreatRoll({ approach: 6, stanceThreat: 2 })).actionDice).toBe(6);
    expect(
      asRoll(
        planThreatRoll({
          approach: 3,
          stanceThreat: 2,
          assists: 1,
          bonusDice: { expertise: true, ability: true },
        }),
      ).actionDice,
    ).toBe(6);
    const auto = planThreatRoll({ approach: 6, stanceThreat: 2, bonusDice: { expertise: true } });
    expect(auto.kind).toBe("automatic");
    if (auto.kind === "automatic") expect(auto.pool.total).toBe(7);
    expect(planThreatRoll({ approach: 10, stanceThreat: -2, momentum: 1 }).kind).toBe("automatic");
  });

  it("a stance threat of 4 or more is impossible, even with a huge pool; harm never makes it impossible", () => {
    expect(planThreatRoll({ approach: 2, stanceThreat: 4 })).toEqual({ kind: "impossible", threatLevel: 4 });
    expect(planThreatRoll({ approach: 10, stanceThreat: 5 }).kind).toBe("impossible");
    const harmed = asRoll(planThreatRoll({ approach: 2, stanceThreat: 3, harm: 5 }));
    expect(harmed.threatDice).toBe(8);
    expect(harmed.threatFromHarm).toBe(5);
  });

  it("zero action dice: roll two and keep the lower", () => {
    const plan = asRoll(planThreatRoll({ approach: 0, stanceThreat: 1 }));
    expect(plan.actionDice).toBe(2);
    expect(plan.keep).toBe("lowest");
    expect(plan.pool.total).toBe(0);
  });

  it("a negative threat level grants that much momentum before the roll and adds no threat dice", () => {
    const plan = asRoll(planThreatRoll({ approach: 2, stanceThreat: -2, harm: 1, momentum: 3 }));
    expect(plan.momentumGained).toBe(2);
    expect(plan.momentum).toBe(5);
    expect(plan.threatDice).toBe(1);
    expect(plan.threatFromStances).toBe(0);
    expect(asRoll(planThreatRoll({ approach: 2, stanceThreat: -2, momentum: 5 })).momentum).toBe(6);
    expect(asRoll(planThreatRoll({ approach: 2, stanceThreat: -1 })).momentum).toBeNull();
    expect(asRoll(planThreatRoll({ approach: 2, stanceThreat: 2, momentum: 3 })).momentum).toBe(3);
  });

  it("rejects bad input", () => {
    expect(codeOf(() => planThreatRoll({ approach: -1, stanceThreat: 0 }))).toBe("OutOfRange");
    expect(codeOf(() => planThreatRoll({ approach: 1.5, stanceThreat: 0 }))).toBe("NotInteger");
    expect(codeOf(() => planThreatRoll({ approach: 11, stanceThreat: 0 }))).toBe("OutOfRange");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: -7 }))).toBe("OutOfRange");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 0, harm: -1 }))).toBe("OutOfRange");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 0, harm: 13 }))).toBe("OutOfRange");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 0, assists: -1 }))).toBe("OutOfRange");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 0, momentum: 7 }))).toBe("OutOfRange");
    const yes = "yes" as unknown as boolean;
    expect(
      codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 0, bonusDice: { expertise: yes } })),
    ).toBe("NotBoolean");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 0, outsideAssistance: yes }))).toBe(
      "NotBoolean",
    );
    expect(
      codeOf(() =>
        planThreatRoll({ approach: 1, stanceThreat: 0, bonusDice: 5 as unknown as ThreatBonusDice }),
      ),
    ).toBe("NotObject");
    expect(codeOf(() => planThreatRoll({ approach: 1, stanceThreat: 3, harm: 10 }))).toBe(
      "TooManyThreatDice",
    );
  });
});
