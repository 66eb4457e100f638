/**
 * The outcome-effect applier against the rules documents' text. Each test names the section of
 * ironsworn-moves.org (IS) or starforged-moves-101120.md (SF) it holds to.
 */
import { describe, expect, it } from "vitest";
import { RulesError } from "../../../src/rules/errors";
import { applyEffect, applyEffects, effectsForOutcome, type OutcomeEffect } from "../../../src/rules/effects";
import { ironsworn, starforged } from "./fixtures";

const ctx = { moveId: "move:classic/adventure/face_danger" };

describe("take and suffer on meters and momentum", () => {
  it("IS Face Danger, strong hit: take +1 momentum", () => {
    const r = applyEffect({ type: "meter", meter: "momentum", amount: 1 }, ironsworn(), ctx);
    expect(r.character.meters.momentum).toBe(3);
    expect(r.changes).toEqual([{ target: "momentum", before: 2, after: 3 }]);
  });

  it("IS Face Danger, weak hit: suffer -1 supply", () => {
    const r = applyEffect({ type: "meter", meter: "supply", amount: -1 }, ironsworn(), ctx);
    expect(r.changes).toEqual([{ target: "supply", before: 5, after: 4 }]);
  });

  it("core rulings: momentum stops at 10 less one per marked debility", () => {
    const c = ironsworn({ meters: { ...ironsworn().meters, momentum: 8 } });
    const marked = { ...c, conditions: { ...c.conditions, wounded: true, shaken: true } };
    const r = applyEffect({ type: "meter", meter: "momentum", amount: 2 }, marked, ctx);
    expect(r.character.meters.momentum).toBe(8);
    expect(r.changes).toEqual([]);
  });

  it("IS Heal, strong hit: take up to +2 health, never past 5", () => {
    const hurt = ironsworn({ meters: { ...ironsworn().meters, health: 4 } });
    const r = applyEffect({ type: "meter", meter: "health", amount: 2, upTo: true }, hurt, ctx);
    expect(r.character.meters.health).toBe(5);
    const one = applyEffect({ type: "meter", meter: "health", amount: 2, upTo: true }, ironsworn(), ctx, {
      amount: 1,
    });
    expect(one.changes).toEqual([]);
    expect(() =>
      applyEffect({ type: "meter", meter: "health", amount: 2, upTo: true }, hurt, ctx, { amount: 3 }),
    ).toThrow(RulesError);
  });

  it("IS Resupply, weak hit: take up to +2 supply, but suffer -1 momentum for each", () => {
    const low = ironsworn({ meters: { ...ironsworn().meters, supply: 1 } });
    const effect: OutcomeEffect = {
      type: "meter",
      meter: "supply",
      amount: 2,
      upTo: true,
      forEach: { meter: "momentum", amount: -1 },
    };
    const two = applyEffect(effect, low, ctx);
    expect(two.character.meters).toMatchObject({ supply: 3, momentum: 0 });
    const one = applyEffect(effect, low, ctx, { amount: 1 });
    expect(one.character.meters).toMatchObject({ supply: 2, momentum: 1 });
  });

  it("IS Out Of Supply: supply reduced to 0 marks unprepared; more -supply while unprepared is exchanged", () => {
    const one = ironsworn({ meters: { ...ironsworn().meters, supply: 1 } });
    const r = applyEffect({ type: "meter", meter: "supply", amount: -2 }, one, ctx);
    expect(r.character.meters.supply).toBe(0);
    expect(r.character.conditions.unprepared).toBe(true);
    expect(r.followUps).toEqual([{ kind: "outOfSupply", amount: 1 }]);
    // Marking the debility lowers momentum's maximum to 9 (nothing to bring down at +2).
    expect(r.changes.map((c) => c.target)).toEqual(["supply", "conditions.unprepared"]);
  });

  it("IS Face A Setback: -momentum at -6 is handed back to the table", () => {
    const min = ironsworn({ meters: { ...ironsworn().meters, momentum: -5 } });
    const r = applyEffect({ type: "meter", meter: "momentum", amount: -3 }, min, ctx);
    expect(r.character.meters.momentum).toBe(-6);
    expect(r.followUps).toEqual([{ kind: "momentumAtMinimum", amount: 2 }]);
  });

  it("core rulings: marking a debility brings momentum down to its new maximum", () => {
    const high = ironsworn({ meters: { ...ironsworn().meters, momentum: 10 } });
    const r = applyEffect({ type: "condition", key: "wounded", mark: true }, high, ctx);
    expect(r.character.meters.momentum).toBe(9);
    expect(r.changes).toEqual([
      { target: "conditions.wounded", before: false, after: true },
      { target: "momentum", before: 10, after: 9 },
    ]);
  });
});

