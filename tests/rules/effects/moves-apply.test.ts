/**
 * Every move's effects data applies to a character of its game: each outcome, with the first options
 * picked, changes the character within its limits and never throws.
 */
import { describe, expect, it } from "vitest";
import { applyEffects, type EffectInput, type OutcomeEffect } from "../../../src/rules/effects";
import { MOVE_EFFECTS } from "../../../src/rules/effects/moves";
import { ironsworn, starforged } from "./fixtures";

function inputsFor(effects: readonly OutcomeEffect[]): EffectInput[] {
  return effects.map((e) => {
    if (e.type === "choose") {
      const chosen = Array.from({ length: e.max }, (_, i) => i);
      return { chosen, options: Object.fromEntries(chosen.map((i) => [i, inputsFor(e.options[i].effects)])) };
    }
    if (e.type === "when") return { branch: inputsFor(e.then) };
    return {};
  });
}

describe("moves' effects data applied", () => {
  for (const [id, effects] of Object.entries(MOVE_EFFECTS)) {
    it(id, () => {
      const base = id.startsWith("move:classic/") || id.startsWith("move:delve/") ? ironsworn() : starforged();
      // A companion's fate befalls a companion at 0 health only: the companion's moves meet one there.
      const fate = Object.values(effects).some((l) => Array.isArray(l) && l.some((e: OutcomeEffect) => e.type === "companionFate"));
      const sample = fate
        ? { ...base, meters: { ...base.meters, companionHealth: 0 }, companion: { state: null, markedAbilities: 2 } }
        : base;
      for (const outcome of ["strongHit", "weakHit", "miss"] as const) {
        const list = [...(effects[outcome] ?? []), ...(effects[`${outcome}Match`] ?? [])];
        const ctx = { moveId: id, lowestChallengeDie: 2, markedAbilities: 2 };
        const r = applyEffects(list, sample, ctx, inputsFor(list));
        for (const [m, v] of Object.entries(r.character.meters)) {
          expect(v, `${id} ${outcome} ${m}`).toBeLessThanOrEqual(m === "momentum" ? 10 : 5);
        }
      }
    });
  }

  it("IS Face Danger, weak hit, Endure Harm: the card is left a suffer move of 1 harm", () => {
    const effects = MOVE_EFFECTS["move:classic/adventure/face_danger"];
    const r = applyEffects(
      effects.weakHit ?? [],
      ironsworn(),
      { moveId: "move:classic/adventure/face_danger" },
      [{ chosen: [1] }],
    );
    expect(r.changes).toEqual([]);
    expect(r.followUps).toEqual([{ kind: "suffer", move: "harm", amount: 1 }]);
  });

  it("SF Endure Harm, miss at 1 health: -1 health, then wounded is offered and marked", () => {
    const effects = MOVE_EFFECTS["move:starforged/suffer/endure_harm"];
    const low = starforged({ meters: { ...starforged().meters, health: 1 } });
    const r = applyEffects(effects.miss ?? [], low, { moveId: "move:starforged/suffer/endure_harm" }, [
      { chosen: [0] },
      { branch: [{ chosen: [0] }] },
    ]);
    expect(r.character.meters.health).toBe(0);
    expect(r.character.conditions.wounded).toBe(true);
  });
});

describe("SF a suffer move's miss, the additional -1 at 0 (docs/rulings.md, SF-28)", () => {
  const DAMAGE = ["move:starforged/suffer/withstand_damage", "move:sundered_isles/suffer/withstand_damage"];
  const withIntegrity = (integrity: number) => starforged({ meters: { ...starforged().meters, integrity } });
  const additional = (id: string, integrity: number) =>
    applyEffects([(MOVE_EFFECTS[id].miss ?? [])[0]], withIntegrity(integrity), { moveId: id }, [{ chosen: [0] }]);

  for (const id of DAMAGE) {
    it(`${id}: at integrity 0 the additional -1 integrity is Lose Momentum (-1), nothing lost silently`, () => {
      const r = additional(id, 0);
      expect(r.changes).toEqual([]);
      expect(r.followUps).toEqual([{ kind: "suffer", move: "momentum", amount: 1 }]);
    });

    it(`${id}: at integrity 2 it still costs 1 integrity`, () => {
      const r = additional(id, 2);
      expect(r.changes).toEqual([{ target: "integrity", before: 2, after: 1 }]);
      expect(r.followUps).toEqual([]);
    });
  }
});
