import { describe, expect, it } from "vitest";
import { useDataModels, type SchemaField, build } from "../fakes/data-fields";
import { collectLimits } from "../../src/data/range-guard";

const models = useDataModels();

function schemaOf(model: unknown): SchemaField {
  return (model as { schema: SchemaField }).schema;
}

function limits(model: unknown): Record<string, [number, number, boolean]> {
  return Object.fromEntries(collectLimits(schemaOf(model)).map((l) => [l.path, [l.min, l.max, l.integer]]));
}

describe("data model map", () => {
  it("lists every actor and item subtype", () => {
    expect(Object.keys(models.dataModels.Actor).sort()).toEqual([
      "augurCharacter",
      "character",
      "conflict",
      "foe",
      "forgedTiesCharacter",
      "shared",
      "starship",
      "strikeCharacter",
    ]);
    expect(Object.keys(models.dataModels.Item).sort()).toEqual([
      "asset",
      "delveSite",
      "move",
      "progress",
      "siteAspect",
    ]);
  });

  it("gives each model its own localisation prefix after the common one", () => {
    for (const [type, model] of Object.entries({ ...models.actorModels, ...models.itemModels })) {
      const prefixes = (model as unknown as { LOCALIZATION_PREFIXES: string[] }).LOCALIZATION_PREFIXES;
      expect(prefixes[0]).toBe("VOWFORGE.Common");
      expect(prefixes).toHaveLength(2);
      expect(prefixes[1]).toMatch(/^VOWFORGE\.[A-Z]/);
      expect(type).toBeTruthy();
    }
  });
});

describe("character schema", () => {
  it("bounds every number as the actor shapes say", () => {
    const l = limits(models.CharacterModel);
    for (const stat of ["edge", "heart", "iron", "shadow", "wits"])
      expect(l[`stats.${stat}`]).toEqual([0, 5, true]);
    for (const meter of ["health", "spirit", "supply"]) expect(l[`meters.${meter}`]).toEqual([0, 5, true]);
    expect(l.momentum).toEqual([-6, 10, true]);
    // The stored token bar values mirror the meters and momentum, within the same limits.
    for (const meter of ["health", "spirit", "supply"])
      expect(l[`bars.${meter}.value`]).toEqual([0, 5, true]);
    expect(l["bars.momentum.value"]).toEqual([-6, 10, true]);
    expect(l["experience.earned"]).toEqual([0, 999, true]);
    expect(l["experience.spent"]).toEqual([0, 999, true]);
    expect(l["bonds.ticks"]).toEqual([0, 40, true]);
    for (const legacy of ["quests", "bonds", "discoveries"])
      expect(l[`legacies.${legacy}.ticks`]).toEqual([0, 40, true]);
    expect([l["clocks.*.segments"], l["clocks.*.filled"]]).toEqual([
      [4, 12, true],
      [0, 12, true],
    ]);
    // A stored "+N on your next move" is +1..+5 (rules/effects/next-move.ts).
    expect(l["nextMove.*.add"]).toEqual([1, 5, true]);
    expect(Object.keys(l)).toHaveLength(5 + 3 + 1 + 4 + 2 + 1 + 3 + 2 + 1);
  });

  it("declares integers required and never null", () => {
    const momentum = schemaOf(models.CharacterModel).fields.momentum;
    expect(momentum.options).toMatchObject({
      required: true,
      nullable: false,
      integer: true,
      min: -6,
      max: 10,
      initial: 2,
    });
  });

  it("starts a new character with the initial values", () => {
    const system = build(models.CharacterModel, {}).toObject();
    expect(system).toMatchObject({
      ruleset: "ironsworn",
      stats: { edge: 1, heart: 1, iron: 1, shadow: 1, wits: 1 },
      meters: { health: 5, spirit: 5, supply: 5 },
      momentum: 2,
      experience: { earned: 0, spent: 0 },
      bonds: { ticks: 0 },
      legacies: {
        quests: { ticks: 0, overflow: false },
        bonds: { ticks: 0, overflow: false },
        discoveries: { ticks: 0, overflow: false },
      },
      pronouns: "",
      callsign: "",
      biography: "",
      notes: "",
    });
    expect(Object.values(system.debilities as object)).toEqual(Array(8).fill(false));
    expect(Object.keys(system.debilities as object)).toEqual([
      "wounded",
      "shaken",
      "unprepared",
      "encumbered",
      "maimed",
      "corrupted",
      "cursed",
      "tormented",
    ]);
    expect(Object.keys(system.impacts as object)).toEqual([
      "wounded",
      "shaken",
      "unprepared",
      "harmed",
      "traumatized",
      "doomed",
      "tormented",
      "indebted",
      "battered",
      "cursed",
    ]);
  });

  it("keeps derived values out of the stored source", () => {
    const model = build(models.CharacterModel, {});
    expect(model.toObject()).not.toHaveProperty("momentumMax");
    expect(model).toHaveProperty("momentumMax", 10);
  });

  it("accepts only Ironsworn or Starforged", () => {
    expect(() => build(models.CharacterModel, { ruleset: "augur" })).toThrow(/valid choice/);
  });
});

