import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard, type StoredCard } from "../../src/kinds/registry";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue, FakeRoll } from "../fakes/dice";
import { FakeDocument, fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { installDice } from "../dice/setup";
import { actionRequest, poolRequest, progressRequest, threatRequest } from "../dice/requests";
import { documentEffects } from "../../src/rules/effects/moves";

const player = fakeUser("player");
const gm = fakeUser("gm", true);
let notes: ReturnType<typeof fakeNotifications>;

const OUTCOMES = {
  strongHit: { text: "<p>Take +2 momentum.</p>", match: "" },
  weakHit: { text: "<p>Take +1 momentum.</p>", match: "" },
  miss: { text: "<p>Pay the price.</p>", match: "" },
};

async function load(rollMode = "publicroll", strings: Record<string, string> = {}, generation: 13 | 14 = 13) {
  await installDice([
    new FakeDocument("Item.move", { outcomes: { ...OUTCOMES, extra: "dropped" }, rollType: "action" }, [], "Face Danger", "move"),
    new FakeDocument("Item.bare", {}, [], "Bare", "move"),
    // Not a move: an item of another subtype that happens to hold outcome texts is not read as one.
    new FakeDocument("Item.vow", { outcomes: OUTCOMES }, [], "A vow", "progress"),
  ]);
  FakeChatMessage.reset();
  notes = fakeNotifications();
  vi.stubGlobal("game", fakeGame({ user: player, users: [player, gm], rollMode, generation, strings: { "VOWFORGE.Error.OutOfRange": "{what} must be between {min} and {max}.", ...strings } }));
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: notes });
  return import("../../src/cards/perform-roll");
}

beforeEach(() => FakeChatMessage.reset());
afterEach(() => vi.unstubAllGlobals());

