/**
 * The roll dialog a character sheet opens for an action move (`rollActionMove`), with Foundry's
 * plumbing faked: install with `installMoveDialogFakes()` in a beforeEach, then open the dialog of a
 * pack move (its Datasworn id and effects) for a character with the given system data.
 */
import { vi } from "vitest";
import { type RollDialogContext } from "../../../src/applications/dialogs/roll-dialog-context";
import { documentEffects } from "../../../src/rules/effects/moves";
import { FakeApplicationV2 } from "../../fakes/foundry-application";
import { FakeActor, installSheetFakes } from "../../fakes/foundry-sheets";

export function installMoveDialogFakes(): void {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeApplicationV2.instances.length = 0;
  installSheetFakes();
}

/** Opens the move's roll dialog for an Ironsworn character; resolves to the dialog once drawn. */
export async function openMoveDialog(
  system: Record<string, unknown>,
  move: { name: string; dataswornId: string; stat: string },
): Promise<{ app: FakeApplicationV2; context: RollDialogContext }> {
  const { rollActionMove } = await import("../../../src/applications/sheets/actor-rolls");
  const actor = new FakeActor("Kaila", "character", {
    ruleset: "ironsworn",
    stats: { edge: 1, heart: 2, iron: 3, shadow: 1, wits: 2 },
    meters: { health: 5, spirit: 5, supply: 5 },
    momentum: 2,
    ...system,
  });
  const id = move.name.replace(/\W/g, "");
  const item = {
    type: "move",
    name: move.name,
    uuid: `Compendium.vowforge.ironsworn-moves.Item.${id}`,
    id,
    img: "",
    sort: 0,
    system: {
      ruleset: "ironsworn",
      dataswornId: move.dataswornId,
      rollType: "action",
      rollOptions: [{ using: "stat", key: move.stat, label: "" }],
      rollConditions: [],
      effects: documentEffects(move.dataswornId),
    },
  };
  void rollActionMove(actor as never, item as never);
  await vi.waitFor(() => {
    if (FakeApplicationV2.instances.at(-1)?.rendered !== true) throw new Error("the dialog is not drawn yet");
  });
  const app = FakeApplicationV2.instances.at(-1) as FakeApplicationV2;
  return { app, context: app.lastContext as RollDialogContext };
}
