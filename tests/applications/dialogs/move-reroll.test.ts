/**
 * IS-14: Ironsworn's Forge a Bond grants a reroll of any dice with its roll (after a vow fulfilled to
 * that person's or community's benefit): the roll dialog opened for the move offers it, unticked,
 * naming the move (the dialog's reroll tick, tested with the dialog). A move without one (or with effects the rules
 * refuse) offers none.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { moveRerollOf } from "../../../src/applications/dialogs/move-reroll";
import { type RollDialogContext } from "../../../src/applications/dialogs/roll-dialog-context";
import { documentEffects } from "../../../src/rules/effects/moves";
import { FakeApplicationV2 } from "../../fakes/foundry-application";
import { FakeActor, installSheetFakes } from "../../fakes/foundry-sheets";

const FORGE_A_BOND = "move:classic/relationship/forge_a_bond";

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeApplicationV2.instances.length = 0;
  installSheetFakes();
});

describe("a reroll a move grants with its roll", () => {
  it("reads Forge a Bond's reroll of any dice, and none elsewhere", () => {
    expect(moveRerollOf(documentEffects(FORGE_A_BOND), "Forge a Bond")).toEqual({ dice: ["action", "challenge"], source: "Forge a Bond" });
    expect(moveRerollOf(documentEffects("move:classic/adventure/face_danger"), "Face Danger")).toBeNull();
    expect(moveRerollOf({ roll: [{ type: "reroll", dice: "both" }] }, "Odd")).toBeNull();
    expect(moveRerollOf(null, "None")).toBeNull();
  });

  it("is offered unticked in Forge a Bond's roll dialog, naming the move", async () => {
    const { rollActionMove } = await import("../../../src/applications/sheets/actor-rolls");
    const actor = new FakeActor("Kaila", "character", {
      ruleset: "ironsworn",
      stats: { edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 },
      meters: { health: 5, spirit: 5, supply: 5 },
      momentum: 2,
    });
    const move = {
      type: "move",
      name: "Forge a Bond",
      uuid: "Compendium.vowforge.ironsworn-moves.Item.forgeABond",
      id: "forgeABond",
      img: "",
      sort: 0,
      system: {
        ruleset: "ironsworn",
        dataswornId: FORGE_A_BOND,
        rollType: "action",
        rollOptions: [{ using: "stat", key: "heart", label: "" }],
        rollConditions: [],
        effects: documentEffects(FORGE_A_BOND),
      },
    };
    void rollActionMove(actor as never, move as never);
    await vi.waitFor(() => expect(FakeApplicationV2.instances.at(-1)?.rendered).toBe(true));
    const app = FakeApplicationV2.instances.at(-1) as FakeApplicationV2;
    const context = app.lastContext as RollDialogContext;
    const tick = context.fields.find((f) => f.name === "reroll");
    expect(tick).toMatchObject({ checked: false });
    expect(tick?.label).toContain("Forge a Bond");
    expect(context.request).toMatchObject({ kind: "action", reroll: null });
    await app.close();
  });
});
