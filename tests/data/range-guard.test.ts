import { describe, expect, it } from "vitest";
import { DataModelValidationError, useDataModels, type DataModel, build } from "../fakes/data-fields";
import { findRangeProblems, limitsOf, type FieldLimit } from "../../src/data/range-guard";
import { findMomentumProblem, settledMomentum } from "../../src/data/actor/momentum-guard";
import { getPath } from "../../src/paths";
import { updateProblems } from "../../src/data/update-check";
import { DEBILITIES } from "../../src/data/actor/conditions";
import { expectStoredWithinLimits, fixedLimits, pickOne, prng, randomFixedChanges } from "./random-updates";
import { PROPERTY_TIMEOUT_MS } from "../support/property";

const models = useDataModels();

const limits = (model: unknown): FieldLimit[] => limitsOf(model);

describe("limits from the schema", () => {
  it("are read from the fields, with label keys from the model's prefixes", () => {
    const health = limits(models.CharacterModel).find((l) => l.path === "meters.health");
    expect(health).toEqual({
      path: "meters.health",
      min: 0,
      max: 5,
      integer: true,
      nullable: false,
      label: null,
      labelKeys: [
        "VOWFORGE.Character.FIELDS.meters.health.label",
        "VOWFORGE.Common.FIELDS.meters.health.label",
      ],
    });
  });

  it("are computed once per model", () => {
    expect(limitsOf(models.ProgressModel)).toBe(limitsOf(models.ProgressModel));
  });
});

describe("findRangeProblems", () => {
  const character = () => limits(models.CharacterModel);

  it("accepts values within the limits, nested or dotted", () => {
    expect(
      findRangeProblems(character(), {
        "system.meters.health": 0,
        system: { stats: { edge: 5 }, momentum: -6 },
      }),
    ).toEqual([]);
  });

  it("accepts numeric text as Foundry's cleaning reads it", () => {
    expect(findRangeProblems(character(), { "system.meters.spirit": "3" })).toEqual([]);
  });

  it("refuses a value above the maximum, naming field and limits", () => {
    expect(findRangeProblems(character(), { "system.meters.health": 6 })).toEqual([
      {
        path: "system.meters.health",
        value: 6,
        min: 0,
        max: 5,
        label: "VOWFORGE.Character.FIELDS.meters.health.label",
      },
    ]);
  });

  it("refuses below the minimum, fractions, text, null and NaN", () => {
    const changes = {
      "system.momentum": -7,
      "system.stats.edge": 2.5,
      "system.stats.heart": "lots",
      "system.stats.iron": null,
      "system.stats.wits": Number.NaN,
      "system.experience.earned": Infinity,
    };
    const problems = findRangeProblems(character(), changes);
    expect(problems.map((p) => p.path).sort()).toEqual(Object.keys(changes).sort());
  });

  it("ignores fields without limits and paths outside the system data", () => {
    expect(
      findRangeProblems(character(), {
        name: 99,
        "system.pronouns": 12,
        "flags.x.momentum": 99,
        momentum: 99,
      }),
    ).toEqual([]);
  });

  it("uses a label the field carries, else the first key that exists", () => {
    const [limit] = limits(models.ProgressModel);
    expect(findRangeProblems([{ ...limit, label: "Ticks!" }], { "system.ticks": 41 })[0].label).toBe(
      "Ticks!",
    );
    const has = (key: string) => key.startsWith("VOWFORGE.Common");
    expect(findRangeProblems([limit], { "system.ticks": 41 }, { has })[0].label).toBe(
      "VOWFORGE.Common.FIELDS.ticks.label",
    );
  });

  it("accepts null where the field is nullable", () => {
    expect(findRangeProblems(limits(models.FoeModel), { "system.source.page": null })).toEqual([]);
    expect(findRangeProblems(limits(models.FoeModel), { "system.source.page": 0 })).toHaveLength(1);
  });
});

