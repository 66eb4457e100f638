/**
 * IS-16 / SF-27: the roll dialog of a move whose outcomes give or take the initiative (Ironsworn) or
 * control (Starforged) names where the character stands, read from `system.inControl`; other moves
 * show no line. The dialog opened for Strike through the sheet's roll, with Foundry's plumbing faked.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { controlOffer, setsControl } from "../../../src/applications/dialogs/control-line";
import { controlLine } from "../../../src/applications/dialogs/roll-dialog-context";
import { documentEffects } from "../../../src/rules/effects/moves";
import { installMoveDialogFakes, openMoveDialog } from "./move-dialog";
import { localize } from "../../helpers/handlebars";
import { input } from "./dialog-fixtures";

const STRIKE = "move:classic/combat/strike";
const FACE_DANGER = "move:classic/adventure/face_danger";

beforeEach(() => installMoveDialogFakes());

describe("initiative / in control in the roll dialog", () => {
  it("finds the moves whose outcomes set it, in a choice's option too", () => {
    expect(setsControl(documentEffects(STRIKE))).toBe(true);
    expect(setsControl(documentEffects("move:classic/combat/enter_the_fray"))).toBe(true);
    expect(setsControl(documentEffects("move:starforged/combat/enter_the_fray"))).toBe(true);
    expect(setsControl(documentEffects(FACE_DANGER))).toBe(false);
    expect(setsControl({ strongHit: [{ type: "control", inControl: "yes" }] })).toBe(false);
    expect(setsControl(null)).toBe(false);
  });

  it("passes the stored value for such a move only", () => {
    expect(controlOffer({ inControl: true }, documentEffects(STRIKE))).toEqual({ control: true });
    expect(controlOffer({}, documentEffects(STRIKE))).toEqual({ control: false });
    expect(controlOffer({ inControl: true }, documentEffects(FACE_DANGER))).toEqual({});
  });

  it("words the line by game", () => {
    expect(controlLine(input("ironsworn", { control: true }), localize)).toBe("You have the initiative");
    expect(controlLine(input("ironsworn", { control: false }), localize)).toBe("Your foe has the initiative");
    expect(controlLine(input("starforged", { control: false }), localize)).toBe("You are in a bad spot");
    expect(controlLine(input("starforged"), localize)).toBeNull();
    expect(controlLine(input("augur", { control: true }), localize)).toBeNull();
  });

  it("shows the line in Strike's roll dialog", async () => {
    const { app, context } = await openMoveDialog({ inControl: true }, { name: "Strike", dataswornId: STRIKE, stat: "iron" });
    expect(context.controlLine).toBe("You have the initiative");
    await app.close();
  });
});
