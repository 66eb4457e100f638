import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCard, type StoredCard } from "../../../src/kinds/registry";
import { FakeChatMessage } from "../../fakes/chat";
import { diceQueue } from "../../fakes/dice";
import { FakeApplicationV2, fakeApplicationsApi, fakeControl } from "../../fakes/foundry-application";
import { fakeGame, fakeNotifications, fakeUser } from "../../fakes/game";
import { installDice } from "../../dice/setup";
import { localize } from "../../helpers/handlebars";
import { ironswornActor } from "./dialog-fixtures";
import type * as RollWithDialogModule from "../../../src/applications/dialogs/roll-with-dialog";

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
    const state = readCard(message.system as unknown as StoredCard);
    expect(state).toMatchObject({ kind: "action", actionDie: 4, challengeDice: [2, 9], adds: 1, reroll });
  });

  it("resolves to null and posts nothing when the dialog is cancelled", async () => {
    const { rollWithDialog } = await load();
    const pending = rollWithDialog({ ruleset: "ironsworn", actor: ironswornActor() });
    const app = await openDialog();
    await app.act("cancel");
    await expect(pending).resolves.toBeNull();
    expect(FakeChatMessage.created).toEqual([]);
  });
});

describe("an Augur roll with an Advancing stance", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  async function augurRoll(rollWithDialog: typeof RollWithDialogModule.rollWithDialog, name: string) {
    const { input } = await import("./dialog-fixtures");
    const before = FakeApplicationV2.instances.length;
    const pending = rollWithDialog(input("augur"));
    await vi.waitFor(() => expect(FakeApplicationV2.instances[before]?.rendered).toBe(true));
    const app = FakeApplicationV2.instances[before];
    app.element.controls.set("approach", fakeControl("approach", "2", "number"));
    app.element.controls.set("stanceAdvancing", fakeControl("stanceAdvancing", name));
    diceQueue.set(5, 3, 8);
    await app.submit();
    return pending;
  }

  it("starts the clock named for it on the first roll and advances it on the next, as the GM", async () => {
    const { fakeSettings } = await import("../../fakes/settings");
    await load();
    const settings = fakeSettings(true);
    const game = fakeGame({ user: gm, users: [player, gm], rollMode: "publicroll" });
    const both = { ...settings, get: (ns: string, key: string) => (ns === "core" ? game.settings.get(ns, key) : settings.get(ns, key)) };
    vi.stubGlobal("game", { ...game, settings: both, i18n: { ...game.i18n, localize: (k: string) => localize(k), format: localize, has: () => true } });
    (await import("../../../src/settings")).registerSettings();
    const { rollWithDialog } = await import("../../../src/applications/dialogs/roll-with-dialog");
    const { worldClocks } = await import("../../../src/operations/clocks");

    expect(await augurRoll(rollWithDialog, "  The ritual ")).not.toBeNull();
    expect(worldClocks()).toEqual([{ id: "the-ritual", name: "The ritual", segments: 4, filled: 0, visibility: "all" }]);
    await augurRoll(rollWithDialog, "the RITUAL");
    expect(worldClocks()[0].filled).toBe(1);
    // Two roll cards and one clock card (the advance; starting the clock posts none).
    const clockCards = FakeChatMessage.created.filter((m) => (m as unknown as { flags?: { vowforge?: { clock?: unknown } } }).flags?.vowforge?.clock);
    expect(clockCards).toHaveLength(1);
    expect(FakeChatMessage.created).toHaveLength(3);
  });
});
