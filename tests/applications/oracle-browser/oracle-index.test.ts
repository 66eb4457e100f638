import { describe, expect, it, vi } from "vitest";
import {
  collectOracleSources,
  packRuleset,
  type OraclePackLike,
} from "../../../src/applications/oracle-browser/oracle-index";

function pack(
  collection: string,
  ruleset: unknown,
  entries: Array<Record<string, unknown>>,
  documentName = "RollTable",
): OraclePackLike & { getIndex: ReturnType<typeof vi.fn> } {
  return {
    collection,
    documentName,
    metadata: { label: `Label ${collection}`, flags: ruleset === undefined ? {} : { vowforge: { ruleset } } },
    getIndex: vi.fn(async () => entries as never),
  };
}

describe("collectOracleSources", () => {
  it("reads the RollTable packs of enabled rulesets only, in ruleset order, tables by sort", async () => {
    const strike = pack("vowforge.strike-tables", "strike", [{ _id: "s1", name: "Skilled", sort: 1 }]);
    const sf = pack("vowforge.starforged-oracles", "starforged", [
      { _id: "b", name: "B", sort: 200, uuid: "Compendium.vowforge.starforged-oracles.RollTable.b" },
      { _id: "a", name: "A", sort: 100 },
      { _id: "n", name: "", sort: 50 },
    ]);
    const is = pack("vowforge.ironsworn-oracles", "ironsworn", [{ _id: "i", name: "I" }]);
    const items = pack("vowforge.ironsworn-moves", "ironsworn", [{ _id: "m", name: "Move" }], "Item");
    const other = pack("world.my-tables", undefined, [{ _id: "w", name: "Mine" }]);
    const forged = pack("vowforge.forged", "forgedTies", [{ _id: "f", name: "F" }]);
    const sources = await collectOracleSources(
      [strike, sf, items, other, is, forged],
      ["ironsworn", "starforged", "strike"],
    );
    expect(sources.map((s) => s.id)).toEqual([
      "vowforge.ironsworn-oracles",
      "vowforge.starforged-oracles",
      "vowforge.strike-tables",
    ]);
    expect(sources[1]).toEqual({
      id: "vowforge.starforged-oracles",
      label: "Label vowforge.starforged-oracles",
      ruleset: "starforged",
      tables: [
        { name: "A", uuid: "Compendium.vowforge.starforged-oracles.RollTable.a" },
        { name: "B", uuid: "Compendium.vowforge.starforged-oracles.RollTable.b" },
      ],
    });
    expect(sf.getIndex).toHaveBeenCalledWith({ fields: ["sort"] });
    for (const skipped of [items, other, forged]) expect(skipped.getIndex).not.toHaveBeenCalled();
  });

  it("reads a pack's ruleset only when it is a known one", () => {
    expect(packRuleset(pack("x", "augur", []))).toBe("augur");
    expect(packRuleset(pack("x", "dnd", []))).toBeNull();
    expect(packRuleset(pack("x", undefined, []))).toBeNull();
  });
});
