import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Clock } from "../../../src/rules/clocks";
import { FakeSocket } from "../../fakes/game";
import { clockGM, clockPlayer, clockStranger, CLOCK_USERS, makeClockWorld as makeWorld, slowWrites } from "./clock-world";
import type * as Actions from "../../../src/cards/clocks/clock-actions";
import type * as Socket from "../../../src/cards/socket";

const gm = clockGM;
const player = clockPlayer;
const stranger = clockStranger;
const users = CLOCK_USERS;

let actions: typeof Actions;
let socket: typeof Socket;
let sock: FakeSocket;

const makeClockWorld = (list: Clock[], d100 = 50) => makeWorld(list, d100, sock);

const tension: Clock = { id: "tension", name: "Tension", segments: 4, filled: 3, visibility: "all" };
const secret: Clock = { id: "secret", name: "Secret", segments: 6, filled: 0, visibility: "gm" };

beforeEach(async () => {
  sock = new FakeSocket();
  vi.stubGlobal("foundry", { utils: { randomID: () => "req1" } });
  actions = await import("../../../src/cards/clocks/clock-actions");
  socket = await import("../../../src/cards/socket");
});
afterEach(() => vi.unstubAllGlobals());

describe("world clocks", () => {
  it("the GM advances a clock to completion on their own client and a card is posted for everyone", async () => {
    const w = makeClockWorld([tension]);
    w.as(gm);
    const outcome = await actions.pressClock(
      { target: { scope: "world" }, op: { action: "advance", clockId: "tension" } },
      w.world,
    );
    expect(outcome).toMatchObject({ ok: true, event: { event: "complete", added: 1 } });
    expect(w.state.list[0].filled).toBe(4);
    expect(w.posted).toEqual([
      {
        card: { event: "complete", clock: { ...tension, filled: 4 }, added: 1, owner: "", oracle: null },
        whisperTo: null,
        roll: null,
      },
    ]);
  });

  it("a card about a clock only the GM sees is whispered to the GMs", async () => {
    const w = makeClockWorld([secret]);
    w.as(gm);
    await actions.pressClock(
      { target: { scope: "world" }, op: { action: "advance", clockId: "secret" } },
      w.world,
    );
    expect(w.posted[0].whisperTo).toEqual(["gm"]);
  });

  it("creating, editing and deleting post no card", async () => {
    const w = makeClockWorld([]);
    w.as(gm);
    await actions.pressClock(
      {
        target: { scope: "world" },
        op: { action: "create", name: "Campaign", segments: 12, visibility: "all" },
      },
      w.world,
    );
    await actions.pressClock(
      { target: { scope: "world" }, op: { action: "edit", clockId: "campaign", name: "Long road" } },
      w.world,
    );
    await actions.pressClock(
      { target: { scope: "world" }, op: { action: "delete", clockId: "campaign" } },
      w.world,
    );
    expect(w.state.writes).toBe(3);
    expect(w.posted).toEqual([]);
  });

  it("a roll to advance rolls the d100 where it runs, and the card shows the odds and the roll", async () => {
    const w = makeClockWorld([tension], 12);
    w.as(gm);
    const outcome = await actions.pressClock(
      { target: { scope: "world" }, op: { action: "roll", clockId: "tension", odds: "unlikely" } },
      w.world,
    );
    // Unlikely: 76 or more is a yes, so 12 is a no.
    expect(outcome).toMatchObject({
      ok: true,
      event: { event: "roll", added: 0, oracle: { answer: "no", roll: 12 } },
    });
    expect(w.state.writes).toBe(0);
    expect(w.posted[0]).toMatchObject({
      card: { event: "roll", oracle: { odds: "unlikely", roll: 12 } },
      roll: { total: 12 },
    });
  });

  it("a player's press goes to the active GM, who checks it again and runs it", async () => {
    const w = makeClockWorld([tension]);
    w.as(player);
    const pending = actions.pressClock(
      { target: { scope: "world" }, op: { action: "clear", clockId: "tension" } },
      w.world,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(sock.sent).toHaveLength(1);
    expect(sock.sent[0].data).toMatchObject({ kind: "request", type: "clockAction", to: "gm" });
    expect(w.state.writes).toBe(0);

    w.as(gm);
    socket.activateSocket({
      [actions.CLOCK_ACTION_REQUEST]: (payload, from) =>
        actions.handleRelayedClockPress(payload, from, w.world, (id) => users.find((u) => u.id === id)),
    });
    await socket.onSocketMessage(sock.sent[0].data, "player");
    expect(w.state.list[0].filled).toBe(0);
    expect(w.posted.map((p) => p.card.event)).toEqual(["clear"]);
    const reply = sock.sent.find((s) => (s.data as { kind: string }).kind === "reply");
    w.as(player);
    await socket.onSocketMessage(reply?.data, "gm");
    expect(await pending).toMatchObject({ ok: true, event: { event: "clear" } });
  });

  it("a player may not create, edit or delete a world clock, nor touch one only the GM sees", async () => {
    const w = makeClockWorld([tension, secret]);
    w.as(player);
    const press = (op: Actions.ClockRequestOp) =>
      actions.pressClock({ target: { scope: "world" }, op }, w.world);
    expect(await press({ action: "create", name: "Mine", segments: 4, visibility: "all" })).toEqual({
      ok: false,
      error: "GMOnly",
    });
    expect(await press({ action: "delete", clockId: "tension" })).toEqual({ ok: false, error: "GMOnly" });
    expect(await press({ action: "advance", clockId: "secret" })).toEqual({ ok: false, error: "GMOnly" });
    expect(sock.sent).toEqual([]);
  });

  it("a player's advance fills the one segment the panel's button fills; only the GM may fill more", async () => {
    const w = makeClockWorld([{ ...tension, filled: 0 }]);
    w.as(player);
    const advance = (by?: number) =>
      actions.pressClock({ target: { scope: "world" }, op: { action: "advance", clockId: "tension", ...(by === undefined ? {} : { by }) } }, w.world);
    expect(await advance(3)).toEqual({ ok: false, error: "GMOnly" });
    expect(sock.sent).toEqual([]);
    w.as(gm);
    const find = (id: string) => users.find((u) => u.id === id);
    const relayed = (by?: number) =>
      actions.handleRelayedClockPress({ target: { scope: "world" }, op: { action: "advance", clockId: "tension", ...(by === undefined ? {} : { by }) } }, "player", w.world, find);
    expect(await relayed(1)).toMatchObject({ ok: true, event: { added: 1 } });
    expect(await relayed()).toMatchObject({ ok: true, event: { added: 1 } });
    expect(await relayed(2)).toEqual({ ok: false, error: "GMOnly" });
    expect(await advance(2)).toMatchObject({ ok: true, event: { event: "complete", added: 2 } });
    expect(w.state.list[0].filled).toBe(4);
  });

  it("a player's Advancing stance may advance a world clock everyone sees, but only the GM starts one", async () => {
    const w = makeClockWorld([tension]);
    w.as(player);
    expect(await actions.pressClock({ target: { scope: "world" }, op: { action: "stance", name: "New danger", segments: 4 } }, w.world)).toEqual({
      ok: false,
      error: "GMOnly",
    });
    w.as(gm);
    const find = (id: string) => users.find((u) => u.id === id);
    const outcome = await actions.handleRelayedClockPress({ target: { scope: "world" }, op: { action: "stance", name: "tension", segments: 4 } }, "player", w.world, find);
    expect(outcome).toMatchObject({ ok: true, event: { event: "complete" } });
  });

  it("two players' presses relayed at the same moment both count: the GM runs them one after another", async () => {
    const w = makeClockWorld([{ ...tension, filled: 0 }]);
    slowWrites(w.world);
    w.as(gm);
    const find = (id: string) => users.find((u) => u.id === id);
    const press = () =>
      actions.handleRelayedClockPress({ target: { scope: "world" }, op: { action: "advance", clockId: "tension" } }, "player", w.world, find);
    const outcomes = await Promise.all([press(), press()]);
    expect(outcomes).toMatchObject([{ ok: true }, { ok: true }]);
    expect(w.state.list[0].filled).toBe(2);
    expect(w.posted).toHaveLength(2);
  });

  it("the GM refuses a relayed press the player may not make, and a forged request", async () => {
    const w = makeClockWorld([tension, secret]);
    w.as(gm);
    const find = (id: string) => users.find((u) => u.id === id);
    expect(
      await actions.handleRelayedClockPress(
        { target: { scope: "world" }, op: { action: "delete", clockId: "tension" } },
        "player",
        w.world,
        find,
      ),
    ).toEqual({ ok: false, error: "GMOnly" });
    expect(
      await actions.handleRelayedClockPress(
        { target: { scope: "world" }, op: { action: "advance", clockId: "secret" } },
        "player",
        w.world,
        find,
      ),
    ).toEqual({ ok: false, error: "GMOnly" });
    expect(
      await actions.handleRelayedClockPress(
        { target: { scope: "actor", actorUuid: "Actor.hero" }, op: { action: "advance", clockId: "x" } },
        "player",
        w.world,
        find,
      ),
    ).toEqual({ ok: false, error: "NotPermitted" });
    expect(await actions.handleRelayedClockPress({ op: "boom" }, "player", w.world, find)).toMatchObject({
      ok: false,
      error: "BadArgument",
    });
    expect(
      await actions.handleRelayedClockPress(
        { target: { scope: "world" }, op: { action: "advance", clockId: "tension" } },
        "ghost",
        w.world,
        find,
      ),
    ).toEqual({ ok: false, error: "NotPermitted" });
    expect(w.state.writes).toBe(0);
  });

  it("a refusal of the rules comes back as plain data naming the rule", async () => {
    const w = makeClockWorld([{ ...tension, filled: 4 }]);
    w.as(gm);
    const outcome = await actions.pressClock(
      { target: { scope: "world" }, op: { action: "roll", clockId: "tension", odds: "likely" } },
      w.world,
    );
    expect(outcome).toEqual({
      ok: false,
      error: "Invalid",
      rule: { code: "ClockComplete", message: expect.any(String), details: { name: "Tension" } },
    });
    expect(w.posted).toEqual([]);
  });
});

describe("a character's clocks", () => {
  it("its owner writes them on their own client; the card speaks for the character", async () => {
    const w = makeClockWorld([]);
    w.as(player);
    const target = { scope: "actor" as const, actorUuid: "Actor.hero" };
    expect(
      await actions.pressClock(
        { target, op: { action: "create", name: "Debt", segments: 4, visibility: "gm" } },
        w.world,
      ),
    ).toMatchObject({ ok: true });
    expect(
      await actions.pressClock({ target, op: { action: "advance", clockId: "debt", by: 2 } }, w.world),
    ).toMatchObject({ ok: true });
    expect(w.hero.system.clocks).toEqual([
      { id: "debt", name: "Debt", segments: 4, filled: 2, visibility: "gm" },
    ]);
    expect(w.posted).toEqual([
      {
        card: {
          event: "advance",
          clock: { id: "debt", name: "Debt", segments: 4, filled: 2, visibility: "gm" },
          added: 2,
          owner: "Hero",
          oracle: null,
        },
        whisperTo: ["gm", "player"],
        roll: null,
      },
    ]);
    expect(sock.sent).toEqual([]);
  });

  it("no one else may press them, and nothing is relayed", async () => {
    const w = makeClockWorld([]);
    w.as(stranger);
    const outcome = await actions.pressClock(
      {
        target: { scope: "actor", actorUuid: "Actor.hero" },
        op: { action: "create", name: "Mine", segments: 4, visibility: "all" },
      },
      w.world,
    );
    expect(outcome).toEqual({ ok: false, error: "NotPermitted" });
    expect(
      await actions.pressClock(
        { target: { scope: "actor", actorUuid: "Actor.gone" }, op: { action: "clear", clockId: "a" } },
        w.world,
      ),
    ).toEqual({ ok: false, error: "NoActor" });
    expect(w.hero.updates).toEqual([]);
    expect(sock.sent).toEqual([]);
  });
});
