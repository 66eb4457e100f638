import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type OracleBrowserContext } from "../../../src/applications/oracle-browser/browser-context";
import { FakeWindow, generatedTable, installOracleFakes } from "../../fakes/oracle-foundry";

beforeEach(async () => {
  const { vi } = await import("vitest");
  vi.resetModules();
});
afterEach(async () => {
  const { vi } = await import("vitest");
  vi.unstubAllGlobals();
});

type Handler = (this: unknown, event: unknown, target: unknown) => Promise<void>;

async function opened(options: Parameters<typeof installOracleFakes>[0] = {}) {
  const fakes = installOracleFakes(options);
  const { openOracles } = await import("../../../src/applications/oracle-browser/open");
  const app = (await openOracles()) as unknown as FakeWindow & {
    query: string;
    search(query: string): Promise<void>;
  };
  const act = (action: string, uuid?: string) => {
    const actions = (app.options as { actions: Record<string, Handler> }).actions;
    return actions[action].call(app, {}, { dataset: uuid === undefined ? {} : { uuid } });
  };
  return { fakes, app, openOracles, act, context: () => app.lastContext as OracleBrowserContext };
}

describe("OracleBrowser", () => {
  it("lists the enabled rulesets' oracle packs, pack folders open at first", async () => {
    const { app, context, fakes } = await opened({ rulesets: ["starforged"] });
    expect(app.rendered).toBe(true);
    expect(app.frontCount).toBe(1);
    expect(context().groups.map((g) => [g.label, g.open])).toEqual([["Starforged Oracles", true]]);
    expect(context().total).toBe(262);
    expect(context().searchId).toBe(`${app.id}-search`);
    expect(fakes.posted).toHaveLength(0);
  });

  it("filters as the user types, re-rendering only the list, and Escape clears the search", async () => {
    const { app, context } = await opened();
    app.element.dispatch("input", { target: { name: "query", value: "desert planetside" } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.query).toBe("desert planetside");
    expect(app.renders.at(-1)).toEqual({ parts: ["list"] });
    expect(context().shown).toBe(1);
    const box = { name: "query", value: "desert planetside" };
    app.element.dispatch("keydown", { key: "Escape", target: box });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(box.value).toBe("");
    expect(context().shown).toBe(context().total);
  });

  it("remembers the folders the user opens and closes, not those a search opens", async () => {
    const { app, context } = await opened();
    const planet = "vowforge.starforged-oracles/Planet";
    app.element.dispatch("toggle", { target: { open: true, dataset: { folderKey: planet } } });
    app.element.dispatch("toggle", {
      target: { open: false, dataset: { folderKey: "vowforge.ironsworn-oracles" } },
    });
    await app.search("");
    const sf = context().groups.find((g) => g.key === "vowforge.starforged-oracles");
    expect(sf?.folders.find((f) => f.key === planet)?.open).toBe(true);
    expect(context().groups.find((g) => g.key === "vowforge.ironsworn-oracles")?.open).toBe(false);
    await app.search("core");
    app.element.dispatch("toggle", { target: { open: false, dataset: { folderKey: planet } } });
    await app.search("");
    expect(
      context()
        .groups.find((g) => g.key === "vowforge.starforged-oracles")
        ?.folders.find((f) => f.key === planet)?.open,
    ).toBe(true);
  });

  it("draws a folder's rows when the user opens it, and the list only once", async () => {
    const { app, context } = await opened();
    const planet = "vowforge.starforged-oracles/Planet";
    const sf = () => context().groups.find((g) => g.key === "vowforge.starforged-oracles");
    expect(sf()?.folders.find((f) => f.key === planet)).toMatchObject({ drawn: false, tables: [], folders: [] });
    const renders = app.renders.length;
    app.element.dispatch("toggle", { target: { open: true, dataset: { folderKey: planet, drawn: "false" } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.renders.slice(renders)).toEqual([{ parts: ["list"] }]);
    const drawn = sf()?.folders.find((f) => f.key === planet);
    expect(drawn?.drawn).toBe(true);
    expect(drawn?.folders.length).toBeGreaterThan(0);
    // The redrawn folder fires its own toggle as it is inserted open: nothing is drawn again.
    app.element.dispatch("toggle", { target: { open: true, dataset: { folderKey: planet } } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(app.renders.slice(renders)).toHaveLength(1);
  });

  it("rolls a table from its button with the chat box's roll mode, and opens its sheet", async () => {
    const { act, fakes } = await opened({ totals: [35], rollMode: "selfroll" });
    const table = generatedTable("Moves / Pay the Price");
    await act("rollOracle", table.uuid);
    expect(fakes.posted).toHaveLength(1);
    expect(fakes.posted[0].options).toEqual({ rollMode: "selfroll" });
    expect(String(fakes.posted[0].data.content)).toContain("The current situation worsens.");
    await act("openOracle", table.uuid);
    expect(table.sheet.render).toHaveBeenCalledWith({ force: true });
  });

  it("says so when a button's table is gone", async () => {
    const { act, fakes } = await opened();
    await act("rollOracle", "Compendium.vowforge.starforged-oracles.RollTable.gone");
    await act("openOracle");
    expect(fakes.notifications.error).toHaveBeenCalledTimes(2);
    expect(fakes.notifications.error).toHaveBeenCalledWith(
      "That oracle table could not be found; its compendium may be missing.",
    );
    expect(fakes.posted).toHaveLength(0);
  });

  it("is one window: opening again brings it back, with a search when given", async () => {
    const { app, openOracles, context } = await opened();
    const again = (await openOracles("core action")) as unknown as FakeWindow;
    expect(again).toBe(app);
    expect(app.frontCount).toBe(2);
    expect(FakeWindow.instances).toHaveLength(1);
    expect(context().shown).toBe(1);
  });
});
