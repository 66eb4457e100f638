/**
 * Cards born spent, and cards rewritten: in Foundry any user may create a chat message, and the author
 * of a message may update it. A copy of a spent card (or one with `applied` emptied) would let its
 * author take its actions again; a rewritten card would reopen them or change the roll everyone saw.
 * Each attack plays one creation through the document's pre-create step (as the creating client runs it,
 * returning false to refuse) or one update through the pre-update hook, and is accepted when it was let
 * through.
 */
import { actionCard, forgeCard, opposedCard, poolCard, progressCard, purchaseCard, strikeCard, threatCard } from "../cards/actions/cards";
import { makeWorld } from "../cards/actions/world";
import { oracleCard } from "../templates/card-fixtures";
import { FakeChatMessage } from "../fakes/chat";
import { FakeDocument, fakeUser, type FakeUser } from "../fakes/game";
import { type CardState, storeCard } from "../../src/kinds/registry";
import { type ClockCardState } from "../../src/data/message/clock-card";
import { type Clock } from "../../src/rules/clocks";
import { type Attack } from "./attack";

const player = fakeUser("owner");
const gm = fakeUser("gm", true);

/** The system's ChatMessage class, on the fake ChatMessage the world installs as Foundry's. */
async function messageClass() {
  await makeWorld();
  return (await import("../../src/chat/chat-message")).VowforgeChatMessage;
}

/** Whether creating a message with `data` as `user` goes ahead (pre-create did not return false). */
async function born(data: Record<string, unknown>, user: FakeUser, speakerActor: unknown = null): Promise<boolean> {
  const Message = await messageClass();
  const doc = new FakeChatMessage(data);
  // ChatMessage#speakerActor: the actor the message speaks for (draw-steel reads `message.speakerActor`).
  Object.defineProperty(doc, "speakerActor", { value: speakerActor });
  // The step is protected: Foundry calls it, so the attack reads it off the prototype as Foundry would reach it.
  const preCreate = (Message.prototype as unknown as Record<string, (this: unknown, ...args: unknown[]) => Promise<unknown>>)._preCreate;
  return (await preCreate.call(doc, data, {}, user)) !== false;
}

const bornCard = (card: CardState, user: FakeUser = player) =>
  born({ type: "roll", system: storeCard(card), author: user.id }, user);

const debt: Clock = { id: "debt", name: "Debt", segments: 4, filled: 4, visibility: "all" };

function clockData(card: Partial<ClockCardState> = {}): Record<string, unknown> {
  const state: ClockCardState = { event: "complete", clock: debt, added: 4, owner: "", oracle: null, ...card };
  return { type: "base", author: player.id, content: "", flags: { vowforge: { clock: state } } };
}

/** A character carrying the clock "debt", owned by `owners`. */
const character = (owners: string[]) => new FakeDocument("Actor.hero", { clocks: [{ ...debt, filled: 4 }] }, owners, "Hero", "character");

const spent = actionCard({ applied: ["burnMomentum"], burnedMomentum: 8 });

