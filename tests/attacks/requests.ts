/**
 * Forged and replayed requests to the active GM: a modified client may send any request over the system
 * socket, with any payload, and may send the same request again. Each attack delivers requests to the
 * GM's client the way Foundry does (the message, and the sender's id the server attaches) and is
 * accepted when the GM wrote or posted what the sender may not make happen: a world clock filled past
 * what the interface offers, a press or action the sender may not make, a d100 the sender chose, or a
 * request applied a second time.
 */
import { vi } from "vitest";
import { actionCard, progressCard, MOMENTUM_OUTCOMES as GRANTS } from "../cards/actions/cards";
import { makeWorld, type World } from "../cards/actions/world";
import { findClockUser, makeClockWorld } from "../cards/clocks/clock-world";
import { fakeUtils, FakeSocket } from "../fakes/game";
import { type Clock } from "../../src/rules/clocks";
import { type Attack } from "./attack";

let sequence = 0;

/** A request as a client sends it, with a new id. */
export function requestMessage(type: string, payload: unknown, extra: Record<string, unknown> = {}) {
  return { kind: "request", type, requestId: `attack${String(++sequence).padStart(10, "0")}`, to: "gm", payload, ...extra };
}

const campaign: Clock = { id: "campaign", name: "Campaign", segments: 12, filled: 0, visibility: "all" };
const hidden: Clock = { id: "hidden", name: "Hidden", segments: 6, filled: 0, visibility: "gm" };

/** The GM's client with the world's clocks, listening on the socket; `deliver` hands it one message. */
async function clockGM(list: Clock[] = [campaign, hidden], d100 = 50) {
  const sock = new FakeSocket();
  vi.stubGlobal("foundry", { utils: fakeUtils([]) });
  const w = makeClockWorld(list, d100, sock);
  const actions = await import("../../src/cards/clocks/clock-actions");
  const socket = await import("../../src/cards/socket");
  w.as(findClockUser("gm")!);
  socket.activateSocket({
    [actions.CLOCK_ACTION_REQUEST]: (payload, from) => actions.handleRelayedClockPress(payload, from, w.world, findClockUser),
  });
  return { w, deliver: (data: unknown, from = "player") => socket.onSocketMessage(data, from) };
}

/** Whether the GM wrote or posted anything for one forged press from `from`. */
async function forgedPress(op: Record<string, unknown>, from = "player", target: unknown = { scope: "world" }): Promise<boolean> {
  const { w, deliver } = await clockGM();
  await deliver(requestMessage("clockAction", { target, op }), from);
  return w.state.writes > 0 || w.posted.length > 0;
}

/** Whether the world clock was filled by more than one segment by one forged advance. */
async function forgedAdvance(by: unknown): Promise<boolean> {
  const { w, deliver } = await clockGM();
  await deliver(requestMessage("clockAction", { target: { scope: "world" }, op: { action: "advance", clockId: "campaign", by } }));
  return w.state.list[0].filled > 1;
}

/** Whether a press delivered twice under one request id was run twice (two cards, or two writes). */
async function replayedPress(op: Record<string, unknown>, list?: Clock[], d100?: number): Promise<boolean> {
  const { w, deliver } = await clockGM(list, d100);
  const message = requestMessage("clockAction", { target: { scope: "world" }, op });
  await deliver(message);
  if (w.posted.length !== 1) throw new Error("the first press was not run");
  await deliver(structuredClone(message));
  return w.posted.length > 1;
}

/** The GM's client of the card world, listening on the socket; `deliver` hands it one message. */
async function cardGM(world: World) {
  const socket = await import("../../src/cards/socket");
  socket.activateSocket({ [socket.CARD_ACTION_REQUEST]: world.actions.handleRelayedCardAction });
  world.as(world.users.gm);
  return (data: unknown, from: string) => socket.onSocketMessage(data, from);
}

/** Whether a forged card action request from `from` wrote the hero or the vow. */
async function forgedAction(card: Parameters<World["post"]>[0], payload: (messageId: string) => unknown, from: string, extra: Record<string, unknown> = {}): Promise<boolean> {
  const world = await makeWorld();
  const message = world.post(card, world.users.owner);
  const deliver = await cardGM(world);
  await deliver(requestMessage("cardAction", payload(message.id), extra), from);
  return world.hero.updates.length > 0 || world.vow.updates.length > 0 || message.updates.length > 0;
}

/** Whether a card action delivered twice under one request id wrote twice. */
async function replayedAction(card: Parameters<World["post"]>[0], actionId: string, args: Record<string, unknown> = {}): Promise<boolean> {
  const world = await makeWorld();
  const message = world.post(card, world.users.owner);
  const deliver = await cardGM(world);
  const request = requestMessage("cardAction", { messageId: message.id, actionId, args });
  await deliver(request, "coOwner");
  if (message.updates.length !== 1) throw new Error("the first request was not applied");
  await deliver(structuredClone(request), "coOwner");
  return world.hero.updates.length > 1 || world.vow.updates.length > 1 || message.updates.length > 1;
}


