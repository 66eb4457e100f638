import { describe, expect, it } from "vitest";
import { build } from "../fakes/data-fields";
import { useDocumentWorld } from "../fakes/document-world";
import type { FakeDocument } from "../fakes/documents";
import { BAR_SOURCES, TRACKABLE_ATTRIBUTES } from "../../src/data/actor/bars";
import { getPath } from "../../src/paths";
import { limitsOf } from "../../src/data/range-guard";

const world = useDocumentWorld();
const { models } = world;

function character(system: Record<string, unknown> = {}) {
  return new world.ActorClass("character", build(models.CharacterModel, system));
}

describe("actor updates", () => {
  it("let an in-range update through without a message", async () => {
    const actor = character();
    await actor.update({ "system.meters.health": 3 });
    // The stored token bar value follows the meter it mirrors.
    expect(actor.stored).toEqual([{ "system.meters.health": 3, "system.bars.health.value": 3 }]);
    expect(world.ui.shown).toEqual([]);
  });

  it("refuse an out-of-range value with a localised message naming the field and its limits", async () => {
    const actor = character();
    const result = await actor.update({ system: { meters: { health: 7 } } });
    expect(result).toBeUndefined();
    expect(actor.stored).toEqual([]);
    expect(world.ui.shown.map((n) => [n.level, n.message])).toEqual([
      ["error", "Health must be a whole number from 0 to 5; 7 was not saved."],
    ]);
  });

  it("refuse momentum above the current maximum, naming the maximum", async () => {
    const actor = character({ debilities: { wounded: true, shaken: true } });
    expect(await actor.update({ "system.momentum": 9 })).toBeUndefined();
    expect(world.ui.shown[0].message).toBe(
      "Momentum can be at most 8 while 2 debilities or impacts are marked; 9 was not saved.",
    );
    await actor.update({ "system.momentum": 8 });
    expect(actor.stored).toEqual([{ "system.momentum": 8, "system.bars.momentum.value": 8 }]);
  });

  it("refuse one message per refused value, and store none of the update", async () => {
    const actor = character();
    await actor.update({ "system.stats.edge": 6, "system.stats.iron": -1, "system.notes": "<p>kept?</p>" });
    expect(actor.stored).toEqual([]);
    expect(world.ui.shown.map((n) => n.message)).toEqual([
      "Edge must be a whole number from 0 to 5; 6 was not saved.",
      "Iron must be a whole number from 0 to 5; -1 was not saved.",
    ]);
  });

  it("refuse in the pre-update hook too (batched updates)", async () => {
    const actor = character();
    expect(await actor.preUpdate({ system: { momentum: 11 } })).toBe(false);
    expect(await actor.preUpdate({ system: { momentum: 10 } })).toBeUndefined();
    expect(world.ui.shown).toHaveLength(1);
  });

  it("check other actor types against their own schema", async () => {
    const ship = new world.ActorClass("starship", build(models.StarshipModel, {}));
    await ship.update({ "system.integrity": 6 });
    expect(world.ui.shown[0].message).toBe("Integrity must be a whole number from 0 to 5; 6 was not saved.");
    const party = new world.ActorClass("shared", build(models.SharedModel, {}));
    await party.update({ "system.supply": 0 });
    expect(party.stored).toHaveLength(1);
  });
});

describe("updates holding v14 operator objects", () => {
  /**
   * Stands in for v14's `foundry.data.operators.ForcedDeletion` (`_del`) and `_replace(...)`: class
   * instances Foundry recognises by their class (Muttley/foundryvtt-fallout issue 751, foundryvtt/pf2e
   * issue 21998, foundryvtt/dnd5e module/documents/item.mjs `deleteActivity`).
   */
  class ForcedDeletion {
    readonly marker = () => "deleted";
  }

  it("reach update() as the same instances, nested or flat, with the bar mirror still written", async () => {
    const actor = character();
    const flagDeletion = new ForcedDeletion();
    const notesDeletion = new ForcedDeletion();
    await actor.update({
      flags: { vowforge: { note: flagDeletion } },
      system: { meters: { health: 2 }, notes: notesDeletion },
    });
    expect(world.ui.shown).toEqual([]);
    const [stored] = actor.stored as Array<Record<string, unknown>>;
    expect(getPath(stored, "flags.vowforge.note")).toBe(flagDeletion);
    expect(getPath(stored, "system.notes")).toBe(notesDeletion);
    expect(getPath(stored, "system.bars.health.value")).toBe(2);
  });

  it("leave the caller's update untouched", async () => {
    const actor = character({ debilities: { wounded: true, shaken: true } });
    const bars = { health: { max: 5 } };
    const data = { system: { meters: { health: 2 }, momentum: 9, debilities: { wounded: false }, bars } };
    await actor.update(data);
    expect(data.system.momentum).toBe(9);
    expect(bars).toEqual({ health: { max: 5 } });
    expect(data.system).not.toHaveProperty("bars.health.value");
  });
});

