import { describe, expect, it, vi } from "vitest";
import {
  REGIONS,
  REGION_SETTING_VALUES,
  alternativeForRegion,
  pickAlternative,
  regionOf,
} from "../../src/oracles/alternatives";
import { alternativeButtons, alternativeOfAction } from "../../src/oracles/ask-alternative";
import { rowFlags } from "../../src/oracles/table-data";
import { type OracleAlternative } from "../../src/oracles/types";

const missions: OracleAlternative[] = [
  { uuid: "Compendium.x.RollTable.t", label: "Terminus", region: "terminus" },
  { uuid: "Compendium.x.RollTable.o", label: "Outlands", region: "outlands" },
  { uuid: "Compendium.x.RollTable.e", label: "Expanse", region: "expanse" },
];

describe("regionOf", () => {
  it("reads the three regions and nothing else", () => {
    expect(REGION_SETTING_VALUES).toEqual(["none", ...REGIONS]);
    for (const region of REGIONS) expect(regionOf(region)).toBe(region);
    for (const other of ["none", "", "Terminus", null, undefined, 3]) expect(regionOf(other)).toBeNull();
  });
});

describe("alternativeForRegion", () => {
  it("finds the option tagged with the region, else none", () => {
    expect(alternativeForRegion(missions, "outlands")?.label).toBe("Outlands");
    expect(alternativeForRegion(missions, null)).toBeNull();
    const untagged = missions.map(({ uuid, label }) => ({ uuid, label }));
    expect(alternativeForRegion(untagged, "outlands")).toBeNull();
  });
});

describe("pickAlternative", () => {
  it("takes the current region's table without asking", async () => {
    const ask = vi.fn(() => null);
    expect(await pickAlternative(missions, "expanse", ask)).toEqual({
      uuid: "Compendium.x.RollTable.e",
      by: "region",
    });
    expect(ask).not.toHaveBeenCalled();
  });

  it("asks when no region is set, or the region names none of the options", async () => {
    const ask = vi.fn(async () => "Compendium.x.RollTable.o");
    expect(await pickAlternative(missions, null, ask)).toEqual({
      uuid: "Compendium.x.RollTable.o",
      by: "user",
    });
    const lifeforms = [
      { uuid: "A", label: "Lifebearing" },
      { uuid: "B", label: "Lifeless" },
    ];
    expect(await pickAlternative(lifeforms, "terminus", () => "B")).toEqual({ uuid: "B", by: "user" });
    expect(ask).toHaveBeenCalledWith(missions);
  });

  it("picks none when the question is closed or answered with something else", async () => {
    expect(await pickAlternative(missions, null, () => null)).toBeNull();
    expect(await pickAlternative(missions, null, async () => "Compendium.elsewhere")).toBeNull();
  });

  it("takes a single option as it is, and has nothing to pick from none", async () => {
    const ask = vi.fn(() => null);
    expect(await pickAlternative(missions.slice(1, 2), null, ask)).toEqual({
      uuid: "Compendium.x.RollTable.o",
      by: "only",
    });
    expect(await pickAlternative([], "terminus", ask)).toBeNull();
    expect(ask).not.toHaveBeenCalled();
  });
});

describe("the question's buttons", () => {
  it("has one button per option, labelled with it, the first the default", () => {
    expect(alternativeButtons(missions)).toEqual([
      { action: "alternative0", label: "Terminus", default: true },
      { action: "alternative1", label: "Outlands", default: false },
      { action: "alternative2", label: "Expanse", default: false },
    ]);
    expect(alternativeOfAction(missions, "alternative2")?.uuid).toBe("Compendium.x.RollTable.e");
    for (const answer of [null, "alternative3", "close", 1])
      expect(alternativeOfAction(missions, answer)).toBeNull();
  });
});

describe("rowFlags: alternatives", () => {
  it("keeps well-formed alternatives, with their region when they have one", () => {
    const flags = rowFlags({
      vowforge: {
        alternatives: [
          { uuid: "A", label: "Terminus", region: "terminus" },
          { uuid: "B", label: "Lifeless" },
          { uuid: "C" },
          { label: "no uuid" },
          "junk",
          { uuid: "D", label: "Odd", region: 7 },
        ],
      },
    });
    expect(flags.alternatives).toEqual([
      { uuid: "A", label: "Terminus", region: "terminus" },
      { uuid: "B", label: "Lifeless" },
      { uuid: "D", label: "Odd" },
    ]);
    expect(rowFlags({ vowforge: { alternatives: "no" } }).alternatives).toBeUndefined();
    expect(rowFlags({ vowforge: { alternatives: [{}] } }).alternatives).toBeUndefined();
  });
});

describe("the question's buttons: labels from table flags", () => {
  it("escapes markup in a label, which DialogV2 renders as HTML", () => {
    const payloads = ['<img src=x onerror="alert(1)">', "Terminus</span><script>alert(1)</script>", "A & B's \"C\""];
    const buttons = alternativeButtons(payloads.map((label, i) => ({ uuid: `T${i}`, label })));
    for (const button of buttons) expect(button.label).not.toMatch(/[<>"']/);
    expect(buttons[0].label).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(buttons[2].label).toBe("A &amp; B&#39;s &quot;C&quot;");
  });
});
