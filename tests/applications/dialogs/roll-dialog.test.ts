import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RollDialogContext } from "../../../src/applications/dialogs/roll-dialog-context";
import { readCard, type StoredCard } from "../../../src/kinds/registry";
import { FakeChatMessage } from "../../fakes/chat";
import { diceQueue } from "../../fakes/dice";
import { FakeApplicationV2, fakeApplicationsApi, fakeControl } from "../../fakes/foundry-application";
import { fakeGame, fakeNotifications, fakeUser } from "../../fakes/game";
import { installDice } from "../../dice/setup";
import { localize } from "../../helpers/handlebars";
import { ironswornActor } from "./dialog-fixtures";
import type * as RollDialogModule from "../../../src/applications/dialogs/roll-dialog";

async function load(chatMode: unknown = "publicroll", settings: Record<string, unknown> = {}) {
  // The module also holds the roll through the dialog, whose imports reach the dice and the data models.
  await installDice([], fakeApplicationsApi());
  vi.stubGlobal("game", {
    i18n: { localize: (k: string) => localize(k), format: localize },
    settings: {
      get: (ns: string, key: string) => (ns === "core" && key === "rollMode" ? chatMode : settings[`${ns}.${key}`]),
    },
  });
  return (await import("../../../src/applications/dialogs/roll-dialog")).RollDialog;
}

async function opened(ruleset: "ironsworn" | "strike" = "ironsworn", chatMode: unknown = "publicroll", extra: object = {}) {
  const RollDialog = await load(chatMode);
  const promise = RollDialog.prompt({ ruleset, actor: ironswornActor(), stat: "iron", ...extra });
  await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
  const app = FakeApplicationV2.instances[0];
  app.element.controls.set("option", fakeControl("option", "stat.iron"));
  app.element.controls.set("adds", fakeControl("adds", "0", "number"));
  let settled: unknown = "pending";
  void promise.then((v) => (settled = v));
  return { app, promise, settled: () => settled };
}

