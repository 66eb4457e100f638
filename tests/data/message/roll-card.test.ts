import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { storeCard } from "../../../src/kinds/registry";
import type * as RollCard from "../../../src/kinds/card-model";
import { build, installDataFakes } from "../../fakes/data-fields";
import { actionCard, FACE_DANGER } from "../../templates/card-fixtures";

let model: typeof RollCard.RollCardModel;

beforeAll(async () => {
  installDataFakes();
  model = (await import("../../../src/kinds/card-model")).RollCardModel;
});
afterAll(() => vi.unstubAllGlobals());

/** Stored data of an action card, as plain JSON. */
function stored(over: Parameters<typeof actionCard>[0] = {}): Record<string, unknown> {
  return JSON.parse(JSON.stringify(storeCard(actionCard(over)))) as Record<string, unknown>;
}

describe("roll card model: reroll and outcome texts", () => {
  it("keeps a reroll allowance and the move's outcome texts", () => {
    const reroll = { dice: ["action", "challenge"] as ("action" | "challenge")[], source: "Ironclad" };
    const card = build(model, stored({ reroll, moveOutcomes: FACE_DANGER.outcomes })).card as ReturnType<
      typeof actionCard
    >;
    expect(card.reroll).toEqual(reroll);
    expect(card.moveOutcomes).toEqual(FACE_DANGER.outcomes);
  });

  it("reads a card stored before the fields existed with both null (migrateData)", () => {
    const old = stored();
    const action = old.action as Record<string, unknown>;
    delete action.reroll;
    delete action.moveOutcomes;
    const migrated = model.migrateData(structuredClone(old)) as { action: Record<string, unknown> };
    expect(migrated.action.reroll).toBeNull();
    expect(migrated.action.moveOutcomes).toBeNull();
    const card = build(model, old).card as ReturnType<typeof actionCard>;
    expect(card).toMatchObject({ kind: "action", reroll: null, moveOutcomes: null, actionDie: 4 });
  });

  it("reads the old burned flag as the momentum burned: the card's stored momentum, or null", () => {
    const burnedOld = stored({ actionDie: 2, momentum: 9, challengeDice: [3, 8] });
    const action = burnedOld.action as Record<string, unknown>;
    delete action.burnedMomentum;
    action.burned = true;
    const card = build(model, burnedOld).card as ReturnType<typeof actionCard>;
    expect(card.burnedMomentum).toBe(9);
    expect(card).not.toHaveProperty("burned");
    const unburned = stored();
    const plain = unburned.action as Record<string, unknown>;
    delete plain.burnedMomentum;
    plain.burned = false;
    expect((build(model, unburned).card as ReturnType<typeof actionCard>).burnedMomentum).toBeNull();
  });

  it("keeps a burned momentum within 1..10, and refuses one that is not a whole number", () => {
    const burnedOf = (value: number) =>
      (build(model, stored({ burnedMomentum: value })).card as ReturnType<typeof actionCard>).burnedMomentum;
    expect(burnedOf(0)).toBe(1);
    expect(burnedOf(11)).toBe(10);
    expect(() => build(model, stored({ burnedMomentum: 2.5 }))).toThrow(/integer/);
  });

  it("refuses a reroll naming an unknown die, a blank source or malformed outcome texts", () => {
    expect(() => build(model, stored({ reroll: { dice: ["threat" as "action"], source: "X" } }))).toThrow(
      /not a valid choice/,
    );
    expect(() => model.validateJoint(stored({ reroll: { dice: ["challenge"], source: "" } }))).toThrow(
      /source/,
    );
    expect(() =>
      model.validateJoint(stored({ reroll: { dice: ["challenge", "challenge"], source: "X" } })),
    ).toThrow(/twice/);
    expect(() => model.validateJoint(stored({ reroll: { dice: [], source: "X" } }))).toThrow();
    const bad = stored();
    (bad.action as Record<string, unknown>).moveOutcomes = { strongHit: { text: "", match: "" } };
    expect(() => model.validateJoint(bad)).toThrow(/weakHit/);
    expect(() =>
      model.validateJoint(
        stored({ reroll: { dice: ["challenge"], source: "Ironclad" }, moveOutcomes: FACE_DANGER.outcomes }),
      ),
    ).not.toThrow();
  });
});
