/** The Augur sheet context, built from a sample character. */
import { describe, expect, it } from "vitest";
import { buildAugurContext } from "../../../src/applications/sheets/context/augur-context";
import { assertAugurCharacter, type AugurCharacter } from "../../../src/rules/augur-character";
import { sampleAugur, sampleNames } from "../../../playground/sheets/ruleset-samples";
import { sheetEnv } from "../../templates/sheets/sheet-render";

function build(over: Record<string, unknown> = {}) {
  const actor = sampleAugur();
  Object.assign(actor.system, over);
  return buildAugurContext(actor, sheetEnv(), sampleNames());
}

describe("Augur sheet context", () => {
  it("uses a sample the rules accept", () => {
    const s = sampleAugur().system;
    const state = { ...s, expertise: ["locks"], abilities: ["shadow"] } as unknown as AugurCharacter;
    expect(() => assertAugurCharacter(state)).not.toThrow();
  });

  it("lists the five approaches with their values", () => {
    const c = build();
    expect(c.approaches.map((a) => [a.id, a.value])).toEqual([["prowess", 1], ["finesse", 3], ["insight", 2], ["presence", 1], ["resolve", 2]]);
    expect(c.approaches[1].rollLabel).toBe("Roll Finesse");
  });

  it("flags the abilities that give a bonus die and names bonded characters", () => {
    const c = build();
    expect(c.abilities.map((a) => [a.name, a.bonusDie])).toEqual([["Shadowstep", true], ["Keen ear", false]]);
    expect(c.bonds[0]).toMatchObject({ name: "Brannoc Vey", marked: false });
    expect(c.expertise).toEqual([{ id: "locks", name: "Locks and latches" }]);
  });

  it("shows harm as threat dice", () => {
    const c = build();
    expect(c.harm).toMatchObject({ marked: 1, length: 3, threatDice: 1 });
    expect(c.harm.threatText).toBe("Harm adds 1 threat die to every roll.");
  });

  it("allows a burn from 4 momentum and shows the reset of 2", () => {
    const ready = build();
    expect(ready.momentum.value).toBe(4);
    expect(ready.momentum.canBurn).toBe(true);
    expect(ready.momentum.boxes.map((b) => b.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(ready.momentum.boxes.filter((b) => b.current).map((b) => b.value)).toEqual([4]);
    expect(ready.momentum.resetText).toBe("Resets to 2.");
    const low = build({ momentum: 3 });
    expect(low.momentum.canBurn).toBe(false);
    expect(build({ momentum: 6 }).momentum.canGain).toBe(false);
  });
});
