import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardFromSystem, type RollCardSystemData } from "../../src/data/message/card-system";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue, FakeRoll } from "../fakes/dice";
import { fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { installDice } from "../dice/setup";
import { actionRequest, poolRequest, threatRequest } from "../dice/requests";

const player = fakeUser("player");
const gm = fakeUser("gm", true);
let notes: ReturnType<typeof fakeNotifications>;

async function load(rollMode = "publicroll") {
  await installDice();
  FakeChatMessage.reset();
  notes = fakeNotifications();
  vi.stubGlobal("game", fakeGame({ user: player, users: [player, gm], rollMode, strings: { "VOWFORGE.Error.OutOfRange": "{what} must be between {min} and {max}." } }));
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: notes });
  return import("../../src/chat/perform-roll");
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
    const state = cardFromSystem(message.system as unknown as RollCardSystemData);
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

  it("uses the user's roll mode when none is given", async () => {
    const { performRoll } = await load("gmroll");
    diceQueue.set(1, 1, 1, 1, 1);
    const message = (await performRoll(poolRequest())) as unknown as FakeChatMessage;
    expect(message.whisper).toEqual(["gm"]);
  });

  it("posts a card without dice when an Augur action is impossible", async () => {
    const { performRoll } = await load();
    const message = (await performRoll(threatRequest({ plan: { approach: 3, stanceThreat: 5 } }))) as unknown as FakeChatMessage;
    const state = cardFromSystem(message.system as unknown as RollCardSystemData);
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

  it("refuses an unknown roll mode", async () => {
    const { performRoll } = await load();
    expect(await performRoll(actionRequest(), { rollMode: "loud" })).toBeNull();
    expect(notes.shown[0].level).toBe("error");
  });
});
