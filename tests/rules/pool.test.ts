import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/rules/errors";
import {
  applyPush,
  assertHelp,
  buildPool,
  EFFECTS,
  poolConsequence,
  POSITIONS,
  resolvePoolRoll,
  type PoolOutcome,
} from "../../src/rules/pool";

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof RulesError) return e.code;
    throw e;
  }
  throw new Error("expected a RulesError");
}

describe("resolvePoolRoll", () => {
  it("keeps the highest die and compares it with each challenge die", () => {
    const r = resolvePoolRoll({ pool: [3, 9, 2], challengeDice: [4, 8] });
    expect(r.highest).toBe(9);
    expect(r.keptIndex).toBe(1);
    expect(r.beaten).toEqual([true, true]);
    expect(r.outcome).toBe("fullSuccess");
    expect(resolvePoolRoll({ pool: [3, 6], challengeDice: [4, 8] }).outcome).toBe("partialSuccess");
    expect(resolvePoolRoll({ pool: [3, 6], challengeDice: [8, 4] }).beaten).toEqual([false, true]);
    expect(resolvePoolRoll({ pool: [3, 2], challengeDice: [4, 8] }).outcome).toBe("miss");
  });

  it("never sums the pool: two dice of 5 do not beat a 7", () => {
    expect(resolvePoolRoll({ pool: [5, 5], challengeDice: [7, 7] }).outcome).toBe("miss");
  });

  it("gives ties to the challenge die", () => {
    const r = resolvePoolRoll({ pool: [7], challengeDice: [7, 3] });
    expect(r.beaten).toEqual([false, true]);
    expect(r.outcome).toBe("partialSuccess");
    expect(resolvePoolRoll({ pool: [7], challengeDice: [7, 7] }).outcome).toBe("miss");
    expect(resolvePoolRoll({ pool: [10], challengeDice: [10, 9] }).outcome).toBe("partialSuccess");
    expect(resolvePoolRoll({ pool: [1], challengeDice: [1, 1] }).outcome).toBe("miss");
  });

  it("reports the first of several highest dice as kept", () => {
    expect(resolvePoolRoll({ pool: [4, 8, 8, 1], challengeDice: [2, 3] }).keptIndex).toBe(1);
  });

  it("adds an opportunity on a matched success and a complication on a matched miss", () => {
    const success = resolvePoolRoll({ pool: [9], challengeDice: [3, 3] });
    expect(success.match).toBe(true);
    expect(success.outcome).toBe("fullSuccess");
    expect(success.matchResult).toBe("opportunity");
    const miss = resolvePoolRoll({ pool: [2], challengeDice: [5, 5] });
    expect(miss.match).toBe(true);
    expect(miss.matchResult).toBe("complication");
    const tie = resolvePoolRoll({ pool: [5], challengeDice: [5, 5] });
    expect(tie.outcome).toBe("miss");
    expect(tie.matchResult).toBe("complication");
    const plain = resolvePoolRoll({ pool: [9], challengeDice: [3, 4] });
    expect(plain.match).toBe(false);
    expect(plain.matchResult).toBeNull();
  });

  it("agrees with the rule on every highest die and challenge pair; a match is never partial", () => {
    for (let h = 1; h <= 10; h++) {
      for (let a = 1; a <= 10; a++) {
        for (let b = 1; b <= 10; b++) {
          const r = resolvePoolRoll({ pool: [1, h], challengeDice: [a, b] });
          const hits = (h > a ? 1 : 0) + (h > b ? 1 : 0);
          const expected: PoolOutcome = ["miss", "partialSuccess", "fullSuccess"][hits] as PoolOutcome;
          expect(r.outcome).toBe(expected);
          if (a === b) {
            expect(r.outcome).not.toBe("partialSuccess");
            expect(r.matchResult).toBe(hits === 0 ? "complication" : "opportunity");
          } else {
            expect(r.matchResult).toBeNull();
          }
        }
      }
    }
  });

  it("defaults to a risky position at standard effect and carries the consequence", () => {
    const r = resolvePoolRoll({ pool: [2], challengeDice: [5, 6] });
    expect(r.position).toBe("risky");
    expect(r.effect).toBe("standard");
    expect(r.consequence).toEqual({
      id: "risky.miss",
      achieved: "no",
      marks: "harmOrBreaking",
      severity: "standard",
      needsPush: false,
    });
    const d = resolvePoolRoll({ pool: [6], challengeDice: [5, 6], position: "desperate", effect: "great" });
    expect(d.position).toBe("desperate");
    expect(d.effect).toBe("great");
    expect(d.consequence.id).toBe("desperate.partialSuccess");
  });

  it("returns plain data that survives JSON and does not share the input arrays", () => {
    const pool = [4, 7];
    const challengeDice = [2, 2];
    const r = resolvePoolRoll({ pool, challengeDice, position: "controlled" });
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    pool[0] = 10;
    challengeDice[0] = 10;
    expect(r.pool).toEqual([4, 7]);
    expect(r.challengeDice).toEqual([2, 2]);
  });

  it("rejects bad input with a RulesError", () => {
    expect(codeOf(() => resolvePoolRoll({ pool: [], challengeDice: [1, 2] }))).toBe("EmptyPool");
    expect(codeOf(() => resolvePoolRoll({ pool: [11], challengeDice: [1, 2] }))).toBe("OutOfRange");
    expect(codeOf(() => resolvePoolRoll({ pool: [0], challengeDice: [1, 2] }))).toBe("OutOfRange");
    expect(codeOf(() => resolvePoolRoll({ pool: [2.5], challengeDice: [1, 2] }))).toBe("NotInteger");
    expect(codeOf(() => resolvePoolRoll({ pool: [5], challengeDice: [1, 11] }))).toBe("OutOfRange");
    expect(codeOf(() => resolvePoolRoll({ pool: [5], challengeDice: [1] }))).toBe("ChallengeDiceCount");
    expect(codeOf(() => resolvePoolRoll({ pool: [5], challengeDice: [1, 2, 3] }))).toBe("ChallengeDiceCount");
    expect(codeOf(() => resolvePoolRoll({ pool: Array<number>(41).fill(3), challengeDice: [1, 2] }))).toBe(
      "OutOfRange",
    );
    const badPosition = "safe" as unknown as "risky";
    expect(codeOf(() => resolvePoolRoll({ pool: [5], challengeDice: [1, 2], position: badPosition }))).toBe(
      "NotOneOf",
    );
    const badEffect = "huge" as unknown as "great";
    expect(codeOf(() => resolvePoolRoll({ pool: [5], challengeDice: [1, 2], effect: badEffect }))).toBe(
      "NotOneOf",
    );
  });
});

