/**
 * The hooks other modules listen to (src/module-hooks.ts, docs/api.md), fired by the system's own roads
 * with Foundry's `Hooks` faked as its API reference describes it (tests/fakes/foundry-entry.ts
 * FakeHooks): `vowforge.preRoll` before a roll's dice (returning false cancels), `vowforge.cardPosted`
 * after a roll card is posted, `vowforge.cardAction` after a card action was applied.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard } from "../../src/kinds/registry";
import { MODULE_HOOKS, type CardActionPayload, type CardPostedPayload, type PreRollPayload } from "../../src/module-hooks";
import { FakeChatMessage } from "../fakes/chat";
import { diceQueue } from "../fakes/dice";
import { FakeHooks } from "../fakes/foundry-entry";
import { fakeGame, fakeNotifications, fakeUser } from "../fakes/game";
import { installDice } from "../dice/setup";
import { actionRequest } from "../dice/requests";
import { actionCard } from "../cards/actions/cards";
import { makeWorld } from "../cards/actions/world";

const player = fakeUser("player");
let hooks: FakeHooks;
let notes: ReturnType<typeof fakeNotifications>;

async function loadRolls() {
  await installDice([]);
  FakeChatMessage.reset();
  notes = fakeNotifications();
  vi.stubGlobal("game", fakeGame({ user: player, users: [player], rollMode: "publicroll" }));
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: notes });
  hooks = new FakeHooks();
  vi.stubGlobal("Hooks", hooks);
  return import("../../src/cards/perform-roll");
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("the hook names", () => {
  it("carry the system's id as a prefix, one per event", () => {
    expect(Object.values(MODULE_HOOKS)).toEqual(["vowforge.preRoll", "vowforge.cardPosted", "vowforge.cardAction"]);
  });
});

describe("vowforge.preRoll", () => {
  it("is asked with a copy of the checked request, the roll mode and the user, before any die is cast", async () => {
    const { performRoll } = await loadRolls();
    const seen: PreRollPayload[] = [];
    hooks.on(MODULE_HOOKS.preRoll, ((payload: PreRollPayload) => {
      seen.push(payload);
      // A listener's change to its copy changes nothing about the roll.
      (payload.request as { adds: number }).adds = 5;
    }) as never);
    diceQueue.set(5, 2, 9);
    const message = (await performRoll(actionRequest({ adds: 1 }), { rollMode: "gmroll" })) as unknown as FakeChatMessage;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ rollMode: "gmroll", userId: "player", request: { kind: "action", stat: { id: "edge", value: 2 } } });
    expect(readCard(message.system)).toMatchObject({ adds: 1, actionDie: 5 });
  });

  it("cancels the roll when a listener returns false: no die is cast, no card posted, no later listener asked", async () => {
    const { performRoll } = await loadRolls();
    const later = vi.fn();
    hooks.on(MODULE_HOOKS.preRoll, (() => false) as never);
    hooks.on(MODULE_HOOKS.preRoll, later as never);
    diceQueue.set(5, 2, 9);
    expect(await performRoll(actionRequest())).toBeNull();
    expect(FakeChatMessage.created).toEqual([]);
    expect(later).not.toHaveBeenCalled();
    // The three dice queued are still there: none was rolled.
    expect(diceQueue.faces).toEqual([5, 2, 9]);
    expect(notes.shown).toEqual([]);
  });

  it("a listener that throws is reported and the roll goes on, whether Hooks catches it or not", async () => {
    const { performRoll } = await loadRolls();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    hooks.on(MODULE_HOOKS.preRoll, (() => {
      throw new Error("a module's bug");
    }) as never);
    diceQueue.set(5, 2, 9);
    expect(await performRoll(actionRequest())).not.toBeNull();
    expect(hooks.errors).toHaveLength(1);
    // A Hooks that lets the error through (the other possible behaviour) fails no roll either.
    vi.stubGlobal("Hooks", { call: () => { throw new Error("through"); }, callAll: () => { throw new Error("through"); } });
    diceQueue.set(5, 2, 9);
    expect(await performRoll(actionRequest())).not.toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("is not asked about a request the system refuses", async () => {
    const { performRoll } = await loadRolls();
    const listener = vi.fn();
    hooks.on(MODULE_HOOKS.preRoll, listener as never);
    expect(await performRoll(actionRequest({ adds: 99 }))).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    expect(notes.shown).toHaveLength(1);
  });
});

describe("vowforge.cardPosted", () => {
  it("tells every listener of the posted message and a copy of its card", async () => {
    const { performRoll } = await loadRolls();
    const seen: CardPostedPayload[] = [];
    hooks.on(MODULE_HOOKS.cardPosted, ((payload: CardPostedPayload) => void seen.push(payload)) as never);
    hooks.on(MODULE_HOOKS.cardPosted, (() => false) as never);
    const second = vi.fn();
    hooks.on(MODULE_HOOKS.cardPosted, second as never);
    diceQueue.set(6, 1, 3);
    const message = await performRoll(actionRequest());
    expect(seen).toHaveLength(1);
    expect(seen[0].message).toBe(message);
    expect(seen[0].userId).toBe("player");
    expect(seen[0].type).toBe("roll");
    expect(seen[0].card).toMatchObject({ kind: "action", actionDie: 6, challengeDice: [1, 3] });
    // callAll: a listener returning false stops nobody.
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("is not fired when nothing was posted", async () => {
    const { performRoll } = await loadRolls();
    const listener = vi.fn();
    hooks.on(MODULE_HOOKS.preRoll, (() => false) as never);
    hooks.on(MODULE_HOOKS.cardPosted, listener as never);
    await performRoll(actionRequest());
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("vowforge.cardAction", () => {
  it("tells the listeners of an applied action: the message, the action, for whom, the card after it", async () => {
    const world = await makeWorld({ gmConnected: false });
    const fake = new FakeHooks();
    vi.stubGlobal("Hooks", fake);
    const seen: CardActionPayload[] = [];
    fake.on(MODULE_HOOKS.cardAction, ((payload: CardActionPayload) => void seen.push(payload)) as never);
    const message = world.post(actionCard());
    expect(await world.actions.runCardAction(message, "burnMomentum", world.users.owner)).toMatchObject({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ message, action: "burnMomentum", userId: world.users.owner.id, notes: [] });
    expect(seen[0].card).toMatchObject({ applied: ["burnMomentum"], burnedMomentum: 8 });
  });

  it("is not fired for a refused action", async () => {
    const world = await makeWorld({ gmConnected: false });
    const fake = new FakeHooks();
    vi.stubGlobal("Hooks", fake);
    const listener = vi.fn();
    fake.on(MODULE_HOOKS.cardAction, listener as never);
    world.as(world.users.stranger);
    const message = world.post(actionCard(), world.users.stranger);
    expect(await world.actions.runCardAction(message, "burnMomentum", world.users.stranger)).toMatchObject({ ok: false });
    expect(listener).not.toHaveBeenCalled();
  });
});