describe("choose k of n", () => {
  const shakeItOff: OutcomeEffect = {
    type: "choose",
    min: 1,
    max: 1,
    options: [
      {
        id: "shakeItOff",
        effects: [
          {
            type: "when",
            test: { aboveZero: "health" },
            then: [
              { type: "meter", meter: "momentum", amount: -1 },
              { type: "meter", meter: "health", amount: 1 },
            ],
          },
        ],
      },
      { id: "embraceThePain", effects: [{ type: "meter", meter: "momentum", amount: 1 }] },
    ],
  };

  it("IS Endure Harm, strong hit: shake it off (health above 0) trades -1 momentum for +1 health", () => {
    const hurt = ironsworn({ meters: { ...ironsworn().meters, health: 3 } });
    const r = applyEffect(shakeItOff, hurt, ctx, { chosen: [0] });
    expect(r.character.meters).toMatchObject({ health: 4, momentum: 1 });
  });

  it("IS Endure Harm, strong hit: shake it off does nothing at 0 health; embrace the pain takes +1 momentum", () => {
    const down = ironsworn({ meters: { ...ironsworn().meters, health: 0 } });
    expect(applyEffect(shakeItOff, down, ctx, { chosen: [0] }).changes).toEqual([]);
    expect(applyEffect(shakeItOff, down, ctx, { chosen: [1] }).character.meters.momentum).toBe(3);
  });

  it("refuses a choice out of range, a repeat, or the wrong count, and changes nothing", () => {
    const c = ironsworn();
    for (const chosen of [[2], [0, 0], [], [0, 1], [-1]]) {
      expect(() => applyEffect(shakeItOff, c, ctx, { chosen })).toThrow(
        expect.objectContaining({ code: "ChoiceOutOfRange" }),
      );
    }
    expect(c.meters.momentum).toBe(2);
  });

  it("IS Draw The Circle, strong hit: choose up to two boasts (none is allowed)", () => {
    const boasts: OutcomeEffect = {
      type: "choose",
      min: 0,
      max: 2,
      options: ["a", "b", "c"].map((id) => ({
        id,
        effects: [{ type: "meter", meter: "momentum", amount: 1 }],
      })),
    };
    expect(applyEffect(boasts, ironsworn(), ctx, { chosen: [] }).changes).toEqual([]);
    expect(applyEffect(boasts, ironsworn(), ctx, { chosen: [0, 2] }).character.meters.momentum).toBe(4);
  });
});

