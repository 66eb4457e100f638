/**
 * The actor sheets' drop handling and item buttons, with Foundry's sheet plumbing faked: a dropped
 * move is created on the actor through the core path, a duplicate asset is refused with a message;
 * Advance (IS-15 / SF-19): a dropped asset or an ability marked beyond the first asks "buy for N XP"
 * or "free", a buy records the experience spent, one the character cannot pay is refused in words and
 * writes nothing; an owned asset's own item sheet asks the same; a buy whose write fails gives its
 * experience back and says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dropVerdict } from "../../../src/applications/sheets/context/drop-rules";
import { FakeActor, fakeItem, installSheetFakes, type FakeItem, type SheetFakes } from "../../fakes/foundry-sheets";
import { installDialogV2, type FakeDialogV2 } from "../../fakes/dialog-v2";
import { ApplyingActor } from "../../fakes/applying-actor";

interface TestSheet {
  options: { actions: Record<string, (this: unknown, event: unknown, target: unknown) => Promise<unknown>> };
  _onDropItem(event: unknown, item: FakeItem): Promise<unknown>;
}

let fakes: SheetFakes;
let dialogs: FakeDialogV2;
let Sheet: new (options: { document: FakeActor }) => TestSheet;
let AssetSheet: new (options: { document: FakeItem }) => Pick<TestSheet, "options">;

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fakes = installSheetFakes();
  dialogs = installDialogV2();
  const module = await import("../../../src/applications/sheets/actor-sheet-base");
  Sheet = module.VowforgeActorSheet as unknown as typeof Sheet;
  AssetSheet = (await import("../../../src/applications/sheets/item-sheets")).AssetSheet as unknown as typeof AssetSheet;
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
    expect(fakes.errors).toEqual([]);
  });

  it("refuses a second copy of an asset, with a message, and creates nothing", async () => {
    const actor = character();
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "free" }];
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
    expect(fakes.errors).toEqual([]);
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
    dialogs.answers = [{ action: "free" }];
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    expect(asset.updates).toEqual([{ "system.abilities": [{ name: "", text: "a", enabled: true }, { name: "", text: "b", enabled: true }] }]);
    expect(actor.updates).toEqual([]);
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

function xpCharacter(ruleset: "ironsworn" | "starforged", experience: { earned: number; spent: number }, legacies = {}): FakeActor {
  return new FakeActor("Kaila", "character", { ruleset, experience, legacies, bonds: { ticks: 0 } });
}

const hound = () => fakeItem("asset", "Hound", { dataswornId: "classic/assets/companion/hound" });

/** The labels of the buttons of the dialog shown `n`th. */
function buttons(n = 0): string[] {
  const config = dialogs.shown[n]?.config as { buttons?: { label?: string }[] } | undefined;
  return (config?.buttons ?? []).map((b) => String(b.label));
}

describe("an asset dropped on a character", () => {
  it("asks buy or free, and a buy records 3 experience spent", async () => {
    const actor = xpCharacter("ironsworn", { earned: 5, spent: 1 });
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "buy" }];
    await sheet._onDropItem({}, hound());
    expect(buttons()).toEqual(["Buy for 3 XP (4 to spend)", "Add free"]);
    expect(actor.items.map((i) => i.name)).toEqual(["Hound"]);
    expect(actor.updates).toEqual([{ "system.experience.spent": 4 }]);
  });

  it("adds the asset free without touching experience", async () => {
    const actor = xpCharacter("ironsworn", { earned: 0, spent: 0 });
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "free" }];
    await sheet._onDropItem({}, hound());
    expect(actor.items).toHaveLength(1);
    expect(actor.updates).toEqual([]);
  });

  it("refuses a buy the character cannot pay, in words, and creates nothing", async () => {
    const actor = xpCharacter("ironsworn", { earned: 4, spent: 2 });
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "buy" }];
    expect(await sheet._onDropItem({}, hound())).toBeNull();
    expect(actor.items).toHaveLength(0);
    expect(actor.updates).toEqual([]);
    expect(fakes.errors).toEqual(["This costs 3 experience and only 2 is left to spend; nothing was changed."]);
  });

  it("creates nothing when the question is closed", async () => {
    const actor = xpCharacter("ironsworn", { earned: 9, spent: 0 });
    const sheet = new Sheet({ document: actor });
    expect(await sheet._onDropItem({}, hound())).toBeNull();
    expect(actor.items).toHaveLength(0);
    expect(actor.updates).toEqual([]);
  });

  it("counts a Starforged character's legacy experience as experience to spend", async () => {
    // Two boxes on quests (2 XP each) and one earned besides legacies: 5 to spend.
    const actor = xpCharacter("starforged", { earned: 1, spent: 0 }, { quests: { ticks: 8, overflow: false } });
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "buy" }];
    await sheet._onDropItem({}, fakeItem("asset", "Ace", { dataswornId: "starforged/assets/path/ace" }));
    expect(buttons()).toEqual(["Buy for 3 XP (5 to spend)", "Add free"]);
    expect(actor.updates).toEqual([{ "system.experience.spent": 3 }]);
  });

  it("asks nothing on a starship, or for a move", async () => {
    const ship = new FakeActor("Wayfarer", "starship", {});
    await new Sheet({ document: ship })._onDropItem({}, fakeItem("asset", "Sensor Array"));
    const actor = xpCharacter("ironsworn", { earned: 0, spent: 0 });
    await new Sheet({ document: actor })._onDropItem({}, fakeItem("move", "Face Danger"));
    expect(dialogs.shown).toEqual([]);
    expect(ship.items).toHaveLength(1);
    expect(actor.items).toHaveLength(1);
  });
});

