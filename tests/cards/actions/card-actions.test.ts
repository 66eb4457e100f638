import { afterEach, describe, expect, it, vi } from "vitest";
import type { CardActionId } from "../../../src/kinds/shape";
import type { CardState } from "../../../src/kinds/registry";
import { resolveCard } from "../../../src/kinds/registry";
import { type CardActionOutcome } from "../../../src/cards/actions/card-actions";
import { type CardActionArgs } from "../../../src/kinds/contract";
import { diceQueue } from "../../fakes/dice";
import { actionCard, forgeCard, MOMENTUM_OUTCOMES, poolCard, progressCard, purchaseCard, strikeCard, threatCard } from "./cards";
import { augurSystem, forgedTiesSystem, strikeSystem } from "./characters";
import { makeWorld as buildWorld, type World } from "./world";
import { type FakeChatMessage } from "../../fakes/chat";
import { FakeDocument, type FakeUser } from "../../fakes/game";

let current: World;
async function makeWorld(options: Parameters<typeof buildWorld>[0] = {}): Promise<World> {
  current = await buildWorld(options);
  return current;
}
function runCardAction(
  message: FakeChatMessage,
  action: CardActionId,
  user: FakeUser,
  args?: CardActionArgs,
): Promise<CardActionOutcome> {
  return current.actions.runCardAction(message, action, user, args);
}
function cardOfMessage(message: FakeChatMessage): CardState | null {
  return current.actions.cardOfMessage(message);
}

afterEach(() => vi.unstubAllGlobals());

describe("burn momentum (Ironsworn / Starforged)", () => {
  it("marks the card burned and resets the actor's momentum", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard());
    const outcome = await runCardAction(message, "burnMomentum", world.users.owner);
    expect(outcome).toEqual({ ok: true, action: "burnMomentum" });
    expect(world.hero.system.momentum).toBe(2);
    const state = cardOfMessage(message);
    expect(state).toMatchObject({ burnedMomentum: 8, applied: ["burnMomentum"] });
    expect(resolveCard(state!).result).toMatchObject({ outcome: "strongHit" });
  });

  it("resets to the actor's own reset value (one debility marked: +1)", async () => {
    const world = await makeWorld({
      gmConnected: false,
      hero: { momentum: 8, momentumReset: 1, momentumMax: 9, marked: 1 },
    });
    await runCardAction(world.post(actionCard()), "burnMomentum", world.users.owner);
    expect(world.hero.system.momentum).toBe(1);
  });

  it("is refused to a player who does not own the actor, and nothing is written", async () => {
    const world = await makeWorld({ gmConnected: false });
    world.as(world.users.stranger);
    const message = world.post(actionCard(), world.users.stranger);
    expect(await runCardAction(message, "burnMomentum", world.users.stranger)).toEqual({
      ok: false,
      error: "NotPermitted",
    });
    expect(world.hero.updates).toEqual([]);
    expect(message.updates).toEqual([]);
  });

  it("is not offered when burning would not improve the roll", async () => {
    const world = await makeWorld({
      gmConnected: false,
      hero: { momentum: 5, momentumReset: 2, momentumMax: 10, marked: 0 },
    });
    const message = world.post(actionCard({ momentum: 5 }));
    expect(await runCardAction(message, "burnMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "NotOffered",
    });
    expect(world.hero.updates).toEqual([]);
  });

  it("burns only on the actor's newest roll: a card with a later roll of theirs after it offers none", async () => {
    const world = await makeWorld({ gmConnected: false });
    const first = world.post(actionCard());
    const second = world.post(actionCard());
    expect(await runCardAction(first, "burnMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "NotOffered",
    });
    expect(world.hero.system.momentum).toBe(8);
    expect(await runCardAction(second, "burnMomentum", world.users.owner)).toEqual({
      ok: true,
      action: "burnMomentum",
    });
  });

  it("another actor's roll in between does not close the burn", async () => {
    const world = await makeWorld({ gmConnected: false });
    const mine = world.post(actionCard());
    world.post(actionCard({ actorUuid: "Actor.someoneElse" }));
    expect((await runCardAction(mine, "burnMomentum", world.users.owner)).ok).toBe(true);
  });

  it("reads the actor's momentum now: a card rolled at 8 burns nothing once the actor is down to 2", async () => {
    const world = await makeWorld({ gmConnected: false });
    const card = world.post(actionCard());
    (world.hero.system as { momentum: number }).momentum = 2; // lost on the sheet since the roll
    expect(await runCardAction(card, "burnMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "NotOffered",
    });
    expect(world.hero.updates).toEqual([]);
    expect(cardOfMessage(card)).toMatchObject({ burnedMomentum: null, applied: [] });
  });

  it("burns the momentum the actor has now, when it gained some since the roll", async () => {
    const world = await makeWorld({ gmConnected: false });
    // Rolled at 5 (not enough to beat the 6 and 7); the actor has 8 now.
    const message = world.post(actionCard({ momentum: 5 }));
    expect((await runCardAction(message, "burnMomentum", world.users.owner)).ok).toBe(true);
    const state = cardOfMessage(message)!;
    expect(state).toMatchObject({ burnedMomentum: 8 });
    expect(resolveCard(state).result).toMatchObject({ outcome: "strongHit" });
  });

  it("applies once when clicked twice", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard());
    await runCardAction(message, "burnMomentum", world.users.owner);
    world.hero.system.momentum = 6;
    expect(await runCardAction(message, "burnMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "AlreadyApplied",
    });
    expect(world.hero.updates).toHaveLength(1);
    expect(world.hero.system.momentum).toBe(6);
  });

  it("applies once when two clicks race", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard());
    const outcomes = await Promise.all([
      runCardAction(message, "burnMomentum", world.users.owner),
      runCardAction(message, "burnMomentum", world.users.owner),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, error: "AlreadyApplied" }]);
    expect(world.hero.updates).toHaveLength(1);
    expect(message.updates).toHaveLength(1);
  });

  it("applies once when two users race on the GM's client (the GM's click and a relayed request)", async () => {
    const world = await makeWorld();
    world.as(world.users.gm);
    const message = world.post(actionCard());
    const outcomes = await Promise.all([
      runCardAction(message, "burnMomentum", world.users.gm),
      runCardAction(message, "burnMomentum", world.users.coOwner),
    ]);
    expect(outcomes.map((o) => o.ok).sort()).toEqual([false, true]);
    expect(world.hero.updates).toEqual([{ "system.momentum": 2 }]);
  });
});