describe("other actor schemas", () => {
  it("party: supply 0..5 starting full, notes", () => {
    expect(limits(models.SharedModel)).toEqual({
      supply: [0, 5, true],
      "bars.partySupply.value": [0, 5, true],
    });
    expect(build(models.SharedModel, {}).toObject()).toEqual({
      ruleset: "ironsworn",
      supply: 5,
      bars: { partySupply: { value: 5 } },
      notes: "",
    });
  });

  it("starship: integrity 0..5, battered and cursed; the hold's supply 0..5 and unequipped", () => {
    expect(limits(models.StarshipModel)).toEqual({
      integrity: [0, 5, true],
      "bars.integrity.value": [0, 5, true],
      "bars.shipSupply.value": [0, 5, true],
      supply: [0, 5, true],
    });
    expect(build(models.StarshipModel, {}).toObject()).toEqual({
      integrity: 5,
      bars: { integrity: { value: 5 }, shipSupply: { value: 5 } },
      battered: false,
      cursed: false,
      supply: 5,
      unequipped: false,
      notes: "",
    });
  });

  it("foe: every key of the content shape with its default", () => {
    expect(limits(models.FoeModel)).toEqual({
      "source.page": [1, 9999, true],
      "progress.ticks": [0, 40, true],
    });
    expect(build(models.FoeModel, {}).toObject()).toEqual({
      ruleset: "ironsworn",
      source: { title: "", page: null, authors: "", license: "", url: "" },
      dataswornId: "",
      rank: "dangerous",
      nature: "",
      description: "",
      progress: { ticks: 0 },
    });
  });
});

describe("item schemas", () => {
  it("progress: ticks 0..40 and the content-shape keys", () => {
    expect(limits(models.ProgressModel)).toEqual({ ticks: [0, 40, true] });
    expect(build(models.ProgressModel, {}).toObject()).toEqual({
      ruleset: "ironsworn",
      kind: "vow",
      rank: "dangerous",
      ticks: 0,
      completed: false,
      role: "",
      bond: false,
      notes: "",
    });
    expect(() => build(models.ProgressModel, { kind: "quest" })).toThrow(/valid choice/);
    expect(() => build(models.ProgressModel, { rank: "hard" })).toThrow(/valid choice/);
  });

  it("asset: abilities, meter and fields", () => {
    const asset = build(models.AssetModel, {
      abilities: [{ name: "A", text: "<p>x</p>", enabled: true }, { name: "B" }],
      meter: { enabled: true, label: "Health", value: 3, min: 0, max: 4 },
      fields: [{ key: "name", label: "Name", value: "Rook" }],
    }).toObject();
    expect(asset.abilities).toEqual([
      { name: "A", text: "<p>x</p>", enabled: true },
      { name: "B", text: "", enabled: false },
    ]);
    expect(asset.meter).toEqual({ enabled: true, label: "Health", value: 3, min: 0, max: 4 });
    expect(asset.fields).toEqual([{ key: "name", label: "Name", value: "Rook" }]);
    expect(Object.keys(asset)).toEqual([
      "ruleset",
      "source",
      "dataswornId",
      "category",
      "requirement",
      "abilities",
      "meter",
      "fields",
    ]);
  });

  it("move: every key of the content shape", () => {
    const move = build(models.MoveModel, {
      rollOptions: [{ using: "stat", key: "edge", label: "" }],
      outcomes: { strongHit: { text: "<p>ok</p>" } },
      oracles: ["Compendium.vowforge.oracles.RollTable.abc"],
    }).toObject();
    expect(Object.keys(move)).toEqual([
      "ruleset",
      "source",
      "dataswornId",
      "formerly",
      "category",
      "trigger",
      "text",
      "rollType",
      "rollOptions",
      "rollConditions",
      "progressTrack",
      "outcomes",
      "oracles",
      "effects",
    ]);
    expect(move.formerly).toBe("");
    expect(move.effects).toEqual({});
    expect(move.rollType).toBe("action");
    expect(move.outcomes).toEqual({
      strongHit: { text: "<p>ok</p>", match: "" },
      weakHit: { text: "", match: "" },
      miss: { text: "", match: "" },
    });
    expect(() =>
      build(models.MoveModel, { rollOptions: [{ using: "dice", key: "x", label: "" }] }),
    ).toThrow();
    expect(() => build(models.MoveModel, { rollType: "oracle" })).toThrow(/valid choice/);
  });

  it("move: outcome effects are checked whole by the rules' validator", () => {
    const effects = { strongHit: [{ type: "meter", meter: "momentum", amount: 1 }], weakHit: [], miss: [] };
    expect(build(models.MoveModel, { effects }).toObject().effects).toEqual(effects);
    expect(() =>
      build(models.MoveModel, { effects: { strongHit: [{ type: "meter", meter: "wealth", amount: 1 }] } }),
    ).toThrow(/meter must be one of/);
    expect(() => build(models.MoveModel, { effects: { sometimes: [] } })).toThrow(/unknown outcome/);
  });
});
