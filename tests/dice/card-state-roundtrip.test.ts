import { afterEach, describe, expect, it, vi } from "vitest";
import { cardFromSystem, systemFromCard } from "../../src/data/message/card-system";
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
    const stored = JSON.parse(JSON.stringify(systemFromCard(state)));
    expect(stored.kind).toBe(kind);
    for (const other of ["action", "progress", "pool", "threat", "strike", "oracle"].filter((k) => k !== kind)) expect(stored[other]).toBeNull();
    expect(cardFromSystem(stored)).toEqual(state);
  });

  it("refuses stored data without its kind's fields", () => {
    const stored = { ...systemFromCard({ ...actionRequest(), actionDie: 1, challengeDice: [1, 2], burned: false, applied: [] }), action: null };
    expect(() => cardFromSystem(stored)).toThrow(/no action data/);
  });
});
