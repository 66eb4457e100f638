/**
 * A card's trace line for a loss that only partly fits (src/cards/context/trace-unchanged.ts), through
 * the real card action and panel: the part taken shows as before -> after, and the part that did not
 * fit is named with what the rules ask for it (Ironsworn: Out of Supply, Face a Setback; Starforged:
 * Sacrifice Resources, Lose Momentum at its minimum), leaving the player's choice to the player. A
 * suffer move's rest goes to momentum as before and its roll is still offered; what momentum at -6
 * cannot take is named. The leftover is read from the stored line (the effect and its changes), so a
 * card stored before reads the same. A loss that fits wholly keeps its wording.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import pl from "../../../lang/pl.json";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { documentEffects } from "../../../src/rules/effects/moves";
import { argsOfButton } from "../../../src/kinds/contract";
import type { ActionCardState } from "../../../src/kinds/action";
import type { MoveEffects, OutcomeEffect } from "../../../src/rules/effects/vocabulary";
import type { EffectLogEntry } from "../../../src/kinds/effect-fields";
import { actionCard } from "./cards";
import { ironSystem, t, textOf } from "./characters";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";

// In Foundry, loadTargets loads the effects before a card with effects is drawn or acted on.
beforeAll(async () => {
  await loadCardEffects();
});

const USER = { id: "u1", name: "Ada" };
const noDice = () => {
  throw new Error("no die expected");
};
type Ruleset = "ironsworn" | "starforged";

/** A strong hit (edge 2 + 6 against 4 and 7), a weak hit (+3) or a miss (+1) of `moveId`, or of a move whose strong hit is `own`. */
function card(ruleset: Ruleset, moveId: string | null, actionDie: 6 | 3 | 1 = 6, own: OutcomeEffect[] = []): ActionCardState {
  const moveEffects: MoveEffects = moveId === null ? { strongHit: own, weakHit: [], miss: [] } : documentEffects(moveId);
  return actionCard({ ruleset, actionDie, challengeDice: [4, 7], moveEffects, moveId, effectLog: [] });
}

/** Presses the panel's button labelled `label` for a character of `ruleset` with `over` its data; the trace lines and the panel. */
function press(c: ActionCardState, label: string, ruleset: Ruleset, over: Record<string, unknown>, text = t) {
  const actor = { type: "character", system: ironSystem(ruleset, over) };
  const button = effectsPanel(c, { localize: text, canAct: true, actor }, ruleset)?.rows.flatMap((r) => r.buttons).find((b) => b.label === label);
  if (!button) throw new Error(`no button "${label}"`);
  const args = argsOfButton(Object.fromEntries(Object.entries(button).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)])));
  const done = applyCardAction(c, "applyEffect", args, { actor, track: null }, noDice, USER);
  const panel = effectsPanel(done.card as ActionCardState, { localize: text, canAct: true, actor }, ruleset);
  return { lines: panel?.trace.map((l) => l.text) ?? [], actor: done.actor, panel };
}

const meters = (health: number, spirit: number, supply: number) => ({ meters: { health, spirit, supply } });
const OUT_OF_SUPPLY = "Supply at 0, -1 left over: exchange it for -health, -spirit or -momentum, in any mix you choose (Out of Supply)";
const SETBACK = "Momentum at its minimum (-6), -1 left over: exchange it for -health, -spirit or -supply in any mix you choose, or clear progress (Face a Setback)";
const LOSE_MOMENTUM = "Momentum at its minimum (-6), -1 left over: apply the cost to a different suffer move, or clear progress (Lose Momentum)";