describe("an asset ability marked on the character sheet", () => {
  function withAsset(experience: { earned: number; spent: number }, marks: boolean[]) {
    const actor = xpCharacter("ironsworn", experience);
    const asset = fakeItem("asset", "Hound", { abilities: marks.map((enabled, i) => ({ name: "", text: String(i), enabled })) }, actor);
    actor.items.push(asset);
    return { actor, asset, sheet: new Sheet({ document: actor }) };
  }

  it("offers an upgrade for 2 experience beyond the first, and records it", async () => {
    const { actor, asset, sheet } = withAsset({ earned: 3, spent: 0 }, [true, false, false]);
    dialogs.answers = [{ action: "buy" }];
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "2" }, asset.id));
    expect(buttons()).toEqual(["Upgrade for 2 XP (3 to spend)", "Mark free"]);
    expect(asset.updates).toHaveLength(1);
    expect(actor.updates).toEqual([{ "system.experience.spent": 2 }]);
  });

  it("refuses an upgrade the character cannot pay and marks nothing", async () => {
    const { actor, asset, sheet } = withAsset({ earned: 1, spent: 0 }, [true, false, false]);
    dialogs.answers = [{ action: "buy" }];
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    expect(asset.updates).toEqual([]);
    expect(actor.updates).toEqual([]);
    expect(fakes.errors).toEqual(["This costs 2 experience and only 1 is left to spend; nothing was changed."]);
  });

  it("asks nothing for the first ability or for clearing one, and gives nothing back", async () => {
    const first = withAsset({ earned: 0, spent: 0 }, [false, false, false]);
    await first.sheet.options.actions.toggleAbility.call(first.sheet, {}, button({ index: "0" }, first.asset.id));
    const clear = withAsset({ earned: 0, spent: 4 }, [true, true, false]);
    await clear.sheet.options.actions.toggleAbility.call(clear.sheet, {}, button({ index: "1" }, clear.asset.id));
    expect(dialogs.shown).toEqual([]);
    expect(first.asset.updates).toHaveLength(1);
    expect(clear.asset.updates).toHaveLength(1);
    expect(clear.actor.updates).toEqual([]);
  });
});

