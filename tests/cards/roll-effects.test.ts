/**
 * What a roll does to its character when it is made (a dialog push marks breaking, a low Augur threat
 * grants momentum once, a related skill spends an action point) and the rolls sheets start without the
 * dialog: the forge roll, the opposed roll and the purchase.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CardState, readCard, storeCard, type StoredCard } from "../../src/kinds/registry";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue } from "../fakes/dice";
import { FakeDocument, fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { installDice } from "../dice/setup";
import { poolRequest, strikeRequest, threatRequest } from "../dice/requests";
import { augurSystem, forgedTiesSystem, strikeSystem } from "./actions/characters";
import { poolCard } from "./actions/cards";
import { creationProblem } from "../../src/chat/card-creation";

const player = fakeUser("player");
const gm = fakeUser("gm", true);
let notes: ReturnType<typeof fakeNotifications>;

async function load(documents: FakeDocument[]) {
  await installDice(documents);
  notes = fakeNotifications();
  vi.stubGlobal(
    "game",
    fakeGame({
      user: player,
      users: [player, gm],
      strings: { "VOWFORGE.Error.NoActionPoints": "No action point left." },
    }),
  );
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: notes });
  return {
    ...(await import("../../src/cards/perform-roll")),
    ...(await import("../../src/cards/special-rolls")),
  };
}

/** The posted card's state; the card is also one a new message may be created with (card-creation.ts). */
function card(message: unknown): CardState {
  expect(creationProblem(message as FakeChatMessage, player)).toBeNull();
  return readCard((message as FakeChatMessage).system as unknown as StoredCard);
}

beforeEach(() => FakeChatMessage.reset());
afterEach(() => vi.unstubAllGlobals());

describe("performRoll: effects on the character", () => {
  it("a push chosen in the dialog marks breaking on the Forged Ties character and says so on the card", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      forgedTiesSystem(),
      ["player"],
      "Ostra",
      "forgedTiesCharacter",
    );
    const { performRoll } = await load([hero]);
    diceQueue.set(4, 5, 2, 9, 1);
    const message = await performRoll(poolRequest({ dice: 3, pushed: "addDie" }));
    expect(hero.updates).toEqual([{ "system.breaking.marked": 1 }]);
    expect(card(message).notes).toEqual([{ id: "breakingMarked", count: 1, name: "" }]);
  });

  it("a dialog push with heart chosen clears a heart box instead of marking breaking (FT-18)", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      forgedTiesSystem({ heart: { marked: 2, length: 3 } }),
      ["player"],
      "Ostra",
      "forgedTiesCharacter",
    );
    const { performRoll } = await load([hero]);
    diceQueue.set(4, 5, 2, 9, 1);
    const message = await performRoll(poolRequest({ dice: 3, pushed: "addDie", pushClearHeart: true }));
    expect(hero.system).toMatchObject({ heart: { marked: 1 }, breaking: { marked: 0 } });
    expect(card(message)).toMatchObject({ pushClearHeart: true });
  });

  it("a pool card stored before the heart choice reads it as not chosen", () => {
    const stored = storeCard(poolCard({ pushClearHeart: true }));
    const { pushClearHeart: _chosen, ...oldPool } = stored.pool ?? {};
    const old = { ...stored, pool: oldPool };
    expect(readCard(old)).toMatchObject({ kind: "pool", pushClearHeart: false });
    expect(readCard(stored)).toMatchObject({ kind: "pool", pushClearHeart: true });
  });

  it("momentum from a low threat level is gained when posted, and the card's button is closed", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      augurSystem({ momentum: 3 }),
      ["player"],
      "Iskander",
      "augurCharacter",
    );
    const { performRoll } = await load([hero]);
    diceQueue.set(5, 2);
    const message = await performRoll(
      threatRequest({ momentum: 3, plan: { approach: 2, stanceThreat: -2 } }),
    );
    expect(hero.system.momentum).toBe(5);
    expect(hero.updates).toHaveLength(1);
    const state = card(message);
    expect(state).toMatchObject({
      kind: "threat",
      momentumGained: 2,
      momentum: 5,
      applied: ["takeMomentum"],
    });
  });

  it("an Augur roll with assists keeps how many share its risk on the card; old cards read none (AU-20)", async () => {
    const { performRoll } = await load([]);
    diceQueue.set(5, 2, 3);
    const message = await performRoll(threatRequest({ actorUuid: null, plan: { approach: 2, stanceThreat: 0, assists: 2 } }));
    const state = card(message);
    expect(state).toMatchObject({ kind: "threat", sharedRisk: 2 });
    const stored = storeCard(state);
    const { sharedRisk: _shared, ...oldThreat } = stored.threat ?? {};
    expect(readCard({ ...stored, threat: oldThreat })).toMatchObject({ kind: "threat", sharedRisk: 0 });
  });

  it("without an Augur character the gained momentum stays a button", async () => {
    const { performRoll } = await load([]);
    diceQueue.set(5, 2);
    const message = await performRoll(
      threatRequest({ actorUuid: null, plan: { approach: 2, stanceThreat: -1 } }),
    );
    expect(card(message).applied).toEqual([]);
  });

  it("refuses a malformed request up front: no die cast, no action point spent, a localised error", async () => {
    const hero = new FakeDocument("Actor.hero", strikeSystem({ actionPoints: 1 }), ["player"], "Tamsin", "strikeCharacter");
    const { performRoll } = await load([hero]);
    diceQueue.set();
    const unknownRuleset = { ...strikeRequest({ advantage: true, relatedSkillPoint: true }), ruleset: "chess" };
    const bad: unknown[] = [null, unknownRuleset, { ...strikeRequest(), skilled: undefined }];
    for (const request of bad) {
      await expect(performRoll(request as Parameters<typeof performRoll>[0])).resolves.toBeNull();
    }
    expect(hero.system.actionPoints).toBe(1);
    expect(hero.updates).toEqual([]);
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(notes.shown.map((n) => n.level)).toEqual(["error", "error", "error"]);
  });

  it("a related skill spends an action point before the dice; with none left the roll is refused", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      strikeSystem({ actionPoints: 1 }),
      ["player"],
      "Tamsin",
      "strikeCharacter",
    );
    const { performRoll } = await load([hero]);
    diceQueue.set(2, 5);
    const message = await performRoll(strikeRequest({ advantage: true, relatedSkillPoint: true }));
    expect(hero.system.actionPoints).toBe(0);
    expect(card(message)).toMatchObject({
      dice: [2, 5],
      notes: [{ id: "actionPointSpent", count: 0, name: "" }],
    });
    diceQueue.set();
    expect(await performRoll(strikeRequest({ advantage: true, relatedSkillPoint: true }))).toBeNull();
    expect(notes.shown).toEqual([{ level: "error", text: "No action point left." }]);
    expect(FakeChatMessage.created).toHaveLength(1);
  });
});

