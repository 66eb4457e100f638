import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cardFromSystem, type RollCardSystemData } from "../../../src/data/message/card-system";
import { FakeChatMessage } from "../../fakes/chat";
import { diceQueue } from "../../fakes/dice";
import { FakeApplicationV2, fakeApplicationsApi, fakeControl } from "../../fakes/foundry-application";
import { fakeGame, fakeNotifications, fakeUser } from "../../fakes/game";
import { installDice } from "../../dice/setup";
import { localize } from "../../helpers/handlebars";
import { ironswornActor } from "./dialog-fixtures";

const player = fakeUser("player");
const gm = fakeUser("gm", true);

async function load() {
  await installDice([], fakeApplicationsApi());
  FakeChatMessage.reset();
  const game = fakeGame({ user: player, users: [player, gm], rollMode: "publicroll" });
  vi.stubGlobal("game", { ...game, i18n: { ...game.i18n, localize: (k: string) => localize(k), format: localize } });
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: fakeNotifications() });
  return import("../../../src/applications/dialogs/roll-with-dialog");
}

async function openDialog() {
  await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
  const app = FakeApplicationV2.instances[0];
  app.element.controls.set("option", fakeControl("option", "stat.iron"));
  app.element.controls.set("adds", fakeControl("adds", "1", "number"));
  return app;
}

describe("rollWithDialog", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("rolls what the dialog returns, in the roll mode chosen there, and resolves to the message", async () => {
    const { rollWithDialog } = await load();
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    const pending = rollWithDialog({ ruleset: "ironsworn", actor: ironswornActor(), stat: "iron", reroll });
    const app = await openDialog();
    app.element.controls.set("rollMode", fakeControl("rollMode", "gmroll"));
    app.element.controls.set("reroll", fakeControl("reroll", true));
    diceQueue.set(4, 2, 9);
    await app.submit();
    const message = (await pending) as unknown as FakeChatMessage;
    expect(message.whisper).toEqual(["gm"]);
    const state = cardFromSystem(message.system as unknown as RollCardSystemData);
    expect(state).toMatchObject({ kind: "action", actionDie: 4, challengeDice: [2, 9], adds: 1, reroll });
  });

  it("resolves to null and posts nothing when the dialog is cancelled", async () => {
    const { promptRoll } = await load();
    const pending = promptRoll({ ruleset: "ironsworn", actor: ironswornActor() });
    const app = await openDialog();
    await app.act("cancel");
    await expect(pending).resolves.toBeNull();
    expect(FakeChatMessage.created).toEqual([]);
  });
});
