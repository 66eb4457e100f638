/**
 * The sheets' follow-up questions in Foundry (src/applications/sheets/foundry-ask.ts) against a fake
 * DialogV2 whose answers the test chooses (tests/fakes/dialog-v2.ts): a choice resolves to the clicked
 * button's action, the Strike! purchase prompt reads its form's name and tier, and closing either is
 * no answer.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { installSheetFakes } from "../../fakes/foundry-sheets";
import { installDialogV2, type FakeDialogV2 } from "../../fakes/dialog-v2";
import type { SheetAsk } from "../../../src/applications/sheets/sheet-action";

let dialogs: FakeDialogV2;
let ask: SheetAsk;

beforeEach(async () => {
  vi.unstubAllGlobals();
  vi.resetModules();
  installSheetFakes();
  dialogs = installDialogV2();
  const { foundryAsk } = await import("../../../src/applications/sheets/foundry-ask");
  ask = foundryAsk("vf-sheet-1");
});

const choices = [
  { id: "edge", label: "Edge <b>" },
  { id: "heart", label: "Heart" },
];

describe("a choice of one", () => {
  it("resolves to the clicked button's action, one button per choice", async () => {
    dialogs.answers = [{ action: "heart" }];
    expect(await ask.choose("VOWFORGE.Sheet.Delete.Title", "VOWFORGE.Sheet.Delete.Title", choices)).toBe("heart");
    expect(dialogs.shown[0].config.buttons?.map((b) => b.action)).toEqual(["edge", "heart"]);
  });

  it("resolves to null when the user closes it", async () => {
    expect(await ask.choose("VOWFORGE.Sheet.Delete.Title", "VOWFORGE.Sheet.Delete.Title", choices)).toBeNull();
  });
});

describe("the Strike! purchase prompt", () => {
  it("reads the item's name and tier from the prompt's form", async () => {
    dialogs.answers = [{ action: "ok", fields: { itemName: "  Grappling hook ", itemTier: "2" } }];
    expect(await ask.purchase()).toEqual({ name: "Grappling hook", tier: 2 });
    expect(String(dialogs.shown[0].config.content)).toContain('name="itemName"');
  });

  it("is no purchase when the name is blank or the prompt closed", async () => {
    dialogs.answers = [{ action: "ok", fields: { itemName: " ", itemTier: "1" } }];
    expect(await ask.purchase()).toBeNull();
    expect(await ask.purchase()).toBeNull();
  });
});

describe("the delete question", () => {
  it("is yes only when the user agrees; closing it is no", async () => {
    dialogs.answers = [{ action: "yes" }, { action: "no" }];
    expect(await ask.confirmDelete("Hound", "Kaila")).toBe(true);
    expect(await ask.confirmDelete("Hound", "Kaila")).toBe(false);
    expect(await ask.confirmDelete("Hound", "Kaila")).toBe(false);
  });
});
