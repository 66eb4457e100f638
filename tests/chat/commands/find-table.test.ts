import { describe, expect, it } from "vitest";
import {
  collectTables,
  matchTables,
  MAX_LISTED_TABLES,
  type TableCandidate,
} from "../../../src/chat/commands/find-table";
import { fakePack, fakeTable } from "../../fakes/chat-commands";

function candidates(...names: string[]): TableCandidate[] {
  return names.map((name) => ({ name, load: async () => fakeTable(name) }));
}

describe("matchTables", () => {
  it("prefers a whole-name match, ignoring case, over part matches", () => {
    const list = candidates("Action Theme", "Action", "Reaction");
    const match = matchTables("ACTION", list);
    expect(match).toMatchObject({ kind: "one", candidate: { name: "Action" } });
  });

  it("takes a single part match", () => {
    expect(matchTables("them", candidates("Action", "Action Theme", "Region"))).toMatchObject({
      kind: "one",
      candidate: { name: "Action Theme" },
    });
  });

  it("takes the first of several tables sharing one name (world before compendium)", () => {
    const list = candidates("Settlement Name", "Settlement Name");
    const match = matchTables("settle", list);
    expect(match.kind).toBe("one");
    if (match.kind === "one") expect(match.candidate).toBe(list[0]);
  });

  it("lists several matches, at most ten names, with the full count", () => {
    expect(matchTables("name", candidates("Ironlander Names", "Elf Names", "Region"))).toEqual({
      kind: "several",
      names: ["Ironlander Names", "Elf Names"],
      count: 2,
    });
    const many = candidates(...Array.from({ length: 14 }, (_, i) => `Oracle ${i}`));
    const match = matchTables("oracle", many);
    expect(match).toMatchObject({ kind: "several", count: 14 });
    if (match.kind === "several") expect(match.names).toHaveLength(MAX_LISTED_TABLES);
  });

  it("finds nothing", () => {
    expect(matchTables("weather", candidates("Action", "Theme"))).toEqual({ kind: "none" });
    expect(matchTables("x", [])).toEqual({ kind: "none" });
  });
});

describe("collectTables", () => {
  it("lists world tables first, then RollTable packs only, loading pack tables on demand", async () => {
    const world = fakeTable("World Table");
    const packed = fakeTable("Pack Table");
    const tablePack = fakePack("RollTable", [packed]);
    const itemPack = fakePack("Item", [fakeTable("Not A Table")]);
    const found = await collectTables({ tables: [world], packs: [itemPack, tablePack] });
    expect(found.map((c) => c.name)).toEqual(["World Table", "Pack Table"]);
    expect(itemPack.getIndex).not.toHaveBeenCalled();
    expect(tablePack.getDocument).not.toHaveBeenCalled();
    expect(await found[1].load()).toBe(packed);
    expect(tablePack.getDocument).toHaveBeenCalledWith("id0");
    expect(await found[0].load()).toBe(world);
  });

  it("gives null for a pack entry that is not a drawable table", async () => {
    const pack = {
      documentName: "RollTable",
      getIndex: async () => [
        { _id: "a", name: "Odd" },
        { _id: "b", name: "" },
      ],
      getDocument: async () => ({}),
    };
    const found = await collectTables({ tables: [], packs: [pack] });
    expect(found.map((c) => c.name)).toEqual(["Odd"]);
    expect(await found[0].load()).toBeNull();
  });
});