describe("poolConsequence", () => {
  it("follows the reference's position list for every position and outcome", () => {
    const table = POSITIONS.flatMap((p) =>
      (["fullSuccess", "partialSuccess", "miss"] as const).map((o) => poolConsequence(p, o)),
    );
    expect(table).toEqual([
      { id: "controlled.fullSuccess", achieved: "yes", marks: "none", severity: "none", needsPush: false },
      {
        id: "controlled.partialSuccess",
        achieved: "either",
        marks: "none",
        severity: "minor",
        needsPush: false,
      },
      { id: "controlled.miss", achieved: "no", marks: "none", severity: "none", needsPush: true },
      { id: "risky.fullSuccess", achieved: "yes", marks: "none", severity: "none", needsPush: false },
      { id: "risky.partialSuccess", achieved: "yes", marks: "none", severity: "standard", needsPush: false },
      { id: "risky.miss", achieved: "no", marks: "harmOrBreaking", severity: "standard", needsPush: false },
      { id: "desperate.fullSuccess", achieved: "yes", marks: "none", severity: "none", needsPush: false },
      {
        id: "desperate.partialSuccess",
        achieved: "yes",
        marks: "harmOrBreaking",
        severity: "severe",
        needsPush: false,
      },
      {
        id: "desperate.miss",
        achieved: "no",
        marks: "harmAndBreaking",
        severity: "severe",
        needsPush: false,
      },
    ]);
  });

  it("returns a fresh object each time and rejects unknown ids", () => {
    const a = poolConsequence("risky", "fullSuccess");
    a.marks = "harmAndBreaking";
    expect(poolConsequence("risky", "fullSuccess").marks).toBe("none");
    expect(codeOf(() => poolConsequence("calm" as unknown as "risky", "miss"))).toBe("NotOneOf");
    expect(codeOf(() => poolConsequence("risky", "win" as unknown as "miss"))).toBe("NotOneOf");
  });
});

