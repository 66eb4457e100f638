import { describe, expect, it } from "vitest";
import { CURSED_DIE_ASSET, cursedDieOffer } from "../../../src/applications/dialogs/actor-summaries";
import { type SheetItem } from "../../../src/applications/sheets/context/types";

function asset(name: string, dataswornId: string, firstEnabled: boolean): SheetItem {
  return {
    id: name,
    uuid: `Item.${name}`,
    name,
    type: "asset",
    img: "",
    sort: 0,
    system: { dataswornId, abilities: [{ enabled: firstEnabled }, { enabled: false }, { enabled: false }] },
  };
}

describe("cursedDieOffer", () => {
  it("offers nothing without Sundered Isles", () => {
    expect(cursedDieOffer([asset("Skull", CURSED_DIE_ASSET, true)], false)).toBeNull();
  });

  it("names the Chattering Skull when its first ability is marked, else makes a bare offer", () => {
    expect(cursedDieOffer([asset("My skull", CURSED_DIE_ASSET, true)], true)).toEqual({ source: "My skull" });
    expect(cursedDieOffer([asset("My skull", CURSED_DIE_ASSET, false)], true)).toEqual({ source: "" });
    expect(cursedDieOffer([asset("Ace", "asset:starforged/path/ace", true)], true)).toEqual({ source: "" });
  });
});
