import { describe, expect, it } from "vitest";
import { applyCardAction, dieNeeded } from "./card-actions-loaded";
import { type CardTargets, type DrawnDie } from "../../../src/kinds/contract";
import { resolveCard } from "../../../src/kinds/registry";
import { RulesError } from "../../../src/rules/errors";
import {
  actionCard,
  forgeCard,
  opposedCard,
  poolCard,
  progressCard,
  purchaseCard,
  strikeCard,
  threatCard,
} from "./cards";
import { augurSystem, forgedTiesSystem, strikeSystem } from "./characters";

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

const as = (type: string, system: Record<string, unknown>): CardTargets => ({
  actor: { type, system },
  track: null,
});
/** An Ironsworn / Starforged character (the subtype whose momentum the action card's burn resets). */
const hero = (system: Record<string, unknown>): CardTargets => as("character", system);
const forgedTies = (over: Record<string, unknown> = {}) => as("forgedTiesCharacter", forgedTiesSystem(over));
const augur = (over: Record<string, unknown> = {}) => as("augurCharacter", augurSystem(over));
const strike = (over: Record<string, unknown> = {}) => as("strikeCharacter", strikeSystem(over));

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
    const result = applyCardAction(
      actionCard(),
      "burnMomentum",
      {},
      hero({ momentum: 8, marked: 1 }),
      noDice,
    );
    expect(result.card).toMatchObject({ burnedMomentum: 8, applied: ["burnMomentum"] });
    expect(resolveCard(result.card).result).toMatchObject({ outcome: "strongHit" });
    expect(result.actor).toEqual({ momentum: 1 });
    expect(result.track).toBeNull();
    expect(result.drawn).toEqual([]);
  });

  it("prefers the actor's derived reset value when it has one", () => {
    const result = applyCardAction(
      actionCard(),
      "burnMomentum",
      {},
      hero({ momentum: 8, momentumReset: 0 }),
      noDice,
    );
    expect(result.actor).toEqual({ momentum: 0 });
  });

  it("burns Augur momentum into the kept die and resets the track to 2", () => {
    const result = applyCardAction(threatCard(), "burnMomentum", {}, as("augurCharacter", { momentum: 5 }), noDice);
    expect(result.card).toMatchObject({ burnedMomentum: 5 });
    expect(result.actor).toEqual({ momentum: 2 });
  });

  it("refuses an action the card does not offer, or one already applied, leaving the state as it was", () => {
    const state = actionCard({ momentum: 5 });
    expect(refusal(() => applyCardAction(state, "burnMomentum", {}, hero({ momentum: 5 }), noDice))).toBe(
      "NotOffered",
    );
    expect(state.burnedMomentum).toBeNull();
    // Rolled at 8, but the actor has 5 now: the burn reads the 5, which does not help.
    expect(refusal(() => applyCardAction(actionCard(), "burnMomentum", {}, hero({ momentum: 5 }), noDice))).toBe(
      "NotOffered",
    );
    const applied = actionCard({ applied: ["burnMomentum"] });
    expect(refusal(() => applyCardAction(applied, "burnMomentum", {}, hero({ momentum: 8 }), noDice))).toBe(
      "AlreadyApplied",
    );
    expect(
      refusal(() => applyCardAction(actionCard(), "burnMomentum", {}, { actor: null, track: null }, noDice)),
    ).toBe("NotOffered");
  });

  it("never pushes a pool roll after the dice are shown: the push is the roll dialog's (FT-07)", () => {
    const { draw, asked } = dice(9);
    for (const targets of [forgedTies(), hero({})]) {
      expect(refusal(() => applyCardAction(poolCard(), "push", {}, targets, draw))).toBe("NotOffered");
    }
    // A risky miss, where a push could have helped; no die is drawn for it.
    expect(asked).toEqual([]);
  });

  it("refuses a die face out of range from the caller's dice", () => {
    const state = actionCard({ reroll: { dice: ["challenge"], source: "Ironclad" } });
    expect(refusal(() => applyCardAction(state, "reroll", { dieIndex: 1 }, hero({}), () => 11))).toBe(
      "OutOfRange",
    );
  });

  it("rerolls only a die the allowance covers, drawing the right kind", () => {
    const state = actionCard({ reroll: { dice: ["action", "challenge"], source: "Ironclad" } });
    const first = dice(1);
    expect(applyCardAction(state, "reroll", { dieIndex: 1 }, hero({}), first.draw).card).toMatchObject({
      challengeDice: [1, 7],
      applied: ["reroll"],
    });
    expect(first.asked).toEqual(["challenge"]);
    const action = dice(6);
    expect(applyCardAction(state, "reroll", { dieIndex: 0 }, hero({}), action.draw).card).toMatchObject({
      actionDie: 6,
      challengeDice: [6, 7],
    });
    expect(action.asked).toEqual(["action"]);
    const challengeOnly = actionCard({ reroll: { dice: ["challenge"], source: "Ironclad" } });
    expect(refusal(() => applyCardAction(challengeOnly, "reroll", { dieIndex: 0 }, hero({}), noDice))).toBe(
      "RerollNotAllowed",
    );
    expect(refusal(() => applyCardAction(challengeOnly, "reroll", { dieIndex: 3 }, hero({}), noDice))).toBe(
      "OutOfRange",
    );
  });

  it("takes the momentum the move's text grants for the outcome", () => {
    const moveOutcomes = {
      strongHit: { text: "<p>Take +2 momentum.</p>", match: "" },
      weakHit: { text: "", match: "" },
      miss: { text: "", match: "" },
    };
    const state = actionCard({ actionDie: 6, adds: 1, moveOutcomes });
    const result = applyCardAction(
      state,
      "takeMomentum",
      { amount: 2 },
      hero({ momentum: 9, marked: 0 }),
      noDice,
    );
    expect(result.actor).toEqual({ momentum: 10 });
    expect(result.card.applied).toEqual(["takeMomentum"]);
    expect(
      refusal(() => applyCardAction(state, "takeMomentum", { amount: 3 }, hero({ momentum: 0 }), noDice)),
    ).toBe("MomentumAmountMismatch");
  });

  it("marks progress on the card's track by its rank", () => {
    const targets = { actor: null, track: { type: "progress", system: { rank: "formidable", ticks: 6 } } };
    const result = applyCardAction(progressCard(), "markProgress", {}, targets, noDice);
    expect(result.track).toEqual({ ticks: 10 });
    expect(result.actor).toBeNull();
  });
});

