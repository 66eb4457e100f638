/**
 * Suffer moves finished on the card, "up to N" and "any suffer move" answers, and Out of Supply: the
 * card's pickers (effect-pickers.ts), the answers applied through the real card action (effect-picks.ts,
 * outcome-effects.ts), the suffer move's own roll offered once its cost is applied (and closed once the
 * character rolled again), and each refusal — a press by a non-owner, a second press, an answer out of
 * range, supply raised while unprepared — localised and writing nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import { storeCard } from "../../../src/kinds/registry";
import type { ActionCardState } from "../../../src/kinds/action";
import { actionCard } from "./cards";
import { makeWorld } from "./world";
import { DEBILITIES, ironSystem, t } from "./characters";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";

// In Foundry, loadTargets loads the effects before a card with effects is drawn or acted on.
beforeAll(async () => {
  await loadCardEffects();
});

const USER = { id: "u1", name: "Ada" };
const noDice = () => {
  throw new Error("no die expected");
};

function character(ruleset: "ironsworn" | "starforged", over: Record<string, unknown> = {}) {
  return { type: "character", system: ironSystem(ruleset, over) };
}

/** edge 2 + die 3 = 5 against 4 and 7: a weak hit of the move `moveId`. */
function weakHit(moveId: string, ruleset: "ironsworn" | "starforged", over: Partial<ActionCardState> = {}): ActionCardState {
  return actionCard({ ruleset, challengeDice: [4, 7], moveEffects: documentEffects(moveId), effectLog: [], ...over });
}

const logOf = (card: { kind: string }) => (card as ActionCardState).effectLog ?? [];

describe("an 'any suffer move' effect (Starforged Face Danger's weak hit)", () => {
  const card = () => weakHit("move:starforged/adventure/face_danger", "starforged");

  it("offers the ruleset's suffer moves the card can write, each a button", () => {
    const panel = effectsPanel(card(), { localize: t, canAct: true }, "starforged");
    const row = panel?.rows[0];
    expect(row?.heading).toBe("Suffer -1: pick the suffer move");
    expect(row?.buttons.map((b) => b.sufferMove)).toEqual(["harm", "stress", "resources", "momentum"]);
    expect(row?.buttons.map((b) => b.label)).toEqual(["Endure Harm (-1)", "Endure Stress (-1)", "Sacrifice Resources (-1)", "Lose Momentum (-1)"]);
  });

  it("makes the suffer move picked, and the card offers its roll to resist (Starforged: health above 0)", () => {
    const done = applyCardAction(card(), "applyEffect", { effectIndex: 0, sufferMove: "harm" }, { actor: character("starforged"), track: null }, noDice, USER);
    expect(done.actor).toEqual({ "meters.health": 3 });
    const [entry] = logOf(done.card);
    expect(entry).toMatchObject({ suffer: "harm", roll: { key: "health", value: 3, move: "harm", moveId: "move:starforged/suffer/endure_harm", required: false } });
    const panel = effectsPanel(done.card as ActionCardState, { localize: t, canAct: true }, "starforged");
    expect(panel?.trace[0].text).toContain("Endure Harm (-1)");
    expect(panel?.rolls).toEqual([
      expect.objectContaining({ action: "rollSufferMove", moveId: "move:starforged/suffer/endure_harm", label: "Resist: roll Endure Harm with Health (3)" }),
    ]);
    // Once the character has rolled again, or for a viewer who may not act, no roll is offered.
    expect(effectsPanel(done.card as ActionCardState, { localize: t, canAct: true, newerRoll: true }, "starforged")?.rolls).toEqual([]);
    expect(effectsPanel(done.card as ActionCardState, { localize: t, canAct: false }, "starforged")?.rolls).toEqual([]);
  });

  it("refuses a suffer move out of range, and an answer the effect does not ask, writing nothing", () => {
    const targets = { actor: character("starforged"), track: null };
    for (const sufferMove of ["damage", "any", "banana", ""]) {
      expect(() => applyCardAction(card(), "applyEffect", { effectIndex: 0, sufferMove }, targets, noDice, USER)).toThrow(RulesError);
    }
    expect(() => applyCardAction(card(), "applyEffect", { effectIndex: 0 }, targets, noDice, USER)).toThrow(/suffer move/);
    expect(() => applyCardAction(card(), "applyEffect", { effectIndex: 0, sufferMove: "harm", amount: 1 }, targets, noDice, USER)).toThrow(RulesError);
    expect(targets.actor.system.meters.health).toBe(4);
  });
});

