/**
 * Outcome effects on the card: the Face Danger weak hit's choice applied to the character (Endure
 * Harm with its overflow to momentum and its roll), the trace, undo (and its refusal once the value
 * changed), a second press and an option out of range refused, and SF-10 (no prose momentum where
 * the move carries effects); IS-16 / SF-27: the outcomes that give or take the initiative write
 * `system.inControl`, named in words, with undo. The real applyCardAction with plain documents'
 * `system` data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyCardAction } from "./card-actions-loaded";
import { outcomeEffectsOf } from "../../../src/cards/actions/outcome-effects";
import { effectLabel } from "../../../src/cards/context/effects-panel";
import { localize } from "../../helpers/handlebars";
import { offeredActions } from "../../../src/cards/log-cards";
import { documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import type { ActionCardState } from "../../../src/kinds/action";
import { actionCard, MOMENTUM_OUTCOMES } from "./cards";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";

// In Foundry, loadTargets loads the effects before a card with effects is drawn or acted on.
beforeAll(async () => {
  await loadCardEffects();
});

const FACE_DANGER = documentEffects("move:classic/adventure/face_danger");

/** edge 2 + die 3 = 5 against 4 and 7: a weak hit. */
function weakHit(over: Partial<ActionCardState> = {}): ActionCardState {
  return actionCard({ challengeDice: [4, 7], moveEffects: FACE_DANGER, effectLog: [], ...over });
}

function hero(over: Record<string, unknown> = {}) {
  return {
    type: "character",
    system: {
      ruleset: "ironsworn",
      stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 },
      meters: { health: 1, spirit: 5, supply: 5 },
      momentum: 2,
      debilities: { wounded: false, shaken: false, unprepared: false, encumbered: false, maimed: false, corrupted: false, cursed: false, tormented: false },
      experience: { earned: 0, spent: 0 },
      bonds: { ticks: 0 },
      legacies: { quests: { ticks: 0, overflow: false }, bonds: { ticks: 0, overflow: false }, discoveries: { ticks: 0, overflow: false } },
      ...over,
    },
  };
}

const noDice = () => {
  throw new Error("no die expected");
};
const USER = { id: "u1", name: "Ada" };

