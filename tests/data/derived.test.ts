import { describe, expect, it } from "vitest";
import { useDataModels, build } from "../fakes/data-fields";
import { DEBILITIES as ALL_DEBILITIES, IMPACTS as ALL_IMPACTS } from "../../src/data/actor/conditions";

const models = useDataModels();

interface Derived {
  marked: number;
  momentumMax: number;
  momentumReset: number;
  bondsScore: number;
  legacyXp: Record<string, number>;
  legacyScore: Record<string, number>;
}

function character(system: Record<string, unknown>): Derived {
  return build(models.CharacterModel, system) as unknown as Derived;
}

const DEBILITIES = ["wounded", "shaken", "unprepared"];
const IMPACTS = ["harmed", "doomed", "indebted"];

function marks(keys: string[], count: number): Record<string, boolean> {
  return Object.fromEntries(keys.slice(0, count).map((key) => [key, true]));
}

describe("character momentum max and reset", () => {
  const expected = [
    { marked: 0, max: 10, reset: 2 },
    { marked: 1, max: 9, reset: 1 },
    { marked: 2, max: 8, reset: 0 },
    { marked: 3, max: 7, reset: 0 },
  ];

  it.each(expected)("Ironsworn, $marked debilities: max $max, reset $reset", ({ marked, max, reset }) => {
    const c = character({
      ruleset: "ironsworn",
      debilities: marks(DEBILITIES, marked),
      impacts: marks(IMPACTS, 3),
    });
    expect(c).toMatchObject({ marked, momentumMax: max, momentumReset: reset });
  });

  it.each(expected)("Starforged, $marked impacts: max $max, reset $reset", ({ marked, max, reset }) => {
    const c = character({
      ruleset: "starforged",
      impacts: marks(IMPACTS, marked),
      debilities: marks(DEBILITIES, 3),
    });
    expect(c).toMatchObject({ marked, momentumMax: max, momentumReset: reset });
  });

  it("counts every debility and every impact", () => {
    const allDebilities = marks([...ALL_DEBILITIES], ALL_DEBILITIES.length);
    expect(character({ debilities: allDebilities })).toMatchObject({
      marked: 8,
      momentumMax: 2,
      momentumReset: 0,
    });
    const allImpacts = marks([...ALL_IMPACTS], ALL_IMPACTS.length);
    expect(character({ ruleset: "starforged", impacts: allImpacts })).toMatchObject({
      marked: 10,
      momentumMax: 0,
    });
  });

  it("derives again after an update marks a debility", () => {
    const model = build(models.CharacterModel, {});
    model.updateSource({ "debilities.maimed": true });
    expect(model).toMatchObject({ marked: 1, momentumMax: 9, momentumReset: 1 });
  });
});

describe("character tracks", () => {
  it("bonds: score from ticks", () => {
    expect(character({ bonds: { ticks: 0 } }).bondsScore).toBe(0);
    expect(character({ bonds: { ticks: 11 } }).bondsScore).toBe(2);
    expect(character({ bonds: { ticks: 40 } }).bondsScore).toBe(10);
  });

  it("legacy XP: 2 per box before +10, 1 after, summed", () => {
    const c = character({
      ruleset: "starforged",
      legacies: {
        quests: { ticks: 9, overflow: false },
        bonds: { ticks: 12, overflow: true },
        discoveries: { ticks: 40, overflow: true },
      },
    });
    expect(c.legacyXp).toEqual({ quests: 4, bonds: 23, discoveries: 30, total: 57 });
    expect(c.legacyScore).toEqual({ quests: 2, bonds: 10, discoveries: 10 });
  });

  it("reads a full track that never cleared as the +10 state", () => {
    const c = character({ legacies: { quests: { ticks: 40, overflow: false } } });
    expect(c.legacyXp.quests).toBe(20);
    expect(c.legacyScore.quests).toBe(10);
  });
});

describe("progress and foe tracks", () => {
  it.each([
    [0, 0, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [3, 0, [3, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [4, 1, [4, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    [17, 4, [4, 4, 4, 4, 1, 0, 0, 0, 0, 0]],
    [40, 10, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]],
  ])("progress item with %i ticks: score %i", (ticks, score, boxes) => {
    expect(build(models.ProgressModel, { ticks })).toMatchObject({ score, boxes });
    expect(build(models.FoeModel, { progress: { ticks } })).toMatchObject({ score, boxes });
  });
});

describe("character migrateData", () => {
  it("reads older data: flat stats and meters, momentum as an object", () => {
    const model = build(models.CharacterModel, {
      edge: 3,
      heart: 2,
      iron: 1,
      shadow: 2,
      wits: 1,
      health: 4,
      spirit: 3,
      supply: 2,
      momentum: { value: 6, max: 9, reset: 1 },
      debilities: { shaken: true },
    });
    expect(model.toObject()).toMatchObject({
      stats: { edge: 3, heart: 2, iron: 1, shadow: 2, wits: 1 },
      meters: { health: 4, spirit: 3, supply: 2 },
      momentum: 6,
    });
    expect(model.toObject()).not.toHaveProperty("edge");
    expect(model).toMatchObject({ momentumMax: 9, momentumReset: 1 });
  });

  it("keeps current data as it is", () => {
    const current = build(models.CharacterModel, { stats: { edge: 3 }, momentum: -2 }).toObject();
    expect(build(models.CharacterModel, current).toObject()).toEqual(current);
  });

  it("prefers a value already at the new place over a stale flat one", () => {
    const model = build(models.CharacterModel, { stats: { edge: 4 }, edge: 1 });
    expect(model.toObject()).toMatchObject({ stats: { edge: 4 } });
  });

  it("falls back to the initial momentum when the old object has no number", () => {
    expect(build(models.CharacterModel, { momentum: { max: 10 } }).toObject()).toMatchObject({ momentum: 2 });
    expect(build(models.CharacterModel, { momentum: { value: "5" } }).toObject()).toMatchObject({
      momentum: 5,
    });
  });
});
