/**
 * A ship's meter rolled in (fake) Foundry: the user's character rolls it through the roll dialog and
 * the card is that character's, with its momentum and the ship's meter; with no character to roll, a
 * localised error and nothing rolled. The fakes stand in for Foundry's game, dialogs and chat only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard, type StoredCard } from "../../../src/kinds/registry";
import { FakeChatMessage } from "../../fakes/chat";
import { diceQueue } from "../../fakes/dice";
import { FakeApplicationV2, fakeControl } from "../../fakes/foundry-application";
import { installRollingUser, REN } from "../../fakes/rolling-user";
import { localize } from "../../helpers/handlebars";

const ren = { ...REN, system: { ...REN.system, stats: { edge: 3 } } };
const ship = { uuid: "Actor.gull", name: "The Gull's Due", type: "starship", isOwner: true, system: { integrity: 2, supply: 3 }, items: [] };

async function load(character: typeof ren | null, actors: unknown[]) {
  const { notifications } = await installRollingUser(character, actors);
  return { notifications, module: await import("../../../src/applications/sheets/ship-rolls") };
}

describe("rollShipMeter", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("rolls the hold's supply as the one character the user owns, on that character's card", async () => {
    const { module } = await load(null, [ship, ren]);
    const pending = module.rollShipMeter(ship, "supply");
    await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
    const app = FakeApplicationV2.instances[0];
    app.element.controls.set("option", fakeControl("option", "stat.ship-supply"));
    diceQueue.set(4, 2, 9);
    await app.submit();
    await pending;
    const message = FakeChatMessage.created[0] as unknown as FakeChatMessage;
    const state = readCard(message.system as unknown as StoredCard);
    expect(state).toMatchObject({ kind: "action", actorUuid: "Actor.ren", momentum: 4, actionDie: 4, stat: { value: 3, label: "The Gull's Due: +supply" } });
  });

  it("says so and rolls nothing when the user has no character to roll with", async () => {
    const { module, notifications } = await load(null, [ship]);
    await module.rollShipMeter(ship, "integrity");
    expect(notifications.shown).toEqual([{ level: "error", text: localize("VOWFORGE.Error.ShipRollNoCharacter") }]);
    expect(FakeApplicationV2.instances).toEqual([]);
    expect(FakeChatMessage.created).toEqual([]);
  });
});
