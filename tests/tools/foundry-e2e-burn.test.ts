/**
 * What the end-to-end burn step reads and judges: the seeded faces, read from a card stored the way
 * the system stores it (storeCard), and what a burn must leave on the actor and the card.
 */
import { describe, expect, it } from "vitest";
import { storeCard } from "../../src/kinds/registry";
import { judgeBurn, seededFaces, type BurnSeen } from "../../tools/foundry-e2e/burn-check.mjs";
import { SEED_UNIFORM, seededFace } from "../../tools/foundry-e2e/dice-seed.mjs";
import { actionCard, threatCard } from "../cards/actions/cards";

/** What the step reads of a stored card: its kind and its kind's data (scenario-burn.mjs cardData). */
const stored = (card: Parameters<typeof storeCard>[0]) => {
  const system = storeCard(card) as unknown as Record<string, unknown> & { kind: string };
  return { kind: system.kind, dice: system[system.kind] as Record<string, unknown> };
};

describe("the seeded faces of a stored card", () => {
  const d6 = seededFace(SEED_UNIFORM, 6);
  const d8 = seededFace(SEED_UNIFORM, 8);
  const d10 = seededFace(SEED_UNIFORM, 10);

  it("are recognised on an action card and a threat card holding them", () => {
    const action = seededFaces(stored(actionCard({ actionDie: d6, challengeDice: [d10, d10] })));
    expect(action).toEqual({ text: `action die ${d6}; challenge dice ${d10}, ${d10}`, expected: true });
    const threat = seededFaces(stored(threatCard({ actionDice: [d6, d6], threatDice: [d8] })));
    expect(threat).toEqual({ text: `action dice ${d6}, ${d6}; threat dice ${d8}`, expected: true });
  });

  it("are told apart from other faces, an empty die list and a kind without those dice", () => {
    expect(seededFaces(stored(actionCard({ actionDie: d6, challengeDice: [d10, 1] }))).expected).toBe(false);
    expect(seededFaces(stored(threatCard({ actionDice: [d6], threatDice: [] }))).expected).toBe(false);
    expect(seededFaces({ kind: "progress", dice: { challengeDice: [d10, d10] } })).toEqual({ text: "", expected: false });
    expect(seededFaces({ kind: "action", dice: null }).expected).toBe(false);
  });
});

describe("a burn's result", () => {
  const good: BurnSeen = {
    momentumBefore: 6,
    momentumAfter: 2,
    reset: 2,
    burnedMomentum: 6,
    applied: ["burnMomentum"],
    outcomeBefore: "Miss",
    outcomeAfter: "Strong hit",
    buttonShown: false,
  };

  it("passes when the momentum is reset, the burn recorded, the outcome changed and the button gone", () => {
    expect(judgeBurn(good)).toEqual([]);
  });

  it("names each thing a burn left undone", () => {
    expect(judgeBurn({ ...good, momentumAfter: 6 })).toEqual(["momentum is 6 after the burn, not its reset value 2"]);
    expect(judgeBurn({ ...good, burnedMomentum: null })).toEqual([
      "the card records a burn of null, not the 6 momentum burned",
    ]);
    expect(judgeBurn({ ...good, applied: [] })).toEqual(["the card does not list the burn as applied"]);
    expect(judgeBurn({ ...good, outcomeAfter: "Miss" })).toEqual(['the card\'s outcome stayed "Miss" after the burn']);
    expect(judgeBurn({ ...good, buttonShown: true })).toEqual(["the card still offers Burn"]);
    expect(judgeBurn({ ...good, momentumAfter: 6, buttonShown: true })).toHaveLength(2);
  });
});