describe("performRoll", () => {
  it("posts a roll card whose system holds the card state and whose rolls carry the dice", async () => {
    const { performRoll } = await load();
    diceQueue.set(5, 2, 9);
    const message = (await performRoll(actionRequest())) as unknown as FakeChatMessage;
    expect(message.type).toBe("roll");
    expect(message.author.id).toBe("player");
    const state = readCard(message.system as unknown as StoredCard);
    expect(state).toMatchObject({ kind: "action", actionDie: 5, challengeDice: [2, 9], applied: [] });
    expect(message.rolls).toHaveLength(1);
    expect(message.rolls[0].constructor.name).toBe("ActionRoll");
    expect(message.rolls[0]).toBeInstanceOf(FakeRoll);
    expect(message.sound).toBe("sounds/dice.wav");
  });

  it.each([
    ["publicroll", [], false],
    ["gmroll", ["gm"], false],
    ["blindroll", ["gm"], true],
    ["selfroll", ["player"], false],
  ])("honours the %s roll mode", async (mode, whisper, blind) => {
    const { performRoll } = await load();
    diceQueue.set(5, 2, 9);
    const message = (await performRoll(actionRequest(), { rollMode: mode })) as unknown as FakeChatMessage;
    expect(message.whisper).toEqual(whisper);
    expect(message.blind).toBe(blind);
  });

  it.each([
    ["public", [], false],
    ["gm", ["gm"], false],
    ["blind", ["gm"], true],
    ["self", ["player"], false],
  ])("on v14 honours the chat box's %s mode through applyMode", async (mode, whisper, blind) => {
    const { performRoll } = await load(mode, {}, 14);
    diceQueue.set(5, 2, 9);
    const message = (await performRoll(actionRequest())) as unknown as FakeChatMessage;
    expect(message.whisper).toEqual(whisper);
    expect(message.blind).toBe(blind);
    expect(FakeChatMessage.legacyModeCalls).toBe(0);
  });

  it("uses the user's roll mode when none is given", async () => {
    const { performRoll } = await load("gmroll");
    diceQueue.set(1, 1, 1, 1, 1);
    const message = (await performRoll(poolRequest())) as unknown as FakeChatMessage;
    expect(message.whisper).toEqual(["gm"]);
  });

  it("posts a card without dice when an Augur action is impossible", async () => {
    const { performRoll } = await load();
    const message = (await performRoll(threatRequest({ plan: { approach: 3, stanceThreat: 5 } }))) as unknown as FakeChatMessage;
    const state = readCard(message.system as unknown as StoredCard);
    expect(state).toMatchObject({ kind: "threat", noRoll: "impossible", actionDice: [], threatDice: [] });
    expect(message.rolls).toEqual([]);
    expect(message.sound).toBeNull();
  });

  it("refuses a bad request with a localised error, casting no die and posting nothing", async () => {
    const { performRoll } = await load();
    diceQueue.set();
    const result = await performRoll(actionRequest({ adds: 30 }));
    expect(result).toBeNull();
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(notes.shown).toEqual([{ level: "error", text: "adds must be between 0 and 20." }]);
  });

  it("refuses null and a request missing its stat with a localised error, casting no die", async () => {
    const { performRoll } = await load("publicroll", { "VOWFORGE.Error.NotAnObject": "Not a roll.", "VOWFORGE.Error.BadRequestField": "Missing {field}." });
    diceQueue.set();
    expect(await performRoll(null as unknown as Parameters<typeof performRoll>[0])).toBeNull();
    const { stat: _stat, ...noStat } = actionRequest();
    expect(await performRoll(noStat as unknown as Parameters<typeof performRoll>[0])).toBeNull();
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(notes.shown).toEqual([{ level: "error", text: "Not a roll." }, { level: "error", text: "Missing stat." }]);
  });

  it("speaks for the request's actor", async () => {
    const { performRoll } = await load();
    await installDice([new FakeDocument("Actor.speaker", {}, ["player"], "Kaila")]);
    diceQueue.set(5, 2, 9);
    const message = (await performRoll(actionRequest({ actorUuid: "Actor.speaker" }))) as unknown as FakeChatMessage;
    expect(message.speaker).toMatchObject({ alias: "Kaila", actor: "Actor.speaker" });
  });

  it("refuses an unknown roll mode", async () => {
    const { performRoll } = await load();
    expect(await performRoll(actionRequest(), { rollMode: "loud" })).toBeNull();
    expect(notes.shown[0].level).toBe("error");
  });

  it("keeps the request's reroll allowance on the card", async () => {
    const { performRoll } = await load();
    diceQueue.set(5, 2, 9);
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    const message = (await performRoll(actionRequest({ reroll }))) as unknown as FakeChatMessage;
    expect(readCard(message.system as unknown as StoredCard)).toMatchObject({ reroll, moveOutcomes: null });
  });

  it("copies the move's outcome texts onto the card, not into the roll", async () => {
    const { performRoll } = await load();
    diceQueue.set(5, 2, 9);
    const message = (await performRoll(actionRequest({ moveUuid: "Item.move" }))) as unknown as FakeChatMessage;
    expect(readCard(message.system as unknown as StoredCard)).toMatchObject({ moveOutcomes: OUTCOMES });
    expect((message.rolls[0].options.request as { moveOutcomes: unknown }).moveOutcomes).toBeNull();
  });

  it("uses the request's own outcome texts, and none for a move without them, a document not a move, or no move", async () => {
    const { performRoll } = await load();
    const own = { ...OUTCOMES, miss: { text: "<p>Own.</p>", match: "" } };
    const cards = [];
    for (const request of [
      actionRequest({ moveUuid: "Item.move", moveOutcomes: own }),
      actionRequest({ moveUuid: "Item.bare" }),
      actionRequest({ moveUuid: "Item.gone" }),
      actionRequest({ moveUuid: "Item.vow" }),
      actionRequest(),
    ]) {
      diceQueue.set(5, 2, 9);
      const message = (await performRoll(request)) as unknown as FakeChatMessage;
      cards.push(readCard(message.system as unknown as StoredCard));
    }
    expect(cards.map((c) => (c.kind === "action" ? c.moveOutcomes : "?"))).toEqual([own, null, null, null, null]);
  });

  it("refuses Learn from Your Failures below a failure track of +6, casting no die and posting nothing", async () => {
    const { performRoll } = await load("publicroll", { "VOWFORGE.Error.ProgressTooLow": "{move} needs {min}; this track has {score}." });
    const learn = "move:delve/failure/learn_from_your_failures";
    await installDice([
      new FakeDocument("Item.learn", { dataswornId: learn, effects: documentEffects(learn) }, [], "Learn from Your Failures", "move"),
      new FakeDocument("Item.notMove", { dataswornId: learn, effects: documentEffects(learn) }, [], "A vow", "progress"),
    ]);
    diceQueue.set();
    const request = (score: number) => progressRequest({ moveUuid: "Item.learn", title: "Learn from Your Failures", score });
    expect(await performRoll(request(5))).toBeNull();
    expect(FakeChatMessage.created).toHaveLength(0);
    expect(notes.shown).toEqual([{ level: "error", text: "Learn from Your Failures needs 6; this track has 5." }]);
    diceQueue.set(3, 4);
    const posted = (await performRoll(request(6))) as unknown as FakeChatMessage;
    expect(readCard(posted.system as unknown as StoredCard)).toMatchObject({ kind: "progress", score: 6, moveId: learn });
    // A document that is not a move gates nothing and gives the card no effects.
    diceQueue.set(3, 4);
    const other = (await performRoll(progressRequest({ moveUuid: "Item.notMove", title: "Learn from Your Failures", score: 5 }))) as unknown as FakeChatMessage;
    const card = readCard(other.system as unknown as StoredCard);
    expect(card).toMatchObject({ kind: "progress", score: 5 });
    expect(card.kind === "progress" ? (card.moveEffects ?? null) : "not a progress card").toBeNull();
  });

  it("refuses a malformed reroll allowance with a localised error", async () => {
    const { performRoll } = await load("publicroll", { "VOWFORGE.Error.BadReroll": "A reroll must name dice." });
    diceQueue.set();
    expect(await performRoll(actionRequest({ reroll: { dice: [], source: "X" } }))).toBeNull();
    expect(notes.shown).toEqual([{ level: "error", text: "A reroll must name dice." }]);
  });
});

describe("rulesErrorText", () => {
  it("fills the code's sentence from the details, and falls back when a placeholder has no detail", async () => {
    await load("publicroll", {
      "VOWFORGE.Error.TooManyBonds": "Too many bonds ({count}).",
      "VOWFORGE.Error.NotArray": "{what} must be a list.",
      "VOWFORGE.Roll.Error.Invalid": "This roll cannot be made: {message}",
    });
    const { rulesErrorText } = await import("../../src/locale");
    const { RulesError } = await import("../../src/rules/errors");
    expect(rulesErrorText(new RulesError("TooManyBonds", "at most 20 bonds", { count: 21 }))).toBe("Too many bonds (21).");
    expect(rulesErrorText(new RulesError("NotArray", "bonds must be a list", { value: {} }))).toBe("This roll cannot be made: bonds must be a list");
    expect(rulesErrorText(new RulesError("Unknown", "something odd"))).toBe("This roll cannot be made: something odd");
  });
});
