/**
 * The character sheet's rails and the game a sheet wears: momentum's rail runs +10 to −6 with the boxes
 * above the current maximum closed, each box moves the meter to its value, a condition meter's rail runs
 * 5 to 0; the Legacies tab is a Starforged character's only; a document's look follows its type, then its
 * ruleset.
 */
import { describe, expect, it } from "vitest";
import { lookOf } from "../../../../src/config";
import { rulesetOf } from "../../../../src/data/documents";
import { meterViews, momentumView } from "../../../../src/applications/sheets/context/vitals-context";
import { tabViews } from "../../../../src/applications/sheets/context/character-context";
import { localize } from "../../../helpers/handlebars";

const env = { localize, html: (s: string) => s, editable: true, idPrefix: "t" };

describe("rails", () => {
  it("draws momentum's whole track, closes the boxes above the maximum and moves to a box's value", () => {
    const view = momentumView({ momentum: 3, momentumMax: 8, momentumReset: 0 }, 2, localize, "t");
    expect(view.rail.map((b) => b.text)).toEqual(["+10", "+9", "+8", "+7", "+6", "+5", "+4", "+3", "+2", "+1", "0", "\u22121", "\u22122", "\u22123", "\u22124", "\u22125", "\u22126"]);
    expect(view.rail.filter((b) => b.disabled).map((b) => b.value)).toEqual([10, 9]);
    expect(view.rail.filter((b) => b.current).map((b) => b.value)).toEqual([3]);
    for (const box of view.rail) expect(3 + box.delta).toBe(box.value);
    expect(view.rail.find((b) => b.value === -2)?.label).toBe("Set Momentum to \u22122");
    expect(new Set(view.rail.map((b) => b.id)).size).toBe(view.rail.length);
  });

  it("runs a condition meter from 5 to 0, filled below its value, with a roll label", () => {
    const [health] = meterViews({ meters: { health: 2, spirit: 5, supply: 0 } }, localize, "t");
    expect(health.rail.map((b) => b.value)).toEqual([5, 4, 3, 2, 1, 0]);
    expect(health.rail.filter((b) => b.filled).map((b) => b.value)).toEqual([1, 0]);
    expect(health.rollLabel).toBe("Roll Health (+2)");
  });
});

describe("tabs and looks", () => {
  it("shows the Legacies tab to a Starforged character only", () => {
    expect(tabViews("tracks", env, "starforged").map((t) => t.id)).toEqual(["tracks", "legacies", "assets", "moves", "notes"]);
    expect(tabViews("legacies", env, "ironsworn").map((t) => [t.id, t.active])).toEqual([["tracks", true], ["assets", false], ["moves", false], ["notes", false]]);
  });

  it("gives each document the look of its game", () => {
    const look = (type: string, system: unknown) => lookOf(type, rulesetOf({ type, system }));
    expect(look("character", { ruleset: "starforged" })).toBe("starforged");
    expect(look("character", { ruleset: "nonsense" })).toBe("ironsworn");
    expect(look("forgedTiesCharacter", {})).toBe("forgedTies");
    expect(look("augurCharacter", null)).toBe("augur");
    expect(look("conflict", {})).toBe("strike");
    expect(look("starship", { ruleset: "ironsworn" })).toBe("starforged");
    expect(look("progress", { ruleset: "augur" })).toBe("augur");
  });
});
