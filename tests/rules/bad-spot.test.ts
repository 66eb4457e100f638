import { describe, expect, it } from "vitest";
import { applyBadSpot, dropOneStep } from "../../src/rules/bad-spot";
import { resolveProgressRoll } from "../../src/rules/challenge";
import { RulesError } from "../../src/rules/errors";

describe("Take Decisive Action from a bad spot", () => {
  it("drops the outcome one step: strong hit to weak hit, weak hit to miss, a miss stays a miss", () => {
    expect(dropOneStep("strongHit")).toBe("weakHit");
    expect(dropOneStep("weakHit")).toBe("miss");
    expect(dropOneStep("miss")).toBe("miss");
  });

  it("keeps the raw outcome beside the dropped one", () => {
    const strong = resolveProgressRoll({ progress: 8, challengeDice: [3, 7] });
    expect(strong.outcome).toBe("strongHit");
    expect(applyBadSpot(strong, true)).toMatchObject({ outcome: "weakHit", droppedFrom: "strongHit", score: 8 });
    const weak = resolveProgressRoll({ progress: 5, challengeDice: [3, 7] });
    expect(applyBadSpot(weak, true)).toMatchObject({ outcome: "miss", droppedFrom: "weakHit" });
    const miss = resolveProgressRoll({ progress: 2, challengeDice: [3, 7] });
    expect(applyBadSpot(miss, true)).toMatchObject({ outcome: "miss", droppedFrom: null });
  });

  it("changes nothing in control, and a match stays a match", () => {
    const rolled = resolveProgressRoll({ progress: 6, challengeDice: [4, 4] });
    expect(applyBadSpot(rolled, false)).toEqual({ ...rolled, droppedFrom: null });
    expect(applyBadSpot(rolled, true)).toMatchObject({ outcome: "weakHit", match: true });
  });

  it("refuses a bad spot that is not true or false", () => {
    const rolled = resolveProgressRoll({ progress: 6, challengeDice: [4, 4] });
    expect(() => applyBadSpot(rolled, "yes" as unknown as boolean)).toThrow(RulesError);
  });
});