describe("Forged Ties consequence marks", () => {
  it("marks harm by name through the operation, trimmed; a blank or missing name is refused", () => {
    const result = applyCardAction(poolCard(), "markHarm", { name: "  Cut hand " }, forgedTies(), noDice);
    expect(result.operations).toEqual([{ op: "markHarm", name: "Cut hand" }]);
    expect(result.card.applied).toEqual(["markHarm"]);
    expect(refusal(() => applyCardAction(poolCard(), "markHarm", { name: " " }, forgedTies(), noDice))).toBe(
      "BadName",
    );
    expect(refusal(() => applyCardAction(poolCard(), "markHarm", {}, forgedTies(), noDice))).toBe("BadName");
  });

  it("offers harm even with every slot taken (the operation marks breaking instead)", () => {
    const harm = [1, 2, 3].map((n) => ({ name: `Harm ${n}`, broken: false }));
    expect(
      applyCardAction(poolCard(), "markHarm", { name: "More" }, forgedTies({ harm }), noDice).operations,
    ).toEqual([{ op: "markHarm", name: "More" }]);
  });

  it("marks breaking, or clears heart first with the clearHeart choice", () => {
    expect(applyCardAction(poolCard(), "markBreaking", {}, forgedTies(), noDice).operations).toEqual([
      { op: "markBreaking", n: 1, clearHeartFirst: false },
    ]);
    const heart = forgedTies({ heart: { marked: 2, length: 3 } });
    expect(
      applyCardAction(poolCard(), "markBreaking", { choice: "clearHeart" }, heart, noDice).operations,
    ).toEqual([{ op: "markBreaking", n: 1, clearHeartFirst: true }]);
    expect(
      refusal(() => applyCardAction(poolCard(), "markBreaking", { choice: "removeHarm" }, heart, noDice)),
    ).toBe("BadChoice");
  });

  it("harm or breaking (risky miss): once one is marked the other is not offered", () => {
    const marked = applyCardAction(poolCard(), "markBreaking", {}, forgedTies(), noDice).card;
    expect(refusal(() => applyCardAction(marked, "markHarm", { name: "Cut" }, forgedTies(), noDice))).toBe(
      "NotOffered",
    );
  });

  it("harm and breaking (desperate miss): both are offered, each once", () => {
    const desperate = poolCard({ position: "desperate" });
    const first = applyCardAction(desperate, "markHarm", { name: "Cut" }, forgedTies(), noDice).card;
    expect(applyCardAction(first, "markBreaking", {}, forgedTies(), noDice).card.applied).toEqual([
      "markHarm",
      "markBreaking",
    ]);
    expect(refusal(() => applyCardAction(first, "markHarm", { name: "Cut" }, forgedTies(), noDice))).toBe(
      "AlreadyApplied",
    );
  });

  it("needs a Forged Ties character and a consequence that asks for marks", () => {
    expect(
      refusal(() => applyCardAction(poolCard(), "markBreaking", {}, hero({ breaking: 0 }), noDice)),
    ).toBe("NotOffered");
    const fullSuccess = poolCard({ pool: [9], challengeDice: [2, 3] });
    expect(refusal(() => applyCardAction(fullSuccess, "markBreaking", {}, forgedTies(), noDice))).toBe(
      "NotOffered",
    );
  });
});

