import { describe, expect, it } from "vitest";
import { RULESETS } from "../../src/config";
import { SYSTEM_ID } from "../../src/constants";
import { SETTINGS } from "../../src/settings";
import {
  RULESET_SETTING_KEYS,
  SYSTEM_SETTINGS,
  WORLD_ID,
  optionsJson,
  rulesetSettings,
  worldJson,
} from "../../tools/foundry-e2e/world-files.mjs";

describe("Config/options.json", () => {
  it("points Foundry at the data folder, the port and the world to launch", () => {
    const options = optionsJson({ dataPath: "/tmp/vf-data", port: 30013, world: WORLD_ID });
    expect(options).toMatchObject({
      dataPath: "/tmp/vf-data",
      port: 30013,
      world: WORLD_ID,
      upnp: false,
      routePrefix: null,
    });
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
  });

  it("launches no world unless told to", () => {
    expect(optionsJson({ dataPath: "/d", port: 30000 }).world).toBeNull();
  });

  it("refuses a bad port, an empty path and a world title instead of an id", () => {
    expect(() => optionsJson({ dataPath: "/d", port: 80 })).toThrow(/port/);
    expect(() => optionsJson({ dataPath: "/d", port: 30000.5 })).toThrow(/port/);
    expect(() => optionsJson({ dataPath: "", port: 30000 })).toThrow(/dataPath/);
    expect(() => optionsJson({ dataPath: "/d", port: 30000, world: "My World" })).toThrow(/world id/);
  });
});

describe("world.json", () => {
  it("declares the world on the built system for the running core", () => {
    const world = worldJson({ system: { id: "vowforge", version: "0.1.0" }, coreVersion: "14.351" });
    expect(world).toMatchObject({
      id: WORLD_ID,
      system: "vowforge",
      systemVersion: "0.1.0",
      coreVersion: "14.351",
      compatibility: { minimum: "14", verified: "14" },
    });
    expect(world.title).not.toBe("");
  });

  it("refuses a bad id, a missing system and a core version that is not one", () => {
    const system = { id: "vowforge", version: "0.1.0" };
    expect(() => worldJson({ id: "Bad Id", system, coreVersion: "13" })).toThrow();
    expect(() => worldJson({ system: { id: "vowforge" } as never, coreVersion: "13" })).toThrow(/system/);
    expect(() => worldJson({ system, coreVersion: "v13" })).toThrow(/core version/);
  });
});

describe("the ruleset world settings a run enables", () => {
  it("uses the keys the system registers, for every ruleset", () => {
    for (const ruleset of RULESETS) expect(RULESET_SETTING_KEYS[ruleset]).toBe(SETTINGS[ruleset]);
    expect(Object.keys(RULESET_SETTING_KEYS).sort()).toEqual([...RULESETS].sort());
  });

  it("turns every ruleset on", () => {
    const settings = rulesetSettings(SYSTEM_ID, RULESETS);
    expect(settings).toHaveLength(RULESETS.length);
    expect(settings.map((s) => s.id)).toEqual(RULESETS.map((r) => `${SYSTEM_ID}.${SETTINGS[r]}`));
    expect(settings.every((s) => s.value === true && s.namespace === SYSTEM_ID)).toBe(true);
  });

  it("refuses a ruleset the system does not have", () => {
    expect(() => rulesetSettings(SYSTEM_ID, ["delve"])).toThrow(/Unknown ruleset/);
  });
});

describe("the system's settings the steps read", () => {
  it("are the keys src/settings.ts registers", () => {
    expect(SYSTEM_SETTINGS.schemaVersion).toBe(SETTINGS.schemaVersion);
    expect(SYSTEM_SETTINGS.worldClocks).toBe(SETTINGS.worldClocks);
  });
});
