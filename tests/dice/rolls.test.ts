import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { KIND_IDS, resolveCard } from "../../src/kinds/registry";
import { diceQueue, FakeDie, FakeRoll } from "../fakes/dice";
import { installDice } from "./setup";
import {
  actionRequest,
  oracleRequest,
  poolRequest,
  progressRequest,
  strikeRequest,
  threatRequest,
} from "./requests";

let dice: Awaited<ReturnType<typeof installDice>>["dice"];
let Dice: Awaited<ReturnType<typeof installDice>>["Dice"];

beforeEach(async () => {
  ({ dice, Dice } = await installDice());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("dice terms", () => {
  it("the challenge die is a d10 with its own denomination", () => {
    const die = new dice.ChallengeDie({ number: 2 });
    expect(die.faces).toBe(10);
    expect(dice.ChallengeDie.DENOMINATION).toBe("x");
    expect(["d", "c", "f"]).not.toContain(dice.ThreatDie.DENOMINATION);
  });

  it("a threat die showing 7 or 8 is flagged as a failure as it is rolled", async () => {
    diceQueue.set(6, 7, 8);
    const die = new dice.ThreatDie({ number: 3 });
    expect(die.faces).toBe(8);
    await die.evaluate();
    expect(die.results.map((r) => r.failure === true)).toEqual([false, true, true]);
  });
});

describe("ActionRoll", () => {
  it("reads the action die and the challenge dice and yields the card state", async () => {
    diceQueue.set(4, 3, 7);
    const roll = dice.ROLL_CLASS_OF.action.fromRequest(actionRequest());
    expect(roll.formula).toBe("1d6 + 2dx");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({
      kind: "action",
      actionDie: 4,
      challengeDice: [3, 7],
      burnedMomentum: null,
      applied: [],
    });
    expect(resolveCard(state).result).toMatchObject({ outcome: "weakHit" });
  });

  it("rolls the cursed die third when the request asks for it, and keeps it with its source on the card", async () => {
    diceQueue.set(4, 5, 5, 10);
    const roll = dice.ROLL_CLASS_OF.action.fromRequest(
      actionRequest({ ruleset: "starforged", cursedDie: { source: "Chattering Skull" } }),
    );
    expect(roll.formula).toBe("1d6 + 2dx + 1du");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({ challengeDice: [5, 5], cursedDie: { value: 10, source: "Chattering Skull" } });
    expect(roll.dice[2].results[0].failure).toBe(true);
    const back = FakeRoll.fromData(JSON.parse(JSON.stringify(roll)));
    expect((back as unknown as InstanceType<typeof dice.ROLL_CLASS_OF.action>).toCardState()).toEqual(state);
  });

  it("rolls no cursed die when the request does not ask", async () => {
    diceQueue.set(4, 3, 7);
    const state = await dice.ROLL_CLASS_OF.action.fromRequest(actionRequest({ cursedDie: null })).evaluateCard();
    expect(state.cursedDie).toBeNull();
  });

  it("flags each challenge die beaten (success) or not (failure) for the tooltip", async () => {
    diceQueue.set(4, 3, 7);
    const roll = dice.ROLL_CLASS_OF.action.fromRequest(actionRequest());
    await roll.evaluateCard();
    const challenge = roll.dice[1].results;
    expect(challenge.map((r) => [r.success, r.failure])).toEqual([
      [true, false],
      [false, true],
    ]);
  });

  it("survives toJSON and fromData with the same card", async () => {
    diceQueue.set(6, 1, 10);
    const roll = dice.ROLL_CLASS_OF.action.fromRequest(actionRequest({ adds: 1 }));
    const state = await roll.evaluateCard();
    const back = FakeRoll.fromData(JSON.parse(JSON.stringify(roll)));
    expect(back).toBeInstanceOf(dice.ROLL_CLASS_OF.action);
    expect((back as unknown as InstanceType<typeof dice.ROLL_CLASS_OF.action>).toCardState()).toEqual(state);
  });

  it("rebuilds each saved term with its own class, found by the class name it recorded", async () => {
    diceQueue.set(6, 1, 10, 3);
    const roll = dice.ROLL_CLASS_OF.action.fromRequest(actionRequest({ ruleset: "starforged", cursedDie: { source: "Skull" } }));
    await roll.evaluateCard();
    const saved = JSON.parse(JSON.stringify(roll)) as Parameters<typeof FakeRoll.fromData>[0];
    const classes = (r: FakeRoll) => r.terms.map((term) => term.constructor);
    expect(classes(FakeRoll.fromData(saved))).toEqual([FakeDie, dice.ChallengeDie, dice.CursedDie]);
    // Registered by denomination alone, a reloaded card's challenge dice would come back plain.
    delete Dice.termTypes[dice.ChallengeDie.name];
    expect(classes(FakeRoll.fromData(saved))).toEqual([FakeDie, FakeDie, dice.CursedDie]);
  });

  it("keeps its class name for Foundry's lookup: every name stored cards carry stays registered", () => {
    const names = dice.ROLL_CLASSES.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([
      "ActionRoll",
      "ProgressRoll",
      "PoolRoll",
      "ThreatRoll",
      "StrikeRoll",
      "OracleRoll",
      "ForgeRoll",
      "OpposedRoll",
      "PurchaseRoll",
    ]));
    // One class per kind, each of its own name.
    expect(new Set(names).size).toBe(KIND_IDS.length);
    expect(KIND_IDS.map((kind) => dice.ROLL_CLASS_OF[kind].name)).toEqual(names);
  });
});

describe("ProgressRoll", () => {
  it("rolls two challenge dice against the progress score", async () => {
    diceQueue.set(5, 9);
    const roll = dice.ROLL_CLASS_OF.progress.fromRequest(progressRequest());
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({
      kind: "progress",
      score: 6,
      challengeDice: [5, 9],
      trackName: "Avenge my kin",
    });
    expect(roll.dice[0].results.map((r) => r.success)).toEqual([true, false]);
  });
});

describe("PoolRoll", () => {
  it("rolls the pool and the challenge dice", async () => {
    diceQueue.set(2, 8, 5, 7, 7);
    const roll = dice.ROLL_CLASS_OF.pool.fromRequest(poolRequest());
    expect(roll.formula).toBe("3d10 + 2dx");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({ kind: "pool", pool: [2, 8, 5], challengeDice: [7, 7], pushed: null });
    expect(state).not.toHaveProperty("dice");
    expect(resolveCard(state).result).toMatchObject({ outcome: "fullSuccess", match: true });
  });

  it("refuses an empty pool before any die is cast", () => {
    expect(() => dice.ROLL_CLASS_OF.pool.fromRequest(poolRequest({ dice: 0 }))).toThrow(/pool dice/);
  });
});

describe("ThreatRoll", () => {
  it("rolls action dice and threat dice in the planned counts", async () => {
    diceQueue.set(6, 4, 8);
    const roll = dice.ROLL_CLASS_OF.threat.fromRequest(threatRequest());
    expect(roll.formula).toBe("2d6 + 1dt");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({
      kind: "threat",
      noRoll: null,
      actionDice: [6, 4],
      threatDice: [8],
      keep: "highest",
    });
    expect(resolveCard(state).result).toMatchObject({ outcome: "messy" });
  });

  it("with no action dice rolls two and keeps the lower; a negative threat grants momentum", async () => {
    diceQueue.set(6, 2);
    const roll = dice.ROLL_CLASS_OF.threat.fromRequest(
      threatRequest({ momentum: 3, plan: { approach: 0, stanceThreat: -2 } }),
    );
    expect(roll.formula).toBe("2d6");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({
      actionDice: [6, 2],
      threatDice: [],
      keep: "lowest",
      momentumGained: 2,
      momentum: 5,
    });
  });

  it("makes no roll for an impossible task", () => {
    expect(dice.rollForRequest(threatRequest({ plan: { approach: 2, stanceThreat: 4 } }))).toBeNull();
  });
});

describe("StrikeRoll", () => {
  it("rolls two dice with advantage and one per helper", async () => {
    diceQueue.set(3, 5, 6, 1);
    const roll = dice.ROLL_CLASS_OF.strike.fromRequest(strikeRequest({ advantage: true, helpers: 2 }));
    expect(roll.formula).toBe("2d6 + 2d6");
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({ kind: "strike", dice: [3, 5], helperDice: [6, 1] });
    expect(resolveCard(state).result).toMatchObject({ kept: 5, value: 6 });
  });

  it("rolls one die when advantage and disadvantage cancel", async () => {
    diceQueue.set(4);
    const state = await dice.ROLL_CLASS_OF.strike.fromRequest(
      strikeRequest({ advantage: true, disadvantage: true }),
    ).evaluateCard();
    expect(state.dice).toEqual([4]);
    expect(state.helperDice).toEqual([]);
  });
});

describe("OracleRoll", () => {
  it("rolls a d100 and answers", async () => {
    diceQueue.set(66);
    const roll = dice.ROLL_CLASS_OF.oracle.fromRequest(oracleRequest());
    const state = await roll.evaluateCard();
    expect(state).toMatchObject({ kind: "oracle", roll: 66, question: "Is the gate open?" });
    expect(resolveCard(state).result).toMatchObject({ answer: "yes", match: true });
  });
});

describe("rollForRequest", () => {
  it("picks the roll class of each kind", () => {
    expect(dice.rollForRequest(actionRequest())).toBeInstanceOf(dice.ROLL_CLASS_OF.action);
    expect(dice.rollForRequest(progressRequest())).toBeInstanceOf(dice.ROLL_CLASS_OF.progress);
    expect(dice.rollForRequest(poolRequest())).toBeInstanceOf(dice.ROLL_CLASS_OF.pool);
    expect(dice.rollForRequest(threatRequest())).toBeInstanceOf(dice.ROLL_CLASS_OF.threat);
    expect(dice.rollForRequest(strikeRequest())).toBeInstanceOf(dice.ROLL_CLASS_OF.strike);
    expect(dice.rollForRequest(oracleRequest())).toBeInstanceOf(dice.ROLL_CLASS_OF.oracle);
  });
});

describe("the kinds' dice", () => {
  it("name each system die by the denomination its term registers, with the faces the term rolls", async () => {
    const { DIE_FACES } = await import("../../src/kinds/contract");
    for (const Term of [dice.ChallengeDie, dice.ThreatDie, dice.CursedDie]) {
      const die = `d${Term.DENOMINATION}` as keyof typeof DIE_FACES;
      expect(DIE_FACES[die]).toBe(new Term({ number: 1 }).faces);
    }
  });
});