describe("forge cards", () => {
  const hurt = { harm: [{ name: "Cut hand", broken: false }, { name: "Old scar", broken: true }, null] };

  it("a miss marks breaking through the forge outcome (heart first when chosen)", () => {
    const result = applyCardAction(
      forgeCard(),
      "markBreaking",
      { choice: "clearHeart" },
      forgedTies(),
      noDice,
    );
    expect(result.operations).toEqual([
      { op: "forgeOutcome", outcome: "miss", option: null, harmIndex: null, clearHeartFirst: true },
    ]);
    expect(
      refusal(() =>
        applyCardAction(forgeCard(), "forgeOption", { choice: "markHeart" }, forgedTies(), noDice),
      ),
    ).toBe("NotOffered");
  });

  it("a partial success's breaking is absorbed by heart when the player chooses it (FT-18)", () => {
    const partial = forgeCard({ pool: [6], challengeDice: [5, 8] });
    const result = applyCardAction(
      partial,
      "forgeOption",
      { choice: "removeHarmClearHeart", harmIndex: 0 },
      forgedTies({ ...hurt, heart: { marked: 1, length: 3 } }),
      noDice,
    );
    expect(result.operations).toEqual([
      {
        op: "forgeOutcome",
        outcome: "partialSuccess",
        option: "markBreakingAndRemoveHarm",
        harmIndex: 0,
        clearHeartFirst: true,
      },
    ]);
    // Only the partial option has a heart variant: a full success refuses it.
    const full = forgeCard({ pool: [9], challengeDice: [2, 3] });
    expect(
      refusal(() =>
        applyCardAction(full, "forgeOption", { choice: "removeHarmClearHeart", harmIndex: 0 }, forgedTies(hurt), noDice),
      ),
    ).toBe("ForgeOptionNotOffered");
  });

  it("a partial success offers breaking to remove an unbroken harm, once", () => {
    const partial = forgeCard({ pool: [6], challengeDice: [5, 8] });
    const result = applyCardAction(
      partial,
      "forgeOption",
      { choice: "markBreakingAndRemoveHarm", harmIndex: 0 },
      forgedTies(hurt),
      noDice,
    );
    expect(result.operations).toEqual([
      {
        op: "forgeOutcome",
        outcome: "partialSuccess",
        option: "markBreakingAndRemoveHarm",
        harmIndex: 0,
        clearHeartFirst: false,
      },
    ]);
    expect(
      refusal(() =>
        applyCardAction(
          result.card,
          "forgeOption",
          { choice: "markBreakingAndRemoveHarm", harmIndex: 0 },
          forgedTies(hurt),
          noDice,
        ),
      ),
    ).toBe("AlreadyApplied");
    expect(
      refusal(() =>
        applyCardAction(
          partial,
          "forgeOption",
          { choice: "markBreakingAndRemoveHarm", harmIndex: 1 },
          forgedTies(hurt),
          noDice,
        ),
      ),
    ).toBe("BadHarmIndex");
    expect(
      refusal(() =>
        applyCardAction(partial, "forgeOption", { choice: "markHeart" }, forgedTies(hurt), noDice),
      ),
    ).toBe("ForgeOptionNotOffered");
    expect(
      refusal(() =>
        applyCardAction(
          partial,
          "forgeOption",
          { choice: "markBreakingAndRemoveHarm", harmIndex: 0 },
          forgedTies(),
          noDice,
        ),
      ),
    ).toBe("NotOffered");
  });

  it("a full success offers heart (while not full) or removing a harm", () => {
    const full = forgeCard({ pool: [9, 2], challengeDice: [5, 8] });
    expect(
      applyCardAction(full, "forgeOption", { choice: "markHeart" }, forgedTies(), noDice).operations,
    ).toEqual([
      {
        op: "forgeOutcome",
        outcome: "fullSuccess",
        option: "markHeart",
        harmIndex: null,
        clearHeartFirst: false,
      },
    ]);
    const heartFull = forgedTies({ heart: { marked: 3, length: 3 } });
    expect(
      refusal(() => applyCardAction(full, "forgeOption", { choice: "markHeart" }, heartFull, noDice)),
    ).toBe("NotOffered");
    expect(
      applyCardAction(full, "forgeOption", { choice: "removeHarm", harmIndex: 0 }, forgedTies(hurt), noDice)
        .operations[0],
    ).toMatchObject({ option: "removeHarm", harmIndex: 0 });
  });

  it("each helper marks their bond once; the action closes with the last helper", () => {
    const two = forgeCard({
      helpers: [
        { uuid: "Actor.bram", name: "Bram", bondMarked: false },
        { uuid: "Actor.ivy", name: "Ivy", bondMarked: false },
      ],
    });
    const first = applyCardAction(two, "markBond", { helperIndex: 1 }, forgedTies(), noDice);
    expect(first.operations).toEqual([
      { op: "markBond", helperIndex: 1, forgerUuid: "Actor.hero", helperName: "Ivy" },
    ]);
    expect(first.card.applied).toEqual([]);
    expect(first.card).toMatchObject({ helpers: [{ bondMarked: false }, { bondMarked: true }] });
    expect(
      refusal(() => applyCardAction(first.card, "markBond", { helperIndex: 1 }, forgedTies(), noDice)),
    ).toBe("AlreadyApplied");
    const second = applyCardAction(first.card, "markBond", { helperIndex: 0 }, forgedTies(), noDice);
    expect(second.card.applied).toEqual(["markBond"]);
    expect(
      refusal(() => applyCardAction(first.card, "markBond", { helperIndex: 2 }, forgedTies(), noDice)),
    ).toBe("OutOfRange");
  });
});