describe("a supply loss that only partly fits", () => {
  it("Ironsworn: supply 1 and -2 supply takes 1, marks unprepared, and names Out of Supply's exchange for the rest", () => {
    const done = press(card("ironsworn", null, 6, [{ type: "meter", meter: "supply", amount: -2 }]), "-2 Supply", "ironsworn", meters(4, 5, 1));
    expect(done.actor).toEqual({ "meters.supply": 0, "debilities.unprepared": true });
    expect(done.lines).toEqual([`Ada: -2 Supply — Supply 1 → 0; Unprepared false → true; ${OUT_OF_SUPPLY}`]);
  });

  it("Starforged: Sacrifice Resources (-2) at supply 1 (Heal's weak hit) sends the rest to a different suffer move", () => {
    const done = press(card("starforged", "move:starforged/recover/heal", 3), "Sacrifice Resources (-2)", "starforged", meters(4, 5, 1));
    expect(done.actor).toEqual({ "meters.supply": 0, "impacts.unprepared": true });
    expect(done.lines).toEqual([
      "Ada: Sacrifice Resources (-2) — Supply 1 → 0; Unprepared false → true; Supply at 0, -1 left over: apply the cost to a different suffer move (Sacrifice Resources)",
    ]);
  });

  it("a card stored before reads the same: the leftover comes from the stored effect and its changes", () => {
    const stored: EffectLogEntry = {
      effect: 0,
      option: null,
      userId: "u1",
      userName: "Ada",
      changes: [
        { target: "supply", before: 1, after: 0 },
        { target: "conditions.unprepared", before: false, after: true },
      ],
      writes: [
        { doc: "actor", path: "meters.supply", before: 1, after: 0 },
        { doc: "actor", path: "debilities.unprepared", before: false, after: true },
      ],
      roll: null,
      undone: false,
    };
    const old = { ...card("ironsworn", null, 6, [{ type: "meter", meter: "supply", amount: -2 }]), effectLog: [stored] };
    const panel = effectsPanel(old, { localize: t, canAct: false }, "ironsworn");
    expect(panel?.trace.map((l) => l.text)).toEqual([`Ada: -2 Supply — Supply 1 → 0; Unprepared false → true; ${OUT_OF_SUPPLY}`]);
  });
});

describe("a momentum loss that only partly fits", () => {
  it("Ironsworn: momentum -5 and -2 momentum (Swear an Iron Vow's miss) names Face a Setback's choice", () => {
    const done = press(card("ironsworn", "move:classic/quest/swear_an_iron_vow", 1), "-2 Momentum", "ironsworn", { momentum: -5 });
    expect(done.actor).toEqual({ momentum: -6 });
    expect(done.lines).toEqual([`Ada: -2 Momentum — Momentum -5 → -6; ${SETBACK}`]);
  });

  it("Starforged: Lose Momentum (-2) at -5 (Heal's weak hit) names Lose Momentum at its minimum", () => {
    const done = press(card("starforged", "move:starforged/recover/heal", 3), "Lose Momentum (-2)", "starforged", { momentum: -5 });
    expect(done.lines).toEqual([`Ada: Lose Momentum (-2) — Momentum -5 → -6; ${LOSE_MOMENTUM}`]);
  });

  it("a cost taken for each point of a gain (Ironsworn Resupply's weak hit, +2 supply at momentum -5)", () => {
    const done = press(card("ironsworn", "move:classic/adventure/resupply", 3), "+2", "ironsworn", { ...meters(4, 5, 1), momentum: -5 });
    expect(done.lines).toEqual([`Ada: +2 Supply, -1 Momentum for each — Supply 1 → 3; Momentum -5 → -6; ${SETBACK}`]);
  });
});

