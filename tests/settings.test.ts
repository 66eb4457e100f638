import { afterEach, describe, expect, it, vi } from "vitest";
import { RULESETS } from "../src/config";

/** A stand-in for Foundry's settings registry: stores registrations and values in maps. */
function fakeSettings() {
  const registered = new Map<string, { default: unknown; scope: string; type: unknown; config: boolean }>();
  const values = new Map<string, unknown>();
  return {
    registered,
    values,
    register(namespace: string, key: string, data: { default: unknown; scope: string; type: unknown; config: boolean }) {
      registered.set(`${namespace}.${key}`, data);
    },
    get(namespace: string, key: string) {
      const id = `${namespace}.${key}`;
      if (!registered.has(id)) throw new Error(`setting ${id} is not registered`);
      return values.has(id) ? values.get(id) : registered.get(id)!.default;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("settings", () => {
  it("registers one world checkbox per ruleset, Ironsworn and Starforged on by default", async () => {
    const settings = fakeSettings();
    vi.stubGlobal("game", { settings });
    const { registerSettings, enabledRulesets } = await import("../src/settings");
    registerSettings();
    for (const ruleset of RULESETS) {
      const data = settings.registered.get(`vowforge.ruleset.${ruleset}`);
      expect(data).toMatchObject({ scope: "world", type: Boolean, config: true });
    }
    expect(enabledRulesets()).toEqual(["ironsworn", "starforged"]);
    settings.values.set("vowforge.ruleset.augur", true);
    settings.values.set("vowforge.ruleset.ironsworn", false);
    expect(enabledRulesets()).toEqual(["starforged", "augur"]);
  });

  it("the negative-momentum cancel for Starforged defaults to on", async () => {
    const settings = fakeSettings();
    vi.stubGlobal("game", { settings });
    const { registerSettings } = await import("../src/settings");
    registerSettings();
    expect(settings.get("vowforge", "starforged.negativeMomentumCancels")).toBe(true);
  });
});
