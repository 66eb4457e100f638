/** The forge, opposed and purchase rolls: formulas, the card state their dice make, and storage. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { migrateStoredCard, readCard, storeCard } from "../../src/kinds/registry";
import { resolveCard } from "../../src/kinds/registry";
import { diceQueue } from "../fakes/dice";
import { installDice } from "./setup";
import { forgeRequest, opposedRequest, purchaseRequest, strikeRequest } from "./requests";

let dice: Awaited<ReturnType<typeof installDice>>["dice"];
beforeEach(async () => {
  dice = (await installDice()).dice;
});
afterEach(() => vi.unstubAllGlobals());

describe("ForgeRoll", () => {
  it("rolls the forge dice against two challenge dice and lists the helpers, bonds unmarked", async () => {
    diceQueue.set(3, 8, 5, 9);
    const roll = dice.ROLL_CLASS_OF.forge.fromRequest(forgeRequest());
    expect(roll.formula).toBe("2d10 + 2dx");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({
      kind: "forge",
      pool: [3, 8],
      challengeDice: [5, 9],
      helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: false }],
      applied: [],
    });
    expect(state).not.toHaveProperty("dice");
    expect(resolveCard(state).result).toMatchObject({ outcome: "partialSuccess" });
    expect(roll.dice[1].results.map((r) => r.success)).toEqual([true, false]);
  });

  it("refuses a bad requirement id, a helper listed twice or nameless, before any die", () => {
    expect(() => dice.ROLL_CLASS_OF.forge.fromRequest(forgeRequest({ requirementId: "bad id" }))).toThrow(
      /requirement/,
    );
    const bram = { uuid: "Actor.bram", name: "Bram" };
    expect(() => dice.ROLL_CLASS_OF.forge.fromRequest(forgeRequest({ helpers: [bram, bram] }))).toThrow(/twice/);
    expect(() =>
      dice.ROLL_CLASS_OF.forge.fromRequest(forgeRequest({ helpers: [{ uuid: "Actor.x", name: "" }] })),
    ).toThrow(/name/);
    expect(() => dice.ROLL_CLASS_OF.forge.fromRequest(forgeRequest({ dice: 0 }))).toThrow(/forge dice/);
  });
});

describe("OpposedRoll", () => {
  it("rolls each side's dice, helpers' dice only where a side has helpers", async () => {
    const request = opposedRequest({
      a: { ...opposedRequest().a, advantage: true, helpers: 1 },
      b: { ...opposedRequest().b, disadvantage: false },
    });
    diceQueue.set(2, 5, 6, 4);
    const roll = dice.ROLL_CLASS_OF.opposed.fromRequest(request);
    expect(roll.formula).toBe("2d6 + 1d6 + 1d6");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({
      kind: "opposed",
      a: { dice: [2, 5], helperDice: [6], name: "Kira" },
      b: { dice: [4], helperDice: [] },
    });
    expect(state.a).not.toHaveProperty("helpers");
    const result = resolveCard(state);
    expect(result.kind === "opposed" && result.result.opposed).toMatchObject({
      a: 6,
      b: 4,
      winner: "a",
      degree: "yesBut",
    });
  });

  it("lays out side b's helpers after its skill dice", async () => {
    diceQueue.set(1, 3, 2, 6);
    const request = opposedRequest({ b: { ...opposedRequest().b, helpers: 2 } });
    const state = await dice.ROLL_CLASS_OF.opposed.fromRequest(request).evaluateCard();
    expect(state).toMatchObject({ a: { dice: [1], helperDice: [] }, b: { dice: [3], helperDice: [2, 6] } });
  });
});

describe("PurchaseRoll", () => {
  it("rolls one d6 read on the wealth table", async () => {
    diceQueue.set(5);
    const state = await dice.ROLL_CLASS_OF.purchase.fromRequest(purchaseRequest()).evaluateCard();
    expect(state).toMatchObject({ kind: "purchase", die: 5, itemTier: 2, wealth: { tier: 2 } });
    expect(resolveCard(state).result).toMatchObject({ success: true, column: "at", costs: 0 });
  });
});

describe("storage of the new kinds", () => {
  it.each([
    ["forge", () => dice.ROLL_CLASS_OF.forge.fromRequest(forgeRequest()), [3, 8, 5, 9]],
    ["opposed", () => dice.ROLL_CLASS_OF.opposed.fromRequest(opposedRequest()), [4, 2]],
    ["purchase", () => dice.ROLL_CLASS_OF.purchase.fromRequest(purchaseRequest()), [3]],
    ["strike", () => dice.ROLL_CLASS_OF.strike.fromRequest(strikeRequest({ skillId: "climb", linked: true })), [6]],
  ] as const)("a stored %s card reads back as the same card", async (kind, make, faces) => {
    diceQueue.set(...faces);
    const state = await make().evaluateCard();
    const stored = JSON.parse(JSON.stringify(storeCard(state)));
    expect(stored.kind).toBe(kind);
    expect(stored.notes).toEqual([]);
    expect(readCard(stored)).toEqual(state);
  });

  it("keeps notes; a strike card stored before skillId and linked reads them as null and false", async () => {
    diceQueue.set(6);
    const state = {
      ...(await dice.ROLL_CLASS_OF.strike.fromRequest(strikeRequest()).evaluateCard()),
      notes: [{ id: "skillLearned" as const, count: 1, name: "Climb" }],
    };
    const stored = JSON.parse(JSON.stringify(storeCard(state)));
    expect(readCard(stored)).toEqual(state);
    delete stored.strike.skillId;
    delete stored.strike.linked;
    delete stored.notes;
    expect(readCard(stored)).toMatchObject({ kind: "strike", skillId: null, linked: false });
    expect(readCard(stored)).not.toHaveProperty("notes");
    expect(migrateStoredCard(stored)).toMatchObject({
      notes: [],
      strike: { skillId: null, linked: false },
    });
  });
});
