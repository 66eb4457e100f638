/**
 * The moves and tables links can name: the world's documents, then each pack's index read once with
 * the fields the links need. The pack fake copies what Foundry's CompendiumCollection#getIndex gives:
 * entries with `_id`, `name`, `type` (and `uuid`), plus the fields asked for (dnd5e
 * module/documents/actor/trait.mjs reads `system.*` fields from an index the same way).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { candidateOf, forgetPackCandidates, linkCandidates, packCandidates, type CandidatePack, type IndexEntry } from "../../src/enrichers/candidates";

function pack(collection: string, documentName: string, ruleset: string | null, entries: IndexEntry[]): CandidatePack & { getIndex: ReturnType<typeof vi.fn> } {
  return {
    collection,
    documentName,
    metadata: { flags: { vowforge: { ruleset } } },
    getIndex: vi.fn(async () => entries),
  };
}

const MOVES = pack("vowforge.starforged-moves", "Item", "starforged", [
  { _id: "fd", name: "Face Danger", type: "move", system: { rollType: "action" }, flags: { vowforge: { dataswornId: "move:starforged/adventure/face_danger" } } },
  { _id: "pp", name: "Pay the Price", type: "move", system: { rollType: "none" } },
  { _id: "cl", name: "Continue a Legacy", type: "move", system: { rollType: "specialTrack", formerly: "Leave a Legacy" } },
  { _id: "as", name: "Not a move", type: "asset" },
]);
const AUGUR = pack("vowforge.augur-moves", "Item", "augur", [
  { _id: "ar", name: "Action Roll", type: "move", system: { rollType: "action" }, flags: { vowforge: { contentId: "vowforge/augur-moves/action-roll" } } },
]);
const TABLES = pack("vowforge.starforged-oracles", "RollTable", "starforged", [{ _id: "ac", uuid: "Compendium.vowforge.starforged-oracles.RollTable.ac", name: "Core / Action" }]);

beforeEach(() => {
  forgetPackCandidates();
  vi.clearAllMocks();
});

describe("packCandidates", () => {
  it("makes each entry's UUID from the pack when the index gives none, and skips nameless entries and non-moves", () => {
    const entries: IndexEntry[] = [
      { _id: "a", name: "Strike", type: "move", system: { rollType: "action" } },
      { _id: "b", name: "", type: "move" },
      { _id: "c", name: "Sword", type: "asset" },
    ];
    expect(packCandidates("move", MOVES, entries).map((c) => c.uuid)).toEqual(["Compendium.vowforge.starforged-moves.Item.a"]);
    expect(packCandidates("oracle", TABLES, [{ _id: "z", name: "Core / Theme" }]).map((c) => c.uuid)).toEqual(["Compendium.vowforge.starforged-oracles.RollTable.z"]);
  });
});

describe("linkCandidates", () => {
  it("lists the world's moves first, then each pack's, skipping what is not a move", async () => {
    const world = [
      { uuid: "Item.w", name: "House Move", type: "move", system: { ruleset: "ironsworn", rollType: "action" }, flags: {} },
      { uuid: "Item.x", name: "A Sword", type: "asset", system: {}, flags: {} },
    ];
    const found = await linkCandidates("move", world, [MOVES, AUGUR, TABLES]);
    expect(found).toEqual([
      { uuid: "Item.w", name: "House Move", ids: [], ruleset: "ironsworn", aliases: [], rolls: true },
      { uuid: "Compendium.vowforge.starforged-moves.Item.fd", name: "Face Danger", ids: ["move:starforged/adventure/face_danger"], ruleset: "starforged", aliases: [], rolls: true },
      { uuid: "Compendium.vowforge.starforged-moves.Item.pp", name: "Pay the Price", ids: [], ruleset: "starforged", aliases: [], rolls: false },
      { uuid: "Compendium.vowforge.starforged-moves.Item.cl", name: "Continue a Legacy", ids: [], ruleset: "starforged", aliases: ["Leave a Legacy"], rolls: true },
      // An Augur move opens but is not rolled by a link (its character rolls from its own sheet).
      { uuid: "Compendium.vowforge.augur-moves.Item.ar", name: "Action Roll", ids: ["vowforge/augur-moves/action-roll"], ruleset: "augur", aliases: [], rolls: false },
    ]);
    expect(MOVES.getIndex).toHaveBeenCalledWith({ fields: expect.arrayContaining(["system.rollType", "flags.vowforge.dataswornId", "flags.vowforge.contentId"]) });
  });

  it("lists every table of the world and of the RollTable packs, keeping the index's uuid", async () => {
    const found = await linkCandidates("oracle", [{ uuid: "RollTable.t", name: "My Table" }], [MOVES, TABLES]);
    expect(found.map((c) => [c.uuid, c.name, c.rolls])).toEqual([
      ["RollTable.t", "My Table", true],
      ["Compendium.vowforge.starforged-oracles.RollTable.ac", "Core / Action", true],
    ]);
    expect(MOVES.getIndex).not.toHaveBeenCalled();
  });

  it("reads a pack's index once, however many links ask", async () => {
    await linkCandidates("move", [], [MOVES]);
    await linkCandidates("move", [], [MOVES]);
    expect(MOVES.getIndex).toHaveBeenCalledTimes(1);
  });

  it("leaves out a pack whose index cannot be read, saying so on the console, and keeps the others", async () => {
    const broken = pack("vowforge.broken-moves", "Item", "ironsworn", []);
    broken.getIndex.mockRejectedValueOnce(new Error("no database"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const found = await linkCandidates("move", [], [broken, AUGUR]);
    expect(found.map((c) => c.name)).toEqual(["Action Roll"]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("candidateOf", () => {
  it("takes a document's own ruleset over its pack's, and rolls an Ironsworn or Starforged move unless it rolls nothing", () => {
    expect(candidateOf("move", { uuid: "u", name: "n", system: { ruleset: "ironsworn", rollType: "progress" } }, "starforged")).toMatchObject({ ruleset: "ironsworn", rolls: true });
    expect(candidateOf("move", { uuid: "u", name: "n", system: { rollType: "none" } }, "starforged").rolls).toBe(false);
    expect(candidateOf("move", { uuid: "u", name: "n", system: {} }, null)).toMatchObject({ ruleset: null, rolls: false });
    expect(candidateOf("oracle", { uuid: "u", name: "n" }, null).rolls).toBe(true);
  });
});
