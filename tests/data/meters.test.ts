import { describe, expect, it } from "vitest";
import { useDataModels, type DataModel, build } from "../fakes/data-fields";
import { adjustMeter, adjustedMeterValue } from "../../src/data/meters";

const models = useDataModels();

/** An owner whose update goes through the fake model's cleaning, as a document's would. */
function owner(system: DataModel) {
  const updates: Record<string, unknown>[] = [];
  return {
    system,
    updates,
    async update(data: Record<string, unknown>) {
      updates.push(data);
      system.updateSource(
        Object.fromEntries(Object.entries(data).map(([k, v]) => [k.replace(/^system\./, ""), v])),
      );
    },
  };
}

describe("adjustMeter", () => {
  it("moves a meter by the step", async () => {
    const actor = owner(build(models.CharacterModel, { meters: { health: 3 } }));
    expect(await adjustMeter(actor, "meters.health", -1)).toBe(2);
    expect(await adjustMeter(actor, "system.meters.health", 2)).toBe(4);
    expect(actor.updates).toEqual([{ "system.meters.health": 2 }, { "system.meters.health": 4 }]);
  });

  it("stops at the ends instead of refusing, and writes nothing when already there", async () => {
    const actor = owner(build(models.CharacterModel, { meters: { supply: 5, spirit: 0 } }));
    expect(await adjustMeter(actor, "meters.supply", 1)).toBe(5);
    expect(await adjustMeter(actor, "meters.spirit", -3)).toBe(0);
    expect(actor.updates).toEqual([]);
  });

  it("stops momentum at the character's current maximum and at -6", () => {
    const shaken = build(models.CharacterModel, { momentum: 7, debilities: { shaken: true, wounded: true } });
    expect(adjustedMeterValue(shaken, "momentum", 1)).toBe(8);
    expect(adjustedMeterValue(shaken, "momentum", 5)).toBe(8);
    expect(adjustedMeterValue(build(models.CharacterModel, { momentum: -5 }), "momentum", -4)).toBe(-6);
  });

  it("brings momentum above a newly lowered maximum down on the next step", () => {
    const model = build(models.CharacterModel, { momentum: 10, debilities: { maimed: true } });
    expect(adjustedMeterValue(model, "momentum", -1)).toBe(9);
    expect(adjustedMeterValue(model, "momentum", 1)).toBe(9);
  });

  it("works for party supply, starship integrity and track ticks", () => {
    expect(adjustedMeterValue(build(models.SharedModel, { supply: 1 }), "supply", -2)).toBe(0);
    expect(adjustedMeterValue(build(models.StarshipModel, { integrity: 4 }), "integrity", 3)).toBe(5);
    expect(adjustedMeterValue(build(models.ProgressModel, { ticks: 36 }), "ticks", 8)).toBe(40);
  });

  it("stops an asset meter at its own min and max", () => {
    const asset = build(models.AssetModel, {
      meter: { enabled: true, label: "Health", value: 3, min: 1, max: 4 },
    });
    expect(adjustedMeterValue(asset, "meter.value", 5)).toBe(4);
    expect(adjustedMeterValue(asset, "meter.value", -5)).toBe(1);
  });

  it("throws for a path that is not a numeric field", () => {
    expect(() => adjustedMeterValue(build(models.CharacterModel, {}), "pronouns", 1)).toThrow(
      /not a numeric field/,
    );
  });
});
