import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWindow, installOracleFakes } from "../fakes/oracle-foundry";

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe("oracle hooks", () => {
  it("a bare /oracle typed in chat opens the browser; a named one does not", async () => {
    installOracleFakes();
    const { createChatMessageHook } = await import("../../src/chat/commands/handler");
    const hook = createChatMessageHook({ performRoll: async () => null });
    const before = FakeWindow.instances.length;
    expect(hook({}, "/oracle")).toBe(false);
    await vi.waitFor(() => expect(FakeWindow.instances.at(-1)?.rendered).toBe(true));
    expect(FakeWindow.instances.length).toBe(before + 1);
    expect(hook({}, "hello")).toBeUndefined();
  });

  it("registers the sidebar hook and preloads the templates", async () => {
    installOracleFakes();
    const on = vi.fn();
    const loadTemplates = vi.fn(async () => undefined);
    vi.stubGlobal("Hooks", { on });
    const foundryFake = (
      globalThis as unknown as { foundry: { applications: { handlebars: Record<string, unknown> } } }
    ).foundry;
    foundryFake.applications.handlebars.loadTemplates = loadTemplates;
    const { registerOracleHooks, onRenderRollTableDirectory } =
      await import("../../src/oracles/register");
    const { ORACLE_TEMPLATE_PATHS } = await import("../../src/oracles/templates");
    registerOracleHooks();
    expect(on.mock.calls).toEqual([["renderRollTableDirectory", onRenderRollTableDirectory]]);
    expect(loadTemplates).toHaveBeenCalledWith([...ORACLE_TEMPLATE_PATHS]);
    expect(ORACLE_TEMPLATE_PATHS).toHaveLength(5);
  });
});
