/** The Forged Ties sheet context, built from a sample character. */
import { describe, expect, it } from "vitest";
import { buildForgedTiesContext } from "../../../src/applications/sheets/context/forged-ties-context";
import {
  assertForgedTiesCharacter,
  type ForgedTiesCharacter,
} from "../../../src/rules/forged-ties-character";
import { sampleForgedTies, sampleNames } from "../../../playground/sheets/ruleset-samples";
import { sheetEnv } from "../../templates/sheets/sheet-render";

function build(over: Record<string, unknown> = {}, editable = true) {
  const actor = sampleForgedTies();
  Object.assign(actor.system, over);
  return buildForgedTiesContext(actor, sheetEnv({ editable }), sampleNames());
}

describe("Forged Ties sheet context", () => {
  it("uses a sample the rules accept", () => {
    const s = sampleForgedTies().system;
    expect(() => assertForgedTiesCharacter(s as unknown as ForgedTiesCharacter)).not.toThrow();
  });

  it("lists every stat and skill with its dice and a roll label", () => {
    const c = build();
    expect(c.stats.map((s) => [s.id, s.dice])).toEqual([["strength", 2], ["agility", 1], ["wits", 3], ["presence", 1]]);
    expect(c.stats[0].label).toBe("Strength");
    expect(c.skills).toEqual([
      { id: "climb", name: "Climb", statLabel: "Agility", dice: 2, rollLabel: "Roll Climb" },
      { id: "lore", name: "Old lore", statLabel: "Wits", dice: 1, rollLabel: "Roll Old lore" },
    ]);
  });

  it("marks ruin spaces and the Broken box apart on the breaking track", () => {
    const c = build();
    expect(c.breaking.marked).toBe(4);
    expect(c.breaking.boxes.filter((b) => b.ruin).map((b) => b.box)).toEqual([5, 8]);
    expect(c.breaking.boxes.filter((b) => b.broken).map((b) => b.box)).toEqual([10]);
    expect(c.breaking.boxes[4].cssClass).toContain("vf-mark--ruin");
    expect(c.breaking.boxes[9].cssClass).toContain("vf-mark--broken");
    expect(c.breaking.boxes[3].cssClass).toContain("vf-mark--on");
    expect(c.breaking.srText).toBe("4 of 10 boxes marked");
    expect(c.breaking.isBroken).toBe(false);
    expect(build({ breaking: { marked: 10, length: 10, ruinSpaces: [5, 8] } }).breaking.isBroken).toBe(true);
  });

  it("shows harm slots, empty ones included, and whether each is broken", () => {
    const c = build();
    expect(c.harm.map((h) => [h.name, h.broken, h.empty])).toEqual([
      ["Sprained wrist", false, false],
      ["Old scar", true, false],
      ["", false, true],
    ]);
    expect(c.harm[0].removeLabel).toBe("Remove the harm Sprained wrist");
  });

  it("lists forge requirements, the stat tracks and bonds by character name", () => {
    const c = build();
    expect(c.forge.requirements.map((r) => [r.id, r.met])).toEqual([["oath", true], ["token", false]]);
    expect(c.forge.allMet).toBe(false);
    expect(c.statTracks.find((t) => t.id === "wits")).toMatchObject({ marked: 3, length: 4, canMark: true });
    expect(c.bonds).toEqual([
      expect.objectContaining({ characterId: "Actor.auMira", name: "Mira Quell", marked: true }),
      expect.objectContaining({ characterId: "Actor.unknown", name: "A character no longer in this world", missing: true, marked: false }),
    ]);
    expect(c.ruinAdvances).toEqual([{ index: 0, text: "Haunted by the river", removeLabel: "Remove the ruin advance Haunted by the river" }]);
    expect(c.heart).toMatchObject({ marked: 1, length: 3, canMark: true, canClear: true });
  });

  it("passes the editable flag and reads missing data as empty", () => {
    expect(build({}, false).editable).toBe(false);
    const c = buildForgedTiesContext({ name: "Blank", img: "", system: {} }, sheetEnv());
    expect(c.skills).toEqual([]);
    expect(c.harm).toEqual([]);
    expect(c.canAddHarm).toBe(false);
    expect(c.breaking.boxes).toEqual([]);
  });
});