export const REQUEST_ATTACKS: readonly Attack[] = [
  // A player's press advances by what the interface offers (one segment); only a GM may set more.
  { name: "a player's forged advance by 12 fills a world clock", run: () => forgedAdvance(12) },
  { name: "a player's forged advance by 2", run: () => forgedAdvance(2) },
  { name: "a player's forged advance by 11", run: () => forgedAdvance(11) },
  { name: "a player's forged advance by '12' as text", run: () => forgedAdvance("12") },
  { name: "a player's forged advance by 1.5", run: () => forgedAdvance(1.5) },
  { name: "a player's forged advance by 12, claiming to be the GM in the payload", run: async () => {
    const { w, deliver } = await clockGM();
    await deliver(requestMessage("clockAction", { target: { scope: "world" }, op: { action: "advance", clockId: "campaign", by: 12 }, from: "gm", user: "gm" }, { from: "gm" }));
    return w.state.list[0].filled > 1;
  } },
  { name: "a player creates a world clock", run: () => forgedPress({ action: "create", name: "Mine", segments: 4, visibility: "all" }) },
  { name: "a player renames a world clock", run: () => forgedPress({ action: "edit", clockId: "campaign", name: "Done" }) },
  { name: "a player shrinks a world clock", run: () => forgedPress({ action: "edit", clockId: "campaign", segments: 4 }) },
  { name: "a player deletes a world clock", run: () => forgedPress({ action: "delete", clockId: "campaign" }) },
  { name: "a player advances a clock only the GM sees", run: () => forgedPress({ action: "advance", clockId: "hidden" }) },
  { name: "a player rolls to advance a clock only the GM sees", run: () => forgedPress({ action: "roll", clockId: "hidden", odds: "likely" }) },
  { name: "a player clears a clock only the GM sees", run: () => forgedPress({ action: "clear", clockId: "hidden" }) },
  { name: "a player's Advancing stance starts a new world clock", run: () => forgedPress({ action: "stance", name: "Doom", segments: 12 }) },
  { name: "a press on a character's clock relayed to the GM", run: () => forgedPress({ action: "advance", clockId: "x" }, "player", { scope: "actor", actorUuid: "Actor.hero" }) },
  { name: "a press from a user who does not exist", run: () => forgedPress({ action: "advance", clockId: "campaign" }, "ghost") },
  { name: "a roll to advance carrying the player's own d100", run: async () => {
    // The GM's d100 is 50 (a no on "small chance"); the player's 1 would be a yes.
    const { w, deliver } = await clockGM();
    await deliver(requestMessage("clockAction", { target: { scope: "world" }, op: { action: "roll", clockId: "campaign", odds: "smallChance", roll: 1 } }));
    return w.state.list[0].filled > 0 || w.posted.some((p) => p.card.oracle?.roll === 1);
  } },
  // A request id is used once: the same request again is ignored.
  { name: "a replayed advance of a world clock", run: () => replayedPress({ action: "advance", clockId: "campaign" }) },
  { name: "a replayed roll to advance", run: () => replayedPress({ action: "roll", clockId: "campaign", odds: "almostCertain" }, undefined, 90) },
  { name: "a replayed clear", run: () => replayedPress({ action: "clear", clockId: "campaign" }) },
  { name: "a replayed Advancing stance", run: () => replayedPress({ action: "stance", name: "Campaign", segments: 4 }) },
  { name: "a replay delivered while the first is still running", run: async () => {
    const { w, deliver } = await clockGM();
    const message = requestMessage("clockAction", { target: { scope: "world" }, op: { action: "advance", clockId: "campaign" } });
    await Promise.all([deliver(message), deliver(structuredClone(message))]);
    return w.posted.length > 1;
  } },
  { name: "a replayed burn of momentum", run: () => replayedAction(actionCard(), "burnMomentum") },
  { name: "a replayed take momentum", run: () => replayedAction(actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }), "takeMomentum", { amount: 2 }) },
  { name: "a replayed mark progress (by the track's owner)", run: async () => {
    const world = await makeWorld();
    const message = world.post(progressCard(), world.users.owner);
    const deliver = await cardGM(world);
    const request = requestMessage("cardAction", { messageId: message.id, actionId: "markProgress", args: {} });
    await deliver(request, "owner");
    if (world.vow.updates.length !== 1) throw new Error("the first request was not applied");
    await deliver(structuredClone(request), "owner");
    return world.vow.updates.length > 1;
  } },
  // The GM checks the sender, as the server reports it, against what the action writes.
  { name: "a stranger burns momentum on another's card", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "burnMomentum", args: {} }), "stranger") },
  { name: "a stranger burns momentum, naming the owner as sender", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "burnMomentum", args: {}, from: "owner" }), "stranger", { from: "owner" }) },
  { name: "take momentum with an amount the move does not grant", run: () => forgedAction(actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }), (id) => ({ messageId: id, actionId: "takeMomentum", args: { amount: 10 } }), "coOwner") },
  { name: "a co-owner of the actor marks progress on a track they do not own", run: () => forgedAction(progressCard(), (id) => ({ messageId: id, actionId: "markProgress", args: {} }), "coOwner") },
  { name: "an action the card does not offer (pushing an action roll)", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "push", args: { choice: "addDie" } }), "owner") },
  { name: "an action that does not exist", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "deleteEverything", args: {} }), "owner") },
  { name: "a reroll the card does not allow", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "reroll", args: { dieIndex: 1 } }), "owner") },
  { name: "a card action from a user who does not exist", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "burnMomentum", args: {} }), "ghost") },
  { name: "a request of a type no handler answers, naming the card", run: () => forgedAction(actionCard(), (id) => ({ messageId: id, actionId: "burnMomentum" }), "stranger", { type: "applyAsGM" }) },
];
