import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWindow, installOracleFakes } from "../fakes/oracle-foundry";
import { localize } from "../helpers/handlebars";
import { installRegionFakes } from "./region-fakes";

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("oracle hooks", () => {
  it("a bare /oracle typed in chat opens the browser; a named one does not", async () => {
    installOracleFakes();
    const { createChatMessageHook } = await import("../../src/chat/commands/hook");
    const hook = createChatMessageHook({ performRoll: async () => null });
    const before = FakeWindow.instances.length;
    expect(hook({}, "/oracle")).toBe(false);
    // The browser's module is imported on demand; on a loaded machine that passes vi.waitFor's 1 s default.
    await vi.waitFor(() => expect(FakeWindow.instances.at(-1)?.rendered).toBe(true), { timeout: 15_000 });
    expect(FakeWindow.instances.length).toBe(before + 1);
    expect(hook({}, "hello")).toBeUndefined();
  });

  it("registers the sidebar hook, the current-region setting, and preloads the templates", async () => {
    const { registered } = installRegionFakes();
    const on = vi.fn();
    const loadTemplates = vi.fn(async () => undefined);
    vi.stubGlobal("Hooks", { on });
    const foundryFake = (
      globalThis as unknown as { foundry: { applications: { handlebars: Record<string, unknown> } } }
    ).foundry;
    foundryFake.applications.handlebars.loadTemplates = loadTemplates;
    const { registerOracleHooks, onRenderRollTableDirectory } = await import("../../src/applications/oracle-browser/register");
    const { ORACLE_TEMPLATE_PATHS } = await import("../../src/oracles/templates");
    registerOracleHooks();
    expect(on.mock.calls).toEqual([["renderRollTableDirectory", onRenderRollTableDirectory]]);
    expect(loadTemplates).toHaveBeenCalledWith([...ORACLE_TEMPLATE_PATHS]);
    expect(ORACLE_TEMPLATE_PATHS).toHaveLength(5);
    const setting = registered.get("vowforge.starforged.currentRegion");
    expect(setting).toMatchObject({ scope: "world", config: true, type: String, default: "none" });
    const choices = setting?.choices as Record<string, string>;
    expect(Object.keys(choices)).toEqual(["none", "terminus", "outlands", "expanse"]);
    for (const key of [String(setting?.name), String(setting?.hint), ...Object.values(choices)])
      expect(localize(key), key).toBeTruthy();
    expect(localize(choices.outlands)).toBe("Outlands");
    const islands = registered.get("vowforge.sunderedIsles.currentRegion");
    expect(islands).toMatchObject({ scope: "world", config: true, type: String, default: "none" });
    const islandChoices = islands?.choices as Record<string, string>;
    expect(Object.keys(islandChoices)).toEqual(["none", "myriads", "margins", "reaches"]);
    for (const key of [String(islands?.name), String(islands?.hint), ...Object.values(islandChoices)])
      expect(localize(key), key).toBeTruthy();
    expect(localize(islandChoices.margins)).toBe("Margins");
  });
});
