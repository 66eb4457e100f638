import { describe, expect, it } from "vitest";
import { activeExpansions, EXPANSION_BASE, packExpansion, packInUse } from "../src/expansions";
import { collectOracleSources, type OraclePackLike } from "../src/applications/oracle-browser/oracle-index";
import { manifestPacks } from "../tools/packs/build.mjs";

describe("expansions", () => {
  it("are active only when switched on and their base game is enabled", () => {
    expect(EXPANSION_BASE).toEqual({ delve: "ironsworn", sunderedIsles: "starforged" });
    expect(activeExpansions(["delve", "sunderedIsles"], ["ironsworn", "starforged"])).toEqual([
      "delve",
      "sunderedIsles",
    ]);
    expect(activeExpansions(["delve", "sunderedIsles"], ["starforged"])).toEqual(["sunderedIsles"]);
    expect(activeExpansions([], ["ironsworn", "starforged"])).toEqual([]);
  });

  it("each pack's flags say which expansion it belongs to; base packs are always in use", () => {
    const flags = (name: string) => manifestPacks().find((p) => p.name === name)?.flags;
    expect(packExpansion(flags("delve-sites"))).toBe("delve");
    expect(packExpansion(flags("sundered-isles-assets"))).toBe("sunderedIsles");
    expect(packExpansion(flags("ironsworn-moves"))).toBeNull();
    expect(packInUse(flags("ironsworn-moves"), [])).toBe(true);
    expect(packInUse(flags("delve-moves"), [])).toBe(false);
    expect(packInUse(flags("delve-moves"), ["delve"])).toBe(true);
    expect(packInUse(flags("sundered-isles-oracles"), ["delve"])).toBe(false);
  });

  it("the oracle browser lists an expansion's tables only while it is active", async () => {
    const pack = (name: string): OraclePackLike => {
      const entry = manifestPacks().find((p) => p.name === name);
      return {
        collection: `vowforge.${name}`,
        documentName: "RollTable",
        metadata: { label: name, flags: entry?.flags as Record<string, unknown> },
        getIndex: () => Promise.resolve([{ _id: "a", name: `${name} table`, sort: 1 }]),
      } as unknown as OraclePackLike;
    };
    const packs = [pack("starforged-oracles"), pack("sundered-isles-oracles"), pack("delve-oracles")];
    const ids = async (expansions: Parameters<typeof collectOracleSources>[2]) =>
      (await collectOracleSources(packs, ["starforged"], expansions)).map((s) => s.id);
    expect(await ids([])).toEqual(["vowforge.starforged-oracles"]);
    expect(await ids(["sunderedIsles"])).toEqual([
      "vowforge.starforged-oracles",
      "vowforge.sundered-isles-oracles",
    ]);
    // Delve on, Ironsworn off: its tables stay hidden with their base game.
    expect(await ids(["sunderedIsles", "delve"])).not.toContain("vowforge.delve-oracles");
  });
});
