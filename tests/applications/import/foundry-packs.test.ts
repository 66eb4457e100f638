/**
 * The Foundry side of the import's pack store (src/applications/import/foundry-packs.ts) against a
 * stand-in of `game.packs` and `game.folders`: finding a pack (as the import window's dry run does)
 * changes nothing, a pack is unlocked only to be written and locked again with the state it had
 * (dnd5e module/migration.mjs refreshCompendium; draw-steel src/module/data/migrations.mjs:72-77), and
 * a compendium folder made for a first import says so and can be deleted again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { foundryPackStore } from "../../../src/applications/import/foundry-packs";

interface StubPack {
  collection: string;
  documentName: string;
  locked: boolean;
  configured: Array<{ locked: boolean }>;
  configure(change: { locked: boolean }): Promise<void>;
}

function stubPack(collection: string, locked: boolean): StubPack {
  return {
    collection,
    documentName: "Item",
    locked,
    configured: [],
    async configure(change) {
      this.configured.push(change);
      this.locked = change.locked;
    },
  };
}

let pack: StubPack;
let deleted: string[];
let folders: Array<{ id: string; name: string; type: string; folder: null; delete(): Promise<void> }>;

beforeEach(() => {
  pack = stubPack("world.emberwake-moves", true);
  deleted = [];
  folders = [];
  const folder = (id: string, name: string) => ({ id, name, type: "Compendium", folder: null, delete: async () => void deleted.push(id) });
  vi.stubGlobal("game", {
    packs: new Map([[pack.collection, pack]]),
    folders: Object.assign(folders, { get: (id: string) => folders.find((f) => f.id === id) }),
  });
  vi.stubGlobal("Folder", {
    create: async (data: { name: string }) => {
      const made = folder(`f${folders.length + 1}`, data.name);
      folders.push(made);
      return made;
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("the Foundry pack store", () => {
  it("finds a locked pack without unlocking it or writing the compendium configuration", async () => {
    const found = await foundryPackStore().find("emberwake-moves");
    expect(found?.collection).toBe("world.emberwake-moves");
    expect(pack.configured).toEqual([]);
    expect(pack.locked).toBe(true);
  });

  it("unlocks a pack for writing, saying it was locked, and locks it again", async () => {
    const found = await foundryPackStore().find("emberwake-moves");
    expect(await found?.unlock()).toBe(true);
    expect(pack.locked).toBe(false);
    await found?.lock();
    expect(pack.configured).toEqual([{ locked: false }, { locked: true }]);
  });

  it("leaves an unlocked pack alone when asked to unlock it", async () => {
    pack.locked = false;
    const found = await foundryPackStore().find("emberwake-moves");
    expect(await found?.unlock()).toBe(false);
    expect(pack.configured).toEqual([]);
  });

  it("says whether it made the compendium folder, and deletes the one it made", async () => {
    const store = foundryPackStore();
    const made = await store.folder("Emberwake");
    expect(made.made).toBe(true);
    expect(await store.folder("Emberwake")).toEqual({ id: made.id, made: false });
    await store.removeFolder(made.id);
    expect(deleted).toEqual([made.id]);
  });
});
