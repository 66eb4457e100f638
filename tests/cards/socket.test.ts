import { afterEach, describe, expect, it, vi } from "vitest";
import { makeWorld, type World } from "./actions/world";
import { actionCard } from "./actions/cards";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The socket with the card-action handler the system registers at start-up (vowforge.ts): the runner's. */
async function load(_world?: World) {
  const socket = await import("../../src/cards/socket");
  const actions = await import("../../src/cards/actions/card-actions");
  socket.activateSocket({ [socket.CARD_ACTION_REQUEST]: actions.handleRelayedCardAction });
  return socket;
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("card action relay", () => {
  it("a player's action goes to the active GM, who applies it and replies", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    world.as(world.users.coOwner);
    const message = world.post(actionCard(), world.users.owner);

    const pending = world.actions.runCardAction(message, "burnMomentum", world.users.coOwner);
    await settle();
    expect(world.socket.sent).toHaveLength(1);
    const request = world.socket.sent[0];
    expect(request.name).toBe("system.vowforge");
    expect(request.data).toMatchObject({ kind: "request", type: "cardAction", to: "gm", payload: { messageId: message.id, actionId: "burnMomentum" } });
    expect(request.data).not.toHaveProperty("from");
    expect(world.hero.updates).toEqual([]);

    world.as(world.users.gm);
    await socket.onSocketMessage(request.data, "coOwner");
    expect(world.hero.system.momentum).toBe(2);
    expect(world.actions.cardOfMessage(message)).toMatchObject({ burnedMomentum: 8, applied: ["burnMomentum"] });
    const reply = world.socket.sent[1];
    expect(reply.data).toMatchObject({ kind: "reply", to: "coOwner", result: { ok: true } });

    world.as(world.users.coOwner);
    await socket.onSocketMessage(reply.data, "gm");
    expect(await pending).toEqual({ ok: true, action: "burnMomentum" });
  });

  it("two players' relays of one burn answered at once through the registered handler: one applies, the other is refused, one actor write", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.coOwner);
    void world.actions.runCardAction(message, "burnMomentum", world.users.coOwner);
    world.as(world.users.owner);
    void world.actions.runCardAction(message, "burnMomentum", world.users.owner);
    await settle();
    const [first, second] = world.socket.sent;
    expect([first.data, second.data]).toMatchObject([{ kind: "request" }, { kind: "request" }]);

    world.as(world.users.gm);
    await Promise.all([socket.onSocketMessage(first.data, "coOwner"), socket.onSocketMessage(second.data, "owner")]);
    expect(world.hero.updates).toHaveLength(1);
    expect(world.hero.system.momentum).toBe(2);
    const results = world.socket.sent.slice(2).map((m) => (m.data as { result: { ok: boolean; error?: string } }).result);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => r.error)).toEqual(["AlreadyApplied"]);
  });

  it("the GM checks the requesting user's ownership again", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.gm);
    await socket.onSocketMessage({
      kind: "request",
      type: "cardAction",
      requestId: "r1",
      to: "gm",
      payload: { messageId: message.id, actionId: "burnMomentum", args: {} },
    }, "stranger");
    expect(world.socket.sent[0].data).toMatchObject({ kind: "reply", to: "stranger", result: { ok: false, error: "NotPermitted" } });
    expect(world.hero.updates).toEqual([]);
  });

  it("a request relayed twice applies once", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.gm);
    const request = (id: string) => ({
      kind: "request",
      type: "cardAction",
      requestId: id,
      to: "gm",
      payload: { messageId: message.id, actionId: "burnMomentum", args: {} },
    });
    await Promise.all([socket.onSocketMessage(request("a"), "owner"), socket.onSocketMessage(request("b"), "coOwner")]);
    const results = world.socket.sent.map((s) => (s.data as { result: { ok: boolean } }).result.ok);
    expect(results.sort()).toEqual([false, true]);
    expect(world.hero.updates).toHaveLength(1);
  });

  it("clients other than the addressed active GM ignore a request", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard());
    world.as(world.users.owner);
    await socket.onSocketMessage({ kind: "request", type: "cardAction", requestId: "x", to: "gm", payload: { messageId: message.id, actionId: "burnMomentum" } }, "coOwner");
    expect(world.socket.sent).toEqual([]);
    expect(world.hero.updates).toEqual([]);
  });

  it("acts as the sender the server reports, not the `from` written in the message", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.gm);
    const forged = {
      kind: "request",
      type: "cardAction",
      requestId: "f1",
      from: "owner",
      to: "gm",
      payload: { messageId: message.id, actionId: "burnMomentum", args: {} },
    };
    await socket.onSocketMessage(forged, "stranger");
    expect(world.socket.sent[0].data).toMatchObject({ kind: "reply", to: "stranger", result: { ok: false, error: "NotPermitted" } });
    expect(world.hero.updates).toEqual([]);
  });

  it("hands the listener's sender id to the handler", async () => {
    const world = await makeWorld();
    await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.gm);
    const listener = world.socket.listeners[0].fn;
    listener({ kind: "request", type: "cardAction", requestId: "l1", from: "stranger", to: "gm", payload: { messageId: message.id, actionId: "burnMomentum", args: {} } }, "owner");
    await settle();
    await settle();
    expect(world.socket.sent[0].data).toMatchObject({ kind: "reply", to: "owner", result: { ok: true } });
    expect(world.hero.system.momentum).toBe(2);
  });

  it("takes the reply only from the GM the request went to, whoever else answers first", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    world.as(world.users.coOwner);
    const pending = world.actions.runCardAction(world.post(actionCard(), world.users.owner), "burnMomentum", world.users.coOwner);
    await settle();
    const { requestId } = world.socket.sent[0].data as { requestId: string };
    const reply = (result: unknown) => ({ kind: "reply", requestId, to: "coOwner", result });
    await socket.onSocketMessage(reply({ ok: true, action: "burnMomentum" }), "stranger");
    await socket.onSocketMessage(reply({ ok: true, action: "burnMomentum" }), "owner");
    await socket.onSocketMessage(reply({ ok: false, error: "AlreadyApplied" }), "gm");
    expect(await pending).toEqual({ ok: false, error: "AlreadyApplied" });
  });

  it("answers a request id once per sender; the same id from another sender is that sender's own request", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.gm);
    const request = { kind: "request", type: "cardAction", requestId: "once", to: "gm", payload: { messageId: message.id, actionId: "burnMomentum", args: {} } };
    await socket.onSocketMessage(request, "stranger");
    await socket.onSocketMessage(structuredClone(request), "stranger");
    expect(world.socket.sent).toHaveLength(1);
    await socket.onSocketMessage(structuredClone(request), "owner");
    expect(world.socket.sent.map((s) => s.data)).toMatchObject([
      { kind: "reply", to: "stranger", result: { ok: false, error: "NotPermitted" } },
      { kind: "reply", to: "owner", result: { ok: true } },
    ]);
  });

  it("ignores a message whose request id is missing, empty or overlong", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.gm);
    const payload = { messageId: message.id, actionId: "burnMomentum", args: {} };
    for (const requestId of [undefined, "", "x".repeat(65), 7])
      await socket.onSocketMessage({ kind: "request", type: "cardAction", requestId, to: "gm", payload }, "owner");
    expect(world.socket.sent).toEqual([]);
    expect(world.hero.updates).toEqual([]);
  });

  it("gives up with RelayTimeout when the GM does not answer", async () => {
    vi.useFakeTimers();
    const world = await makeWorld();
    await load(world);
    world.as(world.users.coOwner);
    const pending = world.actions.runCardAction(world.post(actionCard()), "burnMomentum", world.users.coOwner);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await pending).toEqual({ ok: false, error: "RelayTimeout" });
  });

  it("a press on a player's drawn card is relayed, applied by the GM's handler and answered, the button left pressed", async () => {
    const world = await makeWorld();
    const socket = await load(world);
    const listeners = await import("../../src/chat/chat-message");
    const { loadTargets } = await import("../../src/cards/log-cards");
    const { fakeNotifications } = await import("../fakes/game");
    const state = actionCard();
    const message = world.post(state, world.users.owner);
    // The player presses Burn on their own client (the card's buttons as drawn there): the request goes out.
    world.as(world.users.coOwner);
    const playerNotes = fakeNotifications();
    vi.stubGlobal("ui", { notifications: playerNotes });
    const listenersOf: Array<(event: { preventDefault(): void }) => void> = [];
    const button = {
      dataset: { action: "burnMomentum" } as Record<string, string | undefined>,
      disabled: false,
      addEventListener: (_type: "click", listener: (event: { preventDefault(): void }) => void) => void listenersOf.push(listener),
    };
    listeners.wireCardButtons(message, [button], state, ["burnMomentum"], await loadTargets(state));
    for (const listener of listenersOf) listener({ preventDefault() {} });
    await vi.waitFor(() => expect(world.socket.sent).toHaveLength(1));
    expect(button.disabled).toBe(true);
    const request = world.socket.sent[0];

    world.as(world.users.gm);
    await socket.onSocketMessage(request.data, "coOwner");
    expect(world.hero.system.momentum).toBe(2);
    const reply = world.socket.sent[1];
    expect(reply.data).toMatchObject({ kind: "reply", to: "coOwner", result: { ok: true, action: "burnMomentum" } });

    world.as(world.users.coOwner);
    await socket.onSocketMessage(reply.data, "gm");
    await settle();
    expect(playerNotes.shown).toEqual([]);
    expect(button.disabled).toBe(true);
  });

  it("registers one listener on the system socket", async () => {
    const world = await makeWorld();
    await load(world);
    expect(world.socket.listeners.map((l) => l.name)).toEqual(["system.vowforge"]);
  });
});
