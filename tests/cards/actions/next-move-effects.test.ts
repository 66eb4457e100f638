/**
 * "+N on your next move" from the card: a Starforged Secure an Advantage strong hit's "+1 on your next
 * move" (and Ironsworn's "make another move now, add +1") stored on the character through the card
 * action and the document operation, undone (refused once a roll used it), a second press, a press by
 * a non-owner and a card without its move's id refused, writing nothing.
 */
import { beforeAll, afterEach, describe, expect, it, vi } from "vitest";
import { applyCardAction } from "./card-actions-loaded";
import { documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import type { ActionCardState } from "../../../src/kinds/action";
import { readCard, storeCard } from "../../../src/kinds/registry";
import { actionCard } from "./cards";
import { makeWorld } from "./world";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";

// In Foundry, loadTargets loads the effects before a card with effects is drawn or acted on.
beforeAll(async () => {
  await loadCardEffects();
});

const SAA = "move:starforged/adventure/secure_an_advantage";
const IS_SAA = "move:classic/adventure/secure_an_advantage";

/** edge 2 + die 6 = 8 against 3 and 5: a strong hit. */
function strongHit(over: Partial<ActionCardState> = {}): ActionCardState {
  return actionCard({
    ruleset: "starforged",
    actionDie: 6,
    challengeDice: [3, 5],
    moveEffects: documentEffects(SAA),
    moveId: SAA,
    effectLog: [],
    ...over,
  });
}

function starforged(nextMove: unknown[] = []) {
  return {
    ruleset: "starforged",
    stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 },
    meters: { health: 5, spirit: 5, supply: 5 },
    momentum: 2,
    impacts: { wounded: false, shaken: false, unprepared: false },
    experience: { earned: 0, spent: 0 },
    bonds: { ticks: 0 },
    legacies: { quests: { ticks: 0, overflow: false }, bonds: { ticks: 0, overflow: false }, discoveries: { ticks: 0, overflow: false } },
    nextMove,
  };
}

const ADD = { add: 1, source: SAA, move: "", notProgress: true };
const noDice = () => {
  throw new Error("no die expected");
};
const USER = { id: "u1", name: "Ada" };

afterEach(() => vi.unstubAllGlobals());

describe("+N on your next move from the card", () => {
  it("stores the strong hit's add as an operation, traced; a second press is refused", () => {
    const effects = documentEffects(SAA);
    const index = (effects.strongHit ?? []).findIndex((e) => e.type === "nextMove");
    expect(index).toBeGreaterThanOrEqual(0);
    const targets = { actor: { type: "character", system: starforged() }, track: null };
    const done = applyCardAction(strongHit(), "applyEffect", { effectIndex: index }, targets, noDice, USER);
    expect(done.actor).toBeNull();
    expect(done.operations).toEqual([{ op: "storeNextMoveAdd", add: ADD }]);
    const log = done.card.kind === "action" ? (done.card.effectLog ?? []) : [];
    expect(log[0]).toMatchObject({ effect: index, option: null, nextMove: [ADD], undone: false });
    expect(() => applyCardAction(done.card, "applyEffect", { effectIndex: index }, targets, noDice, USER)).toThrow(RulesError);
  });

  it("undo takes the add back, and is refused once a roll has used it", () => {
    const index = (documentEffects(SAA).strongHit ?? []).findIndex((e) => e.type === "nextMove");
    const targets = { actor: { type: "character", system: starforged() }, track: null };
    const done = applyCardAction(strongHit(), "applyEffect", { effectIndex: index }, targets, noDice, USER);
    const kept = { actor: { type: "character", system: starforged([ADD]) }, track: null };
    const undone = applyCardAction(done.card, "undoEffect", {}, kept, noDice, USER);
    expect(undone.operations).toEqual([{ op: "removeNextMoveAdd", add: ADD }]);
    expect(() => applyCardAction(done.card, "undoEffect", {}, targets, noDice, USER)).toThrow(/used since/);
  });

  it("offers nothing to store on a card that does not know its move's id", () => {
    const index = (documentEffects(SAA).strongHit ?? []).findIndex((e) => e.type === "nextMove");
    const targets = { actor: { type: "character", system: starforged() }, track: null };
    const card = strongHit({ moveId: undefined });
    expect(() => applyCardAction(card, "applyEffect", { effectIndex: index }, targets, noDice, USER)).toThrow(RulesError);
  });

  it("stores Ironsworn's \"make another move now, add +1\" as an add for that move", () => {
    const card = actionCard({ actionDie: 6, challengeDice: [3, 5], moveEffects: documentEffects(IS_SAA), moveId: IS_SAA, effectLog: [] });
    const system = { ...starforged(), ruleset: "ironsworn", debilities: { wounded: false } };
    const choose = (documentEffects(IS_SAA).strongHit ?? [])[0];
    expect(choose.type).toBe("choose");
    const option = choose.type === "choose" ? choose.options.findIndex((o) => o.effects.some((e) => e.type === "makeMove")) : -1;
    const done = applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: option }, { actor: { type: "character", system }, track: null }, noDice, USER);
    expect(done.operations).toEqual([{ op: "storeNextMoveAdd", add: { add: 1, source: IS_SAA, move: "", notProgress: true } }]);
  });

  it("keeps the move's id on the stored card", () => {
    expect(readCard(storeCard(strongHit()))).toMatchObject({ moveId: SAA });
    expect(readCard(storeCard(strongHit({ moveId: undefined })))).not.toHaveProperty("moveId");
  });
});

describe("+N on your next move through the card action", () => {
  const index = (documentEffects(SAA).strongHit ?? []).findIndex((e) => e.type === "nextMove");

  it("writes the add on the character; undo removes it", async () => {
    const world = await makeWorld({ gmConnected: false, hero: starforged() });
    const message = world.post(strongHit());
    expect(await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: index })).toEqual({ ok: true, action: "applyEffect" });
    expect(world.hero.system.nextMove).toEqual([ADD]);
    expect(await world.actions.runCardAction(message, "undoEffect", world.users.owner)).toEqual({ ok: true, action: "undoEffect" });
    expect(world.hero.system.nextMove).toEqual([]);
  });

  it("refuses a non-owner and a second press, writing nothing", async () => {
    const world = await makeWorld({ gmConnected: false, hero: starforged() });
    const message = world.post(strongHit());
    world.as(world.users.stranger);
    expect(await world.actions.runCardAction(message, "applyEffect", world.users.stranger, { effectIndex: index })).toEqual({ ok: false, error: "NotPermitted" });
    expect(world.hero.updates).toEqual([]);
    world.as(world.users.owner);
    await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: index });
    const second = await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: index });
    expect(second.ok).toBe(false);
    expect(world.hero.system.nextMove).toEqual([ADD]);
    expect(world.hero.updates).toHaveLength(1);
  });
});
