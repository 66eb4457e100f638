/**
 * Hotbar macros: a stat, a move or a progress track dropped on the hotbar becomes a script macro
 * calling vowforge.rollMacro; the macro warns clearly when there is nobody to roll for.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { macroCommand, parseMacroArgs } from "../../src/macros/macro-args";
import { FakeActor, installSheetFakes, type SheetFakes } from "../fakes/foundry-sheets";

let fakes: SheetFakes;

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  fakes = installSheetFakes();
});

describe("macro arguments", () => {
  it("round-trips through the macro command", () => {
    expect(macroCommand({ kind: "stat", stat: "edge" })).toBe('vowforge.rollMacro({"kind":"stat","stat":"edge"});');
    expect(parseMacroArgs({ kind: "move", uuid: "Compendium.vowforge.ironsworn-moves.Item.x" })).toEqual({
      ok: true,
      args: { kind: "move", uuid: "Compendium.vowforge.ironsworn-moves.Item.x" },
    });
  });

  it("refuses what is not a roll", () => {
    expect(parseMacroArgs(null)).toMatchObject({ ok: false });
    expect(parseMacroArgs({ kind: "stat", stat: "luck" })).toEqual({ ok: false, detail: 'unknown stat "luck"' });
    expect(parseMacroArgs({ kind: "progress" })).toEqual({ ok: false, detail: "missing uuid" });
  });
});

describe("hotbarDrop", () => {
  it("turns a dragged stat into a script macro in the slot, once", async () => {
    const { onHotbarDrop } = await import("../../src/macros/hotbar");
    expect(onHotbarDrop({}, { type: "vowforge.stat", stat: "edge" }, 3)).toBe(false);
    await vi.waitFor(() => expect(fakes.hotbar).toHaveLength(1));
    expect(fakes.macros).toEqual([
      expect.objectContaining({ name: "Roll Edge", type: "script", command: 'vowforge.rollMacro({"kind":"stat","stat":"edge"});' }),
    ]);
    expect(fakes.hotbar[0].slot).toBe(3);
    onHotbarDrop({}, { type: "vowforge.stat", stat: "edge" }, 4);
    await vi.waitFor(() => expect(fakes.hotbar).toHaveLength(2));
    expect(fakes.macros).toHaveLength(1);
    expect(fakes.hotbar[1]).toEqual({ macro: fakes.macros[0], slot: 4 });
  });

  it("makes macros for moves and progress tracks, and leaves other items to Foundry", async () => {
    const { onHotbarDrop } = await import("../../src/macros/hotbar");
    fakes.documents.set("Compendium.vowforge.ironsworn-moves.Item.fd", { type: "move", name: "Face Danger", img: "icons/move.svg" });
    fakes.documents.set("Actor.k.Item.v", { type: "progress", name: "Find the raiders" });
    fakes.documents.set("Item.asset", { type: "asset", name: "Hound" });
    expect(onHotbarDrop({}, { type: "Item", uuid: "Compendium.vowforge.ironsworn-moves.Item.fd" }, 1)).toBe(false);
    expect(onHotbarDrop({}, { type: "Item", uuid: "Actor.k.Item.v" }, 2)).toBe(false);
    expect(onHotbarDrop({}, { type: "Item", uuid: "Item.asset" }, 5)).toBeUndefined();
    expect(onHotbarDrop({}, { type: "Macro", uuid: "Macro.x" }, 6)).toBeUndefined();
    await vi.waitFor(() => expect(fakes.hotbar).toHaveLength(2));
    expect(fakes.macros.map((m) => [m.name, m.img, m.command])).toEqual([
      ["Face Danger", "icons/move.svg", 'vowforge.rollMacro({"kind":"move","uuid":"Compendium.vowforge.ironsworn-moves.Item.fd"});'],
      ["Progress: Find the raiders", "icons/svg/d20-black.svg", 'vowforge.rollMacro({"kind":"progress","uuid":"Actor.k.Item.v"});'],
    ]);
  });
});

describe("rollMacro", () => {
  it("warns when the macro's argument is not a roll", async () => {
    const { rollMacro } = await import("../../src/macros/roll-macro");
    await rollMacro({ kind: "dance" });
    expect(fakes.warnings).toEqual(['This macro cannot roll: unknown kind "dance"']);
  });

  it("warns when there is neither a selected token nor an assigned character", async () => {
    const { rollMacro } = await import("../../src/macros/roll-macro");
    await rollMacro({ kind: "stat", stat: "wits" });
    expect(fakes.warnings).toEqual(["To roll Wits, select a token or assign a character to your user."]);
  });

  it("warns when the actor found is not an Ironsworn or Starforged character", async () => {
    const { rollMacro } = await import("../../src/macros/roll-macro");
    fakes.controlled.push({ actor: new FakeActor("Broken Golem", "foe", {}) });
    await rollMacro({ kind: "stat", stat: "iron" });
    expect(fakes.warnings).toEqual(["Broken Golem is not an Ironsworn or Starforged character, so it cannot roll Iron."]);
  });

  it("warns when a progress macro's track is gone", async () => {
    const { rollMacro } = await import("../../src/macros/roll-macro");
    await rollMacro({ kind: "progress", uuid: "Actor.k.Item.gone" });
    expect(fakes.warnings).toEqual(["The Actor.k.Item.gone this macro rolls no longer exists."]);
  });

  it("prefers the selected token's actor over the user's character", async () => {
    const { macroActor } = await import("../../src/macros/roll-macro");
    const mine = new FakeActor("Kaila", "character", { ruleset: "ironsworn" });
    const token = new FakeActor("Ren", "character", { ruleset: "starforged" });
    fakes.user.character = mine;
    expect(macroActor()?.name).toBe("Kaila");
    fakes.controlled.push({ actor: token });
    expect(macroActor()?.name).toBe("Ren");
  });

  it("warns when a progress move has no open track to roll against", async () => {
    const { rollMacro } = await import("../../src/macros/roll-macro");
    fakes.user.character = new FakeActor("Kaila", "character", { ruleset: "ironsworn" });
    fakes.documents.set("Item.fulfill", {
      type: "move",
      name: "Fulfill Your Vow",
      uuid: "Item.fulfill",
      id: "fulfill",
      img: "",
      sort: 0,
      system: { rollType: "progress", rollOptions: [{ using: "progressTrack", key: "vow", label: "" }], progressTrack: "vow" },
    });
    await rollMacro({ kind: "move", uuid: "Item.fulfill" });
    expect(fakes.warnings).toEqual(["Kaila has no open track to roll Fulfill Your Vow against."]);
  });
});
