import { describe, expect, it } from "vitest";
import { newRowId, withRowAdded, withRowChanged, withRowRemoved } from "../../src/operations/list-rows";
import { RulesError } from "../../src/rules/errors";

const rows = [
  { id: "climb", name: "Climb" },
  { id: "sneak", name: "Sneak" },
];

describe("list rows", () => {
  it("adds, removes and changes rows without touching the list it was given", () => {
    expect(withRowAdded(rows, { id: "swim", name: "Swim" }).map((r) => r.id)).toEqual(["climb", "sneak", "swim"]);
    expect(withRowRemoved(rows, 0).map((r) => r.id)).toEqual(["sneak"]);
    expect(withRowChanged(rows, 1, { name: "Hide" })).toEqual([
      { id: "climb", name: "Climb" },
      { id: "sneak", name: "Hide" },
    ]);
    expect(rows.map((r) => r.name)).toEqual(["Climb", "Sneak"]);
  });

  it("refuses an index that is not a row", () => {
    for (const index of [-1, 2, 0.5, Number.NaN]) {
      expect(() => withRowRemoved(rows, index)).toThrow(RulesError);
      expect(() => withRowChanged(rows, index, { name: "x" })).toThrow(/no row/);
    }
  });

  it("makes ids from names, unique in the list", () => {
    expect(newRowId(rows, "Sleight of Hand")).toBe("sleight-of-hand");
    expect(newRowId(rows, "Climb")).toBe("climb-2");
    expect(newRowId([...rows, { id: "climb-2" }], "climb")).toBe("climb-3");
    expect(newRowId(rows, "Écouter")).toBe("ecouter");
    expect(newRowId(rows, "  !!  ")).toBe("row");
  });
});
