/**
 * Concurrent requests: relayed writes reach the active GM's client at the same moment (two players, or
 * a player and the GM's own click), and each reads a document before the other has written it. Each
 * attack is accepted when a write was lost or an action applied twice: the end state differs from
 * every order the requests could have run in one after another.
 */
import { vi } from "vitest";
import { actionCard, forgeCard, progressCard, MOMENTUM_OUTCOMES as GRANTS } from "../cards/actions/cards";
import { makeWorld } from "../cards/actions/world";
import { clockGM as gm, clockPlayer, findClockUser, makeClockWorld, slowWrites } from "../cards/clocks/clock-world";
import { FakeDocument, fakeUtils, FakeSocket } from "../fakes/game";
import { type Clock } from "../../src/rules/clocks";
import { type Attack } from "./attack";


/** The card world with the GM's client current, and the GM's handler of relayed card actions. */
async function cardGM(hero?: Record<string, unknown>, others: FakeDocument[] = []) {
  const world = await makeWorld({ hero, others });
  world.as(world.users.gm);
  const relay = (messageId: string | null, actionId: string, from: string, args: Record<string, unknown> = {}) =>
    world.actions.handleRelayedCardAction({ messageId, actionId, args }, from);
  return { world, relay };
}

/** The clock world on the GM's client, the GM's handler of relayed presses. */
async function clockGMWorld(list: Clock[]) {
  vi.stubGlobal("foundry", { utils: fakeUtils([]) });
  const w = makeClockWorld(list, 50, new FakeSocket());
  const actions = await import("../../src/cards/clocks/clock-actions");
  w.as(gm);
  slowWrites(w.world, 2);
  const relay = (op: Record<string, unknown>) =>
    actions.handleRelayedClockPress({ target: { scope: "world" }, op }, "player", w.world, findClockUser);
  return { w, actions, relay };
}

const tension: Clock = { id: "tension", name: "Tension", segments: 8, filled: 0, visibility: "all" };

