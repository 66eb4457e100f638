/**
 * Recommit from a progress card's miss (IS-12 / SF-15): Fulfill Your Vow's miss offers the recommit
 * on the rolled vow; Ironsworn keeps one filled box, published Starforged clears boxes equal to the
 * lower of two fresh challenge dice the card draws; both raise the rank, traced and undone. A second
 * option, a card without a track and a non-owner are refused, writing nothing.
 */
import { beforeAll, afterEach, describe, expect, it, vi } from "vitest";
import { applyCardAction, dieNeeded } from "./card-actions-loaded";
import { documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import type { ProgressCardState } from "../../../src/kinds/progress";
import { progressCard } from "./cards";
import { makeWorld } from "./world";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";

// In Foundry, loadTargets loads the effects before a card with effects is drawn or acted on.
beforeAll(async () => {
  await loadCardEffects();
});

const IS_VOW = "move:classic/quest/fulfill_your_vow";
const SF_VOW = "move:starforged/quest/fulfill_your_vow";

/** Score 1 against 4 and 8: a miss. */
function miss(moveId: string, over: Partial<ProgressCardState> = {}): ProgressCardState {
  return progressCard({ moveEffects: documentEffects(moveId), moveId, effectLog: [], ...over });
}

/** The option index of `id` in the miss's choice. */
function option(moveId: string, id: string): number {
  const choose = (documentEffects(moveId).miss ?? [])[0];
  if (choose?.type !== "choose") throw new Error("the miss is not a choice");
  return choose.options.findIndex((o) => o.id === id);
}

function hero(ruleset: "ironsworn" | "starforged") {
  return {
    type: "character",
    system: {
      ruleset,
      stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 },
      meters: { health: 5, spirit: 5, supply: 5 },
      momentum: 2,
      experience: { earned: 0, spent: 0 },
      bonds: { ticks: 0 },
      legacies: { quests: { ticks: 0, overflow: false }, bonds: { ticks: 0, overflow: false }, discoveries: { ticks: 0, overflow: false } },
      nextMove: [],
    },
  };
}

const vow = (ticks: number, rank = "dangerous") => ({ type: "progress", system: { rank, ticks } });
const noDice = () => {
  throw new Error("no die expected");
};
const USER = { id: "u1", name: "Ada" };

afterEach(() => vi.unstubAllGlobals());

describe("recommit on a progress move's miss", () => {
  it("Ironsworn: keeps one filled box and raises the rank; undo restores both", () => {
    const args = { effectIndex: 0, optionIndex: option(IS_VOW, "recommit") };
    const card = miss(IS_VOW);
    expect(dieNeeded("applyEffect", card, args)).toBeNull();
    const done = applyCardAction(card, "applyEffect", args, { actor: hero("ironsworn"), track: vow(14) }, noDice, USER);
    expect(done.track).toEqual({ ticks: 4, rank: "formidable" });
    expect(done.actor).toBeNull();
    // One of the choice only: giving up as well is refused.
    expect(() =>
      applyCardAction(done.card, "applyEffect", { effectIndex: 0, optionIndex: option(IS_VOW, "giveUp") }, { actor: hero("ironsworn"), track: vow(4, "formidable") }, noDice, USER),
    ).toThrow(RulesError);
    const undone = applyCardAction(done.card, "undoEffect", {}, { actor: hero("ironsworn"), track: vow(4, "formidable") }, noDice, USER);
    expect(undone.track).toEqual({ ticks: 14, rank: "dangerous" });
  });

  it("Starforged: draws the lower of two challenge dice and clears that many boxes", () => {
    const args = { effectIndex: 0, optionIndex: option(SF_VOW, "recommit") };
    const card = miss(SF_VOW, { ruleset: "starforged" });
    expect(dieNeeded("applyEffect", card, args)).toBe("lowerChallenge");
    const done = applyCardAction(card, "applyEffect", args, { actor: hero("starforged"), track: vow(28, "formidable") }, () => 3, USER);
    expect(done.drawn).toEqual([{ kind: "lowerChallenge", value: 3 }]);
    expect(done.track).toEqual({ ticks: 16, rank: "extreme" });
    const log = done.card.kind === "progress" ? (done.card.effectLog ?? []) : [];
    expect(log[0]).toMatchObject({ recommitDie: 3, writes: [{ doc: "track", path: "ticks", before: 28, after: 16 }, { doc: "track", path: "rank", before: "formidable", after: "extreme" }] });
  });

  it("refuses a recommit on a card without its track, and a die out of range", () => {
    const args = { effectIndex: 0, optionIndex: option(IS_VOW, "recommit") };
    expect(() => applyCardAction(miss(IS_VOW, { trackUuid: null }), "applyEffect", args, { actor: hero("ironsworn"), track: null }, noDice, USER)).toThrow(RulesError);
    const sf = { effectIndex: 0, optionIndex: option(SF_VOW, "recommit") };
    expect(() => applyCardAction(miss(SF_VOW, { ruleset: "starforged" }), "applyEffect", sf, { actor: hero("starforged"), track: vow(28) }, () => 11, USER)).toThrow(RulesError);
  });

  it("through the card action: writes the vow; a non-owner is refused and nothing is written", async () => {
    const world = await makeWorld({ gmConnected: false, hero: hero("ironsworn").system });
    world.vow.system = { rank: "dangerous", ticks: 14 };
    const message = world.post(miss(IS_VOW));
    const args = { effectIndex: 0, optionIndex: option(IS_VOW, "recommit") };
    world.as(world.users.stranger);
    expect(await world.actions.runCardAction(message, "applyEffect", world.users.stranger, args)).toEqual({ ok: false, error: "NotPermitted" });
    expect(world.vow.updates).toEqual([]);
    world.as(world.users.owner);
    expect(await world.actions.runCardAction(message, "applyEffect", world.users.owner, args)).toEqual({ ok: true, action: "applyEffect" });
    expect(world.vow.system).toEqual({ rank: "formidable", ticks: 4 });
  });
});
