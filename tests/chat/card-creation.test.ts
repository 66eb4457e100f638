/**
 * Cards are born clean: what a new roll card or clock card may hold, and the ChatMessage's pre-create
 * step that refuses the rest with a reason in the user's language. The flows that make cards (a roll
 * posted with what it did on the character, a clock pressed) are held in roll-effects.test.ts and here.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { creationProblem, freshCardProblem } from "../../src/chat/card-creation";
import { type CardState, storeCard } from "../../src/kinds/registry";
import { type ClockCardState } from "../../src/data/message/clock-card";
import { type Clock } from "../../src/rules/clocks";
import { actionCard, forgeCard, opposedCard, poolCard, progressCard, purchaseCard, strikeCard, threatCard } from "../cards/actions/cards";
import { makeWorld } from "../cards/actions/world";
import { oracleCard } from "../templates/card-fixtures";
import { FakeChatMessage } from "../fakes/chat";
import { FakeDocument, fakeUser } from "../fakes/game";
import { installUiFakes } from "../fakes/foundry-ui";

afterEach(() => vi.unstubAllGlobals());

const player = fakeUser("owner");
const gm = fakeUser("gm", true);

/** One card of each kind as its dice make it (card-from-dice.ts: nothing applied). */
const FRESH: CardState[] = [
  actionCard({ reroll: { dice: ["challenge"], source: "Sword" }, cursedDie: { value: 3, source: "" } }),
  progressCard(),
  progressCard({ badSpot: false }),
  poolCard(),
  threatCard(),
  strikeCard(),
  oracleCard(),
  forgeCard(),
  opposedCard(),
  purchaseCard(),
];

describe("a new roll card", () => {
  it.each(FRESH.map((card) => [card.kind, card] as const))("fresh from its dice (%s) may be posted", (_kind, card) => {
    expect(freshCardProblem(card)).toBeNull();
    expect(creationProblem({ type: "roll", system: storeCard(card) }, player)).toBeNull();
  });

  it("may hold what posting it did: momentum an Augur threat level granted, a push from the dialog, notes", () => {
    expect(freshCardProblem(threatCard({ momentumGained: 2, applied: ["takeMomentum"] }))).toBeNull();
    const pushed = poolCard({ pool: [2, 3, 9], pushed: "addDie", notes: [{ id: "breakingMarked", count: 1, name: "" }] });
    expect(freshCardProblem(pushed)).toBeNull();
  });

  it("may not hold anything applied, nor a burn, a bad spot or a bond kept beside `applied`", () => {
    expect(freshCardProblem(actionCard({ applied: ["takeMomentum"] }))).toMatchObject({ code: "CardNotFresh", details: { field: "applied" } });
    expect(freshCardProblem(actionCard({ burnedMomentum: 8 }))).toMatchObject({ details: { field: "burnedMomentum" } });
    expect(freshCardProblem(threatCard({ burnedMomentum: 5 }))).toMatchObject({ details: { field: "burnedMomentum" } });
    expect(freshCardProblem(progressCard({ badSpot: true }))).toMatchObject({ details: { field: "badSpot" } });
    expect(freshCardProblem(forgeCard({ helpers: [{ uuid: "Actor.b", name: "B", bondMarked: true }] }))).toMatchObject({ details: { field: "helpers" } });
  });

  it("that cannot be read is refused with the reader's reason", () => {
    const system = { ...storeCard(actionCard()), action: null };
    expect(creationProblem({ type: "roll", system }, gm)).toMatchObject({ code: "MissingCardData" });
  });
});

const debt: Clock = { id: "debt", name: "Debt", segments: 4, filled: 2, visibility: "all" };
const clockFlags = (card: Partial<ClockCardState> = {}) => ({
  vowforge: { clock: { event: "advance", clock: debt, added: 1, owner: "Hero", oracle: null, ...card } },
});
const hero = (owners: string[], clocks: Clock[] = [debt]) => new FakeDocument("Actor.hero", { clocks }, owners, "Hero", "character");

describe("a new clock card", () => {
  it("is the GM's to post for any clock, and the owner's for their character's clock", () => {
    expect(creationProblem({ type: "base", system: {}, flags: clockFlags({ owner: "" }), speakerActor: null }, gm)).toBeNull();
    expect(creationProblem({ type: "base", system: {}, flags: clockFlags(), speakerActor: hero(["owner"]) }, player)).toBeNull();
  });

  it("is refused to a player for a world clock, another's character, or a clock the character lacks", () => {
    const refused = { code: "ClockCardNotYours" };
    expect(creationProblem({ type: "base", system: {}, flags: clockFlags({ owner: "" }), speakerActor: null }, player)).toMatchObject(refused);
    expect(creationProblem({ type: "base", system: {}, flags: clockFlags(), speakerActor: hero(["other"]) }, player)).toMatchObject(refused);
    expect(creationProblem({ type: "base", system: {}, flags: clockFlags(), speakerActor: hero(["owner"], []) }, player)).toMatchObject(refused);
    expect(creationProblem({ type: "base", system: {}, flags: { vowforge: { clock: "junk" } }, speakerActor: hero(["owner"]) }, player)).toMatchObject(refused);
  });

  it("leaves other messages alone: plain chat, an oracle draw", () => {
    expect(creationProblem({ type: "base", system: {}, flags: {} }, player)).toBeNull();
    expect(creationProblem({ type: "base", system: {}, flags: { vowforge: { oracleDraw: {} } } }, player)).toBeNull();
  });
});

describe("the ChatMessage's pre-create step", () => {
  async function preCreate(data: Record<string, unknown>, user = player) {
    await makeWorld();
    const { VowforgeChatMessage } = await import("../../src/chat/chat-message");
    const doc = new FakeChatMessage(data);
    const ui = installUiFakes();
    Object.defineProperty(doc, "speakerActor", { value: null });
    // The step is protected: Foundry calls it, so the test reads it off the prototype as Foundry would reach it.
    const step = (VowforgeChatMessage.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => Promise<unknown>>)._preCreate;
    const result = await step.call(doc, data, {}, user);
    return { result, shown: ui.shown.map((note) => note.message) };
  }

  it("lets a fresh card be created", async () => {
    const { result, shown } = await preCreate({ type: "roll", system: storeCard(actionCard()) });
    expect(result).toBeUndefined();
    expect(shown).toEqual([]);
  });

  it("stops a spent card's creation and tells the user why", async () => {
    const { result, shown } = await preCreate({ type: "roll", system: storeCard(actionCard({ applied: ["burnMomentum"], burnedMomentum: 8 })) });
    expect(result).toBe(false);
    expect(shown).toEqual(["A new roll card cannot be posted with its applied already used; nothing was posted."]);
  });

  it("stops what Foundry's own pre-create step stops", async () => {
    const base = vi.spyOn(FakeChatMessage.prototype, "_preCreate").mockResolvedValue(false);
    const { result, shown } = await preCreate({ type: "roll", system: storeCard(actionCard()) });
    expect(result).toBe(false);
    expect(shown).toEqual([]);
    base.mockRestore();
  });
});