describe("a suffer move at 0 (docs/rulings.md: the rest goes to momentum, then the move's roll)", () => {
  const harm = (ruleset: Ruleset) => card(ruleset, null, 6, [{ type: "suffer", move: "harm", amount: 2 }]);

  it("health 1 and Endure Harm (-2): the rest goes to momentum, the roll is offered, the line keeps its wording", () => {
    const done = press(harm("ironsworn"), "Endure Harm (-2)", "ironsworn", { ...meters(1, 5, 3), momentum: 2 });
    expect(done.actor).toEqual({ "meters.health": 0, momentum: 1 });
    expect(done.lines).toEqual(["Ada: Endure Harm (-2) — Health 1 → 0; Momentum 2 → 1 Now roll the suffer move with +Iron (3)."]);
    expect(done.panel?.rolls.map((b) => b.label)).toEqual(["Roll Endure Harm with Iron (3)"]);
  });

  it("health 1, momentum -6: the rest momentum cannot take is named, the roll still offered (Ironsworn)", () => {
    const done = press(harm("ironsworn"), "Endure Harm (-2)", "ironsworn", { ...meters(1, 5, 3), momentum: -6 });
    expect(done.actor).toEqual({ "meters.health": 0 });
    expect(done.lines).toEqual([`Ada: Endure Harm (-2) — Health 1 → 0; ${SETBACK} Now roll the suffer move with +Iron (3).`]);
    expect(done.panel?.rolls.map((b) => b.label)).toEqual(["Roll Endure Harm with Iron (3)"]);
  });

  it("health 1, momentum -5, Endure Harm (-3): momentum takes 1 of the rest, the other is named (Starforged)", () => {
    const done = press(card("starforged", null, 6, [{ type: "suffer", move: "harm", amount: 3 }]), "Endure Harm (-3)", "starforged", { ...meters(1, 5, 3), momentum: -5 });
    expect(done.actor).toEqual({ "meters.health": 0, momentum: -6 });
    expect(done.lines).toEqual([`Ada: Endure Harm (-3) — Health 1 → 0; Momentum -5 → -6; ${LOSE_MOMENTUM} Now roll the suffer move with +Iron (3).`]);
  });

  it("a plain loss on another meter says what did not fit, and no rule for it", () => {
    const done = press(card("ironsworn", null, 6, [{ type: "meter", meter: "health", amount: -2 }]), "-2 Health", "ironsworn", meters(1, 5, 3));
    expect(done.lines).toEqual(["Ada: -2 Health — Health 1 → 0; Health at 0, -1 left over"]);
  });
});

describe("a loss that fits wholly keeps its wording", () => {
  it("supply, momentum and a suffer move", () => {
    expect(press(card("ironsworn", null, 6, [{ type: "meter", meter: "supply", amount: -2 }]), "-2 Supply", "ironsworn", meters(4, 5, 3)).lines).toEqual([
      "Ada: -2 Supply — Supply 3 → 1",
    ]);
    expect(press(card("ironsworn", null, 6, [{ type: "meter", meter: "supply", amount: -2 }]), "-2 Supply", "ironsworn", meters(4, 5, 2)).lines).toEqual([
      "Ada: -2 Supply — Supply 2 → 0; Unprepared false → true",
    ]);
    expect(press(card("ironsworn", "move:classic/quest/swear_an_iron_vow", 1), "-2 Momentum", "ironsworn", { momentum: -4 }).lines).toEqual([
      "Ada: -2 Momentum — Momentum -4 → -6",
    ]);
    expect(press(card("starforged", "move:starforged/recover/heal", 3), "Sacrifice Resources (-2)", "starforged", meters(4, 5, 3)).lines).toEqual([
      "Ada: Sacrifice Resources (-2) — Supply 3 → 1",
    ]);
  });

  it("a loss and a gain on the same value that cancel out at -6 say so, not a leftover", () => {
    const done = press(card("ironsworn", "move:classic/relationship/draw_the_circle"), "+1 Momentum, Endure Harm (-1)", "ironsworn", { ...meters(0, 5, 3), momentum: -6 });
    expect(done.lines).toEqual(["Ada: +1 Momentum, Endure Harm (-1) — the effects cancel each other out Now roll the suffer move with +Iron (3)."]);
  });

  it("a gain and a loss on the same value whose rest momentum cannot take name the rest, not a cancelling out", () => {
    const both: OutcomeEffect = { type: "choose", min: 1, max: 1, options: [{ id: "both", effects: [{ type: "meter", meter: "momentum", amount: 1 }, { type: "suffer", move: "harm", amount: 2 }] }] };
    const done = press(card("ironsworn", null, 6, [both]), "+1 Momentum, Endure Harm (-2)", "ironsworn", { ...meters(0, 5, 3), momentum: -6 });
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual([`Ada: +1 Momentum, Endure Harm (-2) — ${SETBACK} Now roll the suffer move with +Iron (3).`]);
  });

  it("a gain that found its meter at the highest wrote nothing, so the losses after it count from the highest", () => {
    const effects: OutcomeEffect[] = [
      { type: "meter", meter: "spirit", amount: 1 },
      { type: "meter", meter: "spirit", amount: -3 },
      { type: "suffer", move: "stress", amount: 3 },
    ];
    const all: OutcomeEffect = { type: "choose", min: 1, max: 1, options: [{ id: "all", effects }] };
    const done = press(card("ironsworn", null, 6, [all]), "+1 Spirit, -3 Spirit, Endure Stress (-3)", "ironsworn", { ...meters(4, 5, 3), momentum: -6 });
    expect(done.actor).toEqual({ "meters.spirit": 0 });
    expect(done.lines).toEqual([`Ada: +1 Spirit, -3 Spirit, Endure Stress (-3) — Spirit 5 → 0; ${SETBACK} Now roll the suffer move with +Heart (1).`]);
  });

  it("a loss before a gain on the same value: what the loss could not take is still named", () => {
    const both: OutcomeEffect = { type: "choose", min: 1, max: 1, options: [{ id: "both", effects: [{ type: "meter", meter: "momentum", amount: -1 }, { type: "meter", meter: "momentum", amount: 1 }] }] };
    const done = press(card("ironsworn", null, 6, [both]), "-1 Momentum, +1 Momentum", "ironsworn", { momentum: -6 });
    expect(done.lines).toEqual([`Ada: -1 Momentum, +1 Momentum — Momentum -6 → -5; ${SETBACK}`]);
  });
});

