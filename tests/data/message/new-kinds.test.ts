/** The roll card model with the forge, opposed and purchase kinds, notes, and the strike additions. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type CardState, storeCard } from "../../../src/kinds/registry";
import type * as RollCard from "../../../src/kinds/card-model";
import { build, installDataFakes } from "../../fakes/data-fields";
import { forgeCard, opposedCard, purchaseCard, strikeCard } from "../../cards/actions/cards";

let model: typeof RollCard.RollCardModel;

beforeAll(async () => {
  installDataFakes();
  model = (await import("../../../src/kinds/card-model")).RollCardModel;
});
afterAll(() => vi.unstubAllGlobals());

function stored(state: CardState): Record<string, unknown> {
  return JSON.parse(JSON.stringify(storeCard(state))) as Record<string, unknown>;
}

describe("roll card model: new kinds", () => {
  it.each([
    ["forge", forgeCard({ notes: [{ id: "breakingMarked", count: 1, name: "" }] })],
    ["opposed", opposedCard()],
    ["purchase", purchaseCard()],
    ["strike", strikeCard({ linked: true })],
  ] as const)("keeps a %s card and derives its result", (kind, state) => {
    const built = build(model, stored(state));
    expect(built.card).toEqual(state);
    expect((built as unknown as { result: { kind: string } | null }).result?.kind).toBe(kind);
  });

  it("holds numbers to their fields' limits and refuses an unknown note", () => {
    const badTier = stored(purchaseCard());
    (badTier.purchase as { itemTier: number }).itemTier = 11;
    expect(build(model, badTier).card).toMatchObject({ itemTier: 10 });
    const badFace = stored(forgeCard());
    (badFace.forge as { pool: number[] }).pool = [0];
    expect(build(model, badFace).card).toMatchObject({ pool: [1] });
    const badNote = stored(strikeCard());
    badNote.notes = [{ id: "somethingElse", count: 1, name: "" }];
    expect(() => build(model, badNote)).toThrow(/not a valid choice/);
  });

  it("reads a strike card stored before skillId, linked and notes existed", () => {
    const old = stored(strikeCard());
    delete (old.strike as Record<string, unknown>).skillId;
    delete (old.strike as Record<string, unknown>).linked;
    delete old.notes;
    expect(build(model, old).card).toMatchObject({ kind: "strike", skillId: null, linked: false });
  });

  it("refuses a forge card without its data", () => {
    expect(() => model.validateJoint({ ...stored(forgeCard()), forge: null })).toThrow(/forge data/);
  });
});