describe("item updates", () => {
  it("refuse ticks beyond a full track", async () => {
    const vow = new world.ItemClass("progress", build(models.ProgressModel, { ticks: 38 }));
    await vow.update({ "system.ticks": 41 });
    expect(vow.stored).toEqual([]);
    expect(world.ui.shown[0].message).toBe(
      "Progress (ticks) must be a whole number from 0 to 40; 41 was not saved.",
    );
    await vow.update({ "system.ticks": 40 });
    expect(vow.stored).toEqual([{ "system.ticks": 40 }]);
  });
});

describe("token bars", () => {
  it("are derived from the stored meters, momentum up to its current maximum", () => {
    const c = build(models.CharacterModel, {
      meters: { health: 3 },
      momentum: 4,
      debilities: { shaken: true },
    });
    expect(c.bars).toEqual({
      health: { value: 3, min: 0, max: 5 },
      spirit: { value: 5, min: 0, max: 5 },
      supply: { value: 5, min: 0, max: 5 },
      momentum: { value: 4, min: -6, max: 9 },
    });
    expect(build(models.SharedModel, { supply: 2 }).bars).toEqual({
      partySupply: { value: 2, min: 0, max: 5 },
    });
    expect(build(models.StarshipModel, { integrity: 1, supply: 3 }).bars).toEqual({
      integrity: { value: 1, min: 0, max: 5 },
      shipSupply: { value: 3, min: 0, max: 5 },
    });
  });

  it("every trackable bar is derived by its model and maps to a stored numeric field", () => {
    for (const [type, { bar }] of Object.entries(TRACKABLE_ATTRIBUTES)) {
      const Model = models.actorModels[type as keyof typeof models.actorModels];
      const model = build(Model);
      const numeric = limitsOf(Model).map((l) => l.path);
      for (const path of bar) {
        expect(getPath(model, path)).toMatchObject({ value: expect.any(Number), max: expect.any(Number) });
        expect(numeric).toContain(BAR_SOURCES[path]);
      }
    }
  });

  it("mirror the party's supply and a starship's integrity into their stored bar values", async () => {
    const ship = new world.ActorClass("starship", build(models.StarshipModel, {}));
    await ship.update({ system: { integrity: 2 } });
    expect(ship.stored).toEqual([{ system: { integrity: 2, bars: { integrity: { value: 2 } } } }]);
    const party = new world.ActorClass("shared", build(models.SharedModel, {}));
    await party.update({ "system.supply": 1 });
    expect(party.stored).toEqual([{ "system.supply": 1, "system.bars.partySupply.value": 1 }]);
  });

  it("write a HUD edit to the stored meter, clamped", async () => {
    type WithBars = FakeDocument & {
      modifyTokenAttribute(a: string, v: number, d?: boolean, b?: boolean): Promise<unknown>;
    };
    const actor = character({ meters: { health: 3 }, momentum: 4, debilities: { shaken: true } }) as WithBars;
    await actor.modifyTokenAttribute("bars.health", -1, true, true);
    await actor.modifyTokenAttribute("bars.momentum", 12, false, true);
    await actor.modifyTokenAttribute("bars.spirit", 5, false, true);
    await actor.modifyTokenAttribute("flags.other", 2, false, false);
    expect(actor.stored).toEqual([
      { "system.meters.health": 2, "system.bars.health.value": 2 },
      { "system.momentum": 9, "system.bars.momentum.value": 9 },
      { attribute: "flags.other", value: 2, isDelta: false, isBar: false },
    ]);
    expect(world.ui.shown).toEqual([]);
  });
});