describe("RollDialog", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("renders the context for the input and resolves to the request on submit", async () => {
    const { app, promise } = await opened();
    const context = app.lastContext as RollDialogContext;
    expect(context.heading).toBe("Iron");
    expect(context.fields[0].id).toBe(`${app.id}-option`);
    app.element.set("adds", "2");
    await app.submit();
    await expect(promise).resolves.toMatchObject({
      request: { kind: "action", stat: { id: "iron", value: 3 }, adds: 2, momentum: 5, reroll: null },
      rollMode: "publicroll",
    });
    expect(app.rendered).toBe(false);
  });

  it("reads the cancel rule from the Starforged world setting, and keeps it always on in Ironsworn", async () => {
    const RollDialog = await load("publicroll", { "vowforge.starforged.negativeMomentumCancels": false });
    const roll = async (ruleset: "ironsworn" | "starforged", extra: object = {}) => {
      FakeApplicationV2.instances.length = 0;
      const promise = RollDialog.prompt({ ruleset, actor: ironswornActor(), stat: "iron", ...extra });
      await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
      const app = FakeApplicationV2.instances[0];
      app.element.controls.set("option", fakeControl("option", "stat.iron"));
      app.element.controls.set("adds", fakeControl("adds", "0", "number"));
      await app.submit();
      return ((await promise) as { request: { cancelOnNegativeMomentum: boolean } }).request;
    };
    expect((await roll("starforged")).cancelOnNegativeMomentum).toBe(false);
    expect((await roll("starforged", { cancelOnNegativeMomentum: true })).cancelOnNegativeMomentum).toBe(true);
    expect((await roll("ironsworn")).cancelOnNegativeMomentum).toBe(true);
    expect((await roll("ironsworn", { cancelOnNegativeMomentum: false })).cancelOnNegativeMomentum).toBe(true);
  });

  it("opens with the chat box's roll mode and resolves with the mode chosen", async () => {
    const { app, promise } = await opened("ironsworn", "gmroll");
    expect((app.lastContext as RollDialogContext).fields.find((f) => f.name === "rollMode")?.value).toBe("gmroll");
    app.element.controls.set("rollMode", fakeControl("rollMode", "blindroll"));
    await app.submit();
    await expect(promise).resolves.toMatchObject({ rollMode: "blindroll" });
  });

  it("reads an unknown chat mode as public", async () => {
    const { app, promise } = await opened("ironsworn", "shout");
    await app.submit();
    await expect(promise).resolves.toMatchObject({ rollMode: "publicroll" });
  });

  it("offers the caller's reroll and puts it in the request when ticked", async () => {
    const reroll = { dice: ["challenge" as const], source: "Ironclad" };
    const { app, promise } = await opened("ironsworn", "publicroll", { reroll });
    expect((app.lastContext as RollDialogContext).fields.map((f) => f.name)).toContain("reroll");
    app.element.controls.set("reroll", fakeControl("reroll", true));
    await app.submit();
    await expect(promise).resolves.toMatchObject({ request: { reroll } });
  });

  it("updates the odds on change, and keeps bad input open with the error shown and the field marked", async () => {
    const { app, settled } = await opened();
    app.element.set("adds", "-1");
    app.change();
    await vi.waitFor(() =>
      expect((app.lastContext as RollDialogContext).error).toBe("Adds cannot be negative."),
    );
    expect(app.renders.at(-1)).toEqual({ parts: ["odds"] });
    const adds = app.element.controls.get("adds");
    expect(adds?.getAttribute("aria-invalid")).toBe("true");
    expect(adds?.getAttribute("aria-describedby")).toBe(`${app.id}-adds-hint ${app.id}-error`);
    await app.submit();
    expect(app.rendered).toBe(true);
    expect(adds?.focused).toBe(true);
    expect(settled()).toBe("pending");
    const renders = app.renders.length;
    app.element.set("adds", "1");
    app.element.dispatch("input", { target: adds });
    await vi.waitFor(() => expect((app.lastContext as RollDialogContext).error).toBeNull());
    expect(app.renders.length).toBe(renders + 1);
    expect(adds?.getAttribute("aria-invalid")).toBeNull();
  });

  it("resolves to null when cancelled, closed or dismissed with Escape", async () => {
    const cancelled = await opened();
    await cancelled.app.act("cancel");
    await expect(cancelled.promise).resolves.toBeNull();

    const escaped = await opened();
    escaped.app.element.dispatch("keydown", { key: "Escape" });
    await expect(escaped.promise).resolves.toBeNull();

    const closed = await opened();
    await closed.app.close();
    await expect(closed.promise).resolves.toBeNull();
  });

  it("titles the window with the actor's name and falls back to the ruleset's roll name", async () => {
    const RollDialog = await load();
    const promise = RollDialog.prompt({ ruleset: "strike", actor: ironswornActor({ stats: [] }) });
    await vi.waitFor(() => expect(FakeApplicationV2.instances[0]?.rendered).toBe(true));
    const app = FakeApplicationV2.instances[0] as unknown as { title: string; submit(): Promise<void> };
    expect(app.title).toBe("Roll for Kira");
    await app.submit();
    await expect(promise).resolves.toMatchObject({ request: { kind: "strike", title: "Skill roll", skilled: false }, rollMode: "publicroll" });
  });
});

const player = fakeUser("player");
const gm = fakeUser("gm", true);

/** The dialog with the dice, the chat and the game a roll through it needs. */
async function loadRoller() {
  await installDice([], fakeApplicationsApi());
  FakeChatMessage.reset();
  const game = fakeGame({ user: player, users: [player, gm], rollMode: "publicroll" });
  vi.stubGlobal("game", { ...game, i18n: { ...game.i18n, localize: (k: string) => localize(k), format: localize } });
  vi.stubGlobal("ChatMessage", FakeChatMessage);
  vi.stubGlobal("ui", { notifications: fakeNotifications() });
  return import("../../../src/applications/dialogs/roll-dialog");
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
    const { rollWithDialog } = await loadRoller();
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
    const { rollWithDialog } = await loadRoller();
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

  async function augurRoll(rollWithDialog: typeof RollDialogModule.rollWithDialog, name: string) {
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
    await loadRoller();
    const settings = fakeSettings(true);
    const game = fakeGame({ user: gm, users: [player, gm], rollMode: "publicroll" });
    const both = { ...settings, get: (ns: string, key: string) => (ns === "core" ? game.settings.get(ns, key) : settings.get(ns, key)) };
    vi.stubGlobal("game", { ...game, settings: both, i18n: { ...game.i18n, localize: (k: string) => localize(k), format: localize, has: () => true } });
    (await import("../../../src/settings")).registerSettings();
    const { rollWithDialog } = await import("../../../src/applications/dialogs/roll-dialog");
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