export const CARD_BIRTH_ATTACKS: readonly Attack[] = [
  { name: "a copy of a spent card (burned)", run: () => bornCard(spent) },
  { name: "a copy of a burned card with `applied` emptied", run: () => bornCard({ ...spent, applied: [] }) },
  { name: "an action card born with momentum taken", run: () => bornCard(actionCard({ applied: ["takeMomentum"] })) },
  { name: "an action card born rerolled", run: () => bornCard(actionCard({ applied: ["reroll"], reroll: { dice: ["challenge"], source: "Sword" } })) },
  { name: "a threat card born burned, `applied` empty", run: () => bornCard(threatCard({ burnedMomentum: 5 })) },
  { name: "a threat card born with its burn applied", run: () => bornCard(threatCard({ applied: ["burnMomentum"] })) },
  { name: "a threat card born with momentum taken that no threat level granted", run: () => bornCard(threatCard({ applied: ["takeMomentum"], momentumGained: 0 })) },
  { name: "a progress card born in a bad spot", run: () => bornCard(progressCard({ badSpot: true })) },
  { name: "a progress card born with its bad spot applied", run: () => bornCard(progressCard({ applied: ["badSpot"], badSpot: false })) },
  { name: "a progress card born with progress marked", run: () => bornCard(progressCard({ applied: ["markProgress"] })) },
  { name: "a pool card born pushed", run: () => bornCard(poolCard({ applied: ["push"] })) },
  { name: "a pool card born with harm marked", run: () => bornCard(poolCard({ applied: ["markHarm"] })) },
  { name: "a forge card born with a helper's bond marked", run: () => bornCard(forgeCard({ helpers: [{ uuid: "Actor.bram", name: "Bram", bondMarked: true }] })) },
  { name: "a forge card born with its bonds applied", run: () => bornCard(forgeCard({ applied: ["markBond"] })) },
  { name: "a forge card born with an option taken", run: () => bornCard(forgeCard({ applied: ["forgeOption"] })) },
  { name: "a Strike! card born with its skill learnt", run: () => bornCard(strikeCard({ applied: ["learnSkill"] })) },
  { name: "an opposed card born with its skill learnt", run: () => bornCard(opposedCard({ applied: ["learnSkill"] })) },
  { name: "a purchase card born with Short marked", run: () => bornCard(purchaseCard({ applied: ["markShort"] })) },
  { name: "an oracle card born with an action applied", run: () => bornCard(oracleCard({ applied: ["burnMomentum"] })) },
  { name: "the GM's client creating a copy of a spent card", run: () => bornCard(spent, gm) },
  { name: "a player's clock card about a world clock", run: () => born(clockData(), player, null) },
  { name: "a player's clock card speaking for a character they do not own", run: () => born(clockData({ owner: "Hero" }), player, character(["someoneElse"])) },
  { name: "a player's clock card naming a clock their character does not carry", run: () => born(clockData({ owner: "Hero", clock: { ...debt, id: "campaign", name: "Campaign" } }), player, character(["owner"])) },
];

/** Whether the pre-update hook lets `user` update a message holding `card` with `changes`. */
async function rewritten(card: CardState, changes: Record<string, unknown>, options: Record<string, unknown> = {}, user = player): Promise<boolean> {
  await makeWorld();
  const { onPreUpdateChatMessage } = await import("../../src/chat/card-rewrite-hook");
  const message = { type: "roll", system: { toObject: () => storeCard(card) } };
  return onPreUpdateChatMessage(message, changes, options, user.id) !== false;
}

/** v14's operator objects are class instances, not plain data (foundryvtt/foundryvtt issue 13090). */
class ForcedDeletion {}
class ForcedReplacement {
  constructor(readonly value: unknown) {}
}

const spentSystem = storeCard(spent);
const { applied: _applied, ...withoutApplied } = spentSystem;
const rerollable = actionCard({ reroll: { dice: ["challenge"], source: "Sword" } });