describe("an Advance whose question cannot be loaded (vowforge-advance.mjs)", () => {
  afterEach(() => vi.doUnmock("../../../src/applications/sheets/advance-ask"));

  /** The chunk's fetch fails (an incomplete install, a lost connection); each attempt is counted. */
  function chunkUnreachable(): { fetches: number } {
    const count = { fetches: 0 };
    vi.doMock("../../../src/applications/sheets/advance-ask", () => {
      count.fetches += 1;
      throw new Error("Failed to fetch dynamically imported module");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    return count;
  }

  it("creates no dropped asset and marks no upgrade, writes no experience, and says so in the user's language", async () => {
    const count = chunkUnreachable();
    const actor = xpCharacter("ironsworn", { earned: 5, spent: 1 });
    const sheet = new Sheet({ document: actor });
    expect(await sheet._onDropItem({}, hound())).toBeNull();
    expect(actor.items).toHaveLength(0);
    const asset = fakeItem("asset", "Hound", { abilities: [{ enabled: true }, { enabled: false }] }, actor);
    actor.items.push(asset);
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    expect(count.fetches).toBeGreaterThan(0);
    expect(dialogs.shown).toEqual([]);
    expect(asset.updates).toEqual([]);
    expect(actor.updates).toEqual([]);
    const message = "Vowforge could not load what this action needs (the console has the details). Nothing was changed. If this repeats, reinstall the system.";
    expect(fakes.errors).toEqual([message, message]);
  });

  it("is not needed for the first ability or for clearing one", async () => {
    const count = chunkUnreachable();
    const actor = xpCharacter("ironsworn", { earned: 0, spent: 4 });
    const asset = fakeItem("asset", "Hound", { abilities: [{ enabled: false }, { enabled: false }] }, actor);
    actor.items.push(asset);
    const sheet = new Sheet({ document: actor });
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "0" }, asset.id));
    expect(count.fetches).toBe(0);
    expect(asset.updates).toHaveLength(1);
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });
});

describe("an Advance whose write fails", () => {
  const failure = () => new Error("the server refused the write");

  it("gives back the experience of an asset core could not create, and says so", async () => {
    const actor = xpCharacter("ironsworn", { earned: 5, spent: 1 });
    actor.rejectWrites = failure();
    dialogs.answers = [{ action: "buy" }];
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await new Sheet({ document: actor })._onDropItem({}, hound())).toBeNull();
    expect(actor.items).toHaveLength(0);
    // Spent first, then written back as it was: nothing is left unpaid and nothing is lost.
    expect(actor.updates).toEqual([{ "system.experience.spent": 4 }, { "system.experience.spent": 1 }]);
    expect(fakes.errors).toEqual(["The Advance could not be saved, so its 3 experience was given back; nothing else was changed."]);
  });

  it("gives back the experience of an upgrade whose mark could not be written", async () => {
    const actor = xpCharacter("ironsworn", { earned: 2, spent: 0 });
    const asset = fakeItem("asset", "Hound", { abilities: [{ enabled: true }, { enabled: false }] }, actor);
    actor.items.push(asset);
    asset.rejectWrites = failure();
    dialogs.answers = [{ action: "buy" }];
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const sheet = new Sheet({ document: actor });
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    expect(asset.updates).toEqual([]);
    expect(actor.updates).toEqual([{ "system.experience.spent": 2 }, { "system.experience.spent": 0 }]);
    expect(fakes.errors).toEqual(["The Advance could not be saved, so its 2 experience was given back; nothing else was changed."]);
  });

  it("gives back the experience when core creates nothing", async () => {
    const actor = xpCharacter("ironsworn", { earned: 3, spent: 0 });
    const sheet = new Sheet({ document: actor });
    // Core's drop resolving to null (draw-steel src/module/applications/api/document-sheet.mjs:490-496).
    const core = Object.getPrototypeOf(Object.getPrototypeOf(sheet)) as { _onDropItem: () => Promise<null> };
    vi.spyOn(core, "_onDropItem").mockResolvedValue(null);
    dialogs.answers = [{ action: "buy" }];
    expect(await sheet._onDropItem({}, hound())).toBeNull();
    expect(actor.updates).toEqual([{ "system.experience.spent": 3 }, { "system.experience.spent": 0 }]);
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });
});

