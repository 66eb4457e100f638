/**
 * Delve's Learn from Your Failures on its progress card: every outcome clears all progress on the
 * rolled failure track (the text: "clear all progress"), offered as its own button, traced (before ->
 * after) and undone; a second press and a card without its track are refused, writing nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { applyCardAction } from "./card-actions-loaded";
import { effectsPanel } from "../../../src/cards/context/effects-panel";
import { documentEffects } from "../../../src/rules/effects/moves";
import { RulesError } from "../../../src/rules/errors";
import type { ProgressCardState } from "../../../src/kinds/progress";
import { loadCardEffects } from "../../../src/cards/effects-on-demand";
import { progressCard } from "./cards";
import { ironSystem, t } from "./characters";

beforeAll(async () => {
  await loadCardEffects();
});

const LEARN = "move:delve/failure/learn_from_your_failures";
const USER = { id: "u1", name: "Ada" };
const noDice = () => {
  throw new Error("no die expected");
};
const failures = (ticks: number) => ({ type: "progress", system: { rank: "dangerous", ticks } });
const actor = { type: "character", system: ironSystem("ironsworn") };

/** Failure track at 7 against `dice`: 2 and 3 a strong hit, 4 and 9 a weak hit, 8 and 9 a miss. */
const card = (dice: [number, number], over: Partial<ProgressCardState> = {}) =>
  progressCard({ score: 7, challengeDice: dice, moveEffects: documentEffects(LEARN), moveId: LEARN, effectLog: [], ...over });

const clearIndex = (c: ProgressCardState) => {
  const effects = c.challengeDice[0] === 2 ? documentEffects(LEARN).strongHit : c.challengeDice[0] === 4 ? documentEffects(LEARN).weakHit : documentEffects(LEARN).miss;
  return (effects ?? []).findIndex((e) => e.type === "clearProgress");
};

describe("Learn from Your Failures clears the failure track", () => {
  for (const [outcome, dice] of [["strong hit", [2, 3]], ["weak hit", [4, 9]], ["miss", [8, 9]]] as const) {
    it(`${outcome}: offered, clears the track's ticks, and undo puts them back`, () => {
      const rolled = card([...dice]);
      const index = clearIndex(rolled);
      expect(index).toBeGreaterThanOrEqual(0);
      const panel = effectsPanel(rolled, { localize: t, canAct: true, actor }, "ironsworn");
      expect(panel?.rows.flatMap((r) => r.buttons.map((b) => b.label))).toContain("Clear all progress");
      const done = applyCardAction(rolled, "applyEffect", { effectIndex: index }, { actor, track: failures(28) }, noDice, USER);
      expect(done.track).toEqual({ ticks: 0 });
      const after = done.card as ProgressCardState;
      expect(effectsPanel(after, { localize: t, canAct: true, actor }, "ironsworn")?.trace[0].text).toContain("Clear all progress");
      expect(() => applyCardAction(after, "applyEffect", { effectIndex: index }, { actor, track: failures(0) }, noDice, USER)).toThrow(RulesError);
      const undone = applyCardAction(after, "undoEffect", {}, { actor, track: failures(0) }, noDice, USER);
      expect(undone.track).toEqual({ ticks: 28 });
    });
  }

  it("is refused on a card without its track", () => {
    const rolled = card([4, 9], { trackUuid: null });
    expect(() => applyCardAction(rolled, "applyEffect", { effectIndex: clearIndex(rolled) }, { actor, track: null }, noDice, USER)).toThrow(RulesError);
  });
});
