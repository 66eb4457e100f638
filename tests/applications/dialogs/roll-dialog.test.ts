import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type RollDialogContext } from "../../../src/applications/dialogs/roll-dialog-context";
import { FakeApplicationV2, fakeApplicationsApi, fakeControl } from "../../fakes/foundry-application";
import { localize } from "../../helpers/handlebars";
import { ironswornActor } from "./dialog-fixtures";

async function load(chatMode: unknown = "publicroll", settings: Record<string, unknown> = {}) {
  vi.stubGlobal("foundry", fakeApplicationsApi());
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
