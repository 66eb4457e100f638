/**
 * A card's trace line for an effect that wrote nothing (src/cards/context/trace-unchanged.ts), through
 * the real card action: in place of before -> after it says why (a meter already at its bound, a mark
 * already so, the initiative already so), in the rules' terms where they hand the loss back to the
 * table (Out of Supply, Sacrifice Resources, Face a Setback, Lose Momentum at its minimum), or that
 * there was nothing to change (an option the table plays out); never "— —". Lines that wrote keep
 * their wording.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import pl from "../../../lang/pl.json";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { MOVE_EFFECTS, documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import { argsOfButton } from "../../../src/kinds/contract";
import type { ActionCardState } from "../../../src/kinds/action";
import type { CardActionArgs } from "../../../src/kinds/contract";
import { actionCard } from "./cards";
import { DEBILITIES, IMPACTS, ironSystem, t, textOf } from "./characters";
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

/** A card of `moveId` (edge 2 + the action die against 4 and 7: 6 a strong hit, 3 a weak hit, 1 a miss). */
function card(moveId: string, ruleset: Ruleset, actionDie: 6 | 3 | 1 = 6): ActionCardState {
  return actionCard({ ruleset, actionDie, challengeDice: [4, 7], moveEffects: documentEffects(moveId), moveId, effectLog: [] });
}

/** Applies `args` on the card for a character of `ruleset` with `over` its data; the trace lines and what was written. */
function apply(c: ActionCardState, args: CardActionArgs, ruleset: Ruleset, over: Record<string, unknown> = {}, text = t) {
  const actor = { type: "character", system: ironSystem(ruleset, over) };
  const done = applyCardAction(c, "applyEffect", args, { actor, track: null }, noDice, USER);
  const panel = effectsPanel(done.card as ActionCardState, { localize: text, canAct: true, actor }, ruleset);
  return { lines: panel?.trace.map((l) => l.text) ?? [], actor: done.actor, panel };
}

const FACE_DANGER_IS = "move:classic/adventure/face_danger";
const FACE_DANGER_SF = "move:starforged/adventure/face_danger";
const meters = (health: number, spirit: number, supply: number) => ({ meters: { health, spirit, supply } });
const TABLE_HARM = "the move leaves the amount to the table: -health equal to your foe's rank or as fits the situation, to apply by hand";
const TABLE_STRESS = "the move leaves the amount to the table: -spirit equal to your foe's rank or as fits the situation, to apply by hand";