describe("in the user's language", () => {
  it("Polish", () => {
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    try {
      const done = press(card("ironsworn", null, 6, [{ type: "meter", meter: "supply", amount: -2 }]), "-2 Zapasy", "ironsworn", meters(4, 5, 1), textOf(pl));
      expect(done.lines).toHaveLength(1);
      expect(done.lines[0]).toMatch(/^Ada: -2 Zapasy — Zapasy 1 → 0; .+; Zapasy na 0, reszta -1: zamień ją na -zdrowia, -ducha lub -impetu w dowolnym połączeniu \(Brak zapasów\)$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});


describe("Starforged's Endure Harm and Endure Stress miss: the additional -1 at 0 is Lose Momentum (-1) (SF-28)", () => {
  const miss = (move: "endure_harm" | "endure_stress") => card("starforged", `move:starforged/suffer/${move}`, 1);
  const HARM = "-1 Health, or else Lose Momentum (-1)";
  const STRESS = "-1 Spirit, or else Lose Momentum (-1)";

  it("health 0: the option loses 1 momentum, and the line shows it", () => {
    const done = press(miss("endure_harm"), HARM, "starforged", { ...meters(0, 5, 3), momentum: 2 });
    expect(done.actor).toEqual({ momentum: 1 });
    expect(done.lines).toEqual([`Ada: ${HARM} — Momentum 2 → 1`]);
  });

  it("spirit 0: the same for Endure Stress", () => {
    const done = press(miss("endure_stress"), STRESS, "starforged", { ...meters(4, 0, 3), momentum: 2 });
    expect(done.actor).toEqual({ momentum: 1 });
    expect(done.lines).toEqual([`Ada: ${STRESS} — Momentum 2 → 1`]);
  });

  it("health 2: it still costs 1 health, momentum untouched", () => {
    const done = press(miss("endure_harm"), HARM, "starforged", { ...meters(2, 5, 3), momentum: 2 });
    expect(done.actor).toEqual({ "meters.health": 1 });
    expect(done.lines).toEqual([`Ada: ${HARM} — Health 2 → 1`]);
  });

  it("health 0 and momentum -6: nothing written, the line names Lose Momentum at its minimum", () => {
    const done = press(miss("endure_harm"), HARM, "starforged", { ...meters(0, 5, 3), momentum: -6 });
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual([
      `Ada: ${HARM} — Momentum already at its minimum (-6): apply the cost to a different suffer move, or clear progress (Lose Momentum)`,
    ]);
  });
});