describe("Augur harm", () => {
  it("a botched result offers taking harm, or losing momentum instead while there is some; either closes both", () => {
    const taken = applyCardAction(threatCard(), "takeHarm", {}, augur(), noDice);
    expect(taken.operations).toEqual([{ op: "takeHarm", n: 1 }]);
    expect(refusal(() => applyCardAction(taken.card, "loseMomentum", {}, augur(), noDice))).toBe(
      "NotOffered",
    );
    expect(applyCardAction(threatCard(), "loseMomentum", {}, augur(), noDice).operations).toEqual([
      { op: "loseMomentumInstead" },
    ]);
    expect(
      refusal(() => applyCardAction(threatCard(), "loseMomentum", {}, augur({ momentum: 0 }), noDice)),
    ).toBe("NotOffered");
  });

  it("is not offered on a good result, nor without an Augur character", () => {
    expect(
      refusal(() => applyCardAction(threatCard({ actionDice: [6, 2] }), "takeHarm", {}, augur(), noDice)),
    ).toBe("NotOffered");
    expect(refusal(() => applyCardAction(threatCard(), "takeHarm", {}, hero({ momentum: 2 }), noDice))).toBe(
      "NotOffered",
    );
  });

  it("takes a low threat level's momentum through the operation for an Augur character", () => {
    const result = applyCardAction(threatCard({ momentumGained: 2 }), "takeMomentum", {}, augur(), noDice);
    expect(result.operations).toEqual([{ op: "gainMomentum", n: 2 }]);
    expect(result.actor).toBeNull();
  });
});