describe("an effect at a bound says so in place of before and after", () => {
  it("a gain at the meter's highest", () => {
    const done = apply(card(FACE_DANGER_IS, "ironsworn"), { effectIndex: 0 }, "ironsworn", { momentum: 10 });
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual(["Ada: +1 Momentum — Momentum already at its highest"]);
  });

  it("the highest is momentum's own with a condition marked", () => {
    const done = apply(card(FACE_DANGER_IS, "ironsworn"), { effectIndex: 0 }, "ironsworn", { momentum: 9, debilities: { ...DEBILITIES, wounded: true } });
    expect(done.lines).toEqual(["Ada: +1 Momentum — Momentum already at its highest"]);
  });

  it("an 'up to' gain taken at the highest (Ironsworn Heal)", () => {
    const done = apply(card("move:classic/adventure/heal", "ironsworn"), { effectIndex: 1, amount: 1 }, "ironsworn", meters(5, 5, 3));
    expect(done.lines).toEqual(["Ada: +1 Health — Health already at its highest"]);
  });

  it("Sacrifice Resources at 0 supply while unprepared: the cost goes to a different suffer move (Starforged)", () => {
    const over = { ...meters(4, 5, 0), impacts: { ...IMPACTS, unprepared: true } };
    const done = apply(card(FACE_DANGER_SF, "starforged", 3), { effectIndex: 0, sufferMove: "resources" }, "starforged", over);
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual([
      "Ada: Sacrifice Resources (-1) — Supply already at 0 and unprepared: apply the cost to a different suffer move (Sacrifice Resources)",
    ]);
  });

  it("a supply loss at 0 while unprepared: Out of Supply's exchange (Ironsworn Heal's weak hit)", () => {
    const over = { ...meters(4, 5, 0), debilities: { ...DEBILITIES, unprepared: true } };
    const done = apply(card("move:classic/adventure/heal", "ironsworn", 3), { effectIndex: 0, optionIndex: 0 }, "ironsworn", over);
    expect(done.lines[0]).toBe("Ada: -1 Supply — Supply already at 0 and unprepared: exchange the loss for -health, -spirit or -momentum (Out of Supply)");
  });

  it("Lose Momentum at -6 (Starforged), and Endure Harm at 0 health with momentum at -6, its roll still offered", () => {
    const sf = card(FACE_DANGER_SF, "starforged", 3);
    const lost = apply(sf, { effectIndex: 0, sufferMove: "momentum" }, "starforged", { momentum: -6 });
    expect(lost.lines).toEqual([
      "Ada: Lose Momentum (-1) — Momentum already at its minimum (-6): apply the cost to a different suffer move, or clear progress (Lose Momentum)",
    ]);
    const harm = apply(sf, { effectIndex: 0, sufferMove: "harm" }, "starforged", { ...meters(0, 5, 3), momentum: -6 });
    expect(harm.actor).toBeNull();
    expect(harm.lines).toEqual([
      "Ada: Endure Harm (-1) — Health already at 0; Momentum already at its minimum (-6): apply the cost to a different suffer move, or clear progress (Lose Momentum) Now roll the suffer move with +Iron (3).",
    ]);
    expect(harm.panel?.rolls.map((b) => b.label)).toEqual(["Roll Endure Harm with Iron (3)"]);
  });

  it("an Ironsworn momentum loss at -6: Face a Setback's choices, as the rules give them", () => {
    const done = apply(card("move:classic/quest/swear_an_iron_vow", "ironsworn", 1), { effectIndex: 0, optionIndex: 0 }, "ironsworn", { momentum: -6 });
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual([
      "Ada: -2 Momentum — Momentum already at its minimum (-6): exchange the loss for -health, -spirit or -supply in any mix you choose, or clear progress (Face a Setback)",
    ]);
  });

  it("an option whose effects move a value and move it back (Draw the Circle's bloody boast at 0 health, momentum -6)", () => {
    const drawTheCircle = card("move:classic/relationship/draw_the_circle", "ironsworn");
    const done = apply(drawTheCircle, { effectIndex: 1, optionIndex: 3 }, "ironsworn", { ...meters(0, 5, 3), momentum: -6 });
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual(["Ada: +1 Momentum, Endure Harm (-1) — the effects cancel each other out Now roll the suffer move with +Iron (3)."]);
  });

  it("a condition already as the effect leaves it, and the initiative already held", () => {
    const clear = apply(card("move:classic/adventure/heal", "ironsworn"), { effectIndex: 0, optionIndex: 0 }, "ironsworn");
    expect(clear.lines).toEqual(["Ada: Clear Wounded — Wounded not marked"]);
    const fray = apply(card("move:classic/combat/enter_the_fray", "ironsworn"), { effectIndex: 1 }, "ironsworn", { inControl: true });
    expect(fray.lines).toEqual(["Ada: You have the initiative — you already had the initiative"]);
  });

  it("a Sojourn pick whose recover move finds the character whole (Starforged Heal, automatic strong hit)", () => {
    const done = apply(card("move:starforged/recover/sojourn", "starforged"), { effectIndex: 0, optionIndex: 0 }, "starforged", meters(5, 5, 3));
    expect(done.lines).toEqual(["Ada: Heal (automatic strong hit) — Health already at its highest"]);
  });

  it("Repair's exchange at 0 supply while unprepared: the point is gained, the cost goes to a different suffer move (SF-25)", () => {
    const repair = "move:starforged/recover/repair";
    const over = { ...meters(4, 5, 0), impacts: { ...IMPACTS, unprepared: true } };
    const actor = { type: "character", system: ironSystem("starforged", over), items: [] };
    const opened = applyCardAction(card(repair, "starforged"), "applyEffect", { effectIndex: 0, repair: "situation.facility" }, { actor, track: null }, noDice, USER);
    const done = apply(opened.card as ActionCardState, { effectIndex: 0, repair: "exchange" }, "starforged", over);
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual([
      "Ada: At a facility — 5 repair points",
      "Ada: Sacrifice Resources (-1 supply): +1 point — Supply already at 0 and unprepared: apply the cost to a different suffer move (Sacrifice Resources)",
    ]);
    expect(done.panel?.rows[0].heading).toBe("Repair points: 6 left");
  });

  it("in the user's language", () => {
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    try {
      const done = apply(card(FACE_DANGER_IS, "ironsworn"), { effectIndex: 0 }, "ironsworn", { momentum: 10 }, textOf(pl));
      expect(done.lines).toEqual(["Ada: +1 Impet — Impet: już maksimum"]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("a pick that only records", () => {
  const testYourBond = () => card("move:classic/relationship/test_your_bond", "ironsworn", 3);

  it("is offered by its place among the options, and its line says there was nothing to change", () => {
    const panel = effectsPanel(testYourBond(), { localize: t, canAct: true }, "ironsworn");
    expect(panel?.rows.map((r) => r.buttons.map((b) => b.label))).toEqual([["Option 1 (played out at the table)"]]);
    const done = apply(testYourBond(), { effectIndex: 0, optionIndex: 0 }, "ironsworn");
    expect(done.actor).toBeNull();
    expect(done.lines).toEqual(["Ada: Option 1 (played out at the table) — nothing to change"]);
  });

  it("End the Fight's options the table plays out, and its Endure Harm and Endure Stress whose amount the table judges (Ironsworn)", () => {
    const end = () => card("move:classic/combat/end_the_fight", "ironsworn", 3);
    const labels = effectsPanel(end(), { localize: t, canAct: true }, "ironsworn")?.rows[0].buttons.map((b) => b.label);
    expect(labels).toEqual([
      "Endure Harm (0)",
      "Endure Stress (0)",
      "Option 3 (played out at the table)",
      "Option 4 (played out at the table)",
      "Option 5 (played out at the table)",
      "Option 6 (played out at the table)",
    ]);
    expect(apply(end(), { effectIndex: 0, optionIndex: 4 }, "ironsworn").lines).toEqual(["Ada: Option 5 (played out at the table) — nothing to change"]);
    expect(apply(end(), { effectIndex: 0, optionIndex: 0 }, "ironsworn").lines).toEqual([
      `Ada: Endure Harm (0) — ${TABLE_HARM} Now roll the suffer move with +Health (4).`,
    ]);
    expect(apply(end(), { effectIndex: 0, optionIndex: 1 }, "ironsworn").lines).toEqual([
      `Ada: Endure Stress (0) — ${TABLE_STRESS} Now roll the suffer move with +Spirit (5).`,
    ]);
  });

  it("Escape the Depths' Endure Harm and Endure Stress leave the amount to the table too (Delve)", () => {
    const escape = () => card("move:delve/delve/escape_the_depths", "ironsworn", 3);
    expect(apply(escape(), { effectIndex: 0, optionIndex: 0 }, "ironsworn").lines[0]).toMatch(new RegExp(`^Ada: Endure Harm \\(0\\) — ${TABLE_HARM} Now roll`));
    expect(apply(escape(), { effectIndex: 0, optionIndex: 1 }, "ironsworn").lines[0]).toMatch(new RegExp(`^Ada: Endure Stress \\(0\\) — ${TABLE_STRESS} Now roll`));
  });

  it("a suffer move of no amount on another meter leaves it to the table without naming a foe's rank (Starforged)", () => {
    const damage = actionCard({ ruleset: "starforged", actionDie: 6, challengeDice: [4, 7], moveEffects: { strongHit: [{ type: "suffer", move: "harm", amount: 0 }], weakHit: [], miss: [] }, moveId: null, effectLog: [] });
    expect(apply(damage, { effectIndex: 0 }, "starforged").lines[0]).toMatch(/^Ada: Endure Harm \(0\) — the move leaves the amount to the table: apply it by hand as fits the situation/);
  });

  it("in the user's language", () => {
    vi.stubGlobal("game", { i18n: { lang: "pl" } });
    try {
      expect(apply(testYourBond(), { effectIndex: 0, optionIndex: 0 }, "ironsworn", {}, textOf(pl)).lines).toEqual([
        "Ada: Opcja 1 (rozgrywana przy stole) — nic do zmiany",
      ]);
      const end = card("move:classic/combat/end_the_fight", "ironsworn", 3);
      expect(apply(end, { effectIndex: 0, optionIndex: 1 }, "ironsworn", {}, textOf(pl)).lines[0]).toMatch(
        /^Ada: Znieś stres \(0\) — ruch zostawia wielkość do ustalenia przy stole: -ducha równe randze przeciwnika albo stosowne do sytuacji; zaznacz je ręcznie/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("lines that wrote keep their wording", () => {
  it("before -> after, a kept add, a suffer move's roll", () => {
    expect(apply(card(FACE_DANGER_IS, "ironsworn"), { effectIndex: 0 }, "ironsworn").lines).toEqual(["Ada: +1 Momentum — Momentum 2 → 3"]);
    const harm = apply(card(FACE_DANGER_SF, "starforged", 3), { effectIndex: 0, sufferMove: "harm" }, "starforged", { ...meters(0, 5, 3), momentum: 2 });
    expect(harm.lines).toEqual(["Ada: Endure Harm (-1) — Momentum 2 → 1 Now roll the suffer move with +Iron (3)."]);
    const sfAdvantage = card("move:starforged/adventure/secure_an_advantage", "starforged");
    expect(apply(sfAdvantage, { effectIndex: 1 }, "starforged").lines).toEqual(["Ada: +1 on your next move (not a progress move) — kept for the next roll"]);
    const clear = apply(card("move:classic/adventure/heal", "ironsworn"), { effectIndex: 0, optionIndex: 0 }, "ironsworn", { debilities: { ...DEBILITIES, wounded: true } });
    expect(clear.lines).toEqual(["Ada: Clear Wounded — Wounded true → false"]);
  });
});

describe("every offered effect of every move we ship, applied at the bounds", () => {
  /** A companion asset with its health at `value`. */
  const companion = (value: number) => ({ id: "cat", name: "Glowcat", type: "asset", system: { category: "companion", meter: { enabled: true, value, max: 4 }, abilities: [] }, update: async () => undefined });
  const marked = (ruleset: Ruleset, keys: string[]) => ({ ...(ruleset === "ironsworn" ? DEBILITIES : IMPACTS), ...Object.fromEntries(keys.map((k) => [k, true])) });
  /** Everything at its highest and in control; everything at its least, unprepared, in a bad spot; everything one above it. */
  const characters = (ruleset: Ruleset) => ({
    full: { system: ironSystem(ruleset, { ...meters(5, 5, 5), momentum: 10, inControl: true, bonds: { ticks: 40 } }), items: [companion(4)] },
    empty: {
      system: ironSystem(ruleset, { ...meters(0, 0, 0), momentum: -6, inControl: false, [ruleset === "ironsworn" ? "debilities" : "impacts"]: marked(ruleset, ["unprepared"]) }),
      items: [companion(0)],
    },
    low: { system: ironSystem(ruleset, { ...meters(1, 1, 1), momentum: -5 }), items: [companion(1)] },
  });
  /** Strong hit, weak hit and miss, each with and without a match (edge 2 + the action die). */
  const ROLLS: [number, [number, number]][] = [[6, [4, 7]], [3, [4, 7]], [1, [4, 7]], [6, [5, 5]], [1, [5, 5]]];

  it("writes no line ending in a dash, nor one that names nothing", () => {
    const bad: string[] = [];
    let lines = 0;
    for (const moveId of Object.keys(MOVE_EFFECTS)) {
      const ruleset: Ruleset = /^move:(classic|delve)\//.test(moveId) ? "ironsworn" : "starforged";
      for (const [who, data] of Object.entries(characters(ruleset))) {
        for (const [actionDie, challengeDice] of ROLLS) {
          const fresh = () => actionCard({ ruleset, actionDie, challengeDice, moveEffects: documentEffects(moveId), moveId, effectLog: [] });
          const actor = { type: "character", ...data };
          const buttons = effectsPanel(fresh(), { localize: t, canAct: true, actor }, ruleset)?.rows.flatMap((r) => r.buttons) ?? [];
          for (const button of buttons.filter((b) => b.action === "applyEffect" && b.disabled !== true)) {
            const args = argsOfButton(Object.fromEntries(Object.entries(button).map(([k, v]) => [k, v === null || v === undefined ? undefined : String(v)])));
            let done;
            try {
              done = applyCardAction(fresh(), "applyEffect", args, { actor, track: null }, noDice, USER);
            } catch (error) {
              // A refusal (supply raised while unprepared) writes no line.
              if (error instanceof RulesError) continue;
              throw error;
            }
            const line = effectsPanel(done.card as ActionCardState, { localize: t, canAct: true, actor }, ruleset)?.trace.at(-1)?.text ?? "";
            lines += 1;
            if (/— —|—\s*$|^Ada:\s+—/.test(line)) bad.push(`${moveId} (${who}, ${actionDie} vs ${challengeDice.join("/")}): ${line}`);
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });
});
