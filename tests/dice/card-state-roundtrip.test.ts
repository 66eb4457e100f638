import { afterEach, describe, expect, it, vi } from "vitest";
import { migrateStoredCard, readCard, storeCard } from "../../src/kinds/registry";
import { diceQueue } from "../fakes/dice";
import { installDice } from "./setup";
import { actionRequest, oracleRequest, poolRequest, progressRequest, strikeRequest, threatRequest } from "./requests";

afterEach(() => vi.unstubAllGlobals());

describe("a stored card reads back as the same card", () => {
  it.each([
    ["action", actionRequest(), [4, 3, 7]],
    ["progress", progressRequest(), [5, 9]],
    ["pool", poolRequest(), [2, 8, 5, 7, 7]],
    ["threat", threatRequest(), [6, 4, 8]],
    ["strike", strikeRequest({ helpers: 1 }), [5, 6]],
    ["oracle", oracleRequest(), [42]],
  ] as const)("%s", async (kind, request, faces) => {
    const { dice } = await installDice();
    diceQueue.set(...faces);
    const state = await dice.rollForRequest(request)!.evaluateCard();
    const stored = JSON.parse(JSON.stringify(storeCard(state)));
    expect(stored.kind).toBe(kind);
    for (const other of ["action", "progress", "pool", "threat", "strike", "oracle"].filter((k) => k !== kind)) expect(stored[other]).toBeNull();
    // A progress roll that does not ask about a bad spot reads back with badSpot null, as its schema stores it.
    const asStored = kind === "progress" ? { ...state, badSpot: null } : state;
    expect(readCard(stored)).toEqual(asStored);
  });

  it("refuses stored data without its kind's fields", () => {
    const stored = { ...storeCard({ ...actionRequest(), actionDie: 1, challengeDice: [1, 2], burnedMomentum: null, reroll: null, moveOutcomes: null, cursedDie: null, applied: [] }), action: null };
    expect(() => readCard(stored)).toThrow(/no action data/);
  });

  it("keeps an action card's reroll allowance and outcome texts", async () => {
    const { dice } = await installDice();
    diceQueue.set(4, 3, 7);
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    const moveOutcomes = { strongHit: { text: "<p>Take +1 momentum.</p>", match: "" }, weakHit: { text: "", match: "" }, miss: { text: "", match: "" } };
    const state = await dice.rollForRequest(actionRequest({ reroll, moveOutcomes }))!.evaluateCard();
    expect(state).toMatchObject({ reroll, moveOutcomes });
    expect(readCard(JSON.parse(JSON.stringify(storeCard(state))))).toEqual(state);
  });

  it("reads an action card stored before rerolls and outcome texts existed with both null", async () => {
    const { dice } = await installDice();
    diceQueue.set(4, 3, 7);
    const stored = JSON.parse(JSON.stringify(storeCard(await dice.rollForRequest(actionRequest())!.evaluateCard())));
    delete stored.action.reroll;
    delete stored.action.moveOutcomes;
    expect(readCard(stored)).toMatchObject({ kind: "action", actionDie: 4, reroll: null, moveOutcomes: null });
    expect(migrateStoredCard(stored).action).toMatchObject({ reroll: null, moveOutcomes: null });
  });
});

describe("progress cards stored before the bad spot question", () => {
  it("read badSpot as null (the card does not ask)", () => {
    const stored = { kind: "progress", progress: { trackUuid: null, trackName: "Foe", score: 3, challengeDice: [2, 5] } };
    expect(migrateStoredCard(stored).progress).toMatchObject({ badSpot: null });
  });
});