const GRANTS = MOMENTUM_OUTCOMES;

describe("take momentum", () => {
  it("adds what the move's outcome text grants, held to the actor's maximum", async () => {
    const world = await makeWorld({
      gmConnected: false,
      hero: { momentum: 8, momentumReset: 1, momentumMax: 9, marked: 1 },
    });
    // Score 9 (7 + edge 2) against 6 and 7: a strong hit, "take +2 momentum".
    const message = world.post(actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }));
    expect(resolveCard(cardOfMessage(message)!).result).toMatchObject({ outcome: "strongHit" });
    const outcome = await runCardAction(message, "takeMomentum", world.users.owner, { amount: 2 });
    expect(outcome).toEqual({ ok: true, action: "takeMomentum" });
    expect(world.hero.system.momentum).toBe(9);
    expect(cardOfMessage(message)?.applied).toEqual(["takeMomentum"]);
  });

  it("is not offered when the card keeps no move text or the text grants nothing for the outcome", async () => {
    const world = await makeWorld({ gmConnected: false });
    expect(
      await runCardAction(world.post(actionCard()), "takeMomentum", world.users.owner, { amount: 1 }),
    ).toEqual({ ok: false, error: "NotOffered" });
    // The default card is a miss: the miss text grants nothing.
    expect(
      await runCardAction(
        world.post(actionCard({ moveOutcomes: GRANTS })),
        "takeMomentum",
        world.users.owner,
      ),
    ).toEqual({ ok: false, error: "NotOffered" });
    expect(world.hero.updates).toEqual([]);
  });

  it("refuses an amount other than the one the move grants, writing nothing", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard({ actionDie: 6, adds: 1, moveOutcomes: GRANTS }));
    expect(await runCardAction(message, "takeMomentum", world.users.owner, { amount: 5 })).toMatchObject({
      ok: false,
      error: "Invalid",
    });
    expect(cardOfMessage(message)?.applied).toEqual([]);
    expect(world.hero.updates).toEqual([]);
  });

  it("gives an Augur character the momentum a low threat level granted", async () => {
    const world = await makeWorld({ gmConnected: false, hero: { momentum: 5 } });
    await runCardAction(world.post(threatCard({ momentumGained: 2 })), "takeMomentum", world.users.owner);
    expect(world.hero.system.momentum).toBe(6);
  });
});