describe("Strike! actions", () => {
  it("learns an unskilled skill the roll allows, once, and not one the character has", () => {
    const result = applyCardAction(strikeCard(), "learnSkill", {}, strike(), noDice);
    expect(result.operations).toEqual([{ op: "learnSkill", skillId: "climb", name: "Climb" }]);
    expect(refusal(() => applyCardAction(result.card, "learnSkill", {}, strike(), noDice))).toBe(
      "AlreadyApplied",
    );
    expect(
      refusal(() => applyCardAction(strikeCard({ skillId: "locks" }), "learnSkill", {}, strike(), noDice)),
    ).toBe("NotOffered");
    expect(
      refusal(() => applyCardAction(strikeCard({ skillId: null }), "learnSkill", {}, strike(), noDice)),
    ).toBe("NotOffered");
    expect(
      refusal(() => applyCardAction(strikeCard({ dice: [5] }), "learnSkill", {}, strike(), noDice)),
    ).toBe("NotOffered");
  });

  it("takes the learned skill's name from the sheet, never from the card's text", () => {
    const rewritten = strikeCard({ title: '<img src=x onerror="alert(1)"> Master of Everything' });
    expect(applyCardAction(rewritten, "learnSkill", {}, strike(), noDice).operations).toEqual([
      { op: "learnSkill", skillId: "climb", name: "Climb" },
    ]);
    // A skill the sheet does not list has no name to learn it by: not offered.
    expect(
      refusal(() => applyCardAction(strikeCard({ skillId: "flying" }), "learnSkill", {}, strike(), noDice)),
    ).toBe("NotOffered");
  });

  it("learns from an opposed roll side a wins with a natural 6", () => {
    expect(applyCardAction(opposedCard(), "learnSkill", {}, strike(), noDice).operations).toEqual([
      { op: "learnSkill", skillId: "climb", name: "Climb" },
    ]);
    const lost = opposedCard({
      b: { ...opposedCard().b, dice: [6], skilled: true, helperDice: [] },
      a: { ...opposedCard().a, dice: [3] },
    });
    expect(refusal(() => applyCardAction(lost, "learnSkill", {}, strike(), noDice))).toBe("NotOffered");
  });

  it("marks Short for a purchase with a cost, once; not for one without", () => {
    const result = applyCardAction(purchaseCard(), "markShort", {}, strike(), noDice);
    expect(result.operations).toEqual([{ op: "markShort" }]);
    expect(refusal(() => applyCardAction(result.card, "markShort", {}, strike(), noDice))).toBe(
      "AlreadyApplied",
    );
    expect(refusal(() => applyCardAction(purchaseCard({ die: 6 }), "markShort", {}, strike(), noDice))).toBe(
      "NotOffered",
    );
  });
});

describe("dieNeeded", () => {
  it("names the die an action will draw, and none when it would be refused first", () => {
    const state = actionCard({ reroll: { dice: ["challenge"], source: "Ironclad" } });
    expect(dieNeeded("reroll", state, { dieIndex: 2 })).toBe("challenge");
    expect(dieNeeded("reroll", state, { dieIndex: 0 })).toBeNull();
    expect(dieNeeded("reroll", actionCard(), { dieIndex: 1 })).toBeNull();
    expect(dieNeeded("push", poolCard(), {})).toBeNull();
    expect(dieNeeded("burnMomentum", actionCard(), {})).toBeNull();
  });
});
