/**
 * Sundered Isles' cursed die on oracle draws, over the generated tables: a table with a cursed
 * version rolls it beside its own roll; a 10 reads the cursed table at the same roll (replace) or at
 * a roll of its own (add), as the Datasworn tags say; the card says so and strikes a replaced result.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildOracleCardContext } from "../../src/oracles/card-context";
import { resolveOracleDraw } from "../../src/oracles/resolve";
import { type OracleDraw } from "../../src/oracles/types";
import { localize } from "../helpers/handlebars";
import { generatedTable, installOracleFakes } from "../fakes/oracle-foundry";
import { fixedDice, packTables } from "./pack-tables";

const SI = "sundered-isles-oracles";
const tables = packTables();
const lookup = (uuid: string) => tables.byUuid.get(uuid) ?? null;
const threshold = () => tables.named("Cave / Cave Threshold", SI);
const crew = () => tables.named("Getting Underway / Take Command / Crew Characteristics", SI);

describe("resolveOracleDraw with the cursed die", () => {
  it("rolls the cursed die after the table's roll and leaves the result alone below 10", async () => {
    const dice = fixedDice(42, 9);
    const draw = await resolveOracleDraw(threshold(), dice.source, { lookup, cursedDie: dice.source });
    expect(dice.formulas).toEqual(["1d100", "1du"]);
    expect(draw.entries[0].roll).toBe(42);
    expect(draw.curse).toMatchObject({ die: 9, cursed: false, draw: null, missing: false });
  });

  it("on a 10, reads a replacing cursed table at the original roll, rolling nothing more", async () => {
    const dice = fixedDice(42, 10);
    const draw = await resolveOracleDraw(threshold(), dice.source, { lookup, cursedDie: dice.source });
    expect(dice.left()).toBe(0);
    expect(draw.curse).toMatchObject({ die: 10, cursed: true, behavior: "replaceResult" });
    expect(draw.curse?.draw?.table.name).toBe("Cave / Cursed Cave Threshold");
    expect(draw.curse?.draw?.entries[0].roll).toBe(42);
    const cursed = tables.named("Cave / Cursed Cave Threshold", SI);
    const row = cursed.results.find((r) => r.range[0] <= 42 && 42 <= r.range[1]);
    expect(draw.curse?.draw?.entries[0].row?.id).toBe(row?.id);
  });

  it("on a 10, rolls an adding cursed table at a roll of its own", async () => {
    const dice = fixedDice(42, 10, 77);
    const draw = await resolveOracleDraw(crew(), dice.source, { lookup, cursedDie: dice.source });
    expect(dice.formulas).toEqual(["1d100", "1du", "1d100"]);
    expect(draw.curse).toMatchObject({ cursed: true, behavior: "addResult" });
    expect(draw.curse?.draw?.table.name).toBe("Getting Underway / Take Command / Cursed Crew");
    expect(draw.curse?.draw?.entries[0].roll).toBe(77);
    expect(draw.entries[0].roll).toBe(42);
  });

  it("says the cursed table is missing when it cannot be found, and rolls no cursed die without the option or a cursed version", async () => {
    const dice = fixedDice(42, 10);
    const missing = await resolveOracleDraw(threshold(), dice.source, { lookup: () => null, cursedDie: dice.source });
    expect(missing.curse).toMatchObject({ cursed: true, missing: true, draw: null });
    const plain = fixedDice(42);
    expect((await resolveOracleDraw(threshold(), plain.source, { lookup })).curse).toBeUndefined();
    const noVersion = fixedDice(42);
    const weather = tables.named("Weather / Cursed Weather", SI);
    expect((await resolveOracleDraw(weather, noVersion.source, { lookup, cursedDie: noVersion.source })).curse).toBeUndefined();
  });
});

describe("the oracle card's cursed die", () => {
  async function draw(...values: number[]): Promise<OracleDraw> {
    const dice = fixedDice(...values);
    return resolveOracleDraw(threshold(), dice.source, { lookup, cursedDie: dice.source });
  }

  it("says no curse below 10, and on a 10 names the cursed table and strikes the replaced result", async () => {
    const calm = buildOracleCardContext(await draw(42, 3), localize);
    expect(calm.curse).toMatchObject({ die: "3", cursed: false, text: "Cursed die 3: no curse.", draw: null });
    expect(calm.entries[0].cssClass).not.toContain("replaced");
    const cursed = buildOracleCardContext(await draw(42, 10), localize);
    expect(cursed.curse?.text).toBe(
      "Cursed die 10: the curse takes hold. Cave / Cursed Cave Threshold, read at the same roll, replaces the result above.",
    );
    expect(cursed.curse?.cssClass).toContain("vf-oracle-card__curse--cursed");
    expect(cursed.curse?.draw?.entries[0].roll).toBe("42");
    expect(cursed.entries[0].cssClass).toContain("vf-oracle-entry--replaced");
    expect(buildOracleCardContext(await resolveOracleDraw(threshold(), fixedDice(5).source), localize).curse).toBeNull();
  });
});

describe("drawOracle with the cursed die", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("rolls 1du with a Sundered Isles table when the expansion and the setting are on, and posts the cursed table", async () => {
    const fakes = installOracleFakes({ totals: [42, 10], rulesets: ["starforged"], expansions: ["sunderedIsles"] });
    const { drawOracle } = await import("../../src/oracles/draw");
    await drawOracle(generatedTable("Cave / Cave Threshold"));
    const [{ data }] = fakes.posted;
    expect((data.rolls as string[]).map((r) => JSON.parse(r).formula)).toEqual(["1d100", "1du"]);
    const content = String(data.content);
    expect(content).toContain("Cave / Cursed Cave Threshold, read at the same roll, replaces the result above.");
    expect(content).toContain("vf-oracle-entry--replaced");
  });

  it("rolls no cursed die when the setting is off or Sundered Isles is not in use", async () => {
    for (const options of [
      { rulesets: ["starforged"], expansions: ["sunderedIsles"], cursedOracles: false },
      { rulesets: ["starforged"], expansions: [] },
    ]) {
      vi.resetModules();
      const fakes = installOracleFakes({ totals: [42], ...options });
      const { drawOracle } = await import("../../src/oracles/draw");
      await drawOracle(generatedTable("Cave / Cave Threshold"));
      expect((fakes.posted[0].data.rolls as string[]).map((r) => JSON.parse(r).formula)).toEqual(["1d100"]);
      vi.unstubAllGlobals();
    }
  });
});