describe("mark progress", () => {
  it("marks the card's track by its rank", async () => {
    const world = await makeWorld({ gmConnected: false });
    const outcome = await runCardAction(world.post(progressCard()), "markProgress", world.users.owner);
    expect(outcome.ok).toBe(true);
    expect(world.vow.system.ticks).toBe(12);
  });

  it("is refused to a player who does not own the track", async () => {
    const world = await makeWorld({ gmConnected: false });
    world.as(world.users.coOwner);
    const message = world.post(progressCard(), world.users.coOwner);
    expect(await runCardAction(message, "markProgress", world.users.coOwner)).toEqual({
      ok: false,
      error: "NotPermitted",
    });
    expect(world.vow.system.ticks).toBe(4);
  });
});

describe("bad spot (Take Decisive Action)", () => {
  const decisive = () =>
    progressCard({ ruleset: "starforged", score: 8, challengeDice: [3, 7], badSpot: false, trackUuid: null });

  it("records the bad spot on the card: the outcome drops a step for everyone", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(decisive());
    expect(await runCardAction(message, "badSpot", world.users.owner)).toEqual({ ok: true, action: "badSpot" });
    const card = cardOfMessage(message);
    expect(card).toMatchObject({ kind: "progress", badSpot: true, applied: ["badSpot"] });
    const resolved = card ? resolveCard(card) : null;
    expect(resolved?.kind === "progress" ? [resolved.result.outcome, resolved.result.droppedFrom] : null).toEqual([
      "weakHit",
      "strongHit",
    ]);
    expect(await runCardAction(message, "badSpot", world.users.owner)).toEqual({ ok: false, error: "AlreadyApplied" });
  });

  it("is refused to a player who does not own the actor, and the card is unchanged", async () => {
    const world = await makeWorld({ gmConnected: false });
    world.as(world.users.stranger);
    const message = world.post(decisive(), world.users.stranger);
    expect(await runCardAction(message, "badSpot", world.users.stranger)).toEqual({ ok: false, error: "NotPermitted" });
    expect(cardOfMessage(message)).toMatchObject({ badSpot: false, applied: [] });
  });

  it("is not offered on a progress roll that does not ask", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(progressCard({ badSpot: null }));
    const outcome = await runCardAction(message, "badSpot", world.users.owner);
    expect(outcome.ok).toBe(false);
  });
});

describe("Augur burn", () => {
  it("stores the momentum burned and resets the track to 2", async () => {
    const world = await makeWorld({ gmConnected: false, hero: { momentum: 5 } });
    const message = world.post(threatCard());
    expect((await runCardAction(message, "burnMomentum", world.users.owner)).ok).toBe(true);
    expect(world.hero.system.momentum).toBe(2);
    const state = cardOfMessage(message)!;
    expect(state).toMatchObject({ burnedMomentum: 5 });
    expect(resolveCard(state).result).toMatchObject({ outcome: "messy" });
  });

  it("reads the actor's momentum now: a card rolled at 5 burns nothing once the actor is down to 3", async () => {
    const world = await makeWorld({ gmConnected: false, hero: { momentum: 5 } });
    const card = world.post(threatCard());
    (world.hero.system as { momentum: number }).momentum = 3;
    expect(await runCardAction(card, "burnMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "NotOffered",
    });
  });

  it("burns only on the newest Augur roll of the character", async () => {
    const world = await makeWorld({ gmConnected: false, hero: { momentum: 5 } });
    const first = world.post(threatCard());
    world.post(threatCard());
    expect((await runCardAction(first, "burnMomentum", world.users.owner)).ok).toBe(false);
  });

  it("is not offered below 4", async () => {
    const world = await makeWorld({ gmConnected: false, hero: { momentum: 3 } });
    expect(
      await runCardAction(world.post(threatCard({ momentum: 3 })), "burnMomentum", world.users.owner),
    ).toEqual({ ok: false, error: "NotOffered" });
  });
});

