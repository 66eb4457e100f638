/**
 * The sheet's header menu offers the guided creation on a character of any game the user may edit,
 * after core's own entries, and on no other actor. Each game's own sheet class runs the control: its
 * `openCreation` action and `form.submitOnChange` come from the shared base's DEFAULT_OPTIONS, which
 * Foundry merges down the class chain (tests/fakes/foundry-application.ts chainOptions).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeActor, installSheetFakes } from "../../fakes/foundry-sheets";

interface TestSheet {
  isEditable: boolean;
  options: { actions: Record<string, unknown>; form?: { submitOnChange?: boolean } };
  _getHeaderControls(): Array<{ action: string; icon: string; label: string }>;
}

type SheetClass = new (options: { document: FakeActor }) => TestSheet;

let Sheet: SheetClass;
let sheets: Record<string, SheetClass>;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  installSheetFakes();
  const module = await import("../../../src/applications/sheets/actor-sheet-base");
  Sheet = module.VowforgeActorSheet as unknown as typeof Sheet;
  sheets = {
    character: (await import("../../../src/applications/sheets/character-sheet")).CharacterSheet as unknown as SheetClass,
    forgedTiesCharacter: (await import("../../../src/applications/sheets/forged-ties-sheet")).ForgedTiesSheet as unknown as SheetClass,
    augurCharacter: (await import("../../../src/applications/sheets/augur-sheet")).AugurSheet as unknown as SheetClass,
    strikeCharacter: (await import("../../../src/applications/sheets/strike-sheet")).StrikeSheet as unknown as SheetClass,
  };
});

describe("the guided creation in a sheet's header menu", () => {
  it.each(["character", "forgedTiesCharacter", "augurCharacter", "strikeCharacter"])("is offered on a %s, whose own sheet runs it", (type) => {
    const sheet = new sheets[type]({ document: new FakeActor("Kaila", type, {}) });
    expect(sheet._getHeaderControls().map((c) => c.action)).toEqual(["configurePrototypeToken", "openCreation"]);
    expect(sheet._getHeaderControls()[1]).toEqual({ action: "openCreation", icon: "fa-solid fa-wand-magic-sparkles", label: "VOWFORGE.Wizard.Open" });
    expect(typeof sheet.options.actions.openCreation).toBe("function");
    expect(sheet.options.form?.submitOnChange).toBe(true);
  });

  it.each(["foe", "starship", "shared", "conflict"])("is not offered on a %s", (type) => {
    const sheet = new Sheet({ document: new FakeActor("Wolf", type, {}) });
    expect(sheet._getHeaderControls().map((c) => c.action)).toEqual(["configurePrototypeToken"]);
  });

  it("is not offered to a user who may not edit the character", () => {
    const sheet = new Sheet({ document: new FakeActor("Kaila", "character", {}) });
    sheet.isEditable = false;
    expect(sheet._getHeaderControls().map((c) => c.action)).toEqual(["configurePrototypeToken"]);
  });
});