describe("findMomentumProblem", () => {
  const state = (
    debilities: Record<string, boolean> = {},
    ruleset = "ironsworn",
    impacts: Record<string, boolean> = {},
  ) => ({
    ruleset,
    debilities,
    impacts,
  });

  it("allows momentum up to the maximum", () => {
    expect(findMomentumProblem(state({ shaken: true }), { "system.momentum": 9 })).toBeNull();
  });

  it("refuses momentum above the maximum, naming it", () => {
    expect(
      findMomentumProblem(state({ shaken: true, wounded: true }), { "system.momentum": 9 }),
    ).toMatchObject({
      path: "system.momentum",
      value: 9,
      max: 8,
      marked: 2,
    });
  });

  it("counts impacts for Starforged, debilities for Ironsworn", () => {
    const s = state({ shaken: true }, "starforged", { doomed: true, indebted: true, harmed: true });
    expect(findMomentumProblem(s, { "system.momentum": 8 })).toMatchObject({ max: 7, marked: 3 });
  });

  it("reads debilities marked or cleared in the same update: a mark brings momentum down, not a refusal", () => {
    const marking = { "system.momentum": 10, "system.debilities.maimed": true };
    expect(findMomentumProblem(state(), marking)).toMatchObject({ max: 9 });
    // The guard settles momentum at the new maximum before it checks, so the mark is stored.
    expect(settledMomentum({ ...state(), momentum: 10 }, marking)).toBe(9);
    expect(findMomentumProblem(state(), { ...marking, "system.momentum": 9 })).toBeNull();
    expect(
      findMomentumProblem(state({ maimed: true }), {
        system: { momentum: 10, debilities: { maimed: false } },
      }),
    ).toBeNull();
  });

  it("leaves updates without momentum alone, even above a lowered maximum", () => {
    expect(findMomentumProblem(state({ maimed: true }), { "system.debilities.cursed": true })).toBeNull();
  });
});

describe("settledMomentum", () => {
  const at = (momentum: number, debilities: Record<string, boolean> = {}, ruleset = "ironsworn", impacts: Record<string, boolean> = {}) => ({
    ruleset,
    momentum,
    debilities,
    impacts,
  });

  it("brings stored momentum down to the maximum a new mark sets, whether the update carries momentum or not", () => {
    expect(settledMomentum(at(10), { "system.debilities.wounded": true })).toBe(9);
    expect(settledMomentum(at(10), { system: { momentum: 10, debilities: { wounded: true, shaken: true } } })).toBe(8);
    expect(settledMomentum(at(9, { wounded: true }), { "system.debilities.shaken": true })).toBe(8);
  });

  it("counts the marks of the ruleset switched to", () => {
    expect(settledMomentum(at(10, {}, "ironsworn", { doomed: true }), { "system.ruleset": "starforged" })).toBe(9);
    expect(settledMomentum(at(10, { wounded: true }, "starforged"), { "system.ruleset": "ironsworn" })).toBe(9);
  });

  it("leaves momentum within the maximum, cleared marks and a new value typed above an unchanged maximum alone", () => {
    expect(settledMomentum(at(5), { "system.debilities.wounded": true })).toBeNull();
    expect(settledMomentum(at(9, { wounded: true }), { "system.debilities.wounded": false })).toBeNull();
    expect(settledMomentum(at(8, { wounded: true }), { "system.momentum": 10 })).toBeNull();
  });
});

describe("random updates through the guard and the schema", () => {
  it.each([
    ["character", 1],
    ["progress", 2],
    ["starship", 3],
    ["shared", 4],
    ["foe", 5],
  ] as const)("%s: nothing stored is ever out of range; refused updates change nothing", (type, seed) => {
    const Model = { ...models.actorModels, ...models.itemModels }[type] as unknown as new () => DataModel;
    const fieldLimits = fixedLimits(Model);
    const random = prng(seed);
    const model = new Model();
    let refused = 0;
    let accepted = 0;
    let checked = 0;
    for (let round = 0; round < 3000; round++) {
      const changes = randomFixedChanges(random, fieldLimits);
      if (type === "character" && random() < 0.4) {
        changes[`system.debilities.${pickOne(random, DEBILITIES)}`] = random() < 0.5;
      }
      const before = model.toObject();
      const problems = updateProblems({ type, system: model }, changes);
      if (problems.length > 0) {
        refused++;
        expect(model.toObject()).toEqual(before);
        for (const problem of problems) expect(problem.path in changes).toBe(true);
      } else {
        accepted++;
        const inner = Object.fromEntries(
          Object.entries(changes).map(([k, v]) => [k.slice("system.".length), v]),
        );
        expect(() => model.updateSource(inner)).not.toThrow(DataModelValidationError);
        // Accepted values are stored as asked: nothing was silently brought to a limit.
        for (const [path, value] of Object.entries(inner)) {
          if (path.startsWith("debilities.")) continue;
          expect(getPath(model.toObject(), path)).toBe(value === null ? null : Number(value));
        }
        if ("momentum" in inner) {
          const { momentum, momentumMax } = model as unknown as { momentum: number; momentumMax: number };
          expect(momentum).toBeLessThanOrEqual(momentumMax);
        }
      }
      checked += expectStoredWithinLimits(model.toObject(), fieldLimits);
    }
    expect(refused).toBeGreaterThan(300);
    expect(accepted).toBeGreaterThan(300);
    expect(checked).toBeGreaterThanOrEqual(3000);
  }, PROPERTY_TIMEOUT_MS);

  it("without the guard the schema alone would store a value other than the one asked", () => {
    const model = build(models.CharacterModel, {});
    model.updateSource({ "meters.health": 9 });
    expect(getPath(model.toObject(), "meters.health")).toBe(5);
  });
});
