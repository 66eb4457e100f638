/**
 * IS-14: Ironsworn's Forge a Bond grants a reroll of any dice with its roll (after a vow fulfilled to
 * that person's or community's benefit): the roll dialog opened for the move offers it, unticked,
 * naming the move (the dialog's reroll tick, tested with the dialog). A move without one (or with effects the rules
 * refuse) offers none.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { moveRerollOf } from "../../../src/applications/dialogs/move-reroll";
import { documentEffects } from "../../../src/rules/effects/moves";
import { installMoveDialogFakes, openMoveDialog } from "./move-dialog";

const FORGE_A_BOND = "move:classic/relationship/forge_a_bond";

beforeEach(() => installMoveDialogFakes());

describe("a reroll a move grants with its roll", () => {
  it("reads Forge a Bond's reroll of any dice, and none elsewhere", () => {
    expect(moveRerollOf(documentEffects(FORGE_A_BOND), "Forge a Bond")).toEqual({ dice: ["action", "challenge"], source: "Forge a Bond" });
    expect(moveRerollOf(documentEffects("move:classic/adventure/face_danger"), "Face Danger")).toBeNull();
    expect(moveRerollOf({ roll: [{ type: "reroll", dice: "both" }] }, "Odd")).toBeNull();
    expect(moveRerollOf(null, "None")).toBeNull();
  });

  it("is offered unticked in Forge a Bond's roll dialog, naming the move", async () => {
    const { app, context } = await openMoveDialog({}, { name: "Forge a Bond", dataswornId: FORGE_A_BOND, stat: "heart" });
    const tick = context.fields.find((f) => f.name === "reroll");
    expect(tick).toMatchObject({ checked: false });
    expect(tick?.label).toContain("Forge a Bond");
    expect(context.request).toMatchObject({ kind: "action", reroll: null });
    await app.close();
  });
});
