/**
 * The actor sheets' drop handling and item buttons, with Foundry's sheet plumbing faked: a dropped
 * move is created on the actor through the core path, a duplicate asset is refused with a message.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { dropVerdict } from "../../../src/applications/sheets/context/drop-rules";
import { FakeActor, fakeItem, installSheetFakes, type FakeItem, type SheetFakes } from "../../fakes/foundry-sheets";
import { installDialogV2, type FakeDialogV2 } from "../../fakes/dialog-v2";

interface TestSheet {
  options: { actions: Record<string, (this: unknown, event: unknown, target: unknown) => Promise<unknown>> };
  _onDropItem(event: unknown, item: FakeItem): Promise<unknown>;
}

let fakes: SheetFakes;
let dialogs: FakeDialogV2;
let Sheet: new (options: { document: FakeActor }) => TestSheet;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fakes = installSheetFakes();
  dialogs = installDialogV2();
  const module = await import("../../../src/applications/sheets/actor-sheet-base");
  Sheet = module.VowforgeActorSheet as unknown as typeof Sheet;
});

function character(): FakeActor {
  return new FakeActor("Kaila", "character", { ruleset: "ironsworn", legacies: {}, bonds: { ticks: 0 } });
}

/** A button as the action handlers read it. */
function button(dataset: Record<string, string>, itemId?: string) {
  return { dataset, closest: () => (itemId ? { dataset: { itemId } } : null) };
}

describe("dropping items on a character", () => {
  it("creates a dropped move on the actor through the core drop path", async () => {
    const actor = character();
    const sheet = new Sheet({ document: actor });
    const move = fakeItem("move", "Face Danger", { dataswornId: "classic/moves/adventure/face_danger" });
    await sheet._onDropItem({}, move);
    expect(actor.items.map((i) => [i.type, i.name])).toEqual([["move", "Face Danger"]]);
    expect(fakes.warnings).toEqual([]);
  });

  it("refuses a second copy of an asset, with a message, and creates nothing", async () => {
    const actor = character();
    const sheet = new Sheet({ document: actor });
    await sheet._onDropItem({}, fakeItem("asset", "Hound", { dataswornId: "classic/assets/companion/hound" }));
    const result = await sheet._onDropItem({}, fakeItem("asset", "Hound (copy)", { dataswornId: "classic/assets/companion/hound" }));
    expect(result).toBeNull();
    expect(actor.items).toHaveLength(1);
    expect(fakes.warnings).toEqual(["Kaila already has the asset Hound (copy)."]);
  });

  it("refuses an item type the actor does not hold", async () => {
    const ship = new FakeActor("Wayfarer", "starship", {});
    const sheet = new Sheet({ document: ship });
    await sheet._onDropItem({}, fakeItem("move", "Face Danger"));
    expect(ship.items).toHaveLength(0);
    expect(fakes.warnings[0]).toMatch(/^Wayfarer cannot hold a /);
  });

  it("lets the core path sort an item dropped from the same actor", async () => {
    const actor = character();
    const own = fakeItem("asset", "Hound", {}, actor);
    actor.items.push(own);
    const sheet = new Sheet({ document: actor });
    await sheet._onDropItem({}, own);
    expect(fakes.warnings).toEqual([]);
  });
});

describe("drop rules", () => {
  const actor = { name: "Kaila", type: "character", items: [{ id: "a", uuid: "", name: "Hound", type: "asset", img: "", sort: 0, system: {} }] };
  it("matches by Datasworn id when both have one, else by name", () => {
    expect(dropVerdict(actor, { name: "hound", type: "asset", system: {} }, "Asset")).toMatchObject({ ok: false, key: "VOWFORGE.Sheet.Drop.DuplicateAsset" });
    expect(dropVerdict(actor, { name: "Archer", type: "asset", system: {} }, "Asset")).toEqual({ ok: true });
    expect(dropVerdict(actor, { name: "Vow", type: "progress", system: {} }, "Progress")).toEqual({ ok: true });
    expect(dropVerdict({ ...actor, type: "foe" }, { name: "Vow", type: "progress", system: {} }, "Progress")).toMatchObject({ ok: false, key: "VOWFORGE.Sheet.Drop.WrongType" });
  });
});

describe("item buttons", () => {
  it("marks and clears progress by the track's rank", async () => {
    const actor = character();
    const vow = fakeItem("progress", "Vow", { rank: "formidable", ticks: 10, kind: "vow" }, actor);
    actor.items.push(vow);
    const sheet = new Sheet({ document: actor });
    await sheet.options.actions.markProgress.call(sheet, {}, button({}, vow.id));
    await sheet.options.actions.clearProgress.call(sheet, {}, button({}, vow.id));
    expect(vow.updates).toEqual([{ "system.ticks": 14 }, { "system.ticks": 6 }]);
  });

  it("toggles one asset ability, writing the abilities whole", async () => {
    const actor = character();
    const asset = fakeItem("asset", "Hound", { abilities: [{ name: "", text: "a", enabled: true }, { name: "", text: "b", enabled: false }] }, actor);
    actor.items.push(asset);
    const sheet = new Sheet({ document: actor });
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    expect(asset.updates).toEqual([{ "system.abilities": [{ name: "", text: "a", enabled: true }, { name: "", text: "b", enabled: true }] }]);
  });

  it("creates a new vow on the actor", async () => {
    const actor = character();
    const sheet = new Sheet({ document: actor });
    await sheet.options.actions.createProgress.call(sheet, {}, button({ kind: "vow" }));
    expect(actor.items.map((i) => [i.type, i.name, i.system.kind])).toEqual([["progress", "New vow", "vow"]]);
  });

  it("deletes an item after the user confirms", async () => {
    const actor = character();
    const asset = Object.assign(fakeItem("asset", "Hound", {}, actor), { deleted: false, async delete() { this.deleted = true; } });
    actor.items.push(asset);
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "yes" }];
    await sheet.options.actions.deleteItem.call(sheet, {}, button({}, asset.id));
    expect(dialogs.shown.map((d) => d.kind)).toEqual(["confirm"]);
    expect(asset.deleted).toBe(true);
  });

  it("keeps the item when the user says no or closes the question", async () => {
    const actor = character();
    const asset = Object.assign(fakeItem("asset", "Hound", {}, actor), { deleted: false, async delete() { this.deleted = true; } });
    actor.items.push(asset);
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "no" }];
    await sheet.options.actions.deleteItem.call(sheet, {}, button({}, asset.id));
    await sheet.options.actions.deleteItem.call(sheet, {}, button({}, asset.id));
    expect(dialogs.shown).toHaveLength(2);
    expect(asset.deleted).toBe(false);
  });
});