describe("push (Forged Ties)", () => {
  it("is refused after the roll: it is chosen in the roll dialog (FT-07), and nothing is marked or rolled", async () => {
    const world = await makeWorld({
      gmConnected: false,
      heroType: "forgedTiesCharacter",
      hero: forgedTiesSystem({ breaking: { marked: 4, length: 10, ruinSpaces: [5, 8] } }),
    });
    const message = world.post(poolCard());
    diceQueue.set(9);
    for (const choice of [undefined, "clearHeart"] as const) {
      expect(await runCardAction(message, "push", world.users.owner, { choice })).toEqual({
        ok: false,
        error: "NotOffered",
      });
    }
    expect(cardOfMessage(message)).toMatchObject({ pool: [2, 3], pushed: null, applied: [] });
    expect(world.hero.updates).toEqual([]);
    expect(message.rolls).toHaveLength(0);
  });

  it("a card that recorded a push before the roll keeps it and is not pushed again", async () => {
    const world = await makeWorld({ gmConnected: false, heroType: "forgedTiesCharacter", hero: forgedTiesSystem() });
    const message = world.post(poolCard({ pool: [2, 3, 9], pushed: "addDie", applied: ["push"] }));
    expect(await runCardAction(message, "push", world.users.owner)).toEqual({ ok: false, error: "AlreadyApplied" });
    expect(cardOfMessage(message)).toMatchObject({ pool: [2, 3, 9], pushed: "addDie" });
  });
});

describe("mark harm and breaking (Forged Ties)", () => {
  const ft = (over: Record<string, unknown> = {}) => ({
    gmConnected: false,
    heroType: "forgedTiesCharacter",
    hero: forgedTiesSystem(over),
  });

  it("marks harm by name in the first free slot; the other choice closes", async () => {
    const world = await makeWorld(ft());
    const message = world.post(poolCard());
    expect(await runCardAction(message, "markHarm", world.users.owner, { name: "Cut hand" })).toMatchObject({
      ok: true,
      notes: [{ id: "harmMarked", name: "Cut hand" }],
    });
    expect(world.hero.system.harm).toEqual([{ name: "Cut hand", broken: false }, null, null]);
    // Risky miss: harm or breaking, so breaking is no longer offered.
    expect(await runCardAction(message, "markBreaking", world.users.owner)).toEqual({
      ok: false,
      error: "NotOffered",
    });
  });

  it("with every harm slot taken, harm marks breaking instead and says so", async () => {
    const harm = ["A", "B", "C"].map((name) => ({ name, broken: false }));
    const world = await makeWorld(ft({ harm }));
    const message = world.post(poolCard());
    await runCardAction(message, "markHarm", world.users.owner, { name: "Burn" });
    expect(world.hero.system).toMatchObject({ harm, breaking: { marked: 1 } });
    expect(cardOfMessage(message)?.notes).toEqual([
      { id: "harmBecameBreaking", count: 1, name: "Burn" },
      { id: "breakingMarked", count: 1, name: "" },
    ]);
  });

  it("clears heart instead of marking breaking when chosen", async () => {
    const world = await makeWorld(ft({ heart: { marked: 2, length: 3 } }));
    const message = world.post(poolCard());
    await runCardAction(message, "markBreaking", world.users.owner, { choice: "clearHeart" });
    expect(world.hero.system).toMatchObject({ heart: { marked: 1 }, breaking: { marked: 0 } });
    expect(cardOfMessage(message)?.notes).toEqual([{ id: "heartCleared", count: 1, name: "" }]);
  });

  it("reaching Broken asks for a harm to mark broken", async () => {
    const world = await makeWorld(
      ft({
        breaking: { marked: 9, length: 10, ruinSpaces: [5, 8] },
        harm: [{ name: "Cut", broken: false }, null, null],
      }),
    );
    const message = world.post(poolCard());
    const outcome = await runCardAction(message, "markBreaking", world.users.owner);
    expect(outcome).toMatchObject({ ok: true });
    expect(cardOfMessage(message)?.notes?.map((n) => n.id)).toEqual([
      "breakingMarked",
      "markedBroken",
      "brokenHarmDue",
    ]);
  });

  it("is refused to a player who does not own the character, and nothing is written", async () => {
    const world = await makeWorld(ft());
    world.as(world.users.stranger);
    const message = world.post(poolCard(), world.users.stranger);
    expect(await runCardAction(message, "markBreaking", world.users.stranger)).toEqual({
      ok: false,
      error: "NotPermitted",
    });
    expect(world.hero.updates).toEqual([]);
  });

  it("is not offered for an actor that is not a Forged Ties character", async () => {
    const world = await makeWorld({ gmConnected: false, hero: { breaking: 0 } });
    expect(
      await runCardAction(world.post(poolCard()), "markHarm", world.users.owner, { name: "Cut" }),
    ).toEqual({ ok: false, error: "NotOffered" });
  });
});

