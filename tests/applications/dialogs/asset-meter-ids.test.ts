/**
 * An asset's meter in the roll dialog never takes the id of one of the character's own stats, condition
 * meters or momentum: a meter labelled "Health" (Ironsworn's Awakening ritual ships one), "Supply" or
 * "Edge" gets its own id, so a move naming the character's health, or a roll opened on it, offers and
 * rolls the character's; every other label keeps the id it always had (stored cards and macros name it).
 */
import { describe, expect, it } from "vitest";
import { assetMeterKey, rollSummary, statOptions } from "../../../src/applications/dialogs/actor-summaries";
import { defaultChoices } from "../../../src/applications/dialogs/roll-dialog-context";
import { requestFromChoices } from "../../../src/applications/dialogs/roll-dialog-request";
import { METERS, STATS } from "../../../src/config";
import { type MoveSummary } from "../../../src/applications/dialogs/roll-dialog-types";
import { localize } from "../../helpers/handlebars";
import { choices, input } from "./dialog-fixtures";

const CHARACTER_IDS: readonly string[] = [...STATS, ...METERS, "momentum"];

function asset(id: string, name: string, category: string, label: string, value: number) {
  return { id, name, type: "asset", system: { category, meter: { enabled: true, label, value, min: 0, max: 5 } } };
}

/** An Ironsworn character (health 5, iron 3) with the Awakening ritual, whose simulacrum's meter is labelled "health". */
function withAwakening() {
  return rollSummary(
    {
      name: "Kira",
      uuid: "Actor.kira",
      system: { stats: { edge: 2, heart: 1, iron: 3, shadow: 1, wits: 2 }, meters: { health: 5, spirit: 4, supply: 3 } },
      items: [asset("awake", "Awakening", "ritual", "health", 2)],
    },
    localize,
  );
}

/** Ironsworn's Endure Harm: "+health or +iron, whichever is higher". */
const endureHarm: MoveSummary = {
  uuid: "Item.endureHarm",
  name: "Endure Harm",
  rollOptions: [
    { using: "conditionMeter", key: "health", label: "" },
    { using: "stat", key: "iron", label: "" },
  ],
  rollConditions: [
    {
      rollMethod: "highest",
      label: "",
      rollOptions: [
        { using: "conditionMeter", key: "health", label: "", value: 0 },
        { using: "stat", key: "iron", label: "", value: 0 },
      ],
    },
  ],
};

describe("an asset meter's id", () => {
  it("is never a stat's, a condition meter's or momentum's, whatever its label's case or spacing", () => {
    for (const id of CHARACTER_IDS) {
      for (const label of [id, id.toUpperCase(), `${id.charAt(0).toUpperCase()}${id.slice(1)} :`]) {
        const key = assetMeterKey("ritual", label);
        expect(CHARACTER_IDS).not.toContain(key);
        expect(key).toBe(`asset${id.charAt(0).toUpperCase()}${id.slice(1)}`);
      }
    }
  });

  it("keeps the id it always had for every other label, and a companion's health stays companionHealth", () => {
    expect(["integrity", "Ammo", "vehicle integrity", "Essence", "light", "Healthy", "", "!!"].map((l) => assetMeterKey("path", l))).toEqual([
      "integrity",
      "ammo",
      "vehicleIntegrity",
      "essence",
      "light",
      "healthy",
      "assetMeter",
      "assetMeter",
    ]);
    expect(assetMeterKey("Companion", "health")).toBe("companionHealth");
  });

  it("a character with the Awakening ritual: its own health is 'health', the simulacrum's its own", () => {
    const meters = withAwakening().meters;
    expect(meters.filter((m) => m.id === "health")).toEqual([{ id: "health", label: "Health", value: 5 }]);
    expect(meters.at(-1)).toEqual({ id: "assetHealth", label: "Awakening (health)", value: 2 });
  });

  it("Endure Harm compares the character's health with iron, never the simulacrum's, and rolls the character's", () => {
    const i = input("ironsworn", { move: endureHarm, actor: withAwakening() });
    expect(statOptions(i).map((o) => [o.value, o.stat.id, o.stat.label, o.stat.value])).toEqual([["method.0", "health", "Health", 5]]);
    expect(requestFromChoices(i, choices(i))).toMatchObject({ stat: { id: "health", label: "Health", value: 5 } });
  });

  it("a roll opened on the character's health offers the stats and that health alone, preselected", () => {
    const i = input("ironsworn", { actor: withAwakening(), stat: "health" });
    expect(statOptions(i).map((o) => [o.value, o.stat.label])).toEqual([
      ["stat.edge", "Edge"],
      ["stat.heart", "Heart"],
      ["stat.iron", "Iron"],
      ["stat.shadow", "Shadow"],
      ["stat.wits", "Wits"],
      ["meter.health", "Health"],
    ]);
    expect(requestFromChoices(i, choices(i))).toMatchObject({ stat: { id: "health", value: 5 } });
    // A roll opened on the simulacrum's meter rolls it, under its own id.
    const own = input("ironsworn", { actor: withAwakening(), stat: "assetHealth" });
    expect(defaultChoices(own).option).toBe("meter.assetHealth");
    expect(requestFromChoices(own, choices(own))).toMatchObject({ stat: { id: "assetHealth", label: "Awakening (health)", value: 2 } });
  });
});