describe("progress, recommit, legacy and experience", () => {
  it("IS Undertake A Journey: mark progress by the journey's rank (dangerous: 8 ticks)", () => {
    const r = applyEffect({ type: "progress", times: 1 }, ironsworn(), ctx);
    expect(r.changes).toEqual([{ target: "track.ticks", before: 8, after: 16 }]);
  });

  it("IS Strike, strong hit: inflict +1 harm marks progress your harm plus one times", () => {
    const foe = ironsworn({ track: { ticks: 0, rank: "formidable" } });
    expect(applyEffect({ type: "progress", times: 1, plusHarm: true }, foe, ctx).character.track?.ticks).toBe(
      8,
    );
    const armed = applyEffect({ type: "progress", times: 1, plusHarm: true }, foe, { ...ctx, harm: 2 });
    expect(armed.character.track?.ticks).toBe(12);
  });

  it("IS Fulfill Your Vow, miss: recommit clears all but one filled progress and raises the rank", () => {
    const vow = ironsworn({ track: { ticks: 22, rank: "formidable" } });
    const r = applyEffect({ type: "recommit", method: "keepOneBox" }, vow, ctx);
    expect(r.character.track).toEqual({ ticks: 4, rank: "extreme" });
  });

  it("published Starforged Fulfill Your Vow, miss: recommit clears boxes equal to the lower challenge die", () => {
    const vow = starforged({ track: { ticks: 28, rank: "dangerous" } });
    const asked = applyEffect({ type: "recommit", method: "lowestDie" }, vow, ctx);
    expect(asked.followUps).toEqual([{ kind: "recommitRoll" }]);
    expect(asked.changes).toEqual([]);
    const r = applyEffect({ type: "recommit", method: "lowestDie" }, vow, { ...ctx, lowestChallengeDie: 3 });
    expect(r.character.track).toEqual({ ticks: 16, rank: "formidable" });
  });

  it("IS Fulfill Your Vow, strong hit: mark experience by rank (formidable = 3)", () => {
    const table = { troublesome: 1, dangerous: 2, formidable: 3, extreme: 4, epic: 5 };
    const vow = ironsworn({ track: { ticks: 40, rank: "formidable" } });
    expect(applyEffect({ type: "xp", amount: table }, vow, ctx).changes).toEqual([
      { target: "xp", before: 0, after: 3 },
    ]);
  });

  it("published Starforged Finish an Expedition, weak hit: the legacy reward one rank lower", () => {
    const ticks = { troublesome: 1, dangerous: 2, formidable: 4, extreme: 8, epic: 12 };
    const trip = starforged({ track: { ticks: 40, rank: "formidable" } });
    const full = applyEffect({ type: "legacy", track: "discoveries", ticks }, trip, ctx);
    expect(full.changes).toEqual([{ target: "legacies.discoveries", before: 0, after: 4 }]);
    const lower = applyEffect({ type: "legacy", track: "discoveries", ticks, rankLower: true }, trip, ctx);
    expect(lower.changes).toEqual([{ target: "legacies.discoveries", before: 0, after: 2 }]);
    const least = starforged({ track: { ticks: 40, rank: "troublesome" } });
    expect(
      applyEffect({ type: "legacy", track: "discoveries", ticks, rankLower: true }, least, ctx).changes,
    ).toEqual([]);
  });

  it("IS Forge A Bond, strong hit: mark a tick on your bond progress track", () => {
    const r = applyEffect({ type: "legacy", track: "bonds", ticks: 1 }, ironsworn({ bonds: 3 }), ctx);
    expect(r.changes).toEqual([{ target: "bonds", before: 3, after: 4 }]);
    expect(() => applyEffect({ type: "legacy", track: "quests", ticks: 1 }, ironsworn(), ctx)).toThrow(
      RulesError,
    );
  });
});