describe("outcome effects on the card", () => {
  it("offers applying the weak hit's choice, not the prose momentum (SF-10)", () => {
    const card = weakHit({ moveOutcomes: MOMENTUM_OUTCOMES });
    const offers = offeredActions(card, { actor: hero(), track: null });
    expect(offers).toContain("applyEffect");
    expect(offers).not.toContain("takeMomentum");
    expect(offers).not.toContain("undoEffect");
    // Without effects the prose offer stays as it was.
    expect(offeredActions(actionCard({ challengeDice: [4, 7], moveOutcomes: MOMENTUM_OUTCOMES }), { actor: hero(), track: null })).toContain("takeMomentum");
  });

  it("applies Endure Harm: health to 0, the rest to momentum, its roll and a trace line; undo restores", () => {
    const actor = hero();
    const done = applyCardAction(weakHit(), "applyEffect", { effectIndex: 0, optionIndex: 1 }, { actor, track: null }, noDice, USER);
    // Face Danger's weak hit: tiredOrHurt is Endure Harm 1; health 1 -> 0 and nothing left over.
    expect(done.actor).toEqual({ "meters.health": 0 });
    expect(done.card.applied).not.toContain("applyEffect");
    const log = done.card.kind === "action" ? (done.card.effectLog ?? []) : [];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ userName: "Ada", effect: 0, option: 1, roll: { key: "iron", value: 3 }, undone: false });

    // The choice is one of n: a second option is refused and nothing is written.
    expect(() =>
      applyCardAction(done.card, "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor, track: null }, noDice, USER),
    ).toThrow(RulesError);

    const after = hero({ meters: { health: 0, spirit: 5, supply: 5 } });
    const undone = applyCardAction(done.card, "undoEffect", {}, { actor: after, track: null }, noDice, USER);
    expect(undone.actor).toEqual({ "meters.health": 1 });
    const undoneLog = undone.card.kind === "action" ? (undone.card.effectLog ?? []) : [];
    expect(undoneLog[0].undone).toBe(true);
    expect(offeredActions(undone.card, { actor: hero(), track: null })).toContain("applyEffect");
  });

  it("sends harm past 0 to momentum", () => {
    const actor = hero({ meters: { health: 0, spirit: 5, supply: 5 } });
    const done = applyCardAction(weakHit(), "applyEffect", { effectIndex: 0, optionIndex: 1 }, { actor, track: null }, noDice, USER);
    expect(done.actor).toEqual({ momentum: 1 });
  });

  it("refuses an undo once the value changed since", () => {
    const done = applyCardAction(weakHit(), "applyEffect", { effectIndex: 0, optionIndex: 0 }, { actor: hero(), track: null }, noDice, USER);
    expect(done.actor).toEqual({ momentum: 1 });
    const moved = hero({ momentum: 4 });
    expect(() => applyCardAction(done.card, "undoEffect", {}, { actor: moved, track: null }, noDice, USER)).toThrow(/changed since/);
  });

  it("refuses an option out of range and an unknown effect", () => {
    const targets = { actor: hero(), track: null };
    expect(() => applyCardAction(weakHit(), "applyEffect", { effectIndex: 0, optionIndex: 9 }, targets, noDice, USER)).toThrow(RulesError);
    expect(() => applyCardAction(weakHit(), "applyEffect", { effectIndex: 3, optionIndex: null as never }, targets, noDice, USER)).toThrow(RulesError);
  });

  it("offers the base outcome and the match clause on a match (SF-07)", () => {
    const effects = { strongHit: [{ type: "meter", meter: "momentum", amount: 1 }], strongHitMatch: [{ type: "meter", meter: "spirit", amount: 1 }] } as const;
    // edge 2 + die 6 = 8 against 5 and 5: a strong hit with a match.
    const card = actionCard({ actionDie: 6, challengeDice: [5, 5], moveEffects: effects, effectLog: [] });
    const first = applyCardAction(card, "applyEffect", { effectIndex: 0 }, { actor: hero(), track: null }, noDice, USER);
    expect(first.actor).toEqual({ momentum: 3 });
    const second = applyCardAction(first.card, "applyEffect", { effectIndex: 1 }, { actor: hero({ meters: { health: 1, spirit: 4, supply: 5 } }), track: null }, noDice, USER);
    expect(second.actor).toEqual({ "meters.spirit": 5 });
  });
});

const ENTER_THE_FRAY = documentEffects("move:classic/combat/enter_the_fray");

describe("initiative set by the card", () => {
  it("gives the initiative on Enter the Fray's strong hit, named in words", () => {
    // edge 2 + die 3 = 5 against 1 and 2: a strong hit, whose second effect is the initiative.
    const card = actionCard({ challengeDice: [1, 2], moveEffects: ENTER_THE_FRAY, effectLog: [] });
    const effects = outcomeEffectsOf(card);
    expect(effects[1]).toEqual({ type: "control", inControl: true });
    expect(effectLabel(localize, effects[1], "ironsworn")).toBe("You have the initiative");
    const done = applyCardAction(card, "applyEffect", { effectIndex: 1 }, { actor: hero({ inControl: false }), track: null }, noDice, USER);
    expect(done.actor).toEqual({ inControl: true });
  });

  it("takes it away on a miss, and undo gives it back", () => {
    // edge 2 + die 3 = 5 against 6 and 7: a miss (Pay the Price, then the initiative lost).
    const card = actionCard({ challengeDice: [6, 7], moveEffects: ENTER_THE_FRAY, effectLog: [] });
    const index = outcomeEffectsOf(card).findIndex((e) => e.type === "control");
    const done = applyCardAction(card, "applyEffect", { effectIndex: index }, { actor: hero({ inControl: true }), track: null }, noDice, USER);
    expect(done.actor).toEqual({ inControl: false });
    const undone = applyCardAction(done.card, "undoEffect", {}, { actor: hero({ inControl: false }), track: null }, noDice, USER);
    expect(undone.actor).toEqual({ inControl: true });
  });

  it("takes the weak hit's \"prepare to act\" option as the initiative", () => {
    const card = actionCard({ challengeDice: [1, 7], moveEffects: ENTER_THE_FRAY, effectLog: [] });
    const done = applyCardAction(card, "applyEffect", { effectIndex: 0, optionIndex: 1 }, { actor: hero({ inControl: false }), track: null }, noDice, USER);
    expect(done.actor).toEqual({ inControl: true });
  });
});
