import { describe, expect, it } from "vitest";
import { applyCardAction, dieNeeded, type DrawnDie } from "../../../src/chat/actions/apply";
import { type CardTargets } from "../../../src/chat/actions/offered";
import { resolveCard } from "../../../src/chat/resolve-card";
import { RulesError } from "../../../src/rules/errors";
import { actionCard, poolCard, progressCard, threatCard } from "./cards";

/** Dice that hand out the given faces in order and record what was asked. */
function dice(...faces: number[]) {
  const asked: DrawnDie[] = [];
  const draw = (kind: DrawnDie) => {
    asked.push(kind);
    const face = faces.shift();
    if (face === undefined) throw new Error(`no ${kind} die left`);
    return face;
  };
  return { draw, asked };
}

const noDice = () => {
  throw new Error("no die should be drawn");
};

const hero = (system: Record<string, unknown>): CardTargets => ({ actor: { system }, track: null });

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof RulesError) return error.code;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("applyCardAction", () => {
  it("burns momentum: the card is burned, the action applied, the actor's momentum set to its reset", () => {
    const result = applyCardAction(actionCard(), "burnMomentum", {}, hero({ momentum: 8, marked: 1 }), noDice);
    expect(result.card).toMatchObject({ burned: true, applied: ["burnMomentum"] });
    expect(resolveCard(result.card).result).toMatchObject({ outcome: "strongHit" });
    expect(result.actor).toEqual({ momentum: 1 });
    expect(result.track).toBeNull();
    expect(result.drawn).toEqual([]);
  });

  it("prefers the actor's derived reset value when it has one", () => {
    const result = applyCardAction(actionCard(), "burnMomentum", {}, hero({ momentum: 8, momentumReset: 0 }), noDice);
    expect(result.actor).toEqual({ momentum: 0 });
  });

  it("burns Augur momentum into the kept die and resets the track to 2", () => {
    const result = applyCardAction(threatCard(), "burnMomentum", {}, hero({ momentum: 5 }), noDice);
    expect(result.card).toMatchObject({ burnedMomentum: 5 });
    expect(result.actor).toEqual({ momentum: 2 });
  });

  it("refuses an action the card does not offer, or one already applied, leaving the state as it was", () => {
    const state = actionCard({ momentum: 5 });
    expect(refusal(() => applyCardAction(state, "burnMomentum", {}, hero({ momentum: 5 }), noDice))).toBe("NotOffered");
    expect(state.burned).toBe(false);
    const applied = actionCard({ applied: ["burnMomentum"] });
    expect(refusal(() => applyCardAction(applied, "burnMomentum", {}, hero({ momentum: 8 }), noDice))).toBe("AlreadyApplied");
    expect(refusal(() => applyCardAction(actionCard(), "burnMomentum", {}, { actor: null, track: null }, noDice))).toBe("NotOffered");
  });

  it("pushes with an extra die drawn from the caller's dice and marks breaking on the actor", () => {
    const { draw, asked } = dice(9);
    const result = applyCardAction(poolCard(), "push", { choice: "addDie" }, hero({ breaking: { value: 1, max: 6 } }), draw);
    expect(asked).toEqual(["pool"]);
    expect(result.card).toMatchObject({ pool: [2, 3, 9], pushed: "addDie", applied: ["push"] });
    expect(result.actor).toEqual({ "breaking.value": 2 });
    expect(result.drawn).toEqual([{ kind: "pool", value: 9 }]);
  });

  it("raises the effect without a die, and refuses a raise past great", () => {
    const result = applyCardAction(poolCard(), "push", { choice: "raiseEffect" }, hero({ breaking: 0 }), noDice);
    expect(result.card).toMatchObject({ effect: "great", pushed: "raiseEffect", pool: [2, 3] });
    expect(result.actor).toEqual({ breaking: 1 });
    expect(refusal(() => applyCardAction(poolCard({ effect: "great" }), "push", { choice: "raiseEffect" }, hero({}), noDice))).toBe("EffectAboveGreat");
    expect(refusal(() => applyCardAction(poolCard(), "push", {}, hero({}), noDice))).toBe("NotOneOf");
  });

  it("refuses a die face out of range from the caller's dice", () => {
    expect(refusal(() => applyCardAction(poolCard(), "push", { choice: "addDie" }, hero({}), () => 11))).toBe("OutOfRange");
  });

  it("rerolls only a die the allowance covers, drawing the right kind", () => {
    const state = actionCard({ reroll: { dice: ["action", "challenge"], source: "Ironclad" } });
    const first = dice(1);
    expect(applyCardAction(state, "reroll", { dieIndex: 1 }, hero({}), first.draw).card).toMatchObject({ challengeDice: [1, 7], applied: ["reroll"] });
    expect(first.asked).toEqual(["challenge"]);
    const action = dice(6);
    expect(applyCardAction(state, "reroll", { dieIndex: 0 }, hero({}), action.draw).card).toMatchObject({ actionDie: 6, challengeDice: [6, 7] });
    expect(action.asked).toEqual(["action"]);
    const challengeOnly = actionCard({ reroll: { dice: ["challenge"], source: "Ironclad" } });
    expect(refusal(() => applyCardAction(challengeOnly, "reroll", { dieIndex: 0 }, hero({}), noDice))).toBe("RerollNotAllowed");
    expect(refusal(() => applyCardAction(challengeOnly, "reroll", { dieIndex: 3 }, hero({}), noDice))).toBe("OutOfRange");
  });

  it("takes the momentum the move's text grants for the outcome", () => {
    const moveOutcomes = {
      strongHit: { text: "<p>Take +2 momentum.</p>", match: "" },
      weakHit: { text: "", match: "" },
      miss: { text: "", match: "" },
    };
    const state = actionCard({ actionDie: 6, adds: 1, moveOutcomes });
    const result = applyCardAction(state, "takeMomentum", { amount: 2 }, hero({ momentum: 9, marked: 0 }), noDice);
    expect(result.actor).toEqual({ momentum: 10 });
    expect(result.card.applied).toEqual(["takeMomentum"]);
    expect(refusal(() => applyCardAction(state, "takeMomentum", { amount: 3 }, hero({ momentum: 0 }), noDice))).toBe("MomentumAmountMismatch");
  });

  it("marks progress on the card's track by its rank", () => {
    const targets = { actor: null, track: { system: { rank: "formidable", ticks: 6 } } };
    const result = applyCardAction(progressCard(), "markProgress", {}, targets, noDice);
    expect(result.track).toEqual({ ticks: 10 });
    expect(result.actor).toBeNull();
  });

  it("marks harm on a track with room, and refuses a full one", () => {
    expect(applyCardAction(poolCard(), "markHarm", {}, hero({ harm: 0 }), noDice).actor).toEqual({ harm: 1 });
    expect(refusal(() => applyCardAction(poolCard(), "markHarm", {}, hero({ harm: { value: 3, max: 3 } }), noDice))).toBe("NotOffered");
  });
});

describe("dieNeeded", () => {
  it("names the die an action will draw, and none when it would be refused first", () => {
    const state = actionCard({ reroll: { dice: ["challenge"], source: "Ironclad" } });
    expect(dieNeeded("reroll", state, { dieIndex: 2 })).toBe("challenge");
    expect(dieNeeded("reroll", state, { dieIndex: 0 })).toBeNull();
    expect(dieNeeded("reroll", actionCard(), { dieIndex: 1 })).toBeNull();
    expect(dieNeeded("push", poolCard(), { choice: "addDie" })).toBe("pool");
    expect(dieNeeded("push", poolCard(), { choice: "raiseEffect" })).toBeNull();
    expect(dieNeeded("burnMomentum", actionCard(), {})).toBeNull();
  });
});