describe("moves, prices, adds and rerolls", () => {
  it("SF Secure an Advantage, strong hit: +2 momentum and +1 on your next move (not a progress move), kept", () => {
    const r = applyEffects(
      [
        { type: "meter", meter: "momentum", amount: 2 },
        { type: "nextMove", add: 1, notProgress: true },
      ],
      starforged(),
      { moveId: "move:starforged/adventure/secure_an_advantage" },
    );
    expect(r.character.meters.momentum).toBe(4);
    expect(r.character.nextMove).toEqual([
      { add: 1, source: "move:starforged/adventure/secure_an_advantage", move: "", notProgress: true },
    ]);
  });

  it("IS Face Danger, miss: Pay the Price is left for the table; a suffer move names its cost", () => {
    expect(applyEffect({ type: "payThePrice" }, ironsworn(), ctx).followUps).toEqual([
      { kind: "payThePrice" },
    ]);
    expect(applyEffect({ type: "suffer", move: "harm", amount: 1 }, ironsworn(), ctx).followUps).toEqual([
      { kind: "suffer", move: "harm", amount: 1 },
    ]);
  });

  it("IS Secure An Advantage, strong hit: make another move now (not a progress move), and add +1", () => {
    const r = applyEffect({ type: "makeMove", add: 1, notProgress: true }, ironsworn(), ctx);
    expect(r.followUps).toEqual([{ kind: "makeMove", move: "", add: 1, notProgress: true, automatic: null }]);
  });

  it("IS Forge A Bond: after Fulfill Your Vow to their benefit, reroll any dice", () => {
    expect(applyEffect({ type: "reroll", dice: "any" }, ironsworn(), ctx).followUps).toEqual([
      { kind: "reroll", dice: "any" },
    ]);
  });

  it("SF Enter the Fray, strong hit: you are in control", () => {
    const r = applyEffect({ type: "control", inControl: true }, starforged(), ctx);
    expect(r.changes).toEqual([{ target: "inControl", before: null, after: true }]);
  });

  it("SF Hearten (published), strong hit: shaken clears the impact for +1 spirit; else +2; +1 more in a Sojourn", () => {
    const hearten: OutcomeEffect[] = [
      {
        type: "when",
        test: { marked: "shaken" },
        then: [
          { type: "condition", key: "shaken", mark: false },
          { type: "meter", meter: "spirit", amount: 1 },
        ],
        otherwise: [{ type: "meter", meter: "spirit", amount: 2 }],
      },
      { type: "when", test: { during: "sojourn" }, then: [{ type: "meter", meter: "spirit", amount: 1 }] },
    ];
    const low = starforged({ meters: { ...starforged().meters, spirit: 1 } });
    expect(applyEffects(hearten, low, ctx).character.meters.spirit).toBe(3);
    expect(applyEffects(hearten, low, { ...ctx, during: ["sojourn"] }).character.meters.spirit).toBe(4);
    const shaken = { ...low, conditions: { ...low.conditions, shaken: true } };
    const r = applyEffects(hearten, shaken, ctx);
    expect(r.character.meters.spirit).toBe(2);
    expect(r.character.conditions.shaken).toBe(false);
  });

  it("SF Sojourn (published), a recover pick: the named move's strong hit, made during Sojourn (SF-26)", () => {
    const spirit = (amount: number): OutcomeEffect => ({ type: "meter", meter: "spirit", amount });
    const pick: OutcomeEffect = {
      type: "makeMove",
      move: "move:starforged/recover/hearten",
      automatic: "strongHit",
      during: "sojourn",
      effects: [spirit(2), { type: "when", test: { during: "sojourn" }, then: [spirit(1)] }],
    };
    const low = starforged({ meters: { ...starforged().meters, spirit: 1 } });
    const r = applyEffect(pick, low, ctx);
    expect(r.character.meters.spirit).toBe(4);
    expect(r.followUps).toEqual([]);
    // Its own choice takes its answer as a branch's inputs; none picked is refused.
    const choice: OutcomeEffect = { ...pick, effects: [{ type: "choose", min: 1, max: 1, options: [{ id: "a", effects: [spirit(1)] }, { id: "b", effects: [spirit(2)] }] }] };
    expect(applyEffect(choice, low, ctx, { branch: [{ chosen: [1] }] }).character.meters.spirit).toBe(3);
    expect(() => applyEffect(choice, low, ctx)).toThrow(RulesError);
    // Carried effects belong to an automatic move named by id.
    const { automatic: _automatic, ...rolled } = pick as Extract<OutcomeEffect, { type: "makeMove" }>;
    expect(() => applyEffect(rolled, low, ctx)).toThrow(/automatic/);
  });

  it("SF-07: a match adds its effects to the outcome's own", () => {
    const effects = {
      strongHit: [{ type: "progress", times: 1 }],
      strongHitMatch: [{ type: "progress", times: 1 }],
    } as const;
    expect(effectsForOutcome(effects, "strongHit", true)).toHaveLength(2);
    expect(effectsForOutcome(effects, "strongHit", false)).toHaveLength(1);
    expect(effectsForOutcome(effects, "miss", true)).toEqual([]);
  });

  it("refuses a bad effect or a character without the meter, and names it", () => {
    expect(() => applyEffect({ type: "meter", meter: "integrity", amount: -1 }, ironsworn(), ctx)).toThrow(
      expect.objectContaining({ code: "NoSuchMeter" }),
    );
    expect(() => applyEffect({ type: "nope" } as unknown as OutcomeEffect, ironsworn(), ctx)).toThrow(
      expect.objectContaining({ code: "BadEffect" }),
    );
    expect(() => applyEffect({ type: "progress", times: 1 }, ironsworn({ track: null }), ctx)).toThrow(
      expect.objectContaining({ code: "NoTrack" }),
    );
  });
});
