/**
 * Sundered Isles' regions (Myriads, Margins, Reaches): a region's table carries its set from the
 * pack build, and a draw on it follows the world's Sundered Isles region setting, saying so on the card.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUNDERED_ISLES_REGIONS, regionOf, regionalSibling } from "../../src/oracles/alternatives";
import { type OracleDraw } from "../../src/oracles/types";
import { generatedTable } from "../fakes/oracle-foundry";
import { packTables } from "./pack-tables";
import { installRegionFakes } from "./region-fakes";

const SI = "sundered-isles-oracles";
const tables = packTables();

describe("Sundered Isles region tables", () => {
  it("carry their region and their set of three, from every region collection of the data", () => {
    const regional = tables.all.filter((t) => t.uuid?.includes(SI) && t.regionSet);
    expect(regional).toHaveLength(27);
    for (const table of regional) {
      expect(SUNDERED_ISLES_REGIONS).toContain(table.region);
      expect(table.regionSet?.map((m) => m.region)).toEqual(["myriads", "margins", "reaches"]);
      expect(table.regionSet?.some((m) => m.uuid === table.uuid)).toBe(true);
    }
  });

  it("swap to the sibling of the world's region, and stay as asked without one or in their own region", () => {
    const myriads = tables.named("Settlement / Settlement Size / Myriads", SI);
    const margins = tables.named("Settlement / Settlement Size / Margins", SI);
    expect(regionalSibling(myriads, ["margins"])?.uuid).toBe(margins.uuid);
    expect(regionalSibling(myriads, ["terminus", "margins"])?.uuid).toBe(margins.uuid);
    expect(regionalSibling(myriads, ["myriads"])).toBeNull();
    expect(regionalSibling(myriads, [])).toBeNull();
    expect(regionalSibling(myriads, ["terminus"])).toBeNull();
    expect(regionOf("reaches")).toBe("reaches");
  });
});

describe("drawOracle in a Sundered Isles region", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("draws the world's region's table instead of another region's, and the card says so", async () => {
    const fakes = installRegionFakes({ totals: [50], rulesets: ["starforged"], islandsRegion: "margins", cursedOracles: false });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable("Settlement / Settlement Size / Myriads"));
    const draw = (fakes.posted[0].data.flags as { vowforge: { oracleDraw: OracleDraw } }).vowforge.oracleDraw;
    expect(draw.table.name).toBe("Settlement / Settlement Size / Margins");
    expect(draw.regionSwap).toEqual({ asked: "Settlement / Settlement Size / Myriads", label: "Margins" });
    expect(String(fakes.posted[0].data.content)).toContain(
      "Drawn for the world&#x27;s region, Margins, instead of Settlement / Settlement Size / Myriads.",
    );
  });

  it("draws the table as asked with no region set", async () => {
    const fakes = installRegionFakes({ totals: [50], rulesets: ["starforged"] });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable("Settlement / Settlement Size / Myriads"));
    const draw = (fakes.posted[0].data.flags as { vowforge: { oracleDraw: OracleDraw } }).vowforge.oracleDraw;
    expect(draw.table.name).toBe("Settlement / Settlement Size / Myriads");
    expect(draw.regionSwap).toBeUndefined();
    expect(String(fakes.posted[0].data.content)).not.toContain("vf-oracle-card__region");
  });
});