describe("forge cards", () => {
  it("a miss marks breaking through the forge outcome, once", async () => {
    const world = await makeWorld({
      gmConnected: false,
      heroType: "forgedTiesCharacter",
      hero: forgedTiesSystem(),
    });
    const message = world.post(forgeCard());
    expect((await runCardAction(message, "markBreaking", world.users.owner)).ok).toBe(true);
    expect(world.hero.system).toMatchObject({ breaking: { marked: 1 } });
    expect(await runCardAction(message, "markBreaking", world.users.owner)).toEqual({
      ok: false,
      error: "AlreadyApplied",
    });
    expect(world.hero.updates).toHaveLength(1);
  });

  it("a full success removes the chosen harm and notes its name", async () => {
    const harm = [{ name: "Cut hand", broken: false }, null, null];
    const world = await makeWorld({
      gmConnected: false,
      heroType: "forgedTiesCharacter",
      hero: forgedTiesSystem({ harm }),
    });
    const message = world.post(forgeCard({ pool: [9], challengeDice: [2, 3] }));
    await runCardAction(message, "forgeOption", world.users.owner, { choice: "removeHarm", harmIndex: 0 });
    expect(world.hero.system.harm).toEqual([null, null, null]);
    expect(cardOfMessage(message)?.notes).toEqual([{ id: "harmRemoved", count: 1, name: "Cut hand" }]);
  });

  it("a helper's owner marks the helper's bond with the forger; the forger's owner may not", async () => {
    const bram = new FakeDocument(
      "Actor.bram",
      forgedTiesSystem(),
      ["stranger"],
      "Bram",
      "forgedTiesCharacter",
    );
    const world = await makeWorld({
      gmConnected: false,
      heroType: "forgedTiesCharacter",
      hero: forgedTiesSystem(),
      others: [bram],
    });
    const message = world.post(forgeCard());
    expect(await runCardAction(message, "markBond", world.users.owner, { helperIndex: 0 })).toEqual({
      ok: false,
      error: "NotPermitted",
    });
    world.as(world.users.stranger);
    const outcome = await runCardAction(message, "markBond", world.users.stranger, { helperIndex: 0 });
    expect(outcome).toEqual({ ok: false, error: "NoActiveGM" });
    world.as(world.users.gm);
    expect((await runCardAction(message, "markBond", world.users.gm, { helperIndex: 0 })).ok).toBe(true);
    expect(bram.system.bonds).toEqual([{ characterId: "Actor.hero", marked: true }]);
    expect(world.hero.updates).toEqual([]);
    expect(cardOfMessage(message)).toMatchObject({
      applied: ["markBond"],
      helpers: [{ bondMarked: true }],
      notes: [{ id: "bondMarked", name: "Bram" }],
    });
  });
});

describe("Augur harm and momentum", () => {
  const augur = (over: Record<string, unknown> = {}) => ({
    gmConnected: false,
    heroType: "augurCharacter",
    hero: augurSystem(over),
  });

  it("takes one harm on a botched result through the operation; losing momentum is then closed", async () => {
    const world = await makeWorld(augur());
    const message = world.post(threatCard());
    expect((await runCardAction(message, "takeHarm", world.users.owner)).ok).toBe(true);
    expect(world.hero.system).toMatchObject({ harm: 1, momentum: 3 });
    expect(await runCardAction(message, "loseMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "NotOffered",
    });
  });

  it("loses one momentum instead of the harm", async () => {
    const world = await makeWorld(augur());
    const message = world.post(threatCard());
    await runCardAction(message, "loseMomentum", world.users.owner);
    expect(world.hero.system).toMatchObject({ harm: 0, momentum: 2 });
    expect(cardOfMessage(message)?.notes).toEqual([{ id: "momentumLost", count: 2, name: "" }]);
  });

  it("harm past the track's top is noted as overflow", async () => {
    const world = await makeWorld(augur({ harm: 3 }));
    const outcome = await runCardAction(world.post(threatCard()), "takeHarm", world.users.owner);
    expect(outcome).toMatchObject({
      ok: true,
      notes: [
        { id: "augurHarmTaken", count: 0 },
        { id: "augurHarmOverflow", count: 1 },
      ],
    });
  });
});