describe("an asset ability marked on the asset's own item sheet", () => {
  function ownedAsset(experience: { earned: number; spent: number }) {
    const actor = xpCharacter("ironsworn", experience);
    const asset = fakeItem("asset", "Hound", { abilities: [{ enabled: true }, { enabled: false }, { enabled: false }] }, actor);
    actor.items.push(asset);
    const sheet = new AssetSheet({ document: asset });
    const mark = (index: number) => sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: String(index) }));
    return { actor, asset, mark };
  }

  it("asks the character sheet's question and records a buy", async () => {
    const { actor, asset, mark } = ownedAsset({ earned: 3, spent: 0 });
    dialogs.answers = [{ action: "buy" }];
    await mark(2);
    expect(buttons()).toEqual(["Upgrade for 2 XP (3 to spend)", "Mark free"]);
    expect(asset.updates).toHaveLength(1);
    expect(actor.updates).toEqual([{ "system.experience.spent": 2 }]);
  });

  it("refuses an upgrade the character cannot pay, in words, and marks nothing", async () => {
    const { actor, asset, mark } = ownedAsset({ earned: 1, spent: 0 });
    dialogs.answers = [{ action: "buy" }];
    await mark(1);
    expect(asset.updates).toEqual([]);
    expect(actor.updates).toEqual([]);
    expect(fakes.errors).toEqual(["This costs 2 experience and only 1 is left to spend; nothing was changed."]);
  });

  it("marks nothing when the question is closed, and marks free when asked to", async () => {
    const { actor, asset, mark } = ownedAsset({ earned: 9, spent: 0 });
    await mark(1);
    expect(asset.updates).toEqual([]);
    dialogs.answers = [{ action: "free" }];
    await mark(1);
    expect(asset.updates).toHaveLength(1);
    expect(actor.updates).toEqual([]);
  });

  it("marks an asset no character owns without asking", async () => {
    const asset = fakeItem("asset", "Hound", { abilities: [{ enabled: true }, { enabled: false }] });
    const sheet = new AssetSheet({ document: asset });
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }));
    expect(dialogs.shown).toEqual([]);
    expect(asset.updates).toHaveLength(1);
  });
});

describe("an asset on a starship (no Advance applies)", () => {
  afterEach(() => vi.doUnmock("../../../src/applications/sheets/advance-ask"));

  it("is dropped and its second ability marked without the Advance's chunk, which is never fetched", async () => {
    let fetches = 0;
    vi.doMock("../../../src/applications/sheets/advance-ask", () => {
      fetches += 1;
      throw new Error("Failed to fetch dynamically imported module");
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ship = new FakeActor("Wayfarer", "starship", {});
    const sheet = new Sheet({ document: ship });
    await sheet._onDropItem({}, fakeItem("asset", "Sensor Array", { abilities: [{ enabled: true }, { enabled: false }] }));
    expect(ship.items.map((i) => i.name)).toEqual(["Sensor Array"]);
    const asset = ship.items[0]!;
    await sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    expect(asset.updates).toEqual([{ "system.abilities": [{ enabled: true }, { enabled: true }] }]);
    expect(fetches).toBe(0);
    expect(dialogs.shown).toEqual([]);
    expect(fakes.warnings).toEqual([]);
    expect(fakes.errors).toEqual([]);
  });
});

describe("an ability's upgrade pressed twice before the first press is done", () => {
  /** An owned asset whose update writes its abilities as the database would after the model accepted them. */
  function applyingAsset(actor: FakeActor, marks: boolean[]): FakeItem {
    const asset = fakeItem("asset", "Hound", { abilities: marks.map((enabled) => ({ enabled })) }, actor);
    const record = asset.update.bind(asset);
    asset.update = async (data) => {
      await record(data);
      if ("system.abilities" in data) asset.system.abilities = structuredClone(data["system.abilities"]);
      return asset;
    };
    actor.items.push(asset);
    return asset;
  }

  it("asks once, spends once, and leaves the ability marked", async () => {
    const actor = new ApplyingActor("Kaila", "character", { ruleset: "ironsworn", experience: { earned: 5, spent: 0 }, legacies: {}, bonds: { ticks: 0 } });
    const asset = applyingAsset(actor, [true, false]);
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "buy" }, { action: "buy" }];
    const press = () => sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    await Promise.all([press(), press()]);
    expect(dialogs.shown).toHaveLength(1);
    expect(actor.updates).toEqual([{ "system.experience.spent": 2 }]);
    expect(asset.system.abilities).toEqual([{ enabled: true }, { enabled: true }]);
  });

  it("marks the ability even when it was marked meanwhile (the upgrade's write never clears)", async () => {
    const actor = new ApplyingActor("Kaila", "character", { ruleset: "ironsworn", experience: { earned: 5, spent: 0 }, legacies: {}, bonds: { ticks: 0 } });
    const asset = applyingAsset(actor, [true, false]);
    const sheet = new Sheet({ document: actor });
    dialogs.answers = [{ action: "free" }];
    const pressed = sheet.options.actions.toggleAbility.call(sheet, {}, button({ index: "1" }, asset.id));
    // Another client marks it while the question is open; the sheet's data follows.
    asset.system.abilities = [{ enabled: true }, { enabled: true }];
    await pressed;
    expect(asset.system.abilities).toEqual([{ enabled: true }, { enabled: true }]);
  });
});
