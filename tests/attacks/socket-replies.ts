/**
 * Forged replies: a player's request to the active GM is broadcast over the system socket, so every
 * other client sees its id and may answer first. Each attack lets someone other than the GM the request
 * went to answer it, then lets the real GM answer; it is accepted when the requester's client took the
 * forged answer. Who sent a message is the id the server attaches (the listener's second argument).
 */
import { vi } from "vitest";
import { actionCard } from "../cards/actions/cards";
import { makeWorld } from "../cards/actions/world";
import { clockPlayer, findClockUser, makeClockWorld } from "../cards/clocks/clock-world";
import { fakeUser, fakeUtils, FakeSocket } from "../fakes/game";
import { settle, settledNow, type Attack } from "./attack";

const socketModule = () => import("../../src/cards/socket");

interface SentRequest {
  requestId: string;
  to: string;
}

/** A second GM, connected but not the active one: not the user a request goes to. */
const otherGM = fakeUser("gm2", true, false);

/** A co-owner's burn on the owner's card, relayed to the GM and answered first by `replier`. */
async function cardReply(replier: string, result: unknown, extra: Record<string, unknown> = {}): Promise<boolean> {
  const world = await makeWorld({ extraUsers: [otherGM] });
  const socket = await socketModule();
  world.as(world.users.coOwner);
  const message = world.post(actionCard(), world.users.owner);
  const pending = world.actions.runCardAction(message, "burnMomentum", world.users.coOwner);
  await settle();
  const request = world.socket.sent[0].data as SentRequest;
  await socket.onSocketMessage({ kind: "reply", requestId: request.requestId, to: "coOwner", result, ...extra }, replier);
  const forged = await settledNow(pending);
  // The active GM's own answer, so nothing is left waiting.
  await socket.onSocketMessage({ kind: "reply", requestId: request.requestId, to: "coOwner", result: { ok: false, error: "NotPermitted" } }, "gm");
  await pending;
  return forged;
}

/** A player's advance of a world clock, relayed to the GM and answered first by `replier`. */
async function clockReply(replier: string, result: unknown): Promise<boolean> {
  const sock = new FakeSocket();
  vi.stubGlobal("foundry", { utils: fakeUtils([]) });
  const w = makeClockWorld([{ id: "tension", name: "Tension", segments: 4, filled: 0, visibility: "all" }], 50, sock);
  const actions = await import("../../src/cards/clocks/clock-actions");
  const socket = await socketModule();
  w.as(clockPlayer);
  const pending = actions.pressClock({ target: { scope: "world" }, op: { action: "advance", clockId: "tension" } }, w.world);
  await settle();
  const request = sock.sent[0].data as SentRequest;
  await socket.onSocketMessage({ kind: "reply", requestId: request.requestId, to: "player", result }, replier);
  const forged = await settledNow(pending);
  socket.activateSocket({
    [actions.CLOCK_ACTION_REQUEST]: (payload, from) => actions.handleRelayedClockPress(payload, from, w.world, findClockUser),
  });
  await socket.onSocketMessage({ kind: "reply", requestId: request.requestId, to: "player", result: { ok: false, error: "GMOnly" } }, "gm");
  await pending;
  return forged;
}

/** A player's learning step after a team conflict, relayed to the GM and answered first by `replier`. */
async function learningReply(replier: string, result: unknown): Promise<boolean> {
  const world = await makeWorld({ extraUsers: [otherGM] });
  const socket = await socketModule();
  const relay = await import("../../src/applications/sheets/conflict-relay");
  world.as(world.users.coOwner);
  // Only the conflict's UUID is read on the player's side (as a Foundry Actor it has one).
  const conflict = { uuid: "Actor.cf" } as unknown as Parameters<typeof relay.relayLearning>[0];
  const pending = relay.relayLearning(conflict, { step: "learn", playerId: "Actor.hero", skill: "Rowing" });
  pending.catch(() => undefined);
  await settle();
  const request = world.socket.sent[0].data as SentRequest;
  await socket.onSocketMessage({ kind: "reply", requestId: request.requestId, to: "coOwner", result }, replier);
  const forged = await settledNow(pending);
  await socket.onSocketMessage({ kind: "reply", requestId: request.requestId, to: "coOwner", result: { ok: true } }, "gm");
  await pending.catch(() => undefined);
  return forged;
}

const refusedLearning = { ok: false, code: "NotMemberOwner", message: "no", details: {} };

export const SOCKET_REPLY_ATTACKS: readonly Attack[] = [
  { name: "a stranger answers a relayed card action with a fake success", run: () => cardReply("stranger", { ok: true, action: "burnMomentum" }) },
  { name: "a stranger answers a relayed card action with a fake refusal", run: () => cardReply("stranger", { ok: false, error: "NotPermitted" }) },
  { name: "another owner of the actor answers a card action, claiming to be the GM", run: () => cardReply("owner", { ok: true, action: "burnMomentum" }, { from: "gm" }) },
  { name: "a GM the request did not go to answers a card action", run: () => cardReply("gm2", { ok: false, error: "AlreadyApplied" }) },
  { name: "a stranger answers a relayed clock press with a fake success", run: () => clockReply("stranger", { ok: true, event: { event: "complete", clock: { id: "tension", name: "Tension", segments: 4, filled: 4, visibility: "all" }, added: 4, oracle: null } }) },
  { name: "a stranger answers a relayed clock press with a fake refusal", run: () => clockReply("stranger", { ok: false, error: "GMOnly" }) },
  { name: "a stranger answers a relayed learning step with a fake success", run: () => learningReply("stranger", { ok: true }) },
  { name: "a stranger answers a relayed learning step with a fake refusal", run: () => learningReply("stranger", refusedLearning) },
  { name: "a GM the request did not go to answers a learning step", run: () => learningReply("gm2", { ok: true }) },
  { name: "the owner answers a relayed learning step for a co-owner", run: () => learningReply("owner", refusedLearning) },
];