export const CARD_REWRITE_ATTACKS: readonly Attack[] = [
  { name: "`applied` deleted with a -= key", run: () => rewritten(spent, { "system.-=applied": null }) },
  { name: "`applied` deleted with a nested -= key", run: () => rewritten(spent, { system: { "-=applied": null } }) },
  { name: "`applied` replaced with an == key", run: () => rewritten(spent, { "system.==applied": [] }) },
  { name: "`applied` replaced with a nested == key", run: () => rewritten(spent, { system: { "==applied": [] } }) },
  { name: "the action data replaced whole, dropping the burn", run: () => rewritten(spent, { "system.==action": { ...spentSystem.action, burnedMomentum: undefined } }) },
  { name: "the whole system replaced with an == key", run: () => rewritten(spent, { "==system": { ...spentSystem, applied: [] } }) },
  { name: "the system replaced without `applied` (recursive: false)", run: () => rewritten(spent, { system: withoutApplied }, { recursive: false }) },
  { name: "`applied` deleted with v14's deletion operator", run: () => rewritten(spent, { "system.applied": new ForcedDeletion() }) },
  { name: "the action data replaced with v14's replacement operator", run: () => rewritten(spent, { "system.action": new ForcedReplacement({ ...spentSystem.action, burnedMomentum: null }) }) },
  { name: "the burn taken back, `applied` kept", run: () => rewritten(spent, { "system.action.burnedMomentum": null }) },
  { name: "the action die rewritten", run: () => rewritten(actionCard(), { "system.action.actionDie": 6 }) },
  { name: "the challenge dice rewritten", run: () => rewritten(actionCard(), { "system.action.challengeDice": [1, 1] }) },
  { name: "the stat rolled raised", run: () => rewritten(actionCard(), { "system.action.stat.value": 4 }) },
  { name: "the adds raised", run: () => rewritten(actionCard(), { "system.action.adds": 4 }) },
  { name: "the momentum stored at roll time raised", run: () => rewritten(actionCard({ momentum: 2 }), { "system.action.momentum": 10 }) },
  { name: "a reroll claimed that changes both challenge dice", run: () => rewritten(rerollable, { "system.applied": ["reroll"], "system.action.challengeDice": [1, 1] }) },
  { name: "a reroll claimed on a card that allows none", run: () => rewritten(actionCard(), { "system.applied": ["reroll"], "system.action.challengeDice": [1, 7] }) },
  { name: "a progress score raised", run: () => rewritten(progressCard(), { "system.progress.score": 10 }) },
  { name: "a bad spot taken back, `applied` kept", run: () => rewritten(progressCard({ badSpot: true, applied: ["badSpot"] }), { "system.progress.badSpot": false }) },
  { name: "a pool's dice rewritten", run: () => rewritten(poolCard(), { "system.pool.pool": [6, 6] }) },
  { name: "a push claimed that also changes the dice rolled", run: () => rewritten(poolCard(), { "system.applied": ["push"], "system.pool.pushed": "addDie", "system.pool.pool": [6, 6, 6] }) },
  { name: "a push taken back, `applied` kept", run: () => rewritten(poolCard({ pool: [2, 3, 4], pushed: "addDie", applied: ["push"] }), { "system.pool.pushed": null }) },
  { name: "a threat roll's action dice rewritten", run: () => rewritten(threatCard(), { "system.threat.actionDice": [6, 6] }) },
  { name: "a Strike! die rewritten", run: () => rewritten(strikeCard({ dice: [1] }), { "system.strike.dice": [6] }) },
  { name: "an opposed roll's other side rewritten", run: () => rewritten(opposedCard(), { "system.opposed.b.dice": [1] }) },
  { name: "a forge pool rewritten", run: () => rewritten(forgeCard(), { "system.forge.pool": [10] }) },
  { name: "a purchase die rewritten", run: () => rewritten(purchaseCard(), { "system.purchase.die": 6 }) },
  { name: "an oracle roll rewritten", run: () => rewritten(oracleCard({ roll: 80 }), { "system.oracle.roll": 1 }) },
  { name: "a clock card's clock rewritten by its author", run: async () => {
    await makeWorld();
    const { onPreUpdateChatMessage } = await import("../../src/chat/card-rewrite-hook");
    const message = { type: "base", system: {}, flags: clockData().flags };
    return onPreUpdateChatMessage(message, { "flags.vowforge.clock.clock.filled": 1 }, {}, player.id) !== false;
  } },
  { name: "a clock card's state removed by its author", run: async () => {
    await makeWorld();
    const { onPreUpdateChatMessage } = await import("../../src/chat/card-rewrite-hook");
    const message = { type: "base", system: {}, flags: clockData().flags };
    return onPreUpdateChatMessage(message, { "flags.vowforge.-=clock": null }, {}, player.id) !== false;
  } },
];