describe("rollForge", () => {
  it("meets the requirement through the operation and rolls the forge dice with the helpers", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      forgedTiesSystem({
        forge: {
          marked: 2,
          length: 10,
          requirements: [{ id: "trust", label: "Earn their trust", met: false }],
        },
      }),
      ["player"],
      "Ostra",
      "forgedTiesCharacter",
    );
    const bram = new FakeDocument("Actor.bram", forgedTiesSystem(), [], "Bram", "forgedTiesCharacter");
    const { rollForge } = await load([hero, bram]);
    diceQueue.set(7, 3, 4, 9);
    const message = await rollForge(hero, "trust", ["Actor.bram"]);
    expect(hero.system.forge).toEqual({
      marked: 3,
      length: 10,
      requirements: [{ id: "trust", label: "Earn their trust", met: true }],
    });
    expect(card(message)).toMatchObject({
      kind: "forge",
      requirementId: "trust",
      requirement: "Earn their trust",
      pool: [7, 3],
      challengeDice: [4, 9],
      helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: false }],
    });
  });

  it("refuses a requirement already met or unknown, and an unknown helper, posting nothing", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      forgedTiesSystem(),
      ["player"],
      "Ostra",
      "forgedTiesCharacter",
    );
    const { rollForge } = await load([hero]);
    expect(await rollForge(hero, "nothing")).toBeNull();
    expect(await rollForge(hero, "trust", ["Actor.nobody"])).toBeNull();
    expect(hero.updates).toEqual([]);
    expect(FakeChatMessage.created).toEqual([]);
    expect(notes.shown.map((n) => n.level)).toEqual(["error", "error"]);
  });
});

describe("rollOpposed and rollPurchase", () => {
  it("an unskilled character against a skilled opponent rolls with disadvantage; conditions come from the sheet", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      strikeSystem({ major: { physical: 1, mental: 0, other: 0 } }),
      ["player"],
      "Tamsin",
      "strikeCharacter",
    );
    const { rollOpposed } = await load([hero]);
    diceQueue.set(6, 4, 3);
    const message = await rollOpposed(
      "Climb",
      { actor: hero, skillId: "climb" },
      { name: "The warden", skilled: true },
    );
    expect(card(message)).toMatchObject({
      kind: "opposed",
      actorUuid: "Actor.hero",
      skillId: "climb",
      a: { name: "Tamsin", skilled: false, disadvantage: true, majorConditions: 1, dice: [6, 4] },
      b: { name: "The warden", skilled: true, disadvantage: false, dice: [3] },
    });
  });

  it("a purchase reads the character's wealth now", async () => {
    const hero = new FakeDocument(
      "Actor.hero",
      strikeSystem({ wealth: { tier: 3, short: 1, broke: 0 } }),
      ["player"],
      "Tamsin",
      "strikeCharacter",
    );
    const { rollPurchase } = await load([hero]);
    diceQueue.set(4);
    const message = await rollPurchase(hero, { name: "A fine cloak", tier: 2 });
    expect(card(message)).toMatchObject({
      kind: "purchase",
      item: "A fine cloak",
      itemTier: 2,
      wealth: { tier: 3, short: 1, broke: 0 },
      die: 4,
    });
    expect(
      await rollPurchase(new FakeDocument("Actor.x", {}, [], "X", "character"), { name: "Cloak", tier: 1 }),
    ).toBeNull();
  });
});
