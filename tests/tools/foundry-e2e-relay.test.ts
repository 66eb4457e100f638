/**
 * The end-to-end run's relayed request, against the system's own socket module on a stand-in GM: the
 * probe the other player's page runs speaks src/cards/socket.ts's wire format, takes only the reply of
 * the GM it asked, and sees the same request id go unanswered the second time.
 *
 * The test plays the server: Foundry relays an emit to every other client, handing each listener the
 * sender's user id as its second argument (farling42/foundryvtt-socketlib src/socketlib.js; foundryvtt/
 * pf2e src/scripts/socket.ts), which is what `deliver` does here.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeWorld, type World } from "../cards/actions/world";
import { actionCard } from "../cards/actions/cards";
import { judgeRelay, relayProbe, type RelayProbe } from "../../tools/foundry-e2e/relay-probe.mjs";
import { RELAY } from "../../tools/foundry-e2e/steps.mjs";

afterEach(() => vi.unstubAllGlobals());

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error("timed out");
}

/** The GM's client, with the system socket listening as on `ready`. */
async function gmWorld() {
  const world = await makeWorld();
  const socket = await import("../../src/cards/socket");
  socket.activateSocket({ [socket.CARD_ACTION_REQUEST]: world.actions.handleRelayedCardAction });
  return { world, socket };
}

/** Hands what was sent to every listener of `user`'s client, from `senderId`. */
async function deliver(world: World, user: keyof World["users"], data: unknown, senderId: string) {
  world.as(world.users[user]);
  for (const listener of world.socket.listeners) await listener.fn(structuredClone(data), senderId);
}

describe("the relayed card action the other player sends around the interface", () => {
  it("is refused by the GM once, and the same request id again goes unanswered", async () => {
    const { world, socket } = await gmWorld();
    const message = world.post(actionCard(), world.users.owner);
    world.as(world.users.stranger);
    const probing = relayProbe({
      socket: RELAY.socket,
      type: RELAY.cardAction,
      payload: { messageId: message.id, actionId: "burnMomentum", args: {} },
      replyMs: 2_000,
      repeatMs: 100,
    });
    await until(() => world.socket.sent.length === 1);
    const request = world.socket.sent[0];
    expect(request.name).toBe(RELAY.socket);
    expect(request.data).toMatchObject({ kind: "request", type: RELAY.cardAction, to: "gm" });
    const requestId = (request.data as { requestId: string }).requestId;

    // Before the GM answers, someone else answers in its name: not taken.
    await deliver(world, "stranger", { kind: "reply", requestId, to: "stranger", result: { ok: true } }, "owner");
    // The GM's client takes the request (from the sender id the server reports) and refuses it.
    world.as(world.users.gm);
    await socket.onSocketMessage(request.data, "stranger");
    const reply = world.socket.sent[1];
    expect(reply.data).toMatchObject({ kind: "reply", to: "stranger", result: { ok: false, error: RELAY.refusal } });
    await deliver(world, "stranger", reply.data, "gm");

    // The probe sends the same request again; the GM's client ignores it.
    await until(() => world.socket.sent.length === 3);
    expect(world.socket.sent[2].data).toEqual(request.data);
    world.as(world.users.gm);
    await socket.onSocketMessage(world.socket.sent[2].data, "stranger");
    expect(world.socket.sent).toHaveLength(3);
    world.as(world.users.stranger);

    const probe = await probing;
    expect(probe).toEqual({
      gmId: "gm",
      requestId,
      replies: [{ ok: false, error: RELAY.refusal }],
      repeatReplies: [],
      ignored: [{ senderId: "owner", to: "stranger" }],
    });
    expect(judgeRelay(probe, RELAY.refusal)).toBeNull();
    expect(world.hero.updates).toEqual([]);
  });

  it("says there is nothing to probe with no GM connected", async () => {
    const world = await makeWorld({ gmConnected: false });
    world.as(world.users.stranger);
    const probe = await relayProbe({ socket: RELAY.socket, type: RELAY.cardAction, payload: {} });
    expect(probe.gmId).toBeNull();
    expect(world.socket.sent).toEqual([]);
    expect(judgeRelay(probe, RELAY.refusal)).toBe("no GM was connected to send the request to");
  });
});

describe("what the probe's answers mean", () => {
  const probe = (over: Partial<RelayProbe>): RelayProbe => ({
    gmId: "gm",
    replies: [{ ok: false, error: "NotPermitted" }],
    repeatReplies: [],
    ignored: [],
    ...over,
  });

  it("passes one refusal, and fails silence, an acceptance, a second answer or an answer to the repeat", () => {
    expect(judgeRelay(probe({}), "NotPermitted")).toBeNull();
    expect(judgeRelay(probe({ replies: [] }), "NotPermitted")).toMatch(/did not answer/);
    expect(judgeRelay(probe({ replies: [{ ok: true }] }), "NotPermitted")).toMatch(/not the refusal NotPermitted/);
    expect(judgeRelay(probe({ replies: [{ ok: false, error: "NotACard" }] }), "NotPermitted")).toMatch(/NotACard/);
    expect(judgeRelay(probe({ replies: [{ ok: false, error: "NotPermitted" }, { ok: false }] }), "NotPermitted")).toMatch(
      /2 times/,
    );
    expect(judgeRelay(probe({ repeatReplies: [{ ok: false }] }), "NotPermitted")).toMatch(/same request id again/);
  });
});
