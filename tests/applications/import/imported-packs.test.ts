/**
 * The world packs a Datasworn import made are read as ours: the sheets' move list takes the imported
 * move packs beside the system's (move-source.ts), and the oracle browser lists imported oracle packs
 * under the ruleset the import recorded (oracle-index.ts). The packs are fakes of Foundry's
 * CompendiumCollection: `metadata` with `packageName` "world" for a world pack (as Foundry names a world
 * pack's package), `collection` "world.<name>", `getIndex` and `getDocuments`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { collectOracleSources, withImportedRulesets, type OraclePackLike } from "../../../src/applications/oracle-browser/oracle-index";
import { forgetPackMoves, packMoves } from "../../../src/applications/sheets/move-source";

const IMPORTED = {
  "world.emberwake-oracles": { ruleset: "ironsworn", kind: "oracles", source: "emberwake", title: "Emberwake" },
  "world.emberwake-moves": { ruleset: "starforged", kind: "moves", source: "emberwake", title: "Emberwake" },
};

function oraclePack(collection: string, flags?: object): OraclePackLike {
  return {
    collection,
    documentName: "RollTable",
    metadata: { label: collection, flags },
    getIndex: async () => [{ _id: "t1", name: `${collection} table`, sort: 1 }],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetPackMoves();
});

describe("imported world packs", () => {
  it("the oracle browser lists an imported oracle pack under its recorded ruleset, and no other world pack", async () => {
    const packs = [oraclePack("vowforge.ironsworn-oracles", { vowforge: { ruleset: "ironsworn" } }), oraclePack("world.emberwake-oracles"), oraclePack("world.other")];
    const sources = await collectOracleSources(withImportedRulesets(packs, IMPORTED), ["ironsworn"]);
    expect(sources.map((s) => [s.id, s.ruleset])).toEqual([
      ["vowforge.ironsworn-oracles", "ironsworn"],
      ["world.emberwake-oracles", "ironsworn"],
    ]);
    expect(sources[1].tables[0].uuid).toBe("Compendium.world.emberwake-oracles.RollTable.t1");
    expect(await collectOracleSources(withImportedRulesets(packs, IMPORTED), ["starforged"])).toEqual([]);
  });

  it("the move list takes the imported move pack beside the system's", async () => {
    const item = (id: string, name: string, type = "move") => ({ id, uuid: `u.${id}`, name, type, img: "", sort: 1, system: {} });
    const pack = (collection: string, packageName: string, name: string, docs: unknown[]) => ({
      collection,
      metadata: { type: "Item", packageName, name, flags: {} },
      getDocuments: async () => docs,
    });
    vi.stubGlobal("game", {
      packs: [
        pack("vowforge.starforged-moves", "vowforge", "starforged-moves", [item("a", "Face Danger")]),
        pack("world.emberwake-moves", "world", "emberwake-moves", [item("b", "Read the Embers")]),
        pack("world.notes-moves", "world", "notes-moves", [item("c", "Someone else's")]),
      ],
      settings: { get: (_ns: string, key: string) => (key === "import.packs" ? IMPORTED : false) },
    });
    const names = (await packMoves()).map((m) => m.name);
    expect(names).toEqual(["Face Danger", "Read the Embers"]);
  });
});
