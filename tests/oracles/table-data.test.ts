import { describe, expect, it } from "vitest";
import { oracleTableData, resultText, rowFlags } from "../../src/oracles/table-data";
import { packTables } from "./pack-tables";

describe("oracleTableData", () => {
  it("reads a generated table: rows sorted, flags kept, formula and UUID", () => {
    const source = packTables().source("Moves / Pay the Price");
    const table = oracleTableData(source as never, "Compendium.vowforge.ironsworn-oracles.RollTable.x");
    expect(table.uuid).toBe("Compendium.vowforge.ironsworn-oracles.RollTable.x");
    expect(table.formula).toBe("1d100");
    expect(table.results).toHaveLength(16);
    expect(table.results.at(-1)).toMatchObject({
      range: [99, 100],
      flags: { rollTwice: true, rollCount: 2 },
    });
    expect(table.results[0].id).toBe((source.results as Array<{ _id: string }>)[0]._id);
  });

  it("reads document-like results (id, not _id), sorts them and drops rows without a usable range", () => {
    const table = oracleTableData(
      {
        name: "World table",
        formula: "",
        results: [
          { id: "b", range: [4, 6], description: "<p>High</p>", flags: {} },
          { id: "a", range: [1, 3], description: "<p>Low</p>" },
          { id: "c", range: [7, 2], description: "reversed" },
          { id: "d", range: [], description: "none" },
        ],
      },
      "RollTable.w",
    );
    expect(table.results.map((r) => r.id)).toEqual(["a", "b"]);
    expect(table.formula).toBe("1d6");
  });

  it("keeps only well-typed flags of the system", () => {
    expect(
      rowFlags({ vowforge: { rollTwice: "yes", rollCount: "3", rollTable: 5, rollTables: ["A", 2, "B"] } }),
    ).toEqual({
      rollTables: ["A", "B"],
    });
    expect(rowFlags({ other: { rollTwice: true } })).toEqual({});
    expect(rowFlags(null)).toEqual({});
    expect(rowFlags({ vowforge: { rollTwice: true, rollCount: 3, rollTable: "A" } })).toEqual({
      rollTwice: true,
      rollCount: 3,
      rollTable: "A",
    });
  });

  it("writes a document result as a link and escapes a typed name", () => {
    expect(resultText({ range: [1, 1], name: "A <b>sword</b> {x}", documentUuid: "Item.abc" })).toBe(
      "<p>@UUID[Item.abc]{A &lt;b&gt;sword&lt;/b&gt; x}</p>",
    );
    expect(resultText({ range: [1, 1], name: "Tom & Jerry", description: "<p>Chase</p>" })).toBe(
      "<p>Tom &amp; Jerry</p><p>Chase</p>",
    );
    expect(resultText({ range: [1, 1], name: "", description: "<p>Only text</p>" })).toBe("<p>Only text</p>");
  });
});
