/**
 * Starforged Sojourn's recover picks on the card (SF-26): each pick is the named recover move's
 * automatic strong hit, applied to the character through the real card action (Heal to health,
 * Hearten to spirit with its Sojourn bonus, Resupply by its own choice), each with a trace line and
 * undo, as many picks as the outcome gives; a pick past them, or an answer out of range, is refused
 * and writes nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { documentEffects } from "../../../src/rules/effects/moves";
import { STARFORGED_EFFECTS } from "../../../src/rules/effects/moves/starforged";
import { RulesError } from "../../../src/rules/errors";
import type { ActionCardState } from "../../../src/kinds/action";
import type { CardActionArgs } from "../../../src/kinds/contract";
import { actionCard } from "./cards";
import { IMPACTS, ironSystem, t } from "./characters";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";

beforeAll(async () => {
  await loadCardEffects();
});

const USER = { id: "u1", name: "Ada" };
const noDice = () => {
  throw new Error("no die expected");
};
const SOJOURN = "move:starforged/recover/sojourn";

/** edge 2 + 6 = 8 against 4 and 7: a strong hit; edge 2 + 3 = 5: a weak hit. */
function sojourn(actionDie: 6 | 3): ActionCardState {
  return actionCard({ ruleset: "starforged", actionDie, challengeDice: [4, 7], moveEffects: documentEffects(SOJOURN), moveId: SOJOURN, effectLog: [] });
}

function hero(over: Record<string, unknown> = {}) {
  return { type: "character", system: ironSystem("starforged", { meters: { health: 1, spirit: 1, supply: 1 }, ...over }) };
}

const pick = (option: number, more: CardActionArgs = {}): CardActionArgs => ({ effectIndex: 0, optionIndex: option, ...more });
const HEAL = 0;
const HEARTEN = 1;
const RESUPPLY = 3;

function apply(card: ActionCardState, args: CardActionArgs, actor = hero()) {
  return applyCardAction(card, "applyEffect", args, { actor, track: null }, noDice, USER);
}

describe("Sojourn's recover picks (SF-26)", () => {
  it("offers each recover move the card can apply as an automatic strong hit, Resupply by its own choice", () => {
    const panel = effectsPanel(sojourn(6), { localize: t, canAct: true }, "starforged");
    expect(panel?.rows[0].heading).toBe("Choose 2");
    expect(panel?.rows[0].buttons.map((b) => [b.label, b.optionIndex, b.innerIndex ?? null])).toEqual([
      ["Heal (automatic strong hit)", "0", null],
      ["Hearten (automatic strong hit)", "1", null],
      ["Resupply (automatic strong hit): Clear Unprepared, +1 Supply, or else +2 Supply", "3", "0"],
      ["Resupply (automatic strong hit): +1 Momentum", "3", "1"],
    ]);
  });

  it("Heal: +3 health, or clears wounded and +2 (the trace names the pick)", () => {
    const plain = apply(sojourn(6), pick(HEAL));
    expect(plain.actor).toEqual({ "meters.health": 4 });
    const wounded = apply(sojourn(6), pick(HEAL), hero({ impacts: { ...IMPACTS, wounded: true } }));
    expect(wounded.actor).toMatchObject({ "meters.health": 3, "impacts.wounded": false });
    const panel = effectsPanel(plain.card as ActionCardState, { localize: t, canAct: true }, "starforged");
    expect(panel?.trace[0].text).toBe("Ada: Heal (automatic strong hit) — Health 1 → 4");
  });

  it("Hearten takes its +1 more as made during Sojourn", () => {
    expect(apply(sojourn(6), pick(HEARTEN)).actor).toEqual({ "meters.spirit": 4 });
    const shaken = apply(sojourn(6), pick(HEARTEN), hero({ impacts: { ...IMPACTS, shaken: true } }));
    expect(shaken.actor).toMatchObject({ "meters.spirit": 3, "impacts.shaken": false });
  });

  it("Resupply applies the option picked of its own choice, and refuses none or one out of range", () => {
    expect(apply(sojourn(6), pick(RESUPPLY, { innerIndex: 0 })).actor).toEqual({ "meters.supply": 3 });
    const item = apply(sojourn(6), pick(RESUPPLY, { innerIndex: 1 }));
    expect(item.actor).toEqual({ momentum: 3 });
    expect(effectsPanel(item.card as ActionCardState, { localize: t, canAct: true }, "starforged")?.trace[0].text).toBe(
      "Ada: Resupply (automatic strong hit): +1 Momentum — Momentum 2 → 3",
    );
    for (const innerIndex of [undefined, 2, -1, 0.5]) {
      expect(() => apply(sojourn(6), pick(RESUPPLY, innerIndex === undefined ? {} : { innerIndex }))).toThrow(RulesError);
    }
    expect(() => apply(sojourn(6), pick(HEAL, { innerIndex: 0 }))).toThrow(RulesError);
  });

  it("takes two picks on a strong hit (one move more than once allowed), one on a weak hit; undo gives the pick back", () => {
    const first = apply(sojourn(6), pick(HEAL));
    const second = apply(first.card as ActionCardState, pick(HEAL), hero({ meters: { health: 4, spirit: 1, supply: 1 } }));
    expect(second.actor).toEqual({ "meters.health": 5 });
    expect(() => apply(second.card as ActionCardState, pick(HEARTEN))).toThrow(RulesError);
    const weak = apply(sojourn(3), pick(HEARTEN));
    expect(() => apply(weak.card as ActionCardState, pick(HEAL))).toThrow(RulesError);
    const undone = applyCardAction(weak.card, "undoEffect", {}, { actor: hero({ meters: { health: 1, spirit: 4, supply: 1 } }), track: null }, noDice, USER);
    expect(undone.actor).toEqual({ "meters.spirit": 1 });
    expect(apply(undone.card as ActionCardState, pick(HEAL)).actor).toEqual({ "meters.health": 4 });
  });

  it("each pick carries the named recover move's own strong hit, as the data holds it", () => {
    const choice = STARFORGED_EFFECTS[SOJOURN].strongHit?.[0];
    expect(choice?.type).toBe("choose");
    if (choice?.type !== "choose") return;
    for (const option of choice.options) {
      const [made] = option.effects;
      expect(made.type === "makeMove" && made.automatic).toBe("strongHit");
      if (made.type !== "makeMove" || made.move === undefined) continue;
      expect(made.effects).toEqual(STARFORGED_EFFECTS[made.move].strongHit);
      expect(made.during).toBe("sojourn");
    }
  });
});