describe("buildPool", () => {
  it("adds the dice from the skill, related skills and helpers", () => {
    const plan = buildPool({ skillDice: 2, relatedSkillDice: 1, helperDice: 3 });
    expect(plan).toEqual({
      dice: 6,
      skillDice: 2,
      relatedSkillDice: 1,
      helperDice: 3,
      pushDice: 0,
      push: null,
      baseEffect: "standard",
      effect: "standard",
      effectSteps: 0,
      breakingToMark: 0,
    });
    expect(buildPool({ skillDice: 1 }).dice).toBe(1);
  });

  it("pushing to add a die marks breaking and adds one die of the rolled skill", () => {
    const plan = buildPool({ skillDice: 2, push: "addDie" });
    expect(plan.dice).toBe(3);
    expect(plan.pushDice).toBe(1);
    expect(plan.skillDice).toBe(2);
    expect(plan.breakingToMark).toBe(1);
    expect(plan.effect).toBe("standard");
    expect(plan.effectSteps).toBe(0);
  });

  it("pushing to raise effect marks breaking and raises effect one step", () => {
    const up = buildPool({ skillDice: 2, effect: "limited", push: "raiseEffect" });
    expect(up.dice).toBe(2);
    expect(up.baseEffect).toBe("limited");
    expect(up.effect).toBe("standard");
    expect(up.effectSteps).toBe(1);
    expect(up.breakingToMark).toBe(1);
    expect(buildPool({ skillDice: 1, push: "raiseEffect" }).effect).toBe("great");
    expect(codeOf(() => buildPool({ skillDice: 1, effect: "great", push: "raiseEffect" }))).toBe(
      "EffectAboveGreat",
    );
    expect(EFFECTS).toEqual(["limited", "standard", "great"]);
  });

  it("refuses an empty pool with a message, but a pushed die can make the only die", () => {
    expect(() => buildPool({ skillDice: 0 })).toThrow(/at least one die/);
    expect(codeOf(() => buildPool({ skillDice: 0, relatedSkillDice: 0, helperDice: 0 }))).toBe("EmptyPool");
    expect(codeOf(() => buildPool({ skillDice: 0, push: "raiseEffect" }))).toBe("EmptyPool");
    expect(buildPool({ skillDice: 0, push: "addDie" }).dice).toBe(1);
  });

  it("validates every count and choice", () => {
    expect(codeOf(() => buildPool({ skillDice: -1 }))).toBe("OutOfRange");
    expect(codeOf(() => buildPool({ skillDice: 1.5 }))).toBe("NotInteger");
    expect(codeOf(() => buildPool({ skillDice: 11 }))).toBe("OutOfRange");
    expect(codeOf(() => buildPool({ skillDice: 1, relatedSkillDice: -2 }))).toBe("OutOfRange");
    expect(codeOf(() => buildPool({ skillDice: 1, helperDice: Number.NaN }))).toBe("NotInteger");
    expect(codeOf(() => buildPool({ skillDice: 1, push: "twice" as unknown as "addDie" }))).toBe("NotOneOf");
    expect(codeOf(() => buildPool({ skillDice: 1, effect: "epic" as unknown as "great" }))).toBe("NotOneOf");
  });
});

describe("Forged Ties help", () => {
  it("a stat helps only a stat roll; a skill helps a stat or a skill roll", () => {
    expect(buildPool({ skillDice: 2, helperStatDice: 1, helperDice: 1, rolled: "stat" })).toMatchObject({ dice: 4, helperDice: 2 });
    expect(buildPool({ skillDice: 2, helperDice: 2, rolled: "skill" })).toMatchObject({ dice: 4, helperDice: 2 });
    expect(() => buildPool({ skillDice: 2, helperStatDice: 1, rolled: "skill" })).toThrow(
      expect.objectContaining({ code: "StatHelpsStatsOnly", details: { helperStatDice: 1 } }),
    );
    expect(() => assertHelp("skill", 1)).toThrow(RulesError);
    expect(() => assertHelp("stat", 3)).not.toThrow();
    // Unknown roll (a free pool): no help is refused.
    expect(buildPool({ skillDice: 1, helperStatDice: 1 })).toMatchObject({ dice: 2 });
    expect(() => buildPool({ skillDice: 1, helperDice: 6, helperStatDice: 5, rolled: "stat" })).toThrow(
      expect.objectContaining({ code: "OutOfRange" }),
    );
  });
});

describe("applyPush", () => {
  it("pushes an unpushed plan and leaves the original alone", () => {
    const plan = buildPool({ skillDice: 1, helperDice: 1 });
    const pushed = applyPush(plan, "addDie");
    expect(pushed).toEqual(buildPool({ skillDice: 1, helperDice: 1, push: "addDie" }));
    expect(pushed.dice).toBe(3);
    expect(pushed.breakingToMark).toBe(1);
    expect(plan.push).toBeNull();
    expect(plan.dice).toBe(2);
    expect(applyPush(plan, "raiseEffect").effect).toBe("great");
  });

  it("refuses a second push", () => {
    const pushed = applyPush(buildPool({ skillDice: 2 }), "raiseEffect");
    expect(codeOf(() => applyPush(pushed, "addDie"))).toBe("AlreadyPushed");
    expect(codeOf(() => applyPush(buildPool({ skillDice: 2, push: "addDie" }), "raiseEffect"))).toBe(
      "AlreadyPushed",
    );
  });

  it("refuses raising effect past great, unknown choices and plans whose totals do not add up", () => {
    expect(codeOf(() => applyPush(buildPool({ skillDice: 2, effect: "great" }), "raiseEffect"))).toBe(
      "EffectAboveGreat",
    );
    expect(codeOf(() => applyPush(buildPool({ skillDice: 2 }), "reroll" as unknown as "addDie"))).toBe(
      "NotOneOf",
    );
    const tampered = { ...buildPool({ skillDice: 2 }), dice: 5 };
    expect(codeOf(() => applyPush(tampered, "addDie"))).toBe("InconsistentPoolPlan");
    const malformed = { ...buildPool({ skillDice: 2 }), push: "sideways" as unknown as null };
    expect(codeOf(() => applyPush(malformed, "addDie"))).toBe("NotOneOf");
  });
});
