/**
 * A move that rolls "whichever is higher" opens the roll dialog with the actor's higher value picked,
 * whether it is rolled from a hotbar macro (a pack move) or from its item sheet's code path.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type RollDialogContext } from "../../../src/applications/dialogs/roll-dialog-context";
import { FakeApplicationV2 } from "../../fakes/foundry-application";
import { FakeActor, installSheetFakes, type SheetFakes } from "../../fakes/foundry-sheets";

let fakes: SheetFakes;

beforeEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeApplicationV2.instances.length = 0;
  fakes = installSheetFakes();
});

const endureHarm = {
  type: "move",
  name: "Endure Harm",
  uuid: "Compendium.vowforge.starforged-moves.Item.endureHarm",
  id: "endureHarm",
  img: "",
  sort: 0,
  system: {
    ruleset: "starforged",
    rollType: "action",
    rollOptions: [
      { using: "stat", key: "iron", label: "" },
      { using: "conditionMeter", key: "health", label: "" },
    ],
    rollConditions: [
      {
        rollMethod: "highest",
        label: "",
        rollOptions: [
          { using: "stat", key: "iron", label: "", value: 0 },
          { using: "conditionMeter", key: "health", label: "", value: 0 },
        ],
      },
    ],
  },
};

function character(iron: number, health: number): FakeActor {
  return new FakeActor("Kaila", "character", {
    ruleset: "starforged",
    stats: { edge: 1, heart: 2, iron, shadow: 1, wits: 2 },
    meters: { health, spirit: 5, supply: 5 },
    momentum: 2,
  });
}

async function openedDialog(): Promise<FakeApplicationV2> {
  await vi.waitFor(() => expect(FakeApplicationV2.instances.at(-1)?.rendered).toBe(true));
  return FakeApplicationV2.instances.at(-1) as FakeApplicationV2;
}

describe("rolling a move with a roll method", () => {
  it("from a hotbar macro: the dialog picks the higher of iron and health", async () => {
    const { rollMacro } = await import("../../../src/macros/roll-macro");
    fakes.user.character = character(3, 1);
    fakes.documents.set(endureHarm.uuid, endureHarm);
    void rollMacro({ kind: "move", uuid: endureHarm.uuid });
    const app = await openedDialog();
    const [field] = (app.lastContext as RollDialogContext).fields;
    expect(field.options).toEqual([
      { value: "method.0", label: "Iron (+3), the higher of Iron (+3) and Health (+1)" },
    ]);
    expect(field.value).toBe("method.0");
    expect((app.lastContext as RollDialogContext).request).toMatchObject({ stat: { id: "iron", value: 3 } });
    await app.close();
  });

  it("from the sheet's roll: the pick follows the actor's values", async () => {
    const { rollActionMove } = await import("../../../src/applications/sheets/actor-rolls");
    void rollActionMove(character(1, 4) as never, endureHarm as never);
    const app = await openedDialog();
    const context = app.lastContext as RollDialogContext;
    expect(context.request).toMatchObject({ title: "Endure Harm", stat: { id: "health", value: 4 } });
    expect(context.fields[0].hint).toBe(
      "Endure Harm rolls with whichever is higher of Iron (+1) and Health (+4), so you roll Health.",
    );
    await app.close();
  });

  it("from the sheet's roll: the move's conditional adds and the marked abilities that enhance it are offered unticked", async () => {
    const { rollActionMove } = await import("../../../src/applications/sheets/actor-rolls");
    const { documentEffects } = await import("../../../src/rules/effects/moves");
    const id = "move:classic/relationship/sojourn";
    const sojourn = {
      ...endureHarm,
      name: "Sojourn",
      system: { ruleset: "ironsworn", rollType: "action", dataswornId: id, rollOptions: [{ using: "stat", key: "heart", label: "" }], rollConditions: [], effects: documentEffects(id) },
    };
    const actor = character(1, 4);
    await actor.createEmbeddedDocuments("Item", [
      { type: "asset", name: "Banner-Sworn", system: { dataswornId: "asset:classic/path/banner_sworn", abilities: [{ enabled: true }, { enabled: true }, { enabled: false }] } },
    ]);
    void rollActionMove(actor as never, sojourn as never);
    const app = await openedDialog();
    const context = app.lastContext as RollDialogContext;
    const ticks = context.fields.filter((f) => f.name.startsWith("offers."));
    expect(ticks.map((f) => [f.name, f.label, f.checked])).toEqual([
      ["offers.moveAdd.shareBond", "+1: you share a bond (Sojourn)", false],
      ["offers.ability.0.1", "+1: Banner-Sworn, ability 2", false],
    ]);
    expect(context.request).toMatchObject({ adds: 0 });
    await app.close();
  });
});