export const CONCURRENT_ATTACKS: readonly Attack[] = [
  { name: "two progress marks on one vow from two cards at once: a mark is lost", run: async () => {
    const { world, relay } = await cardGM();
    const a = world.post(progressCard(), world.users.owner);
    const b = world.post(progressCard(), world.users.owner);
    await Promise.all([relay(a.id, "markProgress", "owner"), relay(b.id, "markProgress", "owner")]);
    // Dangerous: 8 ticks a mark, from 4.
    return world.vow.system.ticks !== 20;
  } },
  { name: "the GM marks a vow on their own client while a player's mark of it is relayed", run: async () => {
    const { world, relay } = await cardGM();
    const a = world.post(progressCard(), world.users.owner);
    const b = world.post(progressCard(), world.users.gm);
    await Promise.all([relay(a.id, "markProgress", "owner"), world.actions.runCardAction(b, "markProgress", world.users.gm)]);
    return world.vow.system.ticks !== 20;
  } },
  { name: "momentum taken from two cards at once: a gain is lost", run: async () => {
    const { world, relay } = await cardGM({ momentum: 5, momentumReset: 2, momentumMax: 10, marked: 0 });
    const strong = world.post(actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }), world.users.owner);
    const weak = world.post(actionCard({ actionDie: 5, moveOutcomes: GRANTS }), world.users.coOwner);
    await Promise.all([relay(strong.id, "takeMomentum", "owner", { amount: 2 }), relay(weak.id, "takeMomentum", "coOwner", { amount: 1 })]);
    return world.hero.system.momentum !== 8;
  } },
  { name: "a burn on one card and momentum taken on another at once", run: async () => {
    const { world, relay } = await cardGM();
    // The miss is the actor's latest roll (a newer roll closes a card's burn).
    const strong = world.post(actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }), world.users.owner);
    const miss = world.post(actionCard(), world.users.owner);
    const replies = await Promise.all([relay(miss.id, "burnMomentum", "owner"), relay(strong.id, "takeMomentum", "coOwner", { amount: 2 })]);
    if (!replies.every((r) => r.ok)) throw new Error("both actions should apply");
    // One after the other: burn (2) then take (4), or take (10) then burn (2).
    return ![2, 4].includes(world.hero.system.momentum as number);
  } },
  { name: "one burn from two owners at once", run: async () => {
    const { world, relay } = await cardGM();
    const card = world.post(actionCard(), world.users.owner);
    const replies = await Promise.all([relay(card.id, "burnMomentum", "owner"), relay(card.id, "burnMomentum", "coOwner")]);
    return replies.filter((r) => r.ok).length > 1 || world.hero.updates.length > 1;
  } },
  { name: "a reroll and a burn on one card at once", run: async () => {
    const { world, relay } = await cardGM();
    const card = world.post(actionCard({ reroll: { dice: ["challenge"], source: "Sword" } }), world.users.owner);
    const { diceQueue } = await import("../fakes/dice");
    diceQueue.set(1);
    const replies = await Promise.all([relay(card.id, "reroll", "owner", { dieIndex: 1 }), relay(card.id, "burnMomentum", "coOwner")]);
    const state = world.actions.cardOfMessage(card);
    // Both may apply, one after the other; the card then keeps both, and the rerolled die.
    return replies.every((r) => r.ok) && !(state?.applied.includes("reroll") && state.applied.includes("burnMomentum"));
  } },
  { name: "two helpers mark their bonds on one forge card at once: a mark is lost", run: async () => {
    const bram = new FakeDocument("Actor.bram", { bonds: [] }, ["owner"], "Bram", "forgedTiesCharacter");
    const cora = new FakeDocument("Actor.cora", { bonds: [] }, ["coOwner"], "Cora", "forgedTiesCharacter");
    const { world, relay } = await cardGM(undefined, [bram, cora]);
    const card = world.post(forgeCard({ helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: false }, { uuid: "Actor.cora", name: "Cora", bondMarked: false }] }), world.users.owner);
    await Promise.all([relay(card.id, "markBond", "owner", { helperIndex: 0 }), relay(card.id, "markBond", "coOwner", { helperIndex: 1 })]);
    const state = world.actions.cardOfMessage(card);
    return state?.kind !== "forge" || !state.helpers.every((h) => h.bondMarked);
  } },
  { name: "two relayed advances of one world clock at once: an advance is lost", run: async () => {
    const { w, relay } = await clockGMWorld([tension]);
    await Promise.all([relay({ action: "advance", clockId: "tension" }), relay({ action: "advance", clockId: "tension" })]);
    return w.state.list[0].filled !== 2;
  } },
  { name: "a relayed advance and the GM's own advance at once", run: async () => {
    const { w, actions, relay } = await clockGMWorld([tension]);
    await Promise.all([
      relay({ action: "advance", clockId: "tension" }),
      actions.pressClock({ target: { scope: "world" }, op: { action: "advance", clockId: "tension" } }, w.world),
    ]);
    return w.state.list[0].filled !== 2;
  } },
  { name: "a relayed clear and a relayed advance at once", run: async () => {
    const { w, relay } = await clockGMWorld([{ ...tension, filled: 3 }]);
    await Promise.all([relay({ action: "clear", clockId: "tension" }), relay({ action: "advance", clockId: "tension" })]);
    // Clear then advance: 1; advance then clear: 0.
    return ![0, 1].includes(w.state.list[0].filled);
  } },
  { name: "two presses on one character's clock at once: an advance is lost", run: async () => {
    vi.stubGlobal("foundry", { utils: fakeUtils([]) });
    const w = makeClockWorld([], 50, new FakeSocket());
    const actions = await import("../../src/cards/clocks/clock-actions");
    w.hero.system.clocks = [{ ...tension, id: "debt", name: "Debt" }];
    w.as(clockPlayer);
    const press = () => actions.pressClock({ target: { scope: "actor", actorUuid: "Actor.hero" }, op: { action: "advance", clockId: "debt" } }, w.world);
    await Promise.all([press(), press()]);
    return (w.hero.system.clocks as Clock[])[0].filled !== 2;
  } },
];