describe("Strike! learn the skill and mark Short", () => {
  it("learns the skill on the sheet", async () => {
    const world = await makeWorld({ gmConnected: false, heroType: "strikeCharacter", hero: strikeSystem() });
    const message = world.post(strikeCard());
    expect((await runCardAction(message, "learnSkill", world.users.owner)).ok).toBe(true);
    expect(
      (world.hero.system.skills as Array<{ id: string; skilled: boolean }>).find((s) => s.id === "climb")
        ?.skilled,
    ).toBe(true);
    expect(await runCardAction(message, "learnSkill", world.users.owner)).toEqual({
      ok: false,
      error: "AlreadyApplied",
    });
  });

  it("marks Short for a purchase's cost; the third Short becomes a Broke", async () => {
    const world = await makeWorld({
      gmConnected: false,
      heroType: "strikeCharacter",
      hero: strikeSystem({ wealth: { tier: 2, short: 2, broke: 0 } }),
    });
    const message = world.post(purchaseCard());
    expect(await runCardAction(message, "markShort", world.users.owner)).toMatchObject({
      ok: true,
      notes: [{ id: "shortMarked" }, { id: "becameBroke" }],
    });
    expect(world.hero.system.wealth).toEqual({ tier: 2, short: 0, broke: 1 });
  });
});

describe("reroll", () => {
  const reroll = { dice: ["challenge" as const], source: "Ironclad" };

  it("is not offered while the card carries no allowance", async () => {
    const world = await makeWorld({ gmConnected: false });
    expect(
      await runCardAction(world.post(actionCard()), "reroll", world.users.owner, { dieIndex: 1 }),
    ).toEqual({ ok: false, error: "NotOffered" });
  });

  it("rerolls the chosen challenge die once, with a die rolled now and attached to the message", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard({ reroll }));
    diceQueue.set(2);
    expect(await runCardAction(message, "reroll", world.users.owner, { dieIndex: 2 })).toEqual({
      ok: true,
      action: "reroll",
    });
    const state = cardOfMessage(message)!;
    expect(state).toMatchObject({ challengeDice: [6, 2], actionDie: 3, applied: ["reroll"], reroll });
    expect(message.rolls).toHaveLength(1);
    expect(await runCardAction(message, "reroll", world.users.owner, { dieIndex: 1 })).toEqual({
      ok: false,
      error: "AlreadyApplied",
    });
  });

  it("refuses a die the allowance does not cover, casting no die", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard({ reroll }));
    diceQueue.set();
    expect(await runCardAction(message, "reroll", world.users.owner, { dieIndex: 0 })).toMatchObject({
      ok: false,
      error: "Invalid",
    });
    expect(cardOfMessage(message)).toMatchObject({ actionDie: 3, applied: [] });
    expect(message.rolls).toEqual([]);
  });

  it("rerolls the action die when allowed", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard({ reroll: { dice: ["action"], source: "Sword" } }));
    diceQueue.set(6);
    expect((await runCardAction(message, "reroll", world.users.owner, { dieIndex: 0 })).ok).toBe(true);
    expect(cardOfMessage(message)).toMatchObject({ actionDie: 6, challengeDice: [6, 7] });
  });

  it("is no longer offered after a burn", async () => {
    const world = await makeWorld({ gmConnected: false });
    const message = world.post(actionCard({ reroll }));
    await runCardAction(message, "burnMomentum", world.users.owner);
    expect(await runCardAction(message, "reroll", world.users.owner, { dieIndex: 1 })).toEqual({
      ok: false,
      error: "NotOffered",
    });
  });
});

describe("routing", () => {
  it("a player who may not update the message needs a GM connected", async () => {
    const world = await makeWorld({ gmConnected: false });
    world.as(world.users.coOwner);
    const message = world.post(actionCard(), world.users.owner);
    expect(await runCardAction(message, "burnMomentum", world.users.coOwner)).toEqual({
      ok: false,
      error: "NoActiveGM",
    });
  });

  it("only the active GM acts for another user", async () => {
    const world = await makeWorld();
    world.as(world.users.coOwner);
    const message = world.post(actionCard());
    expect(await runCardAction(message, "burnMomentum", world.users.owner)).toEqual({
      ok: false,
      error: "NotActiveGM",
    });
  });
});