describe("an 'up to N' effect (Ironsworn Resupply's weak hit: up to +2 supply, -1 momentum for each)", () => {
  const card = () => weakHit("move:classic/adventure/resupply", "ironsworn");

  it("offers the amounts 1..N, each naming what it takes and costs", () => {
    const row = effectsPanel(card(), { localize: t, canAct: true }, "ironsworn")?.rows[0];
    expect(row?.buttons.map((b) => [b.label, b.amount, b.ariaLabel])).toEqual([
      ["+1", "1", "+1 Supply, -1 Momentum"],
      ["+2", "2", "+2 Supply, -2 Momentum"],
    ]);
  });

  it("takes the amount picked, with its cost for each, once", () => {
    const actor = character("ironsworn");
    const done = applyCardAction(card(), "applyEffect", { effectIndex: 0, amount: 1 }, { actor, track: null }, noDice, USER);
    expect(done.actor).toEqual({ "meters.supply": 2, momentum: 1 });
    expect(logOf(done.card)[0]).toMatchObject({ amount: 1 });
    expect(effectsPanel(done.card as ActionCardState, { localize: t, canAct: true }, "ironsworn")?.trace[0].text).toContain("+1 Supply");
    // A second press is refused.
    expect(() => applyCardAction(done.card, "applyEffect", { effectIndex: 0, amount: 1 }, { actor, track: null }, noDice, USER)).toThrow(RulesError);
  });

  it("refuses an amount out of range", () => {
    for (const amount of [0, 3, -1, 1.5, Number.NaN]) {
      expect(() => applyCardAction(card(), "applyEffect", { effectIndex: 0, amount }, { actor: character("ironsworn"), track: null }, noDice, USER)).toThrow(RulesError);
    }
  });
});

describe("Out of Supply (IS-09)", () => {
  it("marks unprepared when supply reaches 0, on the trace too", () => {
    const effects = { weakHit: [{ type: "meter", meter: "supply", amount: -1 }] } as const;
    const done = applyCardAction(actionCard({ challengeDice: [4, 7], moveEffects: effects, effectLog: [] }), "applyEffect", { effectIndex: 0 }, { actor: character("ironsworn"), track: null }, noDice, USER);
    expect(done.actor).toMatchObject({ "meters.supply": 0, "debilities.unprepared": true });
    const trace = effectsPanel(done.card as ActionCardState, { localize: t, canAct: true }, "ironsworn")?.trace[0].text ?? "";
    expect(trace).toContain("false → true");
  });

  it("refuses supply rising while unprepared is marked; the option that clears it first raises it", () => {
    const unprepared = character("ironsworn", { meters: { health: 4, spirit: 5, supply: 0 }, debilities: { ...DEBILITIES, unprepared: true } });
    const resupply = actionCard({ actionDie: 6, challengeDice: [4, 7], moveEffects: documentEffects("move:classic/adventure/resupply"), effectLog: [] });
    expect(() => applyCardAction(resupply, "applyEffect", { effectIndex: 0 }, { actor: unprepared, track: null }, noDice, USER)).toThrow(/unprepared/);
    // Sojourn's Equip clears unprepared, then takes +1 supply.
    const sojourn = actionCard({ actionDie: 6, challengeDice: [4, 7], moveEffects: documentEffects("move:classic/relationship/sojourn"), effectLog: [] });
    const equip = applyCardAction(sojourn, "applyEffect", { effectIndex: 0, optionIndex: 2 }, { actor: unprepared, track: null }, noDice, USER);
    expect(equip.actor).toMatchObject({ "debilities.unprepared": false, "meters.supply": 1 });
  });
});

describe("refusals through the card action road write nothing", () => {
  const hero = character("starforged").system;

  it("a non-owner's press is refused", async () => {
    const world = await makeWorld({ gmConnected: false, hero });
    world.as(world.users.stranger);
    const message = world.post(weakHit("move:starforged/adventure/face_danger", "starforged"), world.users.stranger);
    const outcome = await world.actions.runCardAction(message, "applyEffect", world.users.stranger, { effectIndex: 0, sufferMove: "harm" });
    expect(outcome).toEqual({ ok: false, error: "NotPermitted" });
    expect(t(`VOWFORGE.CardAction.Error.${outcome.ok ? "" : outcome.error}`)).toBe("Only the character's owner or the GM can do that.");
    expect(world.hero.updates).toEqual([]);
    expect(message.updates).toEqual([]);
  });

  it("a second press and a choice out of range are refused", async () => {
    const world = await makeWorld({ gmConnected: false, hero });
    const message = world.post(weakHit("move:starforged/adventure/face_danger", "starforged"));
    const first = await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: 0, sufferMove: "stress" });
    expect(first.ok).toBe(true);
    const writes = [world.hero.updates.length, message.updates.length];
    const again = await world.actions.runCardAction(message, "applyEffect", world.users.owner, { effectIndex: 0, sufferMove: "harm" });
    expect(again.ok).toBe(false);
    expect([world.hero.updates.length, message.updates.length]).toEqual(writes);

    const fresh = world.post(weakHit("move:starforged/adventure/face_danger", "starforged"));
    const outOfRange = await world.actions.runCardAction(fresh, "applyEffect", world.users.owner, { effectIndex: 0, sufferMove: "damage" });
    expect(outOfRange).toMatchObject({ ok: false, error: "Invalid" });
    expect(t("VOWFORGE.CardAction.Error.Invalid")).toBe("The rules do not allow that on this card.");
    expect(fresh.updates).toEqual([]);
    expect(world.hero.updates.length).toBe(writes[0]);
    expect(storeCard(weakHit("move:starforged/adventure/face_danger", "starforged"))).toEqual(fresh.system);
  });
});
